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
//        cc -std=c11 -O2 -Wall -Wextra -o linkemu linkemu.c
// Run:   linkemu --ns-a NS_A --ns-b NS_B [options]   (linkemu --help lists them)
// The TUN devices exist while linkemu runs; the caller configures them
// (addresses, MTU, txqueuelen, up) after "ready" is printed on stdout.
// Exit: SIGINT/SIGTERM, the hard time limit, or the removal of either
// namespace; per-direction statistics are then printed on stderr (SIGUSR1
// prints them without exiting).
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <linux/if.h>
#include <linux/if_tun.h>
#include <math.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define MAX_PKT_BYTES 65536u /* a TUN without vnet header never hands us more */
#define BATCH 64             /* packets read per wake-up and direction */
#define NS_PER_S 1000000000ull
#define LATE_WARN_US 100 /* mean lateness that means the CPU could not keep up */

/* One direction's link model. */
struct params
{
    double rate_bps; /* 0 = unlimited */
    double delay_us, jitter_us;
    double loss, dup;  /* probabilities, 0..1 */
    double limit_pkts; /* backlog limit */
    double overhead_bytes;
};

struct pkt
{
    uint64_t due_ns, txend_ns; /* relative to the start of the run */
    size_t off;                /* in dir.data */
    uint32_t len;
    uint8_t delivered;
};

struct stats
{
    uint64_t in_pkts, in_bytes, out_pkts, out_bytes, dup_pkts;
    uint64_t lost, queue_drop, buf_drop, down_drop, write_err, reordered;
    uint64_t late_max_ns, late_sum_ns, first_in_ns, last_out_ns;
};

struct dir
{
    const char* name;
    struct params p;
    int in_fd, out_fd;
    uint64_t rng;
    unsigned char* data; /* byte ring of packet contents */
    size_t data_cap, wpos;
    struct pkt* meta; /* packet ring, indexed by seq & meta_mask */
    uint64_t meta_mask;
    uint64_t head, tail; /* seq: oldest undelivered / next free */
    uint64_t txhead;     /* first seq whose serialization may not be over */
    uint64_t* heap;      /* undelivered seqs, min-heap on (due, seq) */
    size_t heap_len;
    uint64_t hi_seq_out; /* highest delivered seq + 1 */
    double link_free_ns; /* when the serializer is next free (double: exact average rate) */
    uint64_t last_due_ns;
    struct stats st;
};

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

static uint64_t splitmix64(uint64_t* s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}
/* xorshift64*, uniform in [0, 1) */
static double urand(uint64_t* s)
{
    *s ^= *s >> 12;
    *s ^= *s << 25;
    *s ^= *s >> 27;
    return (double)((*s * 2685821657736338717ull) >> 11) / 9007199254740992.0;
}

/* ---- command line ------------------------------------------------------ */

static const char* const g_prog = "linkemu"; /* netpair collects lines starting with this */

static void usage(FILE* f)
{
    fprintf(f,
            "usage: %s --ns-a NS_A --ns-b NS_B [options]\n"
            "Forwards IP packets between a TUN device in namespace NS_A and one in NS_B.\n"
            "NS is a name under /run/netns (ip netns add) or a path such as /proc/PID/ns/net.\n"
            "Link options take one value for both directions or AB/BA, e.g. --rate 600/200\n"
            "(A->B 600 Mbit/s, B->A 200 Mbit/s).\n"
            "  -a, --ns-a NS            namespace of end A (required)\n"
            "  -b, --ns-b NS            namespace of end B (required)\n"
            "  -A, --dev-a NAME         TUN device name in NS_A (default tunA)\n"
            "  -B, --dev-b NAME         TUN device name in NS_B (default tunB)\n"
            "  -r, --rate MBIT          serializer rate in Mbit/s, 0 = unlimited (default 0)\n"
            "  -d, --delay US           one-way propagation delay in microseconds (default 0)\n"
            "  -j, --jitter US          delay varies uniformly by +-US microseconds (default 0)\n"
            "  -l, --loss P             random loss probability 0..1 (default 0)\n"
            "  -u, --dup P              duplication probability 0..1 (default 0)\n"
            "  -q, --limit PKTS         packets that may wait for the serializer (default 1000)\n"
            "  -o, --overhead BYTES     framing bytes charged per IP packet (default 38)\n"
            "  -R, --reorder            let jitter reorder packets (default: keep order)\n"
            "  -m, --mtu BYTES          largest packet expected, sizes buffers (default 1500)\n"
            "  -t, --time-limit S       hard limit: exit after S seconds (default 600)\n"
            "  -s, --seed N             random seed (default: from time and pid; printed)\n"
            "  -p, --pidfile FILE       write the pid there once the devices exist\n"
            "  -h, --help               this text\n"
            "Prints \"ready\" on stdout once both devices exist.  SIGINT/SIGTERM, the time\n"
            "limit or deleting a namespace end it; SIGUSR1 prints statistics (stderr).\n",
            g_prog);
}

