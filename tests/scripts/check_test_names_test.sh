#!/usr/bin/env bash
# scripts/check-test-names.sh refuses a name defined in the anonymous namespaces of two test files:
# on a copy of tests/ and the script, a function, a type and a constant are each added to two
# files of different folders (which only the Windows build compiles together); the check must fail
# and name it, and pass again once they are gone. A positive control first: the copy as it is passes.
#   tests/scripts/check_test_names_test.sh REPOSITORY
set -uo pipefail
repo=$1
. "$(dirname "$0")/refusal_lib.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/scripts" && cp -r "$repo/tests" "$work/" && cp "$repo/scripts/check-test-names.sh" "$work/scripts/" || exit 1
cd "$work" || exit 1
failures=0
if ! scripts/check-test-names.sh . >out.txt 2>&1; then
    echo "check_test_names_test: the unchanged copy fails:"; cat out.txt
    exit 1
fi
first=tests/cli/test_cmd_perft.cpp
second=tests/hall/server/test_hall_start.cpp
for file in "$first" "$second"; do
    [ -f "$file" ] || { echo "FAIL: $file is not in tests/ any more (the test names a file that moved)"; exit 1; }
done
# twice NAME TEXT: TEXT (an anonymous namespace defining NAME) added to both files must fail, naming NAME.
twice() {
    local name=$1 text=$2
    cp "$first" "$first.orig" && cp "$second" "$second.orig"
    printf '%s\n' "$text" >>"$first"
    printf '%s\n' "$text" >>"$second"
    refused "'$name' in both files" "'$name' is defined in the anonymous namespaces of $first, $second" \
        scripts/check-test-names.sh .
    mv "$first.orig" "$first" && mv "$second.orig" "$second"
}
twice shared_helper $'namespace {\n\nstd::string shared_helper(int board) {\n    return std::to_string(board);\n}\n\n} // namespace'
twice SharedBoard $'namespace {\n\nstruct SharedBoard {\n    int number = 0;\n};\n\n} // namespace'
twice kSharedBoards $'namespace {\n\nconstexpr int kSharedBoards = 3;\n\n} // namespace'
# The same name in one file only, and outside the anonymous namespaces, is not refused.
cp "$first" "$first.orig"
printf '%s\n' $'namespace {\n\nint only_here() {\n    return 1;\n}\n\n} // namespace' >>"$first"
if ! scripts/check-test-names.sh . >out.txt 2>&1; then
    echo "FAIL: a name of one file refused:"; cat out.txt
    failures=$((failures + 1))
fi
mv "$first.orig" "$first"
if ! scripts/check-test-names.sh . >out.txt 2>&1; then
    echo "FAIL: the copy fails again after the lines are gone:"; cat out.txt
    failures=$((failures + 1))
fi
[ "$failures" -eq 0 ] && echo "check_test_names_test: all cases passed"
exit $((failures > 0))
