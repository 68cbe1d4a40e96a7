// SPDX-License-Identifier: MIT
// Keeps the image decoders' own messages off hitmask-cli's standard error.
#pragma once

#include <QtGlobal>
#include <cstdio>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace hitmask::cli {

// libpng prints its own "libpng error" lines straight to stderr while Qt decodes; the
// command reports the failure in one line of its own, so hide them while decoding.
class SilencedStderr {
public:
    SilencedStderr() {
#ifdef Q_OS_UNIX
        if (qEnvironmentVariableIsSet("HITMASK_CLI_VERBOSE"))
            return;
        std::fflush(stderr);
        saved_ = ::dup(STDERR_FILENO);
        const int null = ::open("/dev/null", O_WRONLY);
        if (null >= 0) {
            ::dup2(null, STDERR_FILENO);
            ::close(null);
        }
#endif
    }
    ~SilencedStderr() {
#ifdef Q_OS_UNIX
        if (saved_ >= 0) {
            std::fflush(stderr);
            ::dup2(saved_, STDERR_FILENO);
            ::close(saved_);
        }
#endif
    }
    SilencedStderr(const SilencedStderr&) = delete;
    SilencedStderr& operator=(const SilencedStderr&) = delete;

private:
    int saved_ = -1;
};

} // namespace hitmask::cli
