#!/usr/bin/env bash
# Fails when a tracked C++ file differs from .clang-format's layout (fix with clang-format -i).
# third_party/ is others' code, kept as it came (third_party/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.hpp' ':!:third_party/*' 2>/dev/null || find src tests bench -name '*.[ch]pp')
[ ${#files[@]} -eq 0 ] && exit 0
clang-format --dry-run --Werror "${files[@]}"
echo "format: ${#files[@]} files follow .clang-format"
# A test name that starts with '/' or '-' is read as an option by the Windows test program (Catch
# takes /option there), so CTest under wine could not run it: such names are refused here.
if bad=$(grep -nE '(TEST_CASE|SCENARIO)\("[/-]' "${files[@]}"); then
    echo "check-format: a test name starts with '/' or '-', which Catch on Windows reads as an option:" >&2
    echo "$bad" >&2
    exit 1
fi
