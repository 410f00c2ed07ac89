// SPDX-License-Identifier: MIT
// The one way numbers from a peer's JSON become C++ numbers, in both dialects (native messages,
// iperf3 parameters and results) and in saved results. nlohmann's get<int>() wraps 2^32 + 1 to
// 1, takes true as 1, truncates 1.5 and converts 1e300 to int (undefined behaviour); these
// refuse all of that, naming the field.
//
// An integer is a JSON integer, or a float whose value is whole: cJSON (iperf3) writes
// integers beyond 2^31 as "1e+10". Booleans, strings, fractions and non-finite values are not.
#pragma once

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <type_traits>

namespace bw::engine::report::jsonnum {

// A whole number as sign and magnitude: covers int64 and uint64 alike without wrapping.
struct Whole
{
    bool negative = false;
    std::uint64_t magnitude = 0;
};

enum class Bad
{
    None,
    NotNumber, // a string, a boolean, null, an object, NaN or infinity
    Fraction,
    Range
};

inline std::optional<Whole> whole(const nlohmann::json& v, Bad& bad)
{
    if (v.is_number_unsigned()) return Whole{false, v.get<std::uint64_t>()};
    if (v.is_number_integer()) {
        const auto i = v.get<std::int64_t>();
        return Whole{i < 0, i < 0 ? 0 - std::uint64_t(i) : std::uint64_t(i)};
    }
    if (v.is_number_float()) {
        const double d = v.get<double>();
        if (!std::isfinite(d))
            bad = Bad::NotNumber;
        else if (d != std::trunc(d))
            bad = Bad::Fraction;
        else if (std::fabs(d) >= 18446744073709551616.0)
            bad = Bad::Range; // 2^64
        else
            return Whole{d < 0, std::uint64_t(std::fabs(d))};
        return std::nullopt;
    }
    bad = Bad::NotNumber;
    return std::nullopt;
}

// w as a T, when it fits.
template <class T> std::optional<T> narrow(Whole w)
{
    static_assert(std::is_integral_v<T> && !std::is_same_v<T, bool>);
    using L = std::numeric_limits<T>;
    if (!w.negative || w.magnitude == 0) {
        if (w.magnitude > std::uint64_t(L::max())) return std::nullopt;
        return T(w.magnitude);
    }
    if constexpr (std::is_unsigned_v<T>) {
        return std::nullopt;
    } else {
        // |min| = max + 1; -(m - 1) - 1 reaches min without overflow.
        if (w.magnitude - 1 > std::uint64_t(L::max())) return std::nullopt;
        return T(-T(w.magnitude - 1) - 1);
    }
}

// Why v is not an integer from lo to hi, in English naming `field`; empty when it is one.
inline std::string describe(Bad bad, const nlohmann::json& v, const char* field,
                            const std::string& range)
{
    const std::string value = v.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    const std::string head = std::string("field '") + field + "': ";
    switch (bad) {
    case Bad::None:
        return {};
    case Bad::NotNumber:
        return head + value.substr(0, 40) + " is not a number";
    case Bad::Fraction:
        return head + value + " is not a whole number";
    case Bad::Range:
        break;
    }
    return head + value + " is out of range (" + range + ")";
}

template <class T> std::string rangeText()
{
    return std::to_string(std::numeric_limits<T>::min()) + " to " +
           std::to_string(std::numeric_limits<T>::max());
}

// The value of an integer field of type T; throws nlohmann::json::other_error naming the field
// when it is not an integer within T's range.
template <class T> T integer(const nlohmann::json& v, const char* field)
{
    Bad bad = Bad::None;
    if (auto w = whole(v, bad)) {
        if (auto t = narrow<T>(*w)) return *t;
        bad = Bad::Range;
    }
    throw nlohmann::json::other_error::create(502, describe(bad, v, field, rangeText<T>()), &v);
}

// A finite number (not a boolean); throws naming the field otherwise.
inline double real(const nlohmann::json& v, const char* field)
{
    if (v.is_number()) {
        const double d = v.get<double>();
        if (std::isfinite(d)) return d;
    }
    throw nlohmann::json::other_error::create(502, describe(Bad::NotNumber, v, field, {}), &v);
}

// Reads an optional field: absent or null keeps the default; a wrong type or an integer out of
// the field's range throws, naming the field.
template <typename T> void opt(const nlohmann::json& j, const char* key, T& out)
{
    auto it = j.find(key);
    if (it == j.end() || it->is_null()) return;
    if constexpr (std::is_same_v<T, bool>)
        out = it->template get<bool>(); // a number is no boolean: get<bool> throws
    else if constexpr (std::is_integral_v<T>)
        out = integer<T>(*it, key);
    else if constexpr (std::is_floating_point_v<T>)
        out = T(real(*it, key));
    else
        out = it->template get<T>();
}

// A required field.
template <typename T> T need(const nlohmann::json& j, const char* key)
{
    const nlohmann::json& v = j.at(key);
    if constexpr (std::is_integral_v<T>)
        return integer<T>(v, key);
    else
        return T(real(v, key));
}

} // namespace bw::engine::report::jsonnum
