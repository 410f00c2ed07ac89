// SPDX-License-Identifier: MIT
#include "selftest.h"

#include "benchwire/client.h"
#include "benchwire/server.h"
#include "cliprinter.h"

namespace bw::cli {

using namespace bw::engine;

namespace {
class QuietServerSink : public Sink
{
};
} // namespace

int runSelfTest(std::FILE* out, int durationMs)
{
    QuietServerSink serverSink;
    ServerConfig sc;
    sc.port = 0;
    sc.bindAddress = "127.0.0.1";
    Error error;
    Server server = Server::start(sc, serverSink, error);
    if (error) {
        std::fprintf(stderr, "self-test: cannot start the loopback server: %s\n",
                     error.describe().c_str());
        return 1;
    }
    std::fprintf(out, "Benchwire self-test: loopback server on 127.0.0.1 port %u\n", server.port());
    int failures = 0;
    for (TestMode mode : {TestMode::Upload, TestMode::Download, TestMode::Bidirectional}) {
        TestConfig tc;
        tc.host = "127.0.0.1";
        tc.port = server.port();
        tc.mode = mode;
        tc.durationMs = durationMs;
        tc.intervalMs = std::max(100, durationMs / 4);
        tc.streams = 2;
        std::fprintf(out, "\n== %s, 2 streams, %.1f s ==\n", std::string(toString(mode)).c_str(),
                     durationMs / 1000.0);
        ClientPrinter printer(OutputMode::Human, out);
        RunHandle run = Client::start(tc, printer);
        run.wait();
        printer.printEnd(tc);
        auto result = printer.result();
        bool ok = result.has_value() && !result->summaries.empty();
        if (ok)
            for (const auto& s : result->summaries)
                ok = ok && s.receiverBytes > 0 && s.senderBytesTotal == s.receiverBytesTotal;
        std::fprintf(out, "%s: %s\n", std::string(toString(mode)).c_str(), ok ? "PASS" : "FAIL");
        failures += ok ? 0 : 1;
    }
    server.stop();
    std::fprintf(out, "\nself-test %s: %d passed, %d failed\n", failures ? "FAILED" : "passed",
                 3 - failures, failures);
    return failures ? 1 : 0;
}

} // namespace bw::cli
