#!/usr/bin/env bash
# Fails when a file of a shipped tree (an install, an unpacked package or zip) holds an absolute path
# of the machine that built it: the source folder or the build folder, compiled in (a definition,
# __FILE__ in an assertion or a library's message, debug information). A program that looked there
# would work on the building machine only.
#   build_paths_check.sh TREE FOLDER...
# Each FOLDER is looked for whole, and by its first 16 bytes: GCC may write a long string constant
# as 16-byte pieces that the linker places apart, and a string that begins with the folder keeps
# its first piece whole. The last line says how many files were read.
set -euo pipefail
fail() { echo "FAIL (build paths): $*" >&2; exit 1; }
[ $# -ge 2 ] || fail "usage: build_paths_check.sh TREE FOLDER..."
tree=$1
shift
[ -d "$tree" ] || fail "no folder $tree"
count=$(find "$tree" -type f | wc -l)
[ "$count" -gt 0 ] || fail "nothing in $tree"

probes=()
for folder in "$@"; do
    for path in "$folder" "$(cd "$folder" && pwd -P)"; do # as given, and without symbolic links
        path=${path%/}
        [ ${#path} -ge 8 ] || fail "$path is too short to be looked for without finding it by chance"
        probes+=(-e "$path" -e "${path:0:16}")
    done
done

found=$(grep -rlaF "${probes[@]}" "$tree" || true)
if [ -n "$found" ]; then
    while read -r file; do
        echo "FAIL (build paths): $file holds:" >&2
        strings -a "$file" | grep -F "${probes[@]}" | sort -u | head -n 5 | sed 's/^/    /' >&2
    done <<<"$found"
    exit 1
fi
echo "build paths: none of $* in the $count files of $tree"
