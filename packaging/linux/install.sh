#!/bin/sh
# Installs Ninetka Desktop for the current user, no root needed: the program into
# ~/.local/opt/ninetka, a link ~/.local/bin/ninetka, and the menu entry, icons, the file type
# of saved games (*.ninetka), AppStream metadata and man pages into ~/.local/share. Running it
# again updates the installation.
#
#   ./install.sh                install (from the unpacked Ninetka-*-linux-*.tar.gz)
#   ./install.sh --uninstall    remove everything it installed (also as
#                               ~/.local/opt/ninetka/install.sh --uninstall)
#
# NINETKA_PREFIX overrides the program folder. Settings and saved games are left alone.
set -eu

APP_ID=org.ninetka.desktop
EXE=ninetka
HERE=$(cd "$(dirname "$0")" && pwd)
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
PREFIX=${NINETKA_PREFIX:-$HOME/.local/opt/ninetka}
BIN=$HOME/.local/bin
# Marks a folder as ours, so that --uninstall never removes anything else.
MARKER=.ninetka-install
# The icon of the saved-game file type (application/x-ninetka-record), and the man pages.
RECORD_ICON=application-x-ninetka-record
MAN_PAGES="ninetka ninetka-engine ninetka-arena"

refresh_caches() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$DATA/applications" 2>/dev/null || true
    fi
    if command -v update-mime-database >/dev/null 2>&1 && [ -d "$DATA/mime/packages" ]; then
        update-mime-database "$DATA/mime" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t -f "$DATA/icons/hicolor" 2>/dev/null || true
    fi
}

uninstall() {
    if [ -d "$PREFIX" ]; then
        if [ ! -f "$PREFIX/$MARKER" ]; then
            echo "Not removing $PREFIX: it was not made by this installer." >&2
            exit 1
        fi
        rm -rf "$PREFIX"
    fi
    if [ -L "$BIN/$EXE" ] && [ "$(readlink "$BIN/$EXE")" = "$PREFIX/$EXE" ]; then
        rm -f "$BIN/$EXE"
    fi
    rm -f "$DATA/applications/$APP_ID.desktop" "$DATA/metainfo/$APP_ID.metainfo.xml" \
          "$DATA/mime/packages/$APP_ID.xml"
    for icon in "$DATA"/icons/hicolor/*/apps/"$APP_ID".png \
                "$DATA"/icons/hicolor/scalable/apps/"$APP_ID".svg \
                "$DATA"/icons/hicolor/*/mimetypes/"$RECORD_ICON".png \
                "$DATA"/icons/hicolor/scalable/mimetypes/"$RECORD_ICON".svg; do
        [ -e "$icon" ] && rm -f "$icon"
    done
    for page in $MAN_PAGES; do
        rm -f "$DATA/man/man1/$page.1"
    done
    refresh_caches
    echo "Ninetka Desktop has been removed."
}

install() {
    if [ ! -x "$HERE/$EXE/$EXE" ] || [ ! -d "$HERE/share" ]; then
        echo "Run install.sh from the unpacked Ninetka archive (it needs $EXE/ and share/ beside it)." >&2
        exit 1
    fi
    if [ -d "$PREFIX" ] && [ ! -f "$PREFIX/$MARKER" ]; then
        echo "$PREFIX exists and was not made by this installer; set NINETKA_PREFIX to another folder." >&2
        exit 1
    fi
    # Into a fresh folder first, then swapped in: an update never leaves a half-copied program.
    mkdir -p "$(dirname "$PREFIX")"
    rm -rf "$PREFIX.new"
    cp -R "$HERE/$EXE" "$PREFIX.new"
    cp "$HERE/install.sh" "$PREFIX.new/install.sh"
    touch "$PREFIX.new/$MARKER"
    rm -rf "$PREFIX"
    mv "$PREFIX.new" "$PREFIX"

    mkdir -p "$BIN"
    if [ ! -e "$BIN/$EXE" ] || [ -L "$BIN/$EXE" ]; then
        ln -sfn "$PREFIX/$EXE" "$BIN/$EXE"
    fi

    # ~/.local/share/man is on man's path whenever ~/.local/bin is on PATH.
    (cd "$HERE/share" && find icons metainfo mime man -type f) | while read -r file; do
        mkdir -p "$DATA/$(dirname "$file")"
        cp "$HERE/share/$file" "$DATA/$file"
    done
    # The menu entry starts the program by its full path: ~/.local/bin is not always on PATH.
    mkdir -p "$DATA/applications"
    # A path of plain characters goes in as it is (the simplest launchers, such as xdg-open
    # without a desktop, do not unquote); any other is quoted as the desktop entry spec asks:
    # \ " ` $ escaped inside the quotes, then each backslash doubled for the file's own escaping.
    case "$PREFIX/$EXE" in
        *[!A-Za-z0-9_./-]*)
            launch=\"$(printf '%s' "$PREFIX/$EXE" | sed -e 's/\\/\\\\\\\\/g' -e 's/["`$]/\\\\&/g')\" ;;
        *) launch="$PREFIX/$EXE" ;;
    esac
    while IFS= read -r line; do
        case $line in
            Exec=*) printf 'Exec=%s %%f\n' "$launch" ;;
            *) printf '%s\n' "$line" ;;
        esac
    done < "$HERE/share/applications/$APP_ID.desktop" > "$DATA/applications/$APP_ID.desktop"
    refresh_caches

    echo "Ninetka Desktop is installed: find it in your applications menu, or run $PREFIX/$EXE"
    echo "To remove it: $PREFIX/install.sh --uninstall"
    missing_libraries
}

# Qt's X11 support needs a few system libraries that minimal installs lack; say which.
missing_libraries() {
    plugin="$PREFIX/_internal/PySide6/Qt/plugins/platforms/libqxcb.so"
    command -v ldd >/dev/null 2>&1 && [ -f "$plugin" ] || return 0
    missing=$(LD_LIBRARY_PATH="$PREFIX/_internal:$PREFIX/_internal/PySide6/Qt/lib" ldd "$plugin" 2>/dev/null \
        | awk '/not found/ {print $1}' | tr '\n' ' ')
    if [ -n "$missing" ]; then
        echo "Note: these system libraries are missing and X11 desktops need them: $missing" >&2
        echo "On Debian or Ubuntu: sudo apt install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1" \
             "libxcb-image0 libxcb-render-util0 libxcb-shape0 libxkbcommon-x11-0" >&2
    fi
}

case "${1:-}" in
    "") install ;;
    --uninstall) uninstall ;;
    -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//' ;;
    *) echo "usage: $0 [--uninstall]" >&2; exit 2 ;;
esac
