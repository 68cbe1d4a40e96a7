// SPDX-License-Identifier: MIT
// hitmask-banded-bench: time and peak memory of making the mask of a huge PNG, from its
// rows as they are decoded (bandedMask) and from the whole decoded image (ImageLoader and
// maskFromImage, as before). Each run is a child process, so that each peak is its own.
// It prints figures and never fails on timing.
#include "common/bandedmask.h"
#include "common/imageloader.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <cstdio>
#include <cstring>
#include <png.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace hitmask;

namespace {

// A side x side RGBA PNG written a row at a time: `noisy` gives every pixel an alpha of 0
// or 255 from a hash of its place (a dithered sprite at its worst), else all transparent.
bool writePng(const QString& path, int side, bool noisy) {
    FILE* file = std::fopen(QFile::encodeName(path).constData(), "wb");
    if (!file)
        return false;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
    png_infop info = png_create_info_struct(png);
    std::vector<unsigned char> row(std::size_t(side) * 4, 0);
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        std::fclose(file);
        return false;
    }
    png_init_io(png, file);
    png_set_compression_level(png, noisy ? 1 : 6);
    png_set_IHDR(png, info, png_uint_32(side), png_uint_32(side), 8, PNG_COLOR_TYPE_RGBA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (int y = 0; y < side; ++y) {
        if (noisy)
            for (int x = 0; x < side; ++x) {
                std::uint32_t h = std::uint32_t(x) * 0x9E3779B1u ^ std::uint32_t(y) * 0x85EBCA77u;
                h ^= h >> 15;
                h *= 0x2C1B3C6Du;
                h ^= h >> 13;
                unsigned char* p = row.data() + 4 * x;
                p[0] = 200;
                p[1] = 120;
                p[2] = 40;
                p[3] = (h & 1) ? 255 : 0;
            }
        png_write_row(png, row.data());
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return std::fclose(file) == 0;
}

// Runs `make` in a child; prints its wall time, peak RSS and the mask's solid pixels.
template <typename Make> void measure(const char* label, Make make) {
    std::fflush(stdout);
    QElapsedTimer timer;
    timer.start();
    const pid_t child = fork();
    if (child == 0) {
        const Mask mask = make();
        std::printf("  %-30s %zu solid pixels of %d x %d, ", label, mask.count(), mask.width(),
                    mask.height());
        std::fflush(stdout);
        _exit(mask.width() > 0 ? 0 : 1);
    }
    int status = 0;
    rusage usage{};
    wait4(child, &status, 0, &usage);
    std::printf("%.2f s, %.0f MB peak%s\n", double(timer.nsecsElapsed()) / 1e9,
                double(usage.ru_maxrss) / 1024.0,
                WIFEXITED(status) && WEXITSTATUS(status) == 0 ? "" : " (failed)");
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    // hitmask-banded-bench [SIDE [FOLDER]]: FOLDER keeps the PNGs, to time hitmask-cli on them.
    const int side = argc > 1 ? std::atoi(argv[1]) : 16000;
    QTemporaryDir temporary;
    const QDir dir(argc > 2 ? QString::fromLocal8Bit(argv[2]) : temporary.path());
    for (const bool noisy : {false, true}) {
        const QString path = dir.filePath(noisy ? "noisy.png" : "clear.png");
        if (!writePng(path, side, noisy)) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
            return 1;
        }
        std::printf("%s, %d x %d, %.1f MB:\n",
                    noisy ? "dithered alpha (0 or 255 per pixel)" : "fully transparent", side, side,
                    double(QFileInfo(path).size()) / 1e6);
        const MaskRule rule; // alpha > 0
        measure("rows as decoded (bandedMask)", [&] {
            PngBands png(path, ImageLoadLimits{}.allocationLimitMb);
            return bandedMask(png, rule).value_or(Mask());
        });
        measure("whole image (ImageLoader)", [&] {
            const LoadedImage loaded = ImageLoader().load(path);
            return maskFromImage(loaded.image, rule);
        });
    }
    return 0;
}
