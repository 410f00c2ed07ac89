# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# netpair's bridge and unbridge commands (sourced by netpair, not run): N namespaces joined by
# one bridge that lives in a namespace of its own. Uses netpair's helpers (say, die, lock,
# valid_name, ns_exists, state_get, STATE_ROOT, ...).

bridge_key() { printf '%s\n' "$@" | sort | sha256sum | cut -c1-10; }

teardown_bridge() {
    local key=$1 dir ns members
    shift
    dir=$STATE_ROOT/bridge/$key
    members=$(state_get "$dir" members)
    for ns in ${members:-"$@"} "npbr-$key"; do
        ns_exists "$ns" || continue
        local p; p=$(ip netns pids "$ns" 2>/dev/null | tr '\n' ' ')
        [ -n "$p" ] && say "warning: processes still running in namespace $ns: $p(it lives on until they exit)"
        ip netns del "$ns" 2>/dev/null || say "warning: could not delete namespace $ns"
    done
    rm -rf "$dir"
}

cmd_bridge() {
    local names=() mtu=1500 ipv6=0 n
    while [ $# -gt 0 ]; do
        case $1 in
            --ipv6) ipv6=1 ;;
            --mtu) [ $# -ge 2 ] || usage_die "--mtu needs a value"; mtu=$2; shift ;;
            --mtu=*) mtu=${1#*=} ;;
            -*) usage_die "unknown option $1" ;;
            *) valid_name "$1"; names+=("$1") ;;
        esac
        shift
    done
    [[ $mtu =~ ^[0-9]+$ ]] && [ "$mtu" -ge 68 ] && [ "$mtu" -le 65535 ] || usage_die "--mtu must be 68..65535"
    [ $ipv6 = 1 ] && [ "$mtu" -lt 1280 ] && usage_die "--ipv6 needs --mtu 1280 or more"
    [ ${#names[@]} -ge 2 ] || usage_die "bridge needs at least two names"
    [ ${#names[@]} -le 250 ] || usage_die "bridge takes at most 250 names"
    [ "$(printf '%s\n' "${names[@]}" | sort | uniq -d)" = "" ] || usage_die "names must differ"
    lock
    local key br dir ns
    key=$(bridge_key "${names[@]}"); br=npbr-$key; dir=$STATE_ROOT/bridge/$key
    [ -e "$dir" ] && die "bridge of ${names[*]} is already up; run '$PROG unbridge ${names[*]}' first"
    for ns in "${names[@]}" "$br"; do
        ns_exists "$ns" && die "namespace $ns already exists; if it is a leftover run '$PROG unbridge ${names[*]}'"
    done
    mkdir -p "$dir" || die "cannot create $dir"
    printf 'kind=bridge\nbridge_ns=%s\nmembers=%s\ncreated=%s\n' "$br" "${names[*]}" "$(date +%s)" > "$dir/state"
    trap 'teardown_bridge "$key"; exit 1' INT TERM
    bridge_setup || { say "bridge failed; cleaning up"; teardown_bridge "$key"; exit 1; }
    trap - INT TERM
    local out=() out6=() i
    for i in $(seq 1 ${#names[@]}); do out+=("$BR_NET4.$i"); out6+=("${BR_NET6}:$i"); done
    say "bridge ${names[*]} up (bridge br0 in namespace $br; member interface $IFACE)"
    echo "${out[*]}"
    [ $ipv6 = 1 ] && echo "${out6[*]}"
    return 0
}

# Uses cmd_bridge's locals.
bridge_setup() {
    local i=1 ns
    q ip netns add "$br" || return 1
    q ip -n "$br" link set lo up || return 1
    # The bridge itself stays silent on IPv6 (no RS/MLD/DAD noise in the tests).
    ns_sysctl "$br" net/ipv6/conf/default/disable_ipv6 1
    ns_sysctl "$br" net/ipv6/conf/all/disable_ipv6 1
    # No IGMP/MLD snooping: multicast floods to every port, like a plain switch.
    q ip -n "$br" link add br0 type bridge stp_state 0 forward_delay 0 mcast_snooping 0 || return 1
    q ip -n "$br" link set br0 mtu "$mtu" up || return 1
    for ns in "${names[@]}"; do
        q ip netns add "$ns" || return 1
        q ip -n "$ns" link set lo up || return 1
        ns_sysctl "$ns" net/ipv6/conf/default/accept_dad 0        # link-local usable at once
        ns_sysctl "$ns" net/ipv4/icmp_echo_ignore_broadcasts 0    # answer multicast ping
        q ip link add "$IFACE" netns "$ns" type veth peer name "p$i" netns "$br" || return 1
        q ip -n "$br" link set "p$i" master br0 mtu "$mtu" up || return 1
        set_rps "$ns" "$IFACE"; set_rps "$br" "p$i"
        q ip -n "$ns" link set "$IFACE" mtu "$mtu" || return 1
        q ip -n "$ns" addr add "$BR_NET4.$i/24" dev "$IFACE" || return 1
        if [ $ipv6 = 1 ]; then q ip -n "$ns" addr add "${BR_NET6}:$i/64" dev "$IFACE" nodad || return 1; fi
        q ip -n "$ns" link set "$IFACE" up || return 1
        q ip -n "$ns" route add 224.0.0.0/4 dev "$IFACE" || return 1
        i=$((i + 1))
    done
    for ns in "${names[@]}"; do
        wait_carrier "$ns" || return 1
        for i in $(seq 1 60); do   # IPv6 link-local present and not tentative
            ip -n "$ns" -6 addr show dev "$IFACE" scope link 2>/dev/null | grep -q 'inet6' &&
                ! ip -n "$ns" -6 addr show dev "$IFACE" tentative 2>/dev/null | grep -q inet6 && break
            sleep 0.05
        done
    done
}

cmd_unbridge() {
    [ $# -ge 2 ] || usage_die "unbridge needs the names given to bridge"
    local ns
    for ns in "$@"; do valid_name "$ns"; done
    lock
    teardown_bridge "$(bridge_key "$@")" "$@"
    return 0
}
