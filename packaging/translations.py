#!/usr/bin/env python3
"""The app's translations: bring the .ts sources up to date, compile them, check them.

    python packaging/translations.py update [--no-obsolete]
    python packaging/translations.py compile [--out DIR]
    python packaging/translations.py check

``update`` runs Qt's lupdate (shipped in the PySide6 wheel) over the package's .py files and
merges what it finds into ``resources/translations/ninetka_XX.ts``, one file per language of
``ninetka_desktop.i18n.LANGUAGES`` (English, the source language, has only the texts with a
count, for their singular and plural forms). Translations made
before are kept; new texts arrive unfinished; texts that left the code stay in the file as
"vanished" (``--no-obsolete`` drops them). Translate the unfinished ones in Qt Linguist
(``.venv/bin/pyside6-linguist resources/translations/ninetka_pl.ts``) or any text editor.

``compile`` runs lrelease: ``ninetka_XX.qm`` beside each .ts (where the app looks for them), or
into ``--out DIR``. ``make`` runs it when it installs the app; the .qm files are not committed.

``check`` extracts the texts again and lists, per language, every text that is missing from the
.ts, unfinished, or whose translation lost a placeholder (``{player}``, ``%n``), an HTML tag or
its keyboard accelerator (``&``); it exits with 1 when there is any.

Why not lupdate alone: lupdate's Python parser gives a bare ``tr("...")`` call the empty
context, while the app's modules each define ``tr(text)`` as
``QCoreApplication.translate("Context", text)``. The script therefore reads each module's
``tr`` helper (or the module it imports ``tr`` from) and files those texts under that context,
marks every text holding ``%n`` as a plural (numerus) text, and does the merge itself.
"""

from __future__ import annotations

import argparse
import ast
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ninetka_desktop.i18n import (  # noqa: E402 (the checkout first, then the import)
    CATALOGUE,
    SOURCE_LANGUAGE,
    catalogue_languages,
    qt_tool,
)

PACKAGE = ROOT / "ninetka_desktop"
TS_DIR = ROOT / "resources" / "translations"
#: How many plural forms each language's numerus texts have, in Qt's order (Qt's numerus.cpp).
PLURAL_FORMS = {"pl": 3, "bg": 2, "eo": 2, "en": 2}
FINISHED, UNFINISHED, VANISHED, OBSOLETE = "", "unfinished", "vanished", "obsolete"

PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*(?::[^{}]*)?\}")
TAG = re.compile(r"</?([A-Za-z][A-Za-z0-9]*)")
# "&" before a letter marks a keyboard accelerator; "&&" is a literal "&", "&amp;" an entity.
ACCELERATOR = re.compile(r"&(?!&|[A-Za-z]+;|#[0-9]+;)(?=\S)")


@dataclass
class Message:
    context: str
    source: str
    comment: str = ""
    extracomment: str = ""
    translatorcomment: str = ""
    #: (file relative to the .ts folder, with "/", line)
    locations: list[tuple[str, int]] = field(default_factory=list)
    numerus: bool = False
    translation: str = ""
    forms: list[str] = field(default_factory=list)
    state: str = UNFINISHED

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)

    def texts(self) -> list[str]:
        """The translation, or every plural form of it."""
        return list(self.forms) if self.numerus else [self.translation]

    def is_translated(self, plural_forms: int) -> bool:
        if self.numerus:
            return len(self.forms) >= plural_forms and all(self.forms[:plural_forms])
        return bool(self.translation)

    def label(self) -> str:
        text = self.source.replace("\n", " ")
        text = text if len(text) <= 70 else text[:67] + "..."
        return f"{self.context}: {text!r}"


# --- reading and writing .ts files ----------------------------------------------------------------


def _text(element: ET.Element | None) -> str:
    return "" if element is None or element.text is None else element.text


def read_ts(path: Path) -> list[Message]:
    """The messages of a .ts file, locations made absolute-per-message."""
    messages = []
    last_file = ""  # lupdate names a file only when it differs from the location before
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        name = _text(context.find("name"))
        for element in context.iter("message"):
            locations = []
            for location in element.iter("location"):
                last_file = location.get("filename") or last_file
                line = location.get("line", "0")
                locations.append((last_file, int(line) if line.lstrip("+-").isdigit() else 0))
            translation = element.find("translation")
            numerus = element.get("numerus") == "yes"
            forms = []
            if translation is not None:
                forms = [_text(form) for form in translation.iter("numerusform")]
            state = FINISHED if translation is None else translation.get("type", FINISHED)
            messages.append(
                Message(
                    context=name,
                    source=_text(element.find("source")),
                    comment=_text(element.find("comment")),
                    extracomment=_text(element.find("extracomment")),
                    translatorcomment=_text(element.find("translatorcomment")),
                    locations=locations,
                    numerus=numerus,
                    translation="" if numerus else _text(translation),
                    forms=forms,
                    state=state,
                )
            )
    return messages


