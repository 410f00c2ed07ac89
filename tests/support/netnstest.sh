# SPDX-License-Identifier: MIT
# Sourced by the shell tests that build network namespaces: the root check and the tool check
# they share. Not root: exit 77 (skipped), or 1 with BENCHWIRE_NO_SKIP=1 (scripts/test.sh sets
# it as root, where every test can run). A missing tool is a failure naming its package.

netns_require_root() {
    [[ $(id -u) == 0 ]] && return 0
    if [[ ${BENCHWIRE_NO_SKIP:-0} == 1 ]]; then
        echo "FAIL: needs root for network namespaces (BENCHWIRE_NO_SKIP=1: a skip is a failure)"
        exit 1
    fi
    echo "SKIP: needs root for network namespaces"
    exit 77
}

need() { # COMMAND PACKAGE
    command -v "$1" >/dev/null ||
        { echo "FAIL: no $1: install package $2 (bash scripts/setup.sh --tests)"; exit 1; }
}
