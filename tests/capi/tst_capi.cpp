// SPDX-License-Identifier: MIT
// The C API (hitmask.h) against a brute-force oracle over byte arrays: masks, collisions
// at near and far offsets, HMSK files written byte by byte, errors, NULL and
// out-of-range arguments, and worlds against all pairs tested pixel by pixel.
#include "../support/boundedchild.h"
#include "capitest.hpp"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <climits>
#include <cstring>
#include <hitmask/hitmask.h>
#include <map>
#include <memory>
#include <string>
#include <sys/stat.h>
#include <vector>

using capioracle::Pixels;
using namespace capitest;

namespace {

int randomOffset(std::mt19937& rng, int near) {
    switch (rng() % 8) {
    case 0:
        return static_cast<int>(static_cast<long long>(rng() % 4000000001u) - 2000000000);
    case 1:
        return rng() % 2 ? INT_MAX : INT_MIN;
    default:
        return static_cast<int>(rng() % static_cast<unsigned>(2 * near + 1)) - near;
    }
}

} // namespace

class TestCApi : public QObject {
    Q_OBJECT

private slots:
    void version();
    void versionMacros();
    void masksMatchTheOracle();
    void collisionsMatchTheOracle();
    void filesMatchTheOracle();
    void loadErrorsAreMessagesThatFit();
    void nullAndOutOfRangeAreRefused();
    void nullOutsAreSkippedNotRefused();
};

void TestCApi::version() {
    QCOMPARE(QByteArray(hm_version()), QByteArray(HITMASK_EXPECTED_VERSION));
}

// The header's numbers, usable in #if, spell the version CMake set for the library.
void TestCApi::versionMacros() {
#if HM_VERSION_MAJOR < 0 || HM_VERSION_MINOR < 0 || HM_VERSION_PATCH < 0
    QFAIL("HM_VERSION_* must be numbers the preprocessor can compare");
#endif
    const QByteArray header = QByteArray::number(HM_VERSION_MAJOR) + '.' +
                              QByteArray::number(HM_VERSION_MINOR) + '.' +
                              QByteArray::number(HM_VERSION_PATCH);
    QCOMPARE(header, QByteArray(HITMASK_EXPECTED_VERSION));
}

void TestCApi::masksMatchTheOracle() {
    std::mt19937 rng(1);
    int cases = 0;
    for (int i = 0; i < 2000; ++i, ++cases) {
        Pixels p =
            capioracle::randomPixels(rng, capioracle::randomSide(rng), capioracle::randomSide(rng));
        MaskPtr m = makeMask(p, rng);
        const std::string why = differs(m.get(), p);
        QVERIFY2(why.empty(), ("mask " + std::to_string(i) + ": " + why).c_str());
        // Edits, inside and outside.
        for (int k = 0; k < 20; ++k) {
            const int x = static_cast<int>(rng() % static_cast<unsigned>(p.width + 4)) - 2;
            const int y = static_cast<int>(rng() % static_cast<unsigned>(p.height + 4)) - 2;
            const int solid = static_cast<int>(rng() % 2);
            const bool inside = x >= 0 && y >= 0 && x < p.width && y < p.height;
            QCOMPARE(hm_mask_set(m.get(), x, y, solid), inside ? 1 : 0);
            if (inside)
                p.solid[static_cast<std::size_t>(y * p.width + x)] =
                    static_cast<std::uint8_t>(solid);
        }
        QVERIFY2(differs(m.get(), p).empty(), ("edited mask " + std::to_string(i)).c_str());
    }
    qInfo("%d masks, each pixel and count checked before and after 20 edits", cases);
}