def _protect(text: str) -> str:
    """XML-escape ``text`` the way lupdate does."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    text = text.replace('"', "&quot;").replace("'", "&apos;")
    return re.sub(r"[\x00-\x08\x0b\x0c\x0e-\x1f]", lambda m: f"&#x{ord(m.group()):x};", text)


def write_ts(path: Path, language: str, messages: Iterable[Message]) -> None:
    """Write ``messages`` as a .ts file in lupdate's layout (contexts sorted by name)."""
    forms = PLURAL_FORMS.get(language, 2)
    contexts: dict[str, list[Message]] = {}
    for message in messages:
        contexts.setdefault(message.context, []).append(message)
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        "<!DOCTYPE TS>",
        f'<TS version="2.1" language="{language}" sourcelanguage="{SOURCE_LANGUAGE}">',
    ]
    for name in sorted(contexts):
        lines += ["<context>", f"    <name>{_protect(name)}</name>"]
        for m in contexts[name]:
            lines.append('    <message numerus="yes">' if m.numerus else "    <message>")
            for filename, line in m.locations:
                lines.append(f'        <location filename="{_protect(filename)}" line="{line}"/>')
            lines.append(f"        <source>{_protect(m.source)}</source>")
            for tag in ("comment", "extracomment", "translatorcomment"):
                if getattr(m, tag):
                    lines.append(f"        <{tag}>{_protect(getattr(m, tag))}</{tag}>")
            kind = f' type="{m.state}"' if m.state else ""
            if m.numerus:
                lines.append(f"        <translation{kind}>")
                padded = (m.forms + [""] * forms)[:forms]
                lines += [f"            <numerusform>{_protect(f)}</numerusform>" for f in padded]
                lines.append("        </translation>")
            else:
                lines.append(f"        <translation{kind}>{_protect(m.translation)}</translation>")
            lines.append("    </message>")
        lines.append("</context>")
    lines.append("</TS>")
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".ts.tmp")
    temporary.write_text("\n".join(lines) + "\n", encoding="utf-8")
    os.replace(temporary, path)


# --- extracting the texts -------------------------------------------------------------------------


def sources() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def _module_file(importer: Path, node: ast.ImportFrom) -> Path | None:
    """The file a relative ``from .x import tr`` in ``importer`` reads from."""
    if node.level == 0:
        return None
    base = importer.parent
    for _ in range(node.level - 1):
        base = base.parent
    target = base.joinpath(*(node.module or "").split("."))
    for candidate in (target.with_suffix(".py"), target / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def tr_context(path: Path, seen: frozenset[Path] = frozenset()) -> str | None:
    """The context of the module's ``tr(text)`` helper: the literal first argument of the
    ``translate`` call in it, or that of the module ``tr`` is imported from."""
    if path in seen:
        return None
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == "tr":
            for call in ast.walk(node):
                if (
                    isinstance(call, ast.Call)
                    and isinstance(call.func, ast.Attribute | ast.Name)
                    and (getattr(call.func, "attr", None) or getattr(call.func, "id", None))
                    == "translate"
                    and call.args
                    and isinstance(call.args[0], ast.Constant)
                    and isinstance(call.args[0].value, str)
                ):
                    return call.args[0].value
        if isinstance(node, ast.ImportFrom) and any(alias.name == "tr" for alias in node.names):
            module = _module_file(path, node)
            if module is not None:
                return tr_context(module, seen | {path})
    return None


def extract() -> list[Message]:
    """Every text in the code, with the context the app looks it up in."""
    lupdate = qt_tool("lupdate")
    if lupdate is None:
        raise SystemExit("lupdate not found: is PySide6 installed in this Python?")
    files = sources()
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder).resolve()
        listing = tmp / "sources.lst"
        listing.write_text("\n".join(str(p) for p in files) + "\n", encoding="utf-8")
        template = tmp / "template.ts"
        result = subprocess.run(
            [str(lupdate), "-silent", "-locations", "absolute", "-no-obsolete",
             "-source-language", SOURCE_LANGUAGE, f"@{listing}", "-ts", str(template)],
            capture_output=True, text=True, check=False,
        )  # fmt: skip
        if result.returncode != 0 or not template.is_file():
            raise SystemExit(f"lupdate failed:\n{result.stdout}{result.stderr}")
        if result.stderr.strip():
            print(result.stderr.strip(), file=sys.stderr)
        raw = read_ts(template)
        # Locations relative to the .ts folder, as in the real files.
        for message in raw:
            message.locations = [
                (Path(os.path.relpath((tmp / name).resolve(), TS_DIR)).as_posix(), line)
                for name, line in message.locations
            ]
    return _fix_contexts(raw)