static _Noreturn void bad_arg(const char* opt, const char* arg, const char* why)
{
    fprintf(stderr, "%s: --%s '%s': %s\n", g_prog, opt, arg, why);
    fprintf(stderr, "run '%s --help' for the options\n", g_prog);
    exit(2);
}

static double parse_num(const char* opt, const char* s, size_t n, double lo, double hi)
{
    char buf[64], *end;
    if (n == 0 || n >= sizeof buf) bad_arg(opt, s, "expected a number");
    memcpy(buf, s, n);
    buf[n] = 0;
    errno = 0;
    double v = strtod(buf, &end);
    if (errno || *end || end == buf || !isfinite(v)) bad_arg(opt, s, "expected a number");
    if (v < lo || v > hi) {
        char why[96];
        snprintf(why, sizeof why, "must be between %g and %g", lo, hi);
        bad_arg(opt, s, why);
    }
    return v;
}

/* "V" sets both directions, "AB/BA" sets each one. */
static void parse_pair(const char* opt, const char* s, double lo, double hi, double* ab, double* ba)
{
    const char* slash = strchr(s, '/');
    if (!slash) {
        *ab = *ba = parse_num(opt, s, strlen(s), lo, hi);
        return;
    }
    if (strchr(slash + 1, '/')) bad_arg(opt, s, "expected VALUE or AB/BA");
    *ab = parse_num(opt, s, (size_t)(slash - s), lo, hi);
    *ba = parse_num(opt, slash + 1, strlen(slash + 1), lo, hi);
}

struct config
{
    const char *ns[2], *dev[2], *pidfile;
    struct params p[2]; /* [0] = A->B, [1] = B->A */
    int reorder;
    double mtu, time_limit_s;
    uint64_t seed;
    int have_seed;
};

/* Applies one option from getopt_long (its argument in optarg); NAME is its long name. */
static void set_option(struct config* c, int opt, const char* name)
{
    struct params *ab = &c->p[0], *ba = &c->p[1];
    switch (opt) {
    case 'a':
        c->ns[0] = optarg;
        break;
    case 'b':
        c->ns[1] = optarg;
        break;
    case 'A':
    case 'B':
        if (!*optarg || strlen(optarg) >= IFNAMSIZ || strchr(optarg, '/'))
            bad_arg(name, optarg, "not a valid interface name (1-15 characters)");
        c->dev[opt == 'B'] = optarg;
        break;
    case 'r':
        parse_pair(name, optarg, 0, 1e6, &ab->rate_bps, &ba->rate_bps);
        ab->rate_bps *= 1e6;
        ba->rate_bps *= 1e6;
        break;
    case 'd':
        parse_pair(name, optarg, 0, 1e7, &ab->delay_us, &ba->delay_us);
        break;
    case 'j':
        parse_pair(name, optarg, 0, 1e7, &ab->jitter_us, &ba->jitter_us);
        break;
    case 'l':
        parse_pair(name, optarg, 0, 1, &ab->loss, &ba->loss);
        break;
    case 'u':
        parse_pair(name, optarg, 0, 1, &ab->dup, &ba->dup);
        break;
    case 'q':
        parse_pair(name, optarg, 1, 1e6, &ab->limit_pkts, &ba->limit_pkts);
        break;
    case 'o':
        parse_pair(name, optarg, 0, 1000, &ab->overhead_bytes, &ba->overhead_bytes);
        break;
    case 'R':
        c->reorder = 1;
        break;
    case 'm':
        c->mtu = parse_num(name, optarg, strlen(optarg), 68, 65535);
        break;
    case 't':
        c->time_limit_s = parse_num(name, optarg, strlen(optarg), 0.001, 604800);
        break;
    case 's': {
        char* end;
        errno = 0;
        c->seed = strtoull(optarg, &end, 0);
        if (errno || *end || end == optarg || *optarg == '-')
            bad_arg(name, optarg, "expected an unsigned integer");
        c->have_seed = 1;
        break;
    }
    case 'p':
        c->pidfile = optarg;
        break;
    case 'h':
        usage(stdout);
        exit(0);
    default:
        usage(stderr);
        exit(2);
    }
}

