// SPDX-License-Identifier: MIT
// linkemu's TUN devices: one opened inside each network namespace (setns there and back), the
// check that a namespace still exists, and the pidfile.
#include "linkemu.h"

#include <fcntl.h>
#include <limits.h>
#include <linux/if.h>
#include <linux/if_tun.h>
#include <sched.h>
#include <sys/ioctl.h>
#include <unistd.h>

static void ns_path(const char* ns, char* out, size_t n)
{
    if (strchr(ns, '/'))
        snprintf(out, n, "%s", ns);
    else
        snprintf(out, n, "/run/netns/%s", ns);
}

/* Opens TUN device `dev` inside namespace `ns`; *id receives the namespace
   inode so that its removal can be noticed later. */
int open_tun_in_ns(const char* ns, const char* dev, struct stat* id)
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

int ns_still_there(const char* ns, const struct stat* id)
{
    char path[PATH_MAX];
    struct stat now;
    ns_path(ns, path, sizeof path);
    return stat(path, &now) == 0 && now.st_dev == id->st_dev && now.st_ino == id->st_ino;
}

void write_pidfile(const char* file)
{
    char tmp[PATH_MAX];
    snprintf(tmp, sizeof tmp, "%s.tmp", file);
    FILE* f = fopen(tmp, "w");
    if (!f || fprintf(f, "%ld\n", (long)getpid()) < 0 || fclose(f) != 0 || rename(tmp, file) != 0) {
        fprintf(stderr, "%s: pidfile %s: %s\n", g_prog, file, strerror(errno));
        exit(1);
    }
}
