#!/usr/bin/env bash
# The installed tree and the Debian package.
#   package_test.sh BUILD_DIR VERSION
# Installs BUILD_DIR under a temporary prefix (cmake --install, no DESTDIR), runs the installed
# pendule-cli, looks at the manual pages, the menu entry and the icon, then makes the .deb with
# CPack and looks inside it. Each check that fails says what is missing; the script exits 1 after
# the first.
set -euo pipefail

build=$(cd "${1:?usage: package_test.sh BUILD_DIR VERSION}" && pwd)
version=${2:?usage: package_test.sh BUILD_DIR VERSION}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/pendule-package.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/usr

fail() {
    echo "package_test: FAIL: $*" >&2
    exit 1
}
ok() { echo "package_test: ok: $*"; }

has_gui() { grep -q '^PENDULE_GUI:BOOL=ON' "$build/CMakeCache.txt"; }

# 1. The installed tree.
cmake --install "$build" --prefix "$prefix" >"$tmp/install.log" || {
    cat "$tmp/install.log" >&2
    fail "cmake --install $build --prefix $prefix"
}
cli=$prefix/bin/pendule-cli
[ -x "$cli" ] || fail "no $cli"
ok "cmake --install put bin/pendule-cli under $prefix"

# The installed program lists the presets of the installed folder, not those of the source tree.
presets_dir=$prefix/share/pendule/presets
compgen -G "$presets_dir/*.json" >/dev/null || fail "no preset (*.json) in $presets_dir"
listing=$("$cli" presets) || fail "the installed pendule-cli presets exits $?"
first=$(head -n 1 <<<"$listing")
case "$first" in
*"($presets_dir)"*) ;;
*) fail "the installed pendule-cli reads its presets elsewhere than $presets_dir: '$first'" ;;
esac
for preset in "$presets_dir"/*.json; do
    name=$(basename "$preset" .json)
    grep -q "^  $name " <<<"$listing" || fail "the installed pendule-cli presets does not list $name"
done
ok "the installed pendule-cli lists $(compgen -G "$presets_dir/*.json" | wc -l) presets from $presets_dir"

"$cli" --version | grep "^pendule-cli $version " >/dev/null || fail "the installed pendule-cli --version does not print $version"
ok "pendule-cli --version prints $version"

compgen -G "$prefix/share/locale/*/LC_MESSAGES/pendule.mo" >/dev/null ||
    fail "no catalogue in $prefix/share/locale/<lang>/LC_MESSAGES/pendule.mo"
ok "the catalogues are in share/locale"

programs=(pendule-cli pendule-hall)
has_gui && programs+=(pendule)
for program in "${programs[@]}"; do
    [ -x "$prefix/bin/$program" ] || fail "no $prefix/bin/$program"
    page=$prefix/share/man/man1/$program.1.gz
    [ -f "$page" ] || fail "no manual page $page"
    zcat "$page" | grep '^\.SH NAME' >/dev/null || fail "$page has no NAME section"
    zcat "$page" | grep "^$program " >/dev/null || fail "the NAME section of $page does not name $program"
    ok "$program and its manual page"
done

# The hall's broker set-up, installed: hall.sh finds its templates beside itself.
hall_dir=$prefix/share/pendule/hall
for file in hall.sh mosquitto.conf acl venue-bridge.conf; do
    [ -f "$hall_dir/$file" ] || fail "no $hall_dir/$file"
done
[ -x "$hall_dir/hall.sh" ] || fail "$hall_dir/hall.sh is not executable"
if command -v mosquitto_passwd >/dev/null; then
    "$hall_dir/hall.sh" --setup-only --boards 2 --port 18830 --data "$tmp/hall-data" >"$tmp/hall.log" 2>&1 ||
        fail "the installed hall.sh --setup-only: $(tail -3 "$tmp/hall.log")"
    for file in secrets/hall.password secrets/2.password broker/passwd broker/acl broker/mosquitto.conf; do
        [ -s "$tmp/hall-data/$file" ] || fail "the installed hall.sh --setup-only wrote no $file"
    done
    grep -q "^listener 18830 " "$tmp/hall-data/broker/mosquitto.conf" ||
        fail "the installed hall.sh did not fill the broker's port in: $(grep listener "$tmp/hall-data/broker/mosquitto.conf")"
    ok "the installed hall.sh set up 2 boards' accounts from its own templates"
else
    ok "the hall's set-up is installed (mosquitto_passwd is not installed: package mosquitto)"
fi

