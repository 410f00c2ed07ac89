// SPDX-License-Identifier: MIT
// linkemu.c - userspace point-to-point link between two network namespaces,
// with netem-like rate, one-way delay, jitter, random loss and duplication.
//
// Why: the kernel on this project's machines has no sch_netem
// (CONFIG_NET_SCH_NETEM and CONFIG_MODULES are off), so `tc qdisc ... netem`
// fails.  linkemu opens an L3 TUN device inside each of two existing network
// namespaces and forwards IP packets between them in userspace.
//
// Model, per direction (A->B and B->A are configured independently):
//   1. duplication: with probability DUP a packet is sent twice; each copy
//      then goes through steps 2-5 on its own (it is on the wire twice);
//   2. random loss with probability LOSS, independent per packet (before the
//      serializer, like netem: a lost packet uses no link time);
//   3. tail drop when LIMIT packets already wait for the serializer;
//   4. a serializer at RATE bit/s charging (IP length + OVERHEAD) bytes per
//      packet; OVERHEAD 38 = Ethernet header 14 + FCS 4 + preamble 8 + IFG 12,
//      so a 1500-byte IP packet costs 1538 bytes on the emulated wire;
//   5. a one-way propagation delay DELAY + U(-JITTER, +JITTER), at least 0.
//      Without --reorder a packet is never delivered before one that was sent
//      ahead of it in the same direction (it waits for it), as on a real
//      FIFO link; with --reorder packets are delivered in due-time order.
// The schedule is absolute (serializer end and due times are computed from
// the previous packet, not from when linkemu woke up), so wake-up lateness
// adds jitter but never lowers the average rate.  Lateness is reported.
//
// Build: the test build's CMake target `linkemu`, or by hand
//        cc -std=c11 -O2 -Wall -Wextra -o linkemu linkemu*.c
// Files: this one (signals, main loop), linkemu_options.c (command line), linkemu_tun.c
// (TUN devices in namespaces), linkemu_queue.c (the per-direction model), linkemu.h.
// Run:   linkemu --ns-a NS_A --ns-b NS_B [options]   (linkemu --help lists them)
// The TUN devices exist while linkemu runs; the caller configures them
// (addresses, MTU, txqueuelen, up) after "ready" is printed on stdout.
// Exit: SIGINT/SIGTERM, the hard time limit, or the removal of either
// namespace; per-direction statistics are then printed on stderr (SIGUSR1
// prints them without exiting).
#include "linkemu.h"

#include <poll.h>
#include <sys/prctl.h>
#include <unistd.h>

const char* const g_prog = "linkemu";

static volatile sig_atomic_t g_stop, g_dump;
static void on_stop(int s)
{
    g_stop = s;
}
static void on_dump(int s)
{
    (void)s;
    g_dump = 1;
}

static uint64_t g_t0;
static uint64_t clock_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * NS_PER_S + (uint64_t)ts.tv_nsec - g_t0;
}

/* Runs until a signal, the time limit or a namespace goes; returns the reason. */
static const char* run(struct dir* ab, struct dir* ba, const struct config* c,
                       const struct stat ns_id[2], const sigset_t* waitmask)
{
    uint64_t end = (uint64_t)(c->time_limit_s * 1e9), next_check = NS_PER_S;
    struct pollfd pf[2] = {{ab->in_fd, POLLIN, 0}, {ba->in_fd, POLLIN, 0}};
    for (;;) {
        uint64_t now = clock_ns();
        if (g_stop) return g_stop == SIGINT ? "SIGINT" : g_stop == SIGTERM ? "SIGTERM" : "signal";
        if (now >= end) return "time limit";
        deliver(ab, now);
        deliver(ba, now);
        if (g_dump) {
            g_dump = 0;
            report(ab, now);
            report(ba, now);
        }
        if (now >= next_check) {
            for (int i = 0; i < 2; i++)
                if (!ns_still_there(c->ns[i], &ns_id[i]))
                    return i ? "namespace B is gone" : "namespace A is gone";
            next_check = now + NS_PER_S;
        }
        uint64_t next = next_due(ba, next_due(ab, next_check < end ? next_check : end));
        now = clock_ns();
        uint64_t wait = next > now ? next - now : 0;
        struct timespec ts = {(time_t)(wait / NS_PER_S), (long)(wait % NS_PER_S)};
        int r = ppoll(pf, 2, &ts, waitmask);
        if (r < 0 && errno != EINTR) {
            perror("ppoll");
            return "ppoll error";
        }
        if (r <= 0) continue;
        now = clock_ns();
        struct dir* dirs[2] = {ab, ba};
        for (int i = 0; i < 2; i++) {
            if (pf[i].revents & (POLLERR | POLLHUP | POLLNVAL)) return "TUN device error";
            if ((pf[i].revents & POLLIN) && receive(dirs[i], now, c->reorder) < 0)
                return "TUN device error";
        }
    }
}

