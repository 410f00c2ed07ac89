// SPDX-License-Identifier: MIT
#include "selftest.h"

#include "benchwire/selftest.h"
#include "cliprinter.h"

#include <memory>

namespace bw::cli {

using namespace bw::engine;

namespace {
// Prints each run as a client run prints, then its verdict.
class PrintingObserver : public SelfTestObserver
{
public:
    explicit PrintingObserver(std::FILE* out) : m_out(out) {}
    void onServerStarted(std::uint16_t port) override
    {
        std::fprintf(m_out, "Benchwire self-test: loopback server on 127.0.0.1 port %u\n", port);
    }
    Sink* beginRun(const TestConfig& tc) override
    {
        std::fprintf(m_out, "\n== %s, %d streams, %.1f s ==\n",
                     std::string(toString(tc.mode)).c_str(), tc.streams, tc.durationMs / 1000.0);
        m_printer = std::make_unique<ClientPrinter>(OutputMode::Human, m_out);
        return m_printer.get();
    }
    void endRun(const TestConfig& tc, const SelfTestRun& run) override
    {
        m_printer->printEnd(tc);
        if (run.passed)
            std::fprintf(m_out, "%s: PASS\n", std::string(toString(run.mode)).c_str());
        else
            std::fprintf(m_out, "%s: FAIL (%s)\n", std::string(toString(run.mode)).c_str(),
                         run.problem.c_str());
    }

private:
    std::FILE* m_out;
    std::unique_ptr<ClientPrinter> m_printer;
};
} // namespace

int runSelfTest(std::FILE* out, int durationMs)
{
    PrintingObserver observer(out);
    const SelfTestReport report = engine::runSelfTest(durationMs, &observer);
    if (!report.error.empty()) {
        std::fprintf(stderr,
                     "self-test: cannot start the loopback server: %s. Check that loopback "
                     "(127.0.0.1) is up and that a port is free, then run it again.\n",
                     report.error.c_str());
        return 1;
    }
    const int failures = report.failures();
    std::fprintf(out, "\nself-test %s: %d passed, %d failed\n", failures ? "FAILED" : "passed",
                 int(report.runs.size()) - failures, failures);
    return failures ? 1 : 0;
}

} // namespace bw::cli