if has_gui; then
    desktop=$prefix/share/applications/pendule.desktop
    [ -f "$desktop" ] || fail "no menu entry $desktop"
    grep -q '^Exec=pendule$' "$desktop" || fail "$desktop does not start pendule"
    if command -v desktop-file-validate >/dev/null; then
        desktop-file-validate "$desktop" || fail "desktop-file-validate rejects $desktop"
        ok "the menu entry passes desktop-file-validate"
    else
        ok "the menu entry is there (desktop-file-validate is not installed: package desktop-file-utils)"
    fi
    svg=$prefix/share/icons/hicolor/scalable/apps/pendule.svg
    png=$prefix/share/icons/hicolor/64x64/apps/pendule.png
    grep -q '<svg' "$svg" 2>/dev/null || fail "no scalable icon $svg"
    [ "$(head -c 8 "$png" 2>/dev/null | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "no PNG icon $png"
    ok "the icons"
fi

# 2. The Debian package.
command -v cpack >/dev/null || fail "cpack is not installed"
command -v dpkg-deb >/dev/null || fail "dpkg-deb is not installed"
(cd "$build" && cpack -G DEB -B "$tmp/deb") >"$tmp/cpack.log" 2>&1 || {
    cat "$tmp/cpack.log" >&2
    fail "cpack -G DEB"
}
debs=("$tmp"/deb/pendule_"$version"_*.deb)
deb=${debs[0]}
[ -f "$deb" ] || fail "cpack made no pendule_${version}_<arch>.deb in $tmp/deb"
ok "cpack made $(basename "$deb"), $(stat -c %s "$deb") bytes"

contents=$(dpkg-deb -c "$deb" | awk '{print $NF}') || fail "dpkg-deb -c cannot read $deb"
want=(./usr/bin/pendule-cli ./usr/share/man/man1/pendule-cli.1.gz ./usr/bin/pendule-hall ./usr/share/man/man1/pendule-hall.1.gz
    ./usr/share/pendule/hall/hall.sh ./usr/share/pendule/hall/mosquitto.conf ./usr/share/pendule/hall/acl
    ./usr/share/pendule/hall/venue-bridge.conf)
if has_gui; then
    want+=(./usr/bin/pendule ./usr/share/man/man1/pendule.1.gz ./usr/share/applications/pendule.desktop
        ./usr/share/icons/hicolor/scalable/apps/pendule.svg ./usr/share/icons/hicolor/64x64/apps/pendule.png)
fi
for file in "${want[@]}"; do
    grep -qxF "$file" <<<"$contents" || fail "$(basename "$deb") holds no $file"
done
grep -q '^\./usr/share/pendule/presets/.*\.json$' <<<"$contents" || fail "$(basename "$deb") holds no preset"
grep -q '^\./usr/share/locale/.*/LC_MESSAGES/pendule\.mo$' <<<"$contents" ||
    fail "$(basename "$deb") holds no catalogue"
ok "the package holds ${#want[@]} expected files, the presets and the catalogues"

depends=$(dpkg-deb -f "$deb" Depends)
[ -n "$depends" ] || fail "$(basename "$deb") has no Depends"
# eSpeak NG is loaded when first spoken, not linked: dpkg-shlibdeps cannot see it.
grep -q 'libespeak-ng1' <<<"$depends" || fail "$(basename "$deb") does not depend on libespeak-ng1"
if has_gui; then
    grep -q 'fonts-dejavu-core' <<<"$depends" || fail "$(basename "$deb") does not depend on fonts-dejavu-core"
fi
[ "$(dpkg-deb -f "$deb" Package)" = pendule ] || fail "$(basename "$deb") is not named pendule"
[ "$(dpkg-deb -f "$deb" Section)" = games ] || fail "$(basename "$deb") is not in section games"
ok "Depends: $depends"

# 3. The package unpacked into a scratch root, its programs run from there: they find their presets
#    and catalogues under that root (not in the source or build tree), and the window draws.
root=$tmp/root
dpkg-deb -x "$deb" "$root" || fail "dpkg-deb -x cannot unpack $(basename "$deb")"
"$root/usr/bin/pendule-cli" --version | grep "^pendule-cli $version " >/dev/null ||
    fail "the unpacked pendule-cli --version does not print $version"
unpacked=$("$root/usr/bin/pendule-cli" presets) || fail "the unpacked pendule-cli presets exits $?"
grep -qF "($root/usr/share/pendule/presets)" <<<"$unpacked" ||
    fail "the unpacked pendule-cli reads its presets elsewhere: $(head -1 <<<"$unpacked")"
"$root/usr/bin/pendule-cli" announce --events - --lang fr <<<"0 start
1000 request white" | grep "Votre temps" >/dev/null || fail "the unpacked pendule-cli finds no French catalogue"
ok "the unpacked pendule-cli: --version, its own presets, the French catalogue"
source_dir=$(sed -n 's/^pendule_SOURCE_DIR:STATIC=//p' "$build/CMakeCache.txt")
bash "$(dirname "$0")/../build_paths_check.sh" "$root" "$source_dir" "$build" >"$tmp/paths.log" 2>&1 ||
    fail "the package holds a path of the building machine: $(cat "$tmp/paths.log")"
ok "no path of the building machine in the package's files"
if has_gui && command -v xvfb-run >/dev/null; then
    shot=$tmp/unpacked-window.png
    HOME=$tmp/home LIBGL_ALWAYS_SOFTWARE=1 "$(dirname "$0")/../xvfb.sh" -s "-screen 0 1280x720x24" \
        "$root/usr/bin/pendule" --no-journal --lang fr --screenshot "$shot" >"$tmp/window.log" 2>&1 ||
        fail "the unpacked pendule could not draw a screenshot: $(tail -3 "$tmp/window.log")"
    [ "$(head -c 8 "$shot" 2>/dev/null | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] ||
        fail "the unpacked pendule wrote no PNG"
    [ "$(stat -c %s "$shot")" -gt 20000 ] || fail "the unpacked pendule's screenshot is nearly empty"
    ok "the unpacked pendule drew its window under Xvfb ($(stat -c %s "$shot") bytes)"
fi
