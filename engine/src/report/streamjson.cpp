// SPDX-License-Identifier: MIT
// JSON of one end's per-stream counts (declared in jsonconv.h): {"atSender": true,
// "bytes": [...]}. Read strictly: each count a whole number within 64 bits.
#include "report/jsonconv.h"

#include "report/jsonnum.h"

namespace bw::engine {

using nlohmann::json;

void to_json(json& j, const PerStreamBytes& v)
{
    j = json{{"atSender", v.atSender}, {"bytes", v.bytes}};
}

void from_json(const json& j, PerStreamBytes& v)
{
    report::jsonnum::opt(j, "atSender", v.atSender);
    v.bytes.clear();
    const json& bytes = j.at("bytes");
    if (!bytes.is_array())
        throw json::other_error::create(
            502, "perStream.bytes is not a list of byte counts; save the result again", &bytes);
    for (const json& b : bytes)
        v.bytes.push_back(report::jsonnum::integer<std::uint64_t>(b, "perStream.bytes"));
}

} // namespace bw::engine