void TestCApi::collisionsMatchTheOracle() {
    std::mt19937 rng(2);
    int cases = 0, hits = 0;
    for (int i = 0; i < 1500; ++i) {
        const Pixels pa =
            capioracle::randomPixels(rng, capioracle::randomSide(rng), capioracle::randomSide(rng));
        const Pixels pb =
            capioracle::randomPixels(rng, capioracle::randomSide(rng), capioracle::randomSide(rng));
        const MaskPtr a = makeMask(pa, rng);
        const MaskPtr b = makeMask(pb, rng);
        for (int k = 0; k < 12; ++k, ++cases) {
            const int dx = randomOffset(rng, std::max(pa.width, pb.width) + 3);
            const int dy = randomOffset(rng, std::max(pa.height, pb.height) + 3);
            const capioracle::Overlap want = capioracle::overlap(pa, pb, dx, dy);
            const std::string where = "case " + std::to_string(cases) + " (" +
                                      std::to_string(pa.width) + "x" + std::to_string(pa.height) +
                                      " vs " + std::to_string(pb.width) + "x" +
                                      std::to_string(pb.height) + " at " + std::to_string(dx) +
                                      "," + std::to_string(dy) + ")";
            QVERIFY2(hm_overlaps(a.get(), b.get(), dx, dy) == (want.found ? 1 : 0), where.c_str());
            QVERIFY2(hm_overlap_area(a.get(), b.get(), dx, dy) == want.area, where.c_str());
            int x = -7, y = -7;
            QVERIFY2(hm_first_contact(a.get(), b.get(), dx, dy, &x, &y) == (want.found ? 1 : 0),
                     where.c_str());
            if (want.found)
                QVERIFY2(x == want.x && y == want.y, where.c_str());
            else
                QVERIFY2(x == -7 && y == -7, where.c_str());
            hits += want.found;
        }
    }
    qInfo("%d offsets checked (overlaps, area, first contact), %d of them overlapping", cases,
          hits);
}

// Random files of every version and encoding, frames of different sizes, channels and
// negative origins, from memory and from disk.
void TestCApi::filesMatchTheOracle() {
    std::mt19937 rng(3);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    int files = 0, masks = 0;
    static const char* const encodings[] = {"bytes", "rle", "bits"};
    for (int i = 0; i < 300; ++i, ++files) {
        const int encoding = static_cast<int>(rng() % 3);
        const bool v1 = rng() % 5 == 0;
        const int frameCount = 1 + static_cast<int>(rng() % 4);
        std::vector<std::string> names = {"solid"};
        if (!v1)
            for (int c = 1, n = static_cast<int>(rng() % 3); c <= n; ++c)
                names.push_back(c == 1 ? "hit" : "hurt \u00e9t\u00e9");
        std::vector<capioracle::Frame> frames;
        const int w1 = capioracle::randomSide(rng), h1 = capioracle::randomSide(rng) % 70 + 1;
        for (int f = 0; f < frameCount; ++f) {
            capioracle::Frame frame;
            const int w = v1 ? w1 : capioracle::randomSide(rng);
            const int h = v1 ? h1 : capioracle::randomSide(rng) % 70 + 1;
            for (std::size_t c = 0; c < names.size(); ++c)
                frame.channels.push_back(capioracle::randomPixels(rng, w, h));
            if (!v1) {
                frame.originX = static_cast<int>(rng() % 401) - 200;
                frame.originY = rng() % 7 == 0 ? INT_MIN : static_cast<int>(rng() % 401) - 200;
            }
            frames.push_back(std::move(frame));
        }
        std::vector<std::uint8_t> bytes;
        if (v1) {
            std::vector<Pixels> solids;
            for (const capioracle::Frame& f : frames)
                solids.push_back(f.channels[0]);
            bytes = capioracle::writeHmskV1(solids, encoding);
        } else {
            bytes = capioracle::writeHmsk(names, frames, encoding);
        }
        char error[200] = "untouched";
        FilePtr file;
        if (i % 10 == 0) {
            const QByteArray path = dir.filePath(QString("f%1.hmsk").arg(i)).toLocal8Bit();
            QFile out(QString::fromLocal8Bit(path));
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(reinterpret_cast<const char*>(bytes.data()),
                      static_cast<qint64>(bytes.size()));
            out.close();
            file.reset(hm_file_load(path.constData(), error, sizeof error));
        } else {
            file.reset(hm_file_load_memory(bytes.data(), bytes.size(), error, sizeof error));
        }
        QVERIFY2(file, error);
        QCOMPARE(QByteArray(error), QByteArray("untouched"));
        QCOMPARE(hm_file_version(file.get()), v1 ? 1 : 2);
        QCOMPARE(QByteArray(hm_file_encoding(file.get())), QByteArray(encodings[encoding]));
        QCOMPARE(hm_file_frames(file.get()), frameCount);
        QCOMPARE(hm_file_channels(file.get()), static_cast<int>(names.size()));
        for (int c = 0; c < static_cast<int>(names.size()); ++c) {
            QCOMPARE(QByteArray(hm_file_channel_name(file.get(), c)),
                     QByteArray(names[static_cast<std::size_t>(c)].c_str()));
            QCOMPARE(hm_file_channel_index(file.get(), names[static_cast<std::size_t>(c)].c_str()),
                     c);
        }
        QCOMPARE(hm_file_channel_name(file.get(), static_cast<int>(names.size())), nullptr);
        QCOMPARE(hm_file_channel_name(file.get(), -1), nullptr);
        QCOMPARE(hm_file_channel_index(file.get(), "Solid"), -1);
        QCOMPARE(hm_file_channel_index(file.get(), ""), -1);
        for (int f = 0; f < frameCount; ++f) {
            const capioracle::Frame& want = frames[static_cast<std::size_t>(f)];
            QCOMPARE(hm_file_frame_width(file.get(), f), want.channels[0].width);
            QCOMPARE(hm_file_frame_height(file.get(), f), want.channels[0].height);
            int x = 1, y = 1;
            QCOMPARE(hm_file_origin(file.get(), f, &x, &y), 1);
            QCOMPARE(x, want.originX);
            QCOMPARE(y, want.originY);
            for (int c = 0; c < static_cast<int>(names.size()); ++c, ++masks) {
                const std::string why = differs(hm_file_mask(file.get(), f, c),
                                                want.channels[static_cast<std::size_t>(c)]);
                QVERIFY2(why.empty(),
                         ("file " + std::to_string(i) + " frame " + std::to_string(f) + ": " + why)
                             .c_str());
            }
            QCOMPARE(hm_file_mask(file.get(), f, static_cast<int>(names.size())), nullptr);
            QCOMPARE(hm_file_mask(file.get(), f, -1), nullptr);
        }
        QCOMPARE(hm_file_mask(file.get(), frameCount, 0), nullptr);
        QCOMPARE(hm_file_frame_width(file.get(), frameCount), 0);
        QCOMPARE(hm_file_frame_height(file.get(), -1), 0);
        int x = 5, y = 5;
        QCOMPARE(hm_file_origin(file.get(), frameCount, &x, &y), 0);
        QCOMPARE(hm_file_origin(file.get(), -1, &x, &y), 0);
        QCOMPARE(x, 5);
        QCOMPARE(y, 5);
    }
    qInfo("%d files (versions 1 and 2, every encoding) with %d masks checked pixel by pixel", files,
          masks);
}