static void parse_args(int argc, char** argv, struct config* c)
{
    static const struct option longopts[] = {
        {"ns-a", required_argument, 0, 'a'},     {"ns-b", required_argument, 0, 'b'},
        {"dev-a", required_argument, 0, 'A'},    {"dev-b", required_argument, 0, 'B'},
        {"rate", required_argument, 0, 'r'},     {"delay", required_argument, 0, 'd'},
        {"jitter", required_argument, 0, 'j'},   {"loss", required_argument, 0, 'l'},
        {"dup", required_argument, 0, 'u'},      {"limit", required_argument, 0, 'q'},
        {"overhead", required_argument, 0, 'o'}, {"reorder", no_argument, 0, 'R'},
        {"mtu", required_argument, 0, 'm'},      {"time-limit", required_argument, 0, 't'},
        {"seed", required_argument, 0, 's'},     {"pidfile", required_argument, 0, 'p'},
        {"help", no_argument, 0, 'h'},           {0, 0, 0, 0},
    };
    int opt, idx;
    while ((opt = getopt_long(argc, argv, "a:b:A:B:r:d:j:l:u:q:o:Rm:t:s:p:h", longopts, &idx)) !=
           -1) {
        const char* name = "";
        for (const struct option* o = longopts; o->name; o++)
            if (o->val == opt) name = o->name;
        set_option(c, opt, name);
    }
    if (optind < argc) {
        fprintf(stderr, "%s: unexpected argument '%s'\n", g_prog, argv[optind]);
        usage(stderr);
        exit(2);
    }
    if (!c->ns[0] || !c->ns[1]) {
        fprintf(stderr, "%s: --ns-a and --ns-b are required\n", g_prog);
        usage(stderr);
        exit(2);
    }
    if (strcmp(c->ns[0], c->ns[1]) == 0 && strcmp(c->dev[0], c->dev[1]) == 0) {
        fprintf(stderr, "%s: both ends would be the same device %s in %s\n", g_prog, c->dev[0],
                c->ns[0]);
        exit(2);
    }
}

/* ---- TUN devices and namespaces ---------------------------------------- */

static void ns_path(const char* ns, char* out, size_t n)
{
    if (strchr(ns, '/'))
        snprintf(out, n, "%s", ns);
    else
        snprintf(out, n, "/run/netns/%s", ns);
}

/* Opens TUN device `dev` inside namespace `ns`; *id receives the namespace
   inode so that its removal can be noticed later. */
static int open_tun_in_ns(const char* ns, const char* dev, struct stat* id)
{
    char path[PATH_MAX];
    ns_path(ns, path, sizeof path);
    int nsfd = open(path, O_RDONLY | O_CLOEXEC);
    if (nsfd < 0) {
        fprintf(stderr, "%s: namespace %s: %s\n", g_prog, path, strerror(errno));
        return -1;
    }
    if (fstat(nsfd, id) < 0) {
        perror("fstat");
        close(nsfd);
        return -1;
    }
    int self = open("/proc/self/ns/net", O_RDONLY | O_CLOEXEC);
    if (self < 0 || setns(nsfd, CLONE_NEWNET) < 0) {
        fprintf(stderr, "%s: setns %s: %s\n", g_prog, path, strerror(errno));
        close(nsfd);
        if (self >= 0) close(self);
        return -1;
    }
    close(nsfd);
    int fd = open("/dev/net/tun", O_RDWR | O_CLOEXEC);
    struct ifreq ifr;
    memset(&ifr, 0, sizeof ifr);
    ifr.ifr_flags = IFF_TUN | IFF_NO_PI;
    snprintf(ifr.ifr_name, IFNAMSIZ, "%s", dev);
    if (fd < 0)
        fprintf(stderr, "%s: /dev/net/tun: %s\n", g_prog, strerror(errno));
    else if (ioctl(fd, TUNSETIFF, &ifr) < 0) {
        fprintf(stderr, "%s: create TUN %s in %s: %s\n", g_prog, dev, ns, strerror(errno));
        close(fd);
        fd = -1;
    }
    if (setns(self, CLONE_NEWNET) < 0) {
        perror("setns back");
        exit(1);
    }
    close(self);
    if (fd >= 0) fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
    return fd;
}

