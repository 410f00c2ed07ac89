// SPDX-License-Identifier: MIT
// linkemu's parts (see linkemu.c for what it does and why): the link model's types, and what
// linkemu.c (main loop), linkemu_options.c (command line), linkemu_tun.c (TUN devices and
// namespaces) and linkemu_queue.c (one direction's queue) share.
#ifndef LINKEMU_H
#define LINKEMU_H

#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* setns, ppoll */
#endif
#include <errno.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

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

struct config
{
    const char *ns[2], *dev[2], *pidfile;
    struct params p[2]; /* [0] = A->B, [1] = B->A */
    int reorder;
    double mtu, time_limit_s;
    uint64_t seed;
    int have_seed;
};

extern const char* const g_prog; /* "linkemu": netpair collects lines starting with this */

/* linkemu_options.c */
void parse_args(int argc, char** argv, struct config* c);
void print_config(const struct config* c, uint64_t seed);

/* linkemu_tun.c */
int open_tun_in_ns(const char* ns, const char* dev, struct stat* id);
int ns_still_there(const char* ns, const struct stat* id);
void write_pidfile(const char* file);

/* linkemu_queue.c */
void dir_init(struct dir* d, const char* name, const struct params* p, double mtu, uint64_t seed);
int receive(struct dir* d, uint64_t now, int reorder); /* -1: the device failed */
void deliver(struct dir* d, uint64_t now);
void report(const struct dir* d, uint64_t now);
uint64_t next_due(struct dir* d, uint64_t limit); /* the earliest due time, at most LIMIT */

#endif