void TestCApi::loadErrorsAreMessagesThatFit() {
    const std::uint8_t badMagic[] = {'H', 'M', 'S', 'X', 2, 0, 1, 0, 1, 0, 0, 0};
    char error[100];
    QCOMPARE(hm_file_load_memory(badMagic, sizeof badMagic, error, sizeof error), nullptr);
    QCOMPARE(QByteArray(error), QByteArray("not an HMSK file (bad magic)"));
    QCOMPARE(hm_file_load_memory(badMagic, 3, error, sizeof error), nullptr);
    QCOMPARE(QByteArray(error), QByteArray("file is too short for an HMSK header (3 bytes)"));
    QCOMPARE(hm_file_load_memory(nullptr, 0, error, sizeof error), nullptr);
    QCOMPARE(QByteArray(error), QByteArray("file is too short for an HMSK header (0 bytes)"));
    QCOMPARE(hm_file_load_memory(nullptr, 12, error, sizeof error), nullptr);
    QCOMPARE(QByteArray(error), QByteArray("no data given"));
    QCOMPARE(hm_file_load(nullptr, error, sizeof error), nullptr);
    QCOMPARE(QByteArray(error), QByteArray("no path given"));

    QTemporaryDir dir;
    const QByteArray missing = dir.filePath("missing.hmsk").toLocal8Bit();
    QCOMPARE(hm_file_load(missing.constData(), error, sizeof error), nullptr);
    QCOMPARE(QByteArray(error), "cannot open " + missing + ": No such file or directory");
    const QByteArray folder = dir.path().toLocal8Bit();
    QCOMPARE(hm_file_load(folder.constData(), error, sizeof error), nullptr);
    QCOMPARE(QByteArray(error), "cannot read " + folder + ": Is a directory");
    // A file larger than any HMSK file is refused before it is read (a sparse file here:
    // it takes no disk space).
    const QString hugePath = dir.filePath("huge.hmsk");
    QFile huge(hugePath);
    QVERIFY(huge.open(QIODevice::WriteOnly));
    QVERIFY(huge.resize((qint64{1} << 30) + 1));
    huge.close();
    const QByteArray hugeName = hugePath.toLocal8Bit();
    char longError[256];
    QCOMPARE(hm_file_load(hugeName.constData(), longError, sizeof longError), nullptr);
    QCOMPARE(QByteArray(longError),
             "cannot read " + hugeName +
                 ": 1073741825 bytes, larger than any HMSK file (over 320 MiB)");
    // Just over the largest HMSK file: refused too, with its size.
    QVERIFY(QFile::resize(hugePath, (qint64{320} << 20) + 1));
    QCOMPARE(hm_file_load(hugeName.constData(), longError, sizeof longError), nullptr);
    QCOMPARE(QByteArray(longError),
             "cannot read " + hugeName +
                 ": 335544321 bytes, larger than any HMSK file (over 320 MiB)");

    // Endless or waiting sources are refused before they are opened, within a little
    // memory and at once (the child is killed after 10 seconds, over 64 MiB more).
    const QByteArray fifo = dir.filePath("pipe.hmsk").toLocal8Bit();
    QCOMPARE(::mkfifo(fifo.constData(), 0600), 0);
    for (const QByteArray& endless : {QByteArray("/dev/zero"), fifo}) {
        const int status = hitmask::testing::runBounded(64 << 20, 10, [&] {
            char message[256] = {};
            if (hm_file_load(endless.constData(), message, sizeof message))
                return 1;
            return QByteArray(message) == "cannot read " + endless +
                                              ": not a regular file (a device, pipe or socket)"
                       ? 0
                       : 2;
        });
        QVERIFY2(status == 0, qPrintable(QStringLiteral("%1: %2").arg(endless).arg(status)));
    }

    // Cut to fit, always terminated; nothing written for size 0; error may be NULL.
    const struct {
        std::size_t size;
        const char* want;
    } cuts[] = {{0, "XXXXXXXX"},
                {1, ""},
                {5, "not "},
                {29, "not an HMSK file (bad magic)"},
                {28, "not an HMSK file (bad magic"}};
    for (const auto& cut : cuts) {
        char buffer[9] = "XXXXXXXX";
        std::vector<char> big(cut.size + 1, 'X');
        char* target = cut.size < sizeof buffer ? buffer : big.data();
        QCOMPARE(hm_file_load_memory(badMagic, sizeof badMagic, target, cut.size), nullptr);
        QCOMPARE(QByteArray(target), QByteArray(cut.want));
    }
    char buffer[9] = "XXXXXXXX";
    QCOMPARE(hm_file_load(missing.constData(), buffer, 5), nullptr);
    QCOMPARE(QByteArray(buffer), QByteArray("cann"));
    QCOMPARE(hm_file_load_memory(badMagic, sizeof badMagic, nullptr, 50), nullptr);
    QCOMPARE(hm_file_load(missing.constData(), nullptr, 50), nullptr);

    // Every cut of a valid file is refused with a message; the whole file loads.
    std::mt19937 rng(4);
    const std::vector<std::uint8_t> bytes = capioracle::writeHmsk(
        {"solid", "hit"},
        {{{capioracle::randomPixels(rng, 70, 5), capioracle::randomPixels(rng, 70, 5)}, 3, -4}}, 1);
    for (std::size_t n = 0; n < bytes.size(); ++n) {
        error[0] = '\0';
        QCOMPARE(hm_file_load_memory(bytes.data(), n, error, sizeof error), nullptr);
        QVERIFY(std::strlen(error) > 0);
    }
    FilePtr whole(hm_file_load_memory(bytes.data(), bytes.size(), error, sizeof error));
    QVERIFY(whole);
    qInfo("%zu truncated files refused", bytes.size());
}