static int ns_still_there(const char* ns, const struct stat* id)
{
    char path[PATH_MAX];
    struct stat now;
    ns_path(ns, path, sizeof path);
    return stat(path, &now) == 0 && now.st_dev == id->st_dev && now.st_ino == id->st_ino;
}

static void write_pidfile(const char* file)
{
    char tmp[PATH_MAX];
    snprintf(tmp, sizeof tmp, "%s.tmp", file);
    FILE* f = fopen(tmp, "w");
    if (!f || fprintf(f, "%ld\n", (long)getpid()) < 0 || fclose(f) != 0 || rename(tmp, file) != 0) {
        fprintf(stderr, "%s: pidfile %s: %s\n", g_prog, file, strerror(errno));
        exit(1);
    }
}

/* ---- per-direction queue ----------------------------------------------- */

static void* alloc_or_die(size_t n)
{
    void* p = calloc(1, n);
    if (!p) {
        fprintf(stderr, "%s: out of memory (%zu bytes)\n", g_prog, n);
        exit(1);
    }
    return p;
}

/* Sizes the rings for the backlog plus what is in flight during delay+jitter
   (+50 ms of scheduling slack); a full ring drops and counts buf_drop. */
static void dir_init(struct dir* d, const char* name, const struct params* p, double mtu,
                     uint64_t seed)
{
    d->name = name;
    d->p = *p;
    d->rng = splitmix64(&seed) | 1;
    double inflight_s = (p->delay_us + p->jitter_us) / 1e6 + 0.05;
    double bytes_per_s = p->rate_bps > 0 ? p->rate_bps / 8 : 10e9 / 8;
    double pkts_per_s = p->rate_bps > 0 ? bytes_per_s / (28 + p->overhead_bytes) : 2e6;
    double bytes = (p->limit_pkts * mtu + bytes_per_s * inflight_s) * (1 + p->dup) + (1 << 20);
    double pkts = (p->limit_pkts + pkts_per_s * inflight_s) * (1 + p->dup) + 1024;
    if (bytes < 4 << 20) bytes = 4 << 20;
    if (bytes > 2.0 * (1u << 30)) bytes = 2.0 * (1u << 30);
    if (pkts > 1 << 24) pkts = 1 << 24;
    d->data_cap = (size_t)bytes;
    d->meta_mask = 4095;
    while ((double)d->meta_mask + 1 < pkts)
        d->meta_mask = d->meta_mask * 2 + 1;
    d->data = alloc_or_die(d->data_cap);
    d->meta = alloc_or_die((size_t)(d->meta_mask + 1) * sizeof *d->meta);
    d->heap = alloc_or_die((size_t)(d->meta_mask + 1) * sizeof *d->heap);
}

static struct pkt* meta_of(struct dir* d, uint64_t seq)
{
    return &d->meta[seq & d->meta_mask];
}

static int heap_less(struct dir* d, uint64_t a, uint64_t b)
{
    uint64_t da = meta_of(d, a)->due_ns, db = meta_of(d, b)->due_ns;
    return da < db || (da == db && a < b);
}

static void heap_push(struct dir* d, uint64_t seq)
{
    size_t i = d->heap_len++;
    while (i > 0) {
        size_t up = (i - 1) / 2;
        if (!heap_less(d, seq, d->heap[up])) break;
        d->heap[i] = d->heap[up];
        i = up;
    }
    d->heap[i] = seq;
}

