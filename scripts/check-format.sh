#!/usr/bin/env bash
# Fails when a tracked C++ file differs from .clang-format's layout (fix with clang-format -i).
# third_party/ is others' code, kept as it came (third_party/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.hpp' ':!:third_party/*' 2>/dev/null || find src tests bench -name '*.[ch]pp')
[ ${#files[@]} -eq 0 ] && exit 0
clang-format --dry-run --Werror "${files[@]}"
echo "format: ${#files[@]} files follow .clang-format"