void TestCApi::nullAndOutOfRangeAreRefused() {
    int x = 9, y = 9;
    char error[16];
    MaskPtr m(hm_mask_new(4, 4));
    QVERIFY(m);
    hm_mask_set(m.get(), 1, 1, 1);
    const std::uint8_t rgba[16] = {0, 0, 0, 255};

    QCOMPARE(hm_file_version(nullptr), 0);
    QCOMPARE(hm_file_encoding(nullptr), nullptr);
    QCOMPARE(hm_file_frames(nullptr), 0);
    QCOMPARE(hm_file_channels(nullptr), 0);
    QCOMPARE(hm_file_channel_name(nullptr, 0), nullptr);
    QCOMPARE(hm_file_channel_index(nullptr, "solid"), -1);
    QCOMPARE(hm_file_frame_width(nullptr, 0), 0);
    QCOMPARE(hm_file_frame_height(nullptr, 0), 0);
    QCOMPARE(hm_file_mask(nullptr, 0, 0), nullptr);
    QCOMPARE(hm_file_origin(nullptr, 0, &x, &y), 0);
    hm_file_free(nullptr);
    const std::vector<std::uint8_t> one =
        capioracle::writeHmsk({"solid"}, {{{Pixels{1, 1, {1}}}, 0, 0}}, 0);
    FilePtr file(hm_file_load_memory(one.data(), one.size(), error, sizeof error));
    QVERIFY(file);
    QCOMPARE(hm_file_channel_index(file.get(), nullptr), -1);
    QCOMPARE(hm_file_mask(file.get(), INT_MAX, INT_MAX), nullptr);
    QCOMPARE(hm_file_mask(file.get(), INT_MIN, 0), nullptr);
    // A file's mask is the file's: hm_mask_free ignores it.
    hm_mask_free(const_cast<hm_mask*>(hm_file_mask(file.get(), 0, 0)));
    QCOMPARE(hm_mask_count(hm_file_mask(file.get(), 0, 0)), 1LL);

    QCOMPARE(hm_mask_new(-1, 5), nullptr);
    QCOMPARE(hm_mask_new(5, INT_MIN), nullptr);
    QCOMPARE(hm_mask_new(INT_MAX, INT_MAX), nullptr); // far past the size limit
    MaskPtr empty(hm_mask_new(0, 7));
    QVERIFY(empty);
    QCOMPARE(hm_mask_width(empty.get()), 0);
    QCOMPARE(hm_mask_height(empty.get()), 0);
    QCOMPARE(hm_mask_from_rgba(nullptr, 2, 2, 8, 0), nullptr);
    QCOMPARE(hm_mask_from_rgba(rgba, -2, 2, 8, 0), nullptr);
    QCOMPARE(hm_mask_from_rgba(rgba, 2, -2, 8, 0), nullptr);
    QCOMPARE(hm_mask_from_rgba(rgba, 2, 2, 7, 0), nullptr); // rows overlap
    QCOMPARE(hm_mask_from_rgba(rgba, 2, 2, -7, 0), nullptr);
    QCOMPARE(hm_mask_from_rgba(rgba, INT_MAX, INT_MAX, PTRDIFF_MAX, 0), nullptr);
    MaskPtr fromRgba(hm_mask_from_rgba(rgba, 2, 2, 8, 0));
    QCOMPARE(hm_mask_count(fromRgba.get()), 1LL);
    hm_mask_free(nullptr);
    QCOMPARE(hm_mask_width(nullptr), 0);
    QCOMPARE(hm_mask_height(nullptr), 0);
    QCOMPARE(hm_mask_get(nullptr, 0, 0), 0);
    QCOMPARE(hm_mask_get(m.get(), INT_MIN, INT_MAX), 0);
    QCOMPARE(hm_mask_set(nullptr, 0, 0, 1), 0);
    QCOMPARE(hm_mask_set(m.get(), INT_MAX, 0, 1), 0);
    QCOMPARE(hm_mask_set(m.get(), 0, -1, 1), 0);
    QCOMPARE(hm_mask_count(nullptr), 0LL);
    QCOMPARE(hm_mask_count(m.get()), 1LL);

    QCOMPARE(hm_overlaps(nullptr, m.get(), 0, 0), 0);
    QCOMPARE(hm_overlaps(m.get(), nullptr, 0, 0), 0);
    QCOMPARE(hm_overlap_area(nullptr, m.get(), 0, 0), 0LL);
    QCOMPARE(hm_overlap_area(m.get(), nullptr, 0, 0), 0LL);
    QCOMPARE(hm_first_contact(nullptr, m.get(), 0, 0, &x, &y), 0);
    QCOMPARE(hm_first_contact(m.get(), nullptr, 0, 0, &x, &y), 0);
    QCOMPARE(x, 9);
    QCOMPARE(hm_overlaps(m.get(), empty.get(), 0, 0), 0);
    QCOMPARE(hm_overlaps(m.get(), m.get(), INT_MIN, INT_MAX), 0);

    QCOMPARE(hm_world_new(0), nullptr);
    QCOMPARE(hm_world_new(-64), nullptr);
    hm_world_free(nullptr);
    QCOMPARE(hm_world_add(nullptr, m.get(), 0, 0), HM_INVALID_ID);
    QCOMPARE(hm_world_move(nullptr, 0, 0, 0), 0);
    QCOMPARE(hm_world_set_mask(nullptr, 0, m.get()), 0);
    QCOMPARE(hm_world_remove(nullptr, 0), 0);
    QCOMPARE(hm_world_set_layers(nullptr, 0, 1, 1), 0);
    QCOMPARE(hm_world_contains(nullptr, 0), 0);
    QCOMPARE(hm_world_size(nullptr), 0LL);
    QCOMPARE(hm_world_collisions(nullptr, nullptr, nullptr), 0LL);
    QCOMPARE(hm_world_query(nullptr, m.get(), 0, 0, ~0u, nullptr, nullptr), 0LL);
    QCOMPARE(hm_world_cell_size(nullptr), 0);
    QCOMPARE(hm_world_candidate_pairs(nullptr), 0LL);
    WorldPtr world(hm_world_new(1)); // counts as 4
    QVERIFY(world);
    QCOMPARE(hm_world_cell_size(world.get()), 4);
    QCOMPARE(hm_world_add(world.get(), nullptr, 0, 0), HM_INVALID_ID);
    const uint32_t id = hm_world_add(world.get(), m.get(), INT_MAX, INT_MIN);
    QVERIFY(id != HM_INVALID_ID);
    for (const uint32_t bad : {id + 1, HM_INVALID_ID, 12345u}) {
        QCOMPARE(hm_world_move(world.get(), bad, 0, 0), 0);
        QCOMPARE(hm_world_set_mask(world.get(), bad, m.get()), 0);
        QCOMPARE(hm_world_remove(world.get(), bad), 0);
        QCOMPARE(hm_world_set_layers(world.get(), bad, 1, 1), 0);
        QCOMPARE(hm_world_contains(world.get(), bad), 0);
    }
    QCOMPARE(hm_world_set_mask(world.get(), id, nullptr), 0);
    QCOMPARE(hm_world_query(world.get(), nullptr, 0, 0, ~0u, nullptr, nullptr), 0LL);
    QCOMPARE(hm_world_query(world.get(), m.get(), INT_MAX, INT_MIN, ~0u, nullptr, nullptr), 1LL);
    QCOMPARE(hm_world_query(world.get(), m.get(), INT_MAX, INT_MIN, 2u, nullptr, nullptr), 0LL);
    QCOMPARE(hm_world_size(world.get()), 1LL);
    QCOMPARE(hm_world_remove(world.get(), id), 1);
    QCOMPARE(hm_world_remove(world.get(), id), 0);
    QCOMPARE(hm_world_move(world.get(), id, 0, 0), 0);
    QCOMPARE(hm_world_size(world.get()), 0LL);
}

