#!/usr/bin/env bash
# The board widgets drawn alone under Xvfb (label gui): the position editor in English
# and French and the promotion chooser, with pixel checks of what must be there.
#   board_shot_test.sh SHOT PROBE OUTDIR
set -euo pipefail
SHOT=$1 PROBE=$2 OUT=$3
fail() { echo "FAIL (board shots): $*" >&2; exit 1; }
. "$(dirname "${BASH_SOURCE[0]}")/../window_lib.sh" # need_tools, rerun_under_xvfb, focus_window, wait_for
need_tools "Debian: xvfb" xvfb-run
if [ -z "${PENDULE_BOARD_SHOT_INNER:-}" ]; then
    mkdir -p "$OUT"
    rerun_under_xvfb 1280x800x24 PENDULE_BOARD_SHOT_INNER "$@"
fi
export LIBGL_ALWAYS_SOFTWARE=1
expect() { # expect FILE "X Y" "R G B" what
    local got
    # shellcheck disable=SC2086
    got=$("$PROBE" "$1" $2 | sed -n 2p | cut -d' ' -f3-)
    [ "$got" = "$3" ] || fail "$4: pixel ($2) of $1 is ($got), expected ($3)"
    echo "ok: $4"
}
for lang in en fr; do
    "$SHOT" editor $lang "$OUT/position-editor-$lang.png" || fail "the $lang editor"
done
"$SHOT" promotion en "$OUT/promotion.png" || fail "the promotion chooser"
# The editor's board (EditorGeometry::fit of 960x520 at (20, 20)): squares of 62 from (42, 22); e4 is
# light and empty, d4 dark and empty.
expect "$OUT/position-editor-en.png" "$((42 + 4 * 62 + 3)) $((22 + 4 * 62 + 3))" "196 184 160" "e4 light and empty"
expect "$OUT/position-editor-en.png" "$((42 + 3 * 62 + 3)) $((22 + 4 * 62 + 3))" "120 136 152" "d4 dark and empty"
# The chooser (the board centred from (262, 22)): its fourth cell, on a5, has the panel's blue border.
expect "$OUT/promotion.png" "$((262 + 1)) $((22 + 3 * 62 + 1))" "91 125 177" "the chooser's fourth cell's border"
echo "ok: $OUT/position-editor-en.png $OUT/position-editor-fr.png $OUT/promotion.png"
