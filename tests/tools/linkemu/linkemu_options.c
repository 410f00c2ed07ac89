// SPDX-License-Identifier: MIT
// linkemu's command line: parsing and checking every option into a struct config, --help,
// and the settings line printed at start.
#include "linkemu.h"

#include <getopt.h>
#include <linux/if.h>
#include <math.h>

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

/* Applies one of the per-direction link options (its argument in optarg); returns 0 when OPT
   is not one of them.  NAME is its long name. */
static int set_link_option(struct config* c, int opt, const char* name)
{
    struct params *ab = &c->p[0], *ba = &c->p[1];
    switch (opt) {
    case 'r':
        parse_pair(name, optarg, 0, 1e6, &ab->rate_bps, &ba->rate_bps);
        ab->rate_bps *= 1e6;
        ba->rate_bps *= 1e6;
        return 1;
    case 'd':
        parse_pair(name, optarg, 0, 1e7, &ab->delay_us, &ba->delay_us);
        return 1;
    case 'j':
        parse_pair(name, optarg, 0, 1e7, &ab->jitter_us, &ba->jitter_us);
        return 1;
    case 'l':
        parse_pair(name, optarg, 0, 1, &ab->loss, &ba->loss);
        return 1;
    case 'u':
        parse_pair(name, optarg, 0, 1, &ab->dup, &ba->dup);
        return 1;
    case 'q':
        parse_pair(name, optarg, 1, 1e6, &ab->limit_pkts, &ba->limit_pkts);
        return 1;
    case 'o':
        parse_pair(name, optarg, 0, 1000, &ab->overhead_bytes, &ba->overhead_bytes);
        return 1;
    default:
        return 0;
    }
}

/* Applies one option from getopt_long (its argument in optarg); NAME is its long name. */
static void set_option(struct config* c, int opt, const char* name)
{
    if (set_link_option(c, opt, name)) return;
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

void parse_args(int argc, char** argv, struct config* c)
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

/* The settings, on stderr: netpair keeps them in the link's log. */
void print_config(const struct config* c, uint64_t seed)
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