// A NULL out-pointer is one the caller does not need: the others are written and the
// answer stays the same, a contact stays a contact.
void TestCApi::nullOutsAreSkippedNotRefused() {
    MaskPtr m(hm_mask_new(8, 8));
    QCOMPARE(hm_mask_set(m.get(), 5, 2, 1), 1);
    int x = -1, y = -1;
    QCOMPARE(hm_first_contact(m.get(), m.get(), 0, 0, nullptr, &y), 1);
    QCOMPARE(y, 2);
    QCOMPARE(hm_first_contact(m.get(), m.get(), 0, 0, &x, nullptr), 1);
    QCOMPARE(x, 5);
    QCOMPARE(hm_first_contact(m.get(), m.get(), 0, 0, nullptr, nullptr), 1);
    QCOMPARE(hm_first_contact(m.get(), m.get(), 1, 0, nullptr, nullptr), 0);

    char error[64];
    capioracle::Frame frame{{Pixels{1, 1, {1}}}, 3, -4};
    const std::vector<std::uint8_t> bytes = capioracle::writeHmsk({"solid"}, {frame}, 0);
    FilePtr file(hm_file_load_memory(bytes.data(), bytes.size(), error, sizeof error));
    QVERIFY2(file, error);
    x = y = 0;
    QCOMPARE(hm_file_origin(file.get(), 0, nullptr, &y), 1);
    QCOMPARE(y, -4);
    QCOMPARE(hm_file_origin(file.get(), 0, &x, nullptr), 1);
    QCOMPARE(x, 3);
    QCOMPARE(hm_file_origin(file.get(), 0, nullptr, nullptr), 1);
    QCOMPARE(hm_file_origin(file.get(), 1, nullptr, nullptr), 0);
}

QTEST_GUILESS_MAIN(TestCApi)
#include "tst_capi.moc"
