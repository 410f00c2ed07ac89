// SPDX-License-Identifier: MIT
// A hostile-peer finding: out of file descriptors, the accept loop used to spin (accept() fails
// with EMFILE while the connection stays queued, so the listener stays readable): 4.6 s of CPU
// in 5 s. This test lowers RLIMIT_NOFILE in its own process, floods the in-process server from
// a child process (itself, run with --flood: a descriptor table of its own, and no fork() of a
// threaded process under the sanitizers), and bounds the CPU the process burns. The
// bound is generous: it guards against a spin, it does not measure performance. On a loaded
// machine a spinning thread gets only its share of a core, so a calibration thread spins
// beside the server for the same 5 s: the server must burn well under what it got.
#include "benchwire/client.h"
#include "benchwire/server.h"
#include "testsink.h"

#include <QCoreApplication>
#include <QProcess>
#include <QTest>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <ctime>
#include <string>
#include <string_view>
#include <thread>

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
};

int main(int argc, char** argv)
{
    if (argc == 3 && std::string_view(argv[1]) == "--flood")
        return flood(std::uint16_t(std::atoi(argv[2])), 300);
    QCoreApplication app(argc, argv);
    HostileFdTest test;
    return QTest::qExec(&test, argc, argv);
}
#include "hostile_fd_test.moc"
