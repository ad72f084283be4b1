#!/usr/bin/env bash
# The core (src/core) uses the standard library only: it may include standard headers and its
# own "core/..." headers, nothing else. <immintrin.h> is the compiler's own intrinsics header
# (PEXT for sliding attacks), not a library.
set -euo pipefail
cd "$(dirname "$0")/.."
bad=$(grep -rnE '^\s*#\s*include' src/core | grep -vE '#\s*include\s*(<[a-z_0-9]+>|<immintrin\.h>|"core/[^"]+")' || true)
if [ -n "$bad" ]; then
    echo "core-deps: src/core includes something beyond the standard library:"
    echo "$bad"
    exit 1
fi
echo "core-deps: src/core includes the standard library and itself only"