def _fix_contexts(raw: Sequence[Message]) -> list[Message]:
    helpers: dict[str, str | None] = {}
    merged: dict[tuple[str, str, str], Message] = {}
    unknown: list[str] = []
    for message in raw:
        parts: dict[str, list[tuple[str, int]]] = {}
        if message.context:
            parts[message.context] = message.locations
        else:
            for location in message.locations:
                name = location[0]
                if name not in helpers:
                    helpers[name] = tr_context((TS_DIR / name).resolve())
                context = helpers[name]
                if context is None:
                    unknown.append(f"{name}:{location[1]}: tr() with no known context")
                    continue
                parts.setdefault(context, []).append(location)
        for context, locations in parts.items():
            fixed = replace(
                message, context=context, locations=list(locations), numerus="%n" in message.source
            )
            if fixed.key in merged:
                merged[fixed.key].locations += fixed.locations
            else:
                merged[fixed.key] = fixed
    if unknown:
        raise SystemExit(
            "These modules call tr() without a helper lupdate's context can be read from "
            '(def tr(text): return QCoreApplication.translate("Context", text)):\n'
            + "\n".join(unknown)
        )
    messages = list(merged.values())
    for message in messages:
        message.locations.sort()
        message.state = UNFINISHED
        # lupdate reads "#:" comments as notes for translators, but this code base writes its
        # attribute docs that way: they would pile up on the next text as noise.
        message.extracomment = ""
    messages.sort(key=lambda m: (m.context, m.locations[:1], m.source))
    return messages


# --- update ---------------------------------------------------------------------------------------


def ts_path(language: str) -> Path:
    return TS_DIR / f"{CATALOGUE}_{language}.ts"


def merge(template: Sequence[Message], existing: Sequence[Message], language: str,
          keep_obsolete: bool = True) -> list[Message]:  # fmt: skip
    """The template's messages with the translations of ``existing`` carried over."""
    forms = PLURAL_FORMS.get(language, 2)
    old = {m.key: m for m in existing}
    # A text that moved to another context keeps its translation, to be reviewed.
    elsewhere = {(m.source, m.comment, m.numerus): m for m in existing if any(m.texts())}
    merged = []
    for entry in template:
        message = replace(entry, locations=list(entry.locations))
        before = old.pop(entry.key, None)
        if before is not None and before.numerus == entry.numerus:
            message.translation, message.forms = before.translation, list(before.forms)
            message.translatorcomment = before.translatorcomment
            done = before.state in (FINISHED, VANISHED) and before.is_translated(forms)
            message.state = FINISHED if done else UNFINISHED
        elif (guess := elsewhere.get((entry.source, entry.comment, entry.numerus))) is not None:
            message.translation, message.forms = guess.translation, list(guess.forms)
            message.state = UNFINISHED
        merged.append(message)
    if keep_obsolete:
        for message in old.values():
            if any(message.texts()):
                finished = message.state in (FINISHED, VANISHED)
                merged.append(replace(message, state=VANISHED if finished else OBSOLETE))
    return merged


def texts_for(language: str, template: Sequence[Message]) -> list[Message]:
    """The texts ``language``'s catalogue translates: English, the source, only the counted."""
    if language == SOURCE_LANGUAGE:
        return [message for message in template if message.numerus]
    return list(template)


def update(keep_obsolete: bool) -> int:
    template = extract()
    for language in catalogue_languages():
        path = ts_path(language)
        existing = read_ts(path) if path.is_file() else []
        messages = merge(texts_for(language, template), existing, language, keep_obsolete)
        write_ts(path, language, messages)
        current = [m for m in messages if m.state not in (VANISHED, OBSOLETE)]
        done = sum(m.state == FINISHED for m in current)
        print(f"{path.relative_to(ROOT)}: {done}/{len(current)} translated")
    return 0


