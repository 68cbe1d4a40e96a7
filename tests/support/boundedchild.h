// SPDX-License-Identifier: MIT
// Runs a piece of a test in a child process with little memory and a time limit, so that
// a reader that never stops (on /dev/zero, a pipe) fails the test instead of filling the
// machine's memory or hanging it.
#pragma once

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace hitmask::testing {

// Whether this build, and so hitmask-cli beside it, runs under AddressSanitizer, whose
// shadow memory and quarantine change what a process maps and keeps resident.
#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kAddressSanitizer = true;
#else
inline constexpr bool kAddressSanitizer = false;
#endif

// The address space this process maps now, in bytes.
inline rlim_t mappedBytes() {
    unsigned long pages = 0;
    if (std::FILE* statm = std::fopen("/proc/self/statm", "r")) {
        if (std::fscanf(statm, "%lu", &pages) != 1)
            pages = 0;
        std::fclose(statm);
    }
    return rlim_t(pages) * rlim_t(::sysconf(_SC_PAGESIZE));
}

// A field of /proc/self/status in bytes ("VmHWM", "VmRSS"), or -1.
inline qint64 procStatusBytes(const char* field) {
    qint64 kib = -1;
    if (std::FILE* status = std::fopen("/proc/self/status", "r")) {
        char line[256];
        const std::size_t length = std::strlen(field);
        while (std::fgets(line, sizeof line, status))
            if (std::strncmp(line, field, length) == 0 && line[length] == ':')
                kib = std::atoll(line + length + 1);
        std::fclose(status);
    }
    return kib < 0 ? -1 : kib << 10;
}

// Starts measuring the peak of resident memory afresh (the kernel's high-water mark is
// reset to what is resident now), and returns what is resident now.
inline qint64 startPeakResident() {
    if (std::FILE* clear = std::fopen("/proc/self/clear_refs", "w")) {
        std::fputs("5", clear);
        std::fclose(clear);
    }
    return procStatusBytes("VmRSS");
}

// The most memory resident since startPeakResident().
inline qint64 peakResident() {
    return procStatusBytes("VmHWM");
}

// body()'s return value as the child's exit status; 128 + the signal when it was killed
// (SIGALRM past `seconds`), 255 when it could not start.
inline int runBounded(rlim_t extraBytes, unsigned seconds, const std::function<int()>& body) {
    std::fflush(nullptr);
    const rlim_t limit = mappedBytes() + extraBytes;
    const pid_t child = ::fork();
    if (child < 0)
        return 255;
    if (child == 0) {
        const rlimit memory{limit, limit};
        ::setrlimit(RLIMIT_AS, &memory);
        ::alarm(seconds);
        ::_exit(body());
    }
    int status = 0;
    if (::waitpid(child, &status, 0) != child)
        return 255;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

// For a QProcess: the child's address space is capped at `bytes` before it starts. A
// sanitized child maps terabytes of shadow memory at its start, which no such cap allows:
// it gets the same bound on its resident memory instead, which AddressSanitizer enforces.
inline void limitAddressSpace(QProcess& process, rlim_t bytes) {
    if (kAddressSanitizer) {
        QProcessEnvironment env = process.processEnvironment();
        if (env.isEmpty())
            env = QProcessEnvironment::systemEnvironment();
        QString options = env.value(QStringLiteral("ASAN_OPTIONS"));
        if (!options.isEmpty())
            options += QLatin1Char(':');
        env.insert(QStringLiteral("ASAN_OPTIONS"),
                   options + QStringLiteral("hard_rss_limit_mb=%1").arg(quint64(bytes >> 20)));
        process.setProcessEnvironment(env);
        return;
    }
    process.setChildProcessModifier([bytes] {
        const rlimit memory{bytes, bytes};
        ::setrlimit(RLIMIT_AS, &memory);
    });
}

} // namespace hitmask::testing
