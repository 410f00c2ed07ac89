// SPDX-License-Identifier: MIT
// What the tests of benchwire-cli's series (--repeat, --every) share: a server on 127.0.0.1
// and a run's upload mean read from the series document.
#pragma once

#include "cliprocess.h"
#include "testpaths.h"

#include <QJsonArray>
#include <QJsonObject>

namespace bw::test {

// A benchwire-cli server on 127.0.0.1 at a free port; returns its banner, which holds
// "listening" once it serves.
inline QByteArray startLoopbackCliServer(QProcess& server, std::uint16_t& port)
{
    port = freeLoopbackPort();
    return startUntilListening(server, bw::test::cliPath(),
                               {"-s", "-B", "127.0.0.1", "-p", QString::number(port)});
}

// A run's upload receiver mean from its saved result; -1 when it has no upload.
inline double uploadMean(const QJsonObject& run)
{
    for (const auto& s : run["summaries"].toArray())
        if (s.toObject()["direction"].toString() == "upload")
            return s.toObject()["receiverBitsPerSecond"].toObject()["mean"].toDouble();
    return -1;
}

} // namespace bw::test
