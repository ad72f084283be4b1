# Sourced by the tests of the checks in scripts/: `refused WHAT WORDS CHECK [ARG...]` runs CHECK
# on the changed copy; it must fail and print WORDS. WHAT says what was changed. A case that does
# not hold is printed and counted in `failures`; the check's output is left in out.txt.
refused() {
    local what=$1 words=$2
    shift 2
    if "$@" >out.txt 2>&1; then
        echo "FAIL: $what passed the check"
        failures=$((failures + 1))
    elif ! grep -qF -- "$words" out.txt; then
        echo "FAIL: $what failed without saying '$words':"
        cat out.txt
        failures=$((failures + 1))
    else
        echo "ok: $what: $words"
    fi
}