static void heap_pop(struct dir* d)
{
    size_t n = --d->heap_len, i = 0;
    if (n == 0) return;
    uint64_t last = d->heap[n];
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && heap_less(d, d->heap[c + 1], d->heap[c])) c++;
        if (!heap_less(d, d->heap[c], last)) break;
        d->heap[i] = d->heap[c];
        i = c;
    }
    d->heap[i] = last;
}

/* Space for len bytes in the byte ring, which is freed in seq order;
   SIZE_MAX when full.  wpos == read position only when the ring is empty. */
static size_t ring_alloc(struct dir* d, size_t len)
{
    if (d->head == d->tail) d->wpos = 0;
    size_t r = d->head == d->tail ? 0 : meta_of(d, d->head)->off;
    if (d->head == d->tail || d->wpos > r) { /* used: [r, wpos) */
        if (d->data_cap - d->wpos >= len) return d->wpos;
        return r > len ? 0 : SIZE_MAX;
    }
    return r - d->wpos > len ? d->wpos : SIZE_MAX; /* used: [r, cap) + [0, wpos) */
}

static void enqueue(struct dir* d, const unsigned char* buf, size_t len, uint64_t now, int reorder)
{
    const struct params* p = &d->p;
    if (p->loss > 0 && urand(&d->rng) < p->loss) {
        d->st.lost++;
        return;
    }
    if (d->txhead < d->head) d->txhead = d->head;
    while (d->txhead < d->tail && meta_of(d, d->txhead)->txend_ns <= now)
        d->txhead++;
    if ((double)(d->tail - d->txhead) >= p->limit_pkts) {
        d->st.queue_drop++;
        return;
    }
    size_t off = d->tail - d->head > d->meta_mask ? SIZE_MAX : ring_alloc(d, len);
    if (off == SIZE_MAX) {
        d->st.buf_drop++;
        return;
    }
    memcpy(d->data + off, buf, len);
    d->wpos = off + len;

    double start = d->link_free_ns > (double)now ? d->link_free_ns : (double)now;
    d->link_free_ns =
        start + (p->rate_bps > 0 ? ((double)len + p->overhead_bytes) * 8e9 / p->rate_bps : 0);
    double delay_ns = p->delay_us * 1e3;
    if (p->jitter_us > 0) delay_ns += p->jitter_us * 1e3 * (2 * urand(&d->rng) - 1);
    struct pkt* m = meta_of(d, d->tail);
    m->txend_ns = (uint64_t)d->link_free_ns;
    m->due_ns = m->txend_ns + (delay_ns > 0 ? (uint64_t)delay_ns : 0);
    if (!reorder && m->due_ns < d->last_due_ns) m->due_ns = d->last_due_ns;
    d->last_due_ns = m->due_ns;
    m->off = off;
    m->len = (uint32_t)len;
    m->delivered = 0;
    heap_push(d, d->tail++);
}

/* Returns -1 when the device failed (it was deleted), else 0. */
static int receive(struct dir* d, uint64_t now, int reorder)
{
    static unsigned char buf[MAX_PKT_BYTES];
    for (int i = 0; i < BATCH; i++) {
        ssize_t n = read(d->in_fd, buf, sizeof buf);
        if (n < 0) {
            if (errno == EAGAIN || errno == EINTR) return 0;
            fprintf(stderr, "%s: %s: read: %s\n", g_prog, d->name, strerror(errno));
            return -1;
        }
        if (n == 0) return 0;
        if (d->st.in_pkts++ == 0) d->st.first_in_ns = now;
        d->st.in_bytes += (uint64_t)n;
        int copies = 1;
        if (d->p.dup > 0 && urand(&d->rng) < d->p.dup) {
            copies = 2;
            d->st.dup_pkts++;
        }
        for (int c = 0; c < copies; c++)
            enqueue(d, buf, (size_t)n, now, reorder);
    }
    return 0;
}

