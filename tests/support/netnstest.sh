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

# check NAME VALUE LOW HIGH: pass when LOW <= VALUE <= HIGH (numbers, awk compares them), else
# fail. The script defines pass and fail.
check() {
    if awk -v v="$2" -v lo="$3" -v hi="$4" 'BEGIN { exit !(v >= lo && v <= hi) }'; then
        pass "$1: $2 (want $3 to $4)"
    else
        fail "$1: $2 (want $3 to $4)"
    fi
}

# bridge_member BRIDGE_NS NS ADDRESS/LEN N TAG: a new namespace NS whose eth0 (ADDRESS/LEN) is
# port pN of br0 in BRIDGE_NS. TAG makes the veth's temporary name unique on this host.
bridge_member() {
    ip netns add "$2"
    timeout 20 ip netns exec "$2" ip link set lo up
    ip link add "$5-$4" netns "$2" type veth peer name "p$4" netns "$1"
    timeout 20 ip netns exec "$2" ip link set "$5-$4" name eth0
    timeout 20 ip netns exec "$2" ip addr add "$3" dev eth0
    timeout 20 ip netns exec "$2" ip link set eth0 up
    timeout 20 ip netns exec "$1" ip link set "p$4" master br0 up
}
