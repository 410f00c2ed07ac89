# SPDX-License-Identifier: MIT
# Sourced by the shell tests. free_port: a port no TCP or UDP socket uses, below the ephemeral
# range (so no client socket of a parallel test can take it between this check and the
# server's bind). Prints it; returns 1 when 50 tries found none. Needs ss (iproute2).
free_port() {
    local p low=32768
    read -r low _ </proc/sys/net/ipv4/ip_local_port_range 2>/dev/null || true
    ((low > 12000)) || low=32768
    for _ in $(seq 50); do
        p=$((10000 + RANDOM % (low - 10000)))
        if [[ -z $(ss -Hant "sport = :$p") && -z $(ss -Haun "sport = :$p") ]]; then
            echo "$p"
            return 0
        fi
    done
    return 1
}

# wait_listening PORT SECONDS: waits until something listens on TCP PORT, without connecting
# (a one-off server takes one test). Returns 1 when SECONDS pass first.
wait_listening() {
    local deadline=$((SECONDS + $2))
    while ((SECONDS < deadline)); do
        [[ -n $(ss -Hltn "sport = :$1") ]] && return 0
        sleep 0.2
    done
    return 1
}
