// SPDX-License-Identifier: MIT
#include "benchwire/report.h"

#include "report/jsonconv.h"
#include "report/jsonnum.h"

namespace bw::engine {

using nlohmann::json;

namespace {
constexpr const char* kFormat = "benchwire-result";

std::string dump(const json& j, int indent)
{
    return j.dump(indent, ' ', false, json::error_handler_t::replace);
}
} // namespace

std::string resultToJson(const TestResult& result, int indent)
{
    json j = result;
    j["format"] = kFormat;
    j["version"] = kResultFormatVersion;
    j["generator"] = std::string("benchwire ") + std::string(engineVersion());
    j["error"] = nullptr;
    return dump(j, indent);
}

bool resultFromJson(const std::string& text, TestResult& out, std::string& error)
{
    json j = json::parse(text, nullptr, false);
    if (j.is_discarded() || !j.is_object()) {
        error = "not a JSON object";
        return false;
    }
    try {
        if (j.value("format", std::string()) != kFormat) {
            error = "not a Benchwire result (format is not \"benchwire-result\")";
            return false;
        }
        const int version = report::jsonnum::need<int>(j, "version");
        if (version < 1 || version > kResultFormatVersion) {
            error = "result format version " + std::to_string(version) +
                    " is newer than this Benchwire reads (" + std::to_string(kResultFormatVersion) +
                    "); update Benchwire";
            return false;
        }
        out = j.get<TestResult>();
    } catch (const json::exception& e) {
        error = std::string("malformed result: ") + e.what();
        return false;
    }
    return true;
}

std::string errorToJson(const Error& error, const TestConfig& config, int indent)
{
    json j{{"format", kFormat},
           {"version", kResultFormatVersion},
           {"generator", std::string("benchwire ") + std::string(engineVersion())},
           {"config", config},
           {"error",
            {{"code", errcName(error.code)},
             {"message", error.message},
             {"hint", error.hint},
             {"system", error.system ? error.system.message() : std::string()}}}};
    return dump(j, indent);
}

std::string intervalToJsonLine(const IntervalSample& sample)
{
    json j = sample;
    j["event"] = "interval";
    return dump(j, -1);
}

} // namespace bw::engine
