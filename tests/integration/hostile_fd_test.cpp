// SPDX-License-Identifier: MIT
// Floods of silent connections against the in-process server, from a child process (itself,
// run with --flood or --flood-client: a descriptor table of its own). The floods must cost
// neither threads nor the real client's answer. And out of file descriptors, the accept loop
// used to spin (accept() fails with EMFILE while the connection stays queued, so the listener
// stays readable): 4.6 s of CPU in 5 s. That case lowers RLIMIT_NOFILE in its own process (a
// child, not a fork() of a threaded process, suits the sanitizers) and bounds the CPU the
// process burns. The
// bound is generous: it guards against a spin, it does not measure performance. On a loaded
// machine a spinning thread gets only its share of a core, so a calibration thread spins
// beside the server for the same 5 s: the server must burn well under what it got.
#include "benchwire/client.h"
#include "benchwire/server.h"
#include "control/cookie.h"
#include "native/framing.h"
#include "net/netio.h"
#include "testsink.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTest>

#include <arpa/inet.h>
#include <dirent.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

using namespace bw::engine;
using bw::test::RecordingSink;

namespace {
double cpuSeconds()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

double threadCpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

// What one spinning thread gets of the CPU while the caller waits. Under UBSan a thread's
// start and end need a free descriptor (see runOneTest's comment), so the thread starts when
// the Spinner is made and ends when it is destroyed, both while descriptors are there; it
// spins only inside spinFor().
class Spinner
{
public:
    Spinner()
        : m_thread([this] {
              waitFor(m_go);
              const double start = threadCpuSeconds();
              while (!m_stop.load(std::memory_order_relaxed)) {
              }
              m_spun = threadCpuSeconds() - start;
              m_measured.store(true);
              waitFor(m_exit);
          })
    {
    }
    ~Spinner()
    {
        m_go.store(true);
        m_stop.store(true);
        m_exit.store(true);
        m_thread.join();
    }
    double spinFor(int seconds)
    {
        m_go.store(true);
        std::this_thread::sleep_for(std::chrono::seconds(seconds));
        m_stop.store(true);
        waitFor(m_measured);
        return m_spun;
    }

private:
    static void waitFor(const std::atomic<bool>& flag)
    {
        while (!flag.load())
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    std::atomic<bool> m_go{false};
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_measured{false};
    std::atomic<bool> m_exit{false};
    double m_spun = 0;
    std::thread m_thread;
};

// A short client test against the server; empty when it produced a result, else why not.
std::string runOneTest(std::uint16_t port)
{
    TestConfig c;
    c.host = "127.0.0.1";
    c.port = port;
    c.durationMs = 300;
    c.intervalMs = 100;
    RecordingSink sink;
    RunHandle h = Client::start(c, sink);
    if (!sink.waitDone(20'000)) return "the test did not end within 20 s";
    if (sink.result().has_value()) return {};
    return sink.error() ? sink.error()->describe() : "no result and no error";
}

// The child: many connections that say nothing, until it is killed.
int flood(std::uint16_t port, int connections)
{
    rlimit limit{};
    getrlimit(RLIMIT_NOFILE, &limit);
    limit.rlim_cur = limit.rlim_max; // the parent's lowered limit is not the child's concern
    setrlimit(RLIMIT_NOFILE, &limit);
    sockaddr_in to{};
    to.sin_family = AF_INET;
    to.sin_port = htons(port);
    to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    for (int i = 0; i < connections; ++i) {
        const int s = socket(AF_INET, SOCK_STREAM, 0);
        if (s < 0) break;
        fcntl(s, F_SETFL, O_NONBLOCK);
        connect(s, reinterpret_cast<const sockaddr*>(&to), sizeof to);
    }
    std::this_thread::sleep_for(std::chrono::seconds(60));
    return 0;
}
// The child of the flood cases: `connections` silent connections from a thread of their own
// and, once half of them are open, a real client: first a raw hello (how long until the
// server's first byte, and which byte), then a short test. Prints
// "answer <ms> <first byte> test <ok|why>" and holds the connections until killed.
int floodWithClient(std::uint16_t port, int connections)
{
    rlimit limit{};
    getrlimit(RLIMIT_NOFILE, &limit);
    limit.rlim_cur = limit.rlim_max;
    setrlimit(RLIMIT_NOFILE, &limit);
    std::atomic<int> opened{0};
    std::thread flooder([&] {
        sockaddr_in to{};
        to.sin_family = AF_INET;
        to.sin_port = htons(port);
        to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        for (int i = 0; i < connections; ++i, opened.store(i)) {
            const int s = socket(AF_INET, SOCK_STREAM, 0);
            if (s < 0) break;
            fcntl(s, F_SETFL, O_NONBLOCK);
            connect(s, reinterpret_cast<const sockaddr*>(&to), sizeof to);
        }
        opened.store(connections);
    });
    while (opened.load() < connections / 2)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    const auto t0 = std::chrono::steady_clock::now();
    std::vector<net::Endpoint> eps;
    net::resolve("127.0.0.1", port, IpFamily::V4, false, eps);
    std::error_code ec;
    net::Socket s = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
    int first = -1;
    if (!s.connect(eps.front(), std::chrono::milliseconds(10'000))) {
        s.setNonBlocking(true);
        const control::Cookie cookie = control::makeNativeCookie();
        unsigned char byte = 0;
        if (!net::writeAll(s, cookie.data(), cookie.size(), net::deadlineIn(10'000)) &&
            !net::readExact(s, &byte, 1, net::deadlineIn(10'000)))
            first = byte;
    }
    const auto ms =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0)
            .count();
    s.close();
    const std::string test = runOneTest(port);
    std::printf("answer %lld %d test %s\n", static_cast<long long>(ms), first,
                test.empty() ? "ok" : test.c_str());
    std::fflush(stdout);
    flooder.join();
    std::this_thread::sleep_for(std::chrono::seconds(60));
    return 0;
}

int threadCount()
{
    int n = 0;
    if (DIR* d = opendir("/proc/self/task")) {
        while (const dirent* e = readdir(d))
            n += e->d_name[0] != '.' ? 1 : 0;
        closedir(d);
    }
    return n;
}

Server startServer(RecordingSink& events, int maxStreams, Error& e)
{
    ServerConfig sc;
    sc.port = 0;
    sc.bindAddress = "127.0.0.1";
    sc.discovery = false;
    sc.handshakeTimeoutMs = 10'000;
    sc.limits.maxStreams = maxStreams;
    return Server::start(sc, events, e);
}
} // namespace

class HostileFdTest : public QObject
{
    Q_OBJECT
private slots:
    void acceptLoopRestsWhenOutOfDescriptors()
    {
        RecordingSink events;
        ServerConfig sc;
        sc.port = 0;
        sc.bindAddress = "127.0.0.1";
        sc.discovery = false;
        sc.handshakeTimeoutMs = 3000;
        Error e;
        Server server = Server::start(sc, events, e);
        QVERIFY2(!e, e.describe().c_str());
        // One test before the flood. Besides showing the server works, it matters under
        // UBSan: its vptr check of a virtual call (the server calling its Sink, a thread's
        // state) proves the object readable by writing it into a pipe(), and with no
        // descriptor left that fails and reads as "invalid vptr". A checked call is cached,
        // so the calls made while out of descriptors must be ones already made here (the
        // spinner's thread, too, starts before).
        const std::string before = runOneTest(server.port());
        QVERIFY2(before.empty(), before.c_str());
        Spinner spinner;
        rlimit old{};
        QVERIFY(getrlimit(RLIMIT_NOFILE, &old) == 0);
        const int lowest = ::open("/dev/null", O_RDONLY); // about as many as are in use
        QVERIFY(lowest >= 0);
        ::close(lowest);
        rlimit low = old;
        low.rlim_cur = rlim_t(lowest + 32); // the child's pipes take some, the server the rest
        QVERIFY(setrlimit(RLIMIT_NOFILE, &low) == 0);
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(),
                    {"--flood", QString::number(server.port())});
        const bool started = child.waitForStarted(5000);
        const double cpu0 = cpuSeconds();
        const double spin = spinner.spinFor(5);
        const double cpu = cpuSeconds() - cpu0 - spin; // the server's and the test's threads
        child.kill();
        child.waitForFinished(5000);
        setrlimit(RLIMIT_NOFILE, &old);
        qInfo("CPU in 5 s with the server out of descriptors: %.2f s (a spinning thread got "
              "%.2f s)",
              cpu, spin);
        QVERIFY2(started, "the flooding child did not start");
        QVERIFY2(cpu < 1.0 && cpu < 0.5 * spin,
                 qPrintable(QString("%1 s of CPU in 5 s, a spinning thread got %2 s: a spin")
                                .arg(cpu)
                                .arg(spin)));
        QVERIFY(events.waitEvent(StreamEventKind::SessionRefused, 1000));

        // With descriptors back, the server serves as before.
        QTRY_VERIFY_WITH_TIMEOUT(!server.busy(), 5000);
        const std::string after = runOneTest(server.port());
        QVERIFY2(after.empty(), after.c_str());
    }

    // Silent connections are read by one loop, not a thread each: 5,000 of them (the server
    // holds the newest 2 x --max-streams + 1,024) leave the process under 32 threads, and a real
    // client in the middle of the flood is answered within 2 s and served. The same with a
    // small --max-streams, and with 1,100 under a limit of 1,024 descriptors (the oldest
    // silent connections make room; a client never hears "closed without a hello").
    void floodKeepsThreadsBoundedAndServes_data()
    {
        QTest::addColumn<int>("connections");
        QTest::addColumn<int>("maxStreams");
        QTest::addColumn<int>("fileLimit"); // 0: raised as far as it goes
        QTest::newRow("5000 silent") << 5000 << 1024 << 0;
        QTest::newRow("5000 silent, --max-streams 4") << 5000 << 4 << 0;
        QTest::newRow("1100 silent, 1024 descriptors") << 1100 << 1024 << 1024;
    }
    void floodKeepsThreadsBoundedAndServes()
    {
        QFETCH(int, connections);
        QFETCH(int, maxStreams);
        QFETCH(int, fileLimit);
        rlimit old{};
        QVERIFY(getrlimit(RLIMIT_NOFILE, &old) == 0);
        rlimit limit = old;
        limit.rlim_cur = fileLimit > 0 ? rlim_t(fileLimit) : std::min<rlim_t>(old.rlim_max, 16384);
        QVERIFY(setrlimit(RLIMIT_NOFILE, &limit) == 0);
        RecordingSink events;
        Error e;
        Server server = startServer(events, maxStreams, e);
        QVERIFY2(!e, e.describe().c_str());
        const int threadsBefore = threadCount();
        QProcess child;
        child.start(
            QCoreApplication::applicationFilePath(),
            {"--flood-client", QString::number(server.port()), QString::number(connections)});
        const bool started = child.waitForStarted(5000);
        int most = threadsBefore;
        QElapsedTimer t;
        t.start();
        while (started && !child.canReadLine() && t.elapsed() < 120'000) {
            child.waitForReadyRead(50);
            most = std::max(most, threadCount());
        }
        const QString line = QString::fromUtf8(child.readLine()).trimmed();
        for (int i = 0; i < 20; ++i, QTest::qWait(50)) // the flood's tail
            most = std::max(most, threadCount());
        child.kill();
        child.waitForFinished(5000);
        setrlimit(RLIMIT_NOFILE, &old);
        QVERIFY2(started, "the flooding child did not start");
        qInfo("%d connections: at most %d threads (%d before); child: %s", connections, most,
              threadsBefore, qPrintable(line));
        QVERIFY2(most < 32, qPrintable(QString("%1 threads during the flood").arg(most)));
        const QStringList f = line.split(' ');
        QVERIFY2(f.size() >= 5 && f[0] == "answer" && f[3] == "test", qPrintable(line));
        const int slowdown = std::max(1, qEnvironmentVariableIntValue("BENCHWIRE_TEST_SLOWDOWN"));
        QVERIFY2(f[1].toInt() < 2000 * slowdown, qPrintable("answered after " + f[1] + " ms"));
        QVERIFY2(f[2].toInt() == int(native::kFrameFirstByte),
                 qPrintable("the server's first byte was " + f[2] + ", not a hello"));
        QVERIFY2(f[4] == "ok", qPrintable(line));
        // Closing thousands of silent connections is told in a few lines, not one each.
        int refused = 0;
        for (const auto& ev : events.events())
            refused += ev.kind == StreamEventKind::SessionRefused ? 1 : 0;
        QVERIFY2(refused < 100, qPrintable(QString("%1 refusal events").arg(refused)));
        // The server serves on after the flood.
        QTRY_VERIFY_WITH_TIMEOUT(!server.busy(), 5000);
        const std::string after = runOneTest(server.port());
        QVERIFY2(after.empty(), after.c_str());
    }
};

int main(int argc, char** argv)
{
    if (argc == 3 && std::string_view(argv[1]) == "--flood")
        return flood(std::uint16_t(std::atoi(argv[2])), 300);
    if (argc == 4 && std::string_view(argv[1]) == "--flood-client")
        return floodWithClient(std::uint16_t(std::atoi(argv[2])), std::atoi(argv[3]));
    QCoreApplication app(argc, argv);
    HostileFdTest test;
    return QTest::qExec(&test, argc, argv);
}
#include "hostile_fd_test.moc"
