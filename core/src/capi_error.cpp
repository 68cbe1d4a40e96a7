// SPDX-License-Identifier: MIT
// The C API's error scheme: the calling thread's last error code and message, and the
// library's version as one number.
#include "capi_internal.hpp"

#include <cstdarg>
#include <cstdio>
#include <new>
#include <stdexcept>

namespace hitmask::capi {

void fail(int code, const char* function, const char* format, ...) noexcept {
    lastErrorCode = code;
    char* message = lastErrorMessage;
    const std::size_t size = sizeof lastErrorMessage;
    const int n = std::snprintf(message, size, "%s: ", function);
    if (n < 0 || std::size_t(n) >= size)
        return;
    va_list args;
    va_start(args, format);
    std::vsnprintf(message + n, size - std::size_t(n), format, args);
    va_end(args);
}

void failNull(const char* function, const char* argument) noexcept {
    fail(HM_ERROR_ARGUMENT, function, "%s is NULL", argument);
}

void failStale(const char* function, std::uint32_t id) noexcept {
    fail(HM_ERROR_STALE_ID, function, "id 0x%08x is not live", unsigned(id));
}

void failInCallback(const char* function) noexcept {
    fail(HM_ERROR_IN_CALLBACK, function, "called from a callback of this world");
}

void failFromException(const char* function) noexcept {
    try {
        throw;
    } catch (const std::bad_alloc&) {
        fail(HM_ERROR_MEMORY, function, "out of memory");
    } catch (const std::length_error& e) {
        fail(HM_ERROR_LIMIT, function, "%s", e.what());
    } catch (const std::exception& e) {
        fail(HM_ERROR_MEMORY, function, "%s", e.what());
    } catch (...) {
        fail(HM_ERROR_MEMORY, function, "failed");
    }
}

} // namespace hitmask::capi

extern "C" {

int hm_last_error(void) noexcept {
    return hitmask::capi::lastErrorCode;
}

const char* hm_last_error_message(void) noexcept {
    return hitmask::capi::lastErrorCode == HM_OK ? "" : hitmask::capi::lastErrorMessage;
}

int hm_version_number(void) noexcept {
    return hitmask::capi::ok(HM_VERSION_NUMBER);
}

} // extern "C"
