"""Render the app's icons (resources/icons/*.svg) to the icon files the installers need.

    python packaging/make_icons.py [OUTPUT_DIR]        (default: build/icons)

writes, for the app's icon ninetka.svg and for the saved-game icon ninetka-record.svg,
NAME-SIZE.png for every size in PNG_SIZES, NAME.ico (Windows) and NAME.icns (macOS).
Everything is drawn by Qt's SVG renderer from the one source file, so no binary icon is kept
in the repository. The ICO and ICNS containers are written here: both are a small
directory of PNG images, which Windows (Vista on) and macOS (10.7 on) read directly.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources" / "icons" / "ninetka.svg"
#: The icon of a saved game: the file type's icon in file managers (all three systems).
RECORD_SOURCE = ROOT / "resources" / "icons" / "ninetka-record.svg"
DEFAULT_OUTPUT = ROOT / "build" / "icons"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
#: Windows uses 16-48 in lists and the taskbar, 256 in large icon views; larger is not allowed.
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS chunk type -> pixel size: the PNG types of macOS 10.7 on, the set Pillow writes (and so
#: what PyInstaller itself would make from a PNG); macOS scales them for the 16 px list view.
ICNS_TYPES = (
    (b"ic11", 32),  # 16 pt @2x
    (b"ic12", 64),  # 32 pt @2x
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),  # 128 pt @2x
    (b"ic09", 512),
    (b"ic14", 512),  # 256 pt @2x
    (b"ic10", 1024),  # 512 pt @2x
)


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn into a transparent ``size`` x ``size`` square, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not a valid SVG file")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # The stubs want bytes for the format, but PySide6 6.11 accepts only str here.
    if not image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG"):  # type: ignore[call-overload]
        raise RuntimeError(f"could not encode the {size} px icon as PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file: ICONDIR, one ICONDIRENTRY per image, then the PNG images themselves."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(sizes)
    entries = b""
    for size in sizes:
        if not 1 <= size <= 256:
            raise ValueError(f"an ICO image is at most 256 px, not {size}")
        side = 0 if size == 256 else size  # 0 stands for 256
        # width, height, palette colours, reserved, colour planes, bits per pixel, bytes, offset
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(pngs[size]), offset)
        offset += len(pngs[size])
    return header + entries + b"".join(pngs[size] for size in sizes)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file: a table of contents, then one PNG chunk per type in ICNS_TYPES."""
    chunks = [(kind, pngs[size]) for kind, size in ICNS_TYPES]
    toc = b"".join(kind + struct.pack(">I", 8 + len(data)) for kind, data in chunks)
    body = b"TOC " + struct.pack(">I", 8 + len(toc)) + toc
    body += b"".join(kind + struct.pack(">I", 8 + len(data)) + data for kind, data in chunks)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(output: Path, sources: tuple[Path, ...] = (SOURCE, RECORD_SOURCE)) -> list[Path]:
    """Write every icon file of each SVG in ``sources`` into ``output``, named after the SVG;
    returns the paths written."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QGuiApplication

    # QPainter wants a GUI application; offscreen needs no display.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QCoreApplication.instance() or QGuiApplication([sys.argv[0]])
    rendered = {svg.stem: {size: render_png(svg, size) for size in PNG_SIZES} for svg in sources}
    del app
    output.mkdir(parents=True, exist_ok=True)
    written = []
    for name, pngs in rendered.items():
        files = [(f"{name}-{size}.png", data) for size, data in pngs.items()]
        files.append((f"{name}.ico", ico_bytes({size: pngs[size] for size in ICO_SIZES})))
        files.append((f"{name}.icns", icns_bytes(pngs)))
        for file_name, data in files:
            path = output / file_name
            path.write_bytes(data)
            written.append(path)
    return written


def main(argv: list[str]) -> int:
    output = Path(argv[1]) if len(argv) > 1 else DEFAULT_OUTPUT
    for path in make_icons(output):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
