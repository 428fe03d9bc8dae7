#!/usr/bin/env bash
# Before `make run` on Linux: Qt's X11 plugin (and its audio, for the sound effects) needs system
# libraries that desktops have but minimal installs lack. Installs them when run as root with apt, otherwise says what to install.
set -u
[ "$(uname -s)" = "Linux" ] || exit 0
case "${QT_QPA_PLATFORM:-}" in offscreen|minimal|vnc) exit 0 ;; esac
libs="libxcb-cursor.so.0:libxcb-cursor0 libxcb-icccm.so.4:libxcb-icccm4 libxcb-keysyms.so.1:libxcb-keysyms1
libxcb-image.so.0:libxcb-image0 libxcb-render-util.so.0:libxcb-render-util0
libxkbcommon-x11.so.0:libxkbcommon-x11-0 libxcb-shape.so.0:libxcb-shape0 libEGL.so.1:libegl1
libfontconfig.so.1:libfontconfig1 libpulse.so.0:libpulse0"
missing=""
for entry in $libs; do
    lib=${entry%%:*}
    ldconfig -p 2>/dev/null | grep -q "$lib" || missing="$missing ${entry#*:}"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing the system libraries Qt needs:$missing"
    apt-get install -y -qq $missing >/dev/null 2>&1 \
        || { apt-get update -qq && apt-get install -y -qq $missing >/dev/null; }
    exit $?
fi
echo "Qt needs these system libraries to open a window:$missing" >&2
echo "Install them with: sudo apt install$missing" >&2
exit 1