static void deliver(struct dir* d, uint64_t now)
{
    while (d->heap_len > 0) {
        uint64_t seq = d->heap[0];
        struct pkt* m = meta_of(d, seq);
        if (m->due_ns > now) break;
        heap_pop(d);
        m->delivered = 1;
        ssize_t n = write(d->out_fd, d->data + m->off, m->len);
        if (n < 0 && errno == EIO) {
            d->st.down_drop++;
            continue;
        } /* far device is down */
        if (n != (ssize_t)m->len) {
            d->st.write_err++;
            continue;
        }
        uint64_t late = now - m->due_ns;
        if (late > d->st.late_max_ns) d->st.late_max_ns = late;
        d->st.late_sum_ns += late;
        d->st.out_pkts++;
        d->st.out_bytes += m->len;
        d->st.last_out_ns = now;
        if (seq < d->hi_seq_out)
            d->st.reordered++;
        else
            d->hi_seq_out = seq + 1;
    }
    while (d->head < d->tail && meta_of(d, d->head)->delivered)
        d->head++;
}

static void report(const struct dir* d, uint64_t now)
{
    const struct stats* s = &d->st;
    /* span: first packet in to last packet out; idle gaps inside it lower the averages */
    double late_mean_us = s->out_pkts ? (double)s->late_sum_ns / (double)s->out_pkts / 1e3 : 0;
    double span_s = s->out_pkts ? (double)(s->last_out_ns - s->first_in_ns) / 1e9 : 0;
    double ip_mbit = span_s > 0 ? (double)s->out_bytes * 8 / span_s / 1e6 : 0;
    double wire_mbit =
        span_s > 0
            ? ((double)s->out_bytes + (double)s->out_pkts * d->p.overhead_bytes) * 8 / span_s / 1e6
            : 0;
    fprintf(
        stderr,
        "linkemu %s: in=%llu pkts/%.1f MB out=%llu pkts/%.1f MB span=%.2f s "
        "(avg %.1f Mbit/s IP, %.1f Mbit/s wire) dup=%llu lost=%llu queue_drop=%llu buf_drop=%llu "
        "down_drop=%llu write_err=%llu reordered=%llu late_max=%.0f us late_mean=%.1f us "
        "queued=%llu uptime=%.1f s\n",
        d->name, (unsigned long long)s->in_pkts, (double)s->in_bytes / 1e6,
        (unsigned long long)s->out_pkts, (double)s->out_bytes / 1e6, span_s, ip_mbit, wire_mbit,
        (unsigned long long)s->dup_pkts, (unsigned long long)s->lost,
        (unsigned long long)s->queue_drop, (unsigned long long)s->buf_drop,
        (unsigned long long)s->down_drop, (unsigned long long)s->write_err,
        (unsigned long long)s->reordered, (double)s->late_max_ns / 1e3, late_mean_us,
        (unsigned long long)d->heap_len, (double)now / 1e9);
    if (late_mean_us > LATE_WARN_US)
        fprintf(stderr,
                "linkemu %s: warning: packets left on average %.0f us after their due time: "
                "the machine could not keep up, so measured rates and delays are not the emulated "
                "link's\n",
                d->name, late_mean_us);
}

/* ---- main loop --------------------------------------------------------- */

static uint64_t next_due(struct dir* d, uint64_t limit)
{
    if (d->heap_len > 0 && meta_of(d, d->heap[0])->due_ns < limit)
        return meta_of(d, d->heap[0])->due_ns;
    return limit;
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

/* The settings, on stderr: netpair keeps them in the link's log. */
static void print_config(const struct config* c, uint64_t seed)
{
    fprintf(stderr, "%s: %s:%s <-> %s:%s seed=%llu time-limit=%g s%s\n", g_prog, c->ns[0],
            c->dev[0], c->ns[1], c->dev[1], (unsigned long long)seed, c->time_limit_s,
            c->reorder ? " reorder" : "");
    for (int i = 0; i < 2; i++)
        fprintf(stderr,
                "%s: %s rate=%g Mbit/s delay=%g us jitter=%g us loss=%g dup=%g limit=%g pkts "
                "overhead=%g bytes\n",
                g_prog, i ? "B->A" : "A->B", c->p[i].rate_bps / 1e6, c->p[i].delay_us,
                c->p[i].jitter_us, c->p[i].loss, c->p[i].dup, c->p[i].limit_pkts,
                c->p[i].overhead_bytes);
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