/* Signals are blocked except while waiting in ppoll (with *waitmask), so none
   is lost between the checks and the wait. */
static void setup_signals(sigset_t* waitmask)
{
    sigset_t block;
    sigemptyset(&block);
    sigaddset(&block, SIGINT);
    sigaddset(&block, SIGTERM);
    sigaddset(&block, SIGHUP);
    sigaddset(&block, SIGUSR1);
    sigprocmask(SIG_BLOCK, &block, waitmask);
    sigdelset(waitmask, SIGINT);
    sigdelset(waitmask, SIGTERM);
    sigdelset(waitmask, SIGHUP);
    sigdelset(waitmask, SIGUSR1);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_stop;
    sigaction(SIGINT, &sa, 0);
    sigaction(SIGTERM, &sa, 0);
    sigaction(SIGHUP, &sa, 0);
    sa.sa_handler = on_dump;
    sigaction(SIGUSR1, &sa, 0);
}

int main(int argc, char** argv)
{
    static struct config c = {.dev = {"tunA", "tunB"}, .mtu = 1500, .time_limit_s = 600};
    for (int i = 0; i < 2; i++) {
        c.p[i].limit_pkts = 1000;
        c.p[i].overhead_bytes = 38;
    }
    parse_args(argc, argv, &c);

    struct timespec ts0;
    clock_gettime(CLOCK_MONOTONIC, &ts0);
    g_t0 = (uint64_t)ts0.tv_sec * NS_PER_S + (uint64_t)ts0.tv_nsec;
    uint64_t seed = c.have_seed ? c.seed : (g_t0 ^ ((uint64_t)getpid() << 32));

    sigset_t waitmask;
    setup_signals(&waitmask);
    prctl(PR_SET_TIMERSLACK, 1000UL); /* 1 us instead of 50 us: due times are in us */

    struct stat ns_id[2];
    int fa = open_tun_in_ns(c.ns[0], c.dev[0], &ns_id[0]);
    int fb = fa < 0 ? -1 : open_tun_in_ns(c.ns[1], c.dev[1], &ns_id[1]);
    if (fa < 0 || fb < 0) return 1;
    static struct dir ab, ba;
    dir_init(&ab, "A->B", &c.p[0], c.mtu, seed);
    dir_init(&ba, "B->A", &c.p[1], c.mtu, seed + 1);
    ab.in_fd = fa;
    ab.out_fd = fb;
    ba.in_fd = fb;
    ba.out_fd = fa;
    if (c.pidfile) write_pidfile(c.pidfile);
    print_config(&c, seed);
    printf("ready\n");
    fflush(stdout);

    const char* why = run(&ab, &ba, &c, ns_id, &waitmask);
    uint64_t now = clock_ns();
    fprintf(stderr, "%s: stopping (%s)\n", g_prog, why);
    report(&ab, now);
    report(&ba, now);
    if (c.pidfile) unlink(c.pidfile);
    return strcmp(why, "ppoll error") == 0 || strcmp(why, "TUN device error") == 0 ? 1 : 0;
}
