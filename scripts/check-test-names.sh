#!/usr/bin/env bash
# The test files' own names are all different: a function, type, constant or alias at the top of a
# file's anonymous namespace is defined in no other test file. The builds compile a target's files
# eight at a time as one translation unit (PENDULE_UNITY, cmake/PenduleTargets.cmake), and the
# Windows build makes one test program of every folder: a file added anywhere moves the batches,
# and two helpers named alike then meet and no longer compile, in one build only. The folders are
# those of pendule_test_folders in tests/CMakeLists.txt. The names are found line by line at the
# start of a line in `namespace { ... } // namespace`, as the project formats them.
#   scripts/check-test-names.sh [REPOSITORY]
set -euo pipefail
exec python3 - "${1:-.}" <<'PYTHON'
import collections, glob, os, re, sys

root = sys.argv[1]
cmake = open(os.path.join(root, 'tests', 'CMakeLists.txt')).read()
block = re.search(r'set\(pendule_test_folders\n(.*?)\)', cmake, re.S)
if not block:
    sys.exit('check-test-names: no set(pendule_test_folders ...) in tests/CMakeLists.txt')
folders = [line.split()[0] for line in block.group(1).splitlines()
           if line.strip() and not line.strip().startswith('#')]
files = sorted(f for d in folders for f in glob.glob(os.path.join(root, 'tests', d, '*.cpp')))
patterns = [re.compile(p, re.M) for p in (
    # a function: its return type, its name, then its parameters and its body's brace
    r'^(?:template <[^\n]*>\s*)?[A-Za-z_][\w:<>,\s*&]*?\s[*&]?(\w+)\((?=[^;{]*\)\s*(?:const\s*)?'
    r'(?:noexcept\s*)?(?:->[^{]*)?\{)',
    r'^(?:template <[^\n]*>\s*)?(?:struct|class|enum class|enum|union) (\w+)',
    r'^(?:inline )?(?:static )?(?:constexpr|const)\s[^=;(]*?\b(\w+)(?:\[[^\]]*\])*\s*(?:=|\{)',
    r'^using (\w+) =')]
where = collections.defaultdict(set)
for name in files:
    text = open(name).read()
    for space in re.finditer(r'^namespace \{\n(.*?)^\} // namespace', text, re.S | re.M):
        for pattern in patterns:
            for found in pattern.finditer(space.group(1)):
                where[found.group(1)].add(os.path.relpath(name, root))
shared = {n: sorted(f) for n, f in where.items() if len(f) > 1}
for n in sorted(shared):
    print(f"check-test-names: '{n}' is defined in the anonymous namespaces of {', '.join(shared[n])}: "
          "rename it in all but one (they can meet in one unity batch)", file=sys.stderr)
if shared:
    sys.exit(1)
print(f"test names: the {len(files)} test files' own names are all different")
PYTHON