# --- compile --------------------------------------------------------------------------------------


def compile_all(out: Path | None, only: Sequence[Path] = ()) -> int:
    """Compile every language's .ts (or just the ``only`` ones) with lrelease."""
    lrelease = qt_tool("lrelease")
    if lrelease is None:
        print("lrelease not found: is PySide6 installed in this Python?", file=sys.stderr)
        return 1
    status = 0
    every = [ts_path(language) for language in catalogue_languages()]
    for ts in [path.resolve() for path in only] or every:
        if not ts.is_file():
            print(f"{ts} is missing", file=sys.stderr)
            status = 1
            continue
        qm = (out if out is not None else ts.parent) / ts.with_suffix(".qm").name
        qm.parent.mkdir(parents=True, exist_ok=True)
        result = subprocess.run(
            [str(lrelease), "-silent", str(ts), "-qm", str(qm)],
            capture_output=True, text=True, check=False,
        )  # fmt: skip
        if result.returncode != 0:
            print(f"lrelease {ts.name} failed:\n{result.stdout}{result.stderr}", file=sys.stderr)
            status = 1
    return status


# --- check ----------------------------------------------------------------------------------------


def lint(message: Message) -> list[str]:
    """What a finished translation lost of its source's markup."""
    problems = []
    source_places = sorted(PLACEHOLDER.findall(message.source))
    source_tags = sorted(t.lower() for t in TAG.findall(message.source))
    source_keys = len(ACCELERATOR.findall(message.source))
    for text in message.texts():
        if sorted(PLACEHOLDER.findall(text)) != source_places:
            problems.append(f"placeholders {PLACEHOLDER.findall(text)} != {source_places}")
        if sorted(t.lower() for t in TAG.findall(text)) != source_tags:
            problems.append("HTML tags differ from the source")
        if len(ACCELERATOR.findall(text)) != source_keys:
            problems.append(f"{len(ACCELERATOR.findall(text))} accelerators, source {source_keys}")
        if text[: len(text) - len(text.lstrip())] != message.source[
            : len(message.source) - len(message.source.lstrip())
        ] or text[len(text.rstrip()) :] != message.source[len(message.source.rstrip()) :]:
            problems.append("leading or trailing spaces differ from the source")
    if message.numerus and not any("%n" in form for form in message.forms):
        problems.append("no plural form shows %n")
    return sorted(set(problems))


def check() -> int:
    extracted = extract()
    failed = False
    for language in catalogue_languages():
        template = texts_for(language, extracted)
        forms = PLURAL_FORMS.get(language, 2)
        path = ts_path(language)
        if not path.is_file():
            print(f"{language}: {path.relative_to(ROOT)} is missing; run `update`")
            failed = True
            continue
        present = {m.key: m for m in read_ts(path) if m.state not in (VANISHED, OBSOLETE)}
        issues = []
        translated = 0
        for entry in template:
            message = present.get(entry.key)
            if message is None:
                issues.append(f"missing (run `update`): {entry.label()}")
            elif message.numerus != entry.numerus:
                issues.append(f"plural forms changed (run `update`): {entry.label()}")
            elif message.state != FINISHED or not message.is_translated(forms):
                issues.append(f"unfinished: {entry.label()}")
            else:
                problems = lint(message)
                issues += [f"{problem}: {entry.label()}" for problem in problems]
                translated += not problems
        print(f"{language}: {translated}/{len(template)} translated")
        for issue in issues:
            print(f"  {issue}")
        failed = failed or bool(issues)
    return 1 if failed else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    update_parser = commands.add_parser("update", help="run lupdate; keep existing translations")
    update_parser.add_argument(
        "--no-obsolete", action="store_true", help="drop texts that are no longer in the code"
    )
    compile_parser = commands.add_parser("compile", help="run lrelease: .ts -> .qm")
    compile_parser.add_argument(
        "--out", type=Path, help="put the .qm files here (default: beside the .ts files)"
    )
    compile_parser.add_argument("ts", nargs="*", type=Path, help="only these .ts files")
    commands.add_parser("check", help="list missing or unfinished texts; exit 1 if any")
    args = parser.parse_args(argv)
    if args.command == "update":
        return update(keep_obsolete=not args.no_obsolete)
    if args.command == "compile":
        return compile_all(args.out, args.ts)
    return check()


if __name__ == "__main__":
    raise SystemExit(main())
