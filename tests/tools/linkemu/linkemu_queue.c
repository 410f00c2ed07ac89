// SPDX-License-Identifier: MIT
// linkemu's per-direction link model: loss, duplication, the backlog limit, the serializer and
// the delay (see linkemu.c for the model), the rings that hold packets in flight, delivery in
// due-time order, and the statistics.
#include "linkemu.h"

#include <unistd.h>

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
void dir_init(struct dir* d, const char* name, const struct params* p, double mtu, uint64_t seed)
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
int receive(struct dir* d, uint64_t now, int reorder)
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

void deliver(struct dir* d, uint64_t now)
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

void report(const struct dir* d, uint64_t now)
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

uint64_t next_due(struct dir* d, uint64_t limit)
{
    if (d->heap_len > 0 && meta_of(d, d->heap[0])->due_ns < limit)
        return meta_of(d, d->heap[0])->due_ns;
    return limit;
}
