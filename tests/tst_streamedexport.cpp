// SPDX-License-Identifier: MIT
// Formats that stream (HMSK, raw payloads, PBM) write into a device exactly what write()
// returns, and files written by a writer are all-or-nothing like those written whole.
#include "common/buildoutput.h"
#include "export/maskexporter.h"
#include "support/fixturefiles.h"
#include "support/reference.hpp"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <random>

using namespace hitmask;
using hitmask::testing::readAll;

namespace {

Mask randomMask(std::mt19937& rng, int width, int height) {
    testing::ByteMask m{width, height, std::vector<std::uint8_t>(std::size_t(width) * height)};
    for (std::uint8_t& px : m.pixels)
        px = std::uint8_t(rng() % 3 == 0);
    return m.toMask();
}

bool writeAll(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// Takes `room` bytes, then refuses every write, like a full disk.
class FullDevice final : public QIODevice {
public:
    explicit FullDevice(qint64 room)
        : room_(room) {
        open(QIODevice::WriteOnly);
    }
    int writesAfterFull = 0;

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char*, qint64 size) override {
        if (full_) {
            ++writesAfterFull;
            return -1;
        }
        if (size > room_) {
            full_ = true;
            return -1;
        }
        room_ -= size;
        return size;
    }

private:
    qint64 room_;
    bool full_ = false;
};

} // namespace

class TestStreamedExport : public QObject {
    Q_OBJECT

private slots:
    void streamedBytesAreWriteBytes();
    void failedDeviceFailsTheWrite();
    void failedWriterKeepsTheOldFile();
    void sameBytesKeepTheFileAndItsTime();
};

void TestStreamedExport::streamedBytesAreWriteBytes() {
    std::mt19937 rng(17);
    int compared = 0;
    int streaming = 0;
    for (const MaskExporter* exporter : allExporters()) {
        if (!exporter->streams())
            continue;
        ++streaming;
        for (int round = 0; round < 20; ++round) {
            const int channelCount = 1 + int(rng() % 3);
            const int frameCount = 1 + int(rng() % 6);
            ExportChannels channels;
            for (int c = 0; c < channelCount; ++c)
                channels.push_back(
                    {c == 0 ? QStringLiteral("solid") : QStringLiteral("c%1").arg(c), {}});
            ExportOptions options;
            for (int f = 0; f < frameCount; ++f) {
                const int w = 40 + int(rng() % 60);
                const int h = 1 + int(rng() % 50);
                for (ExportChannel& channel : channels)
                    channel.frames.push_back(randomMask(rng, w, h));
                options.origins.push_back({int(rng() % 9), -int(rng() % 9)});
            }
            // Now and then a channel short of a frame, which an HMSK file cannot hold.
            if (channelCount > 1 && round % 5 == 4)
                channels.back().frames.pop_back();
            for (bool raw : {false, true}) {
                if (raw && !exporter->supportsRaw())
                    continue;
                options.raw = raw;
                const QByteArray whole = exporter->write(channels, options);
                QCOMPARE(exporter->canWrite(channels, options), !whole.isEmpty());
                QByteArray streamed;
                QBuffer device(&streamed);
                device.open(QIODevice::WriteOnly);
                QCOMPARE(exporter->writeTo(device, channels, options), !whole.isEmpty());
                QCOMPARE(streamed, whole);
                ++compared;
            }
        }
    }
    QCOMPARE(streaming, 4); // bytes, rle, bits, pbm
    QCOMPARE(compared, 4 * 20 + 3 * 20);
}

void TestStreamedExport::failedDeviceFailsTheWrite() {
    std::mt19937 rng(2);
    const ExportChannels channels{{QStringLiteral("solid"), {randomMask(rng, 900, 700)}}};
    for (const MaskExporter* exporter : allExporters()) {
        if (!exporter->streams())
            continue;
        // Bytes make 630,000, bits and PBM 79,000: fail at the first piece or a later one.
        for (qint64 room : {0, 20000, 70000}) {
            FullDevice device(room);
            QVERIFY2(!exporter->writeTo(device, channels, {}),
                     qPrintable(exporter->id() + QString::number(room)));
            QCOMPARE(device.writesAfterFull, 0);
        }
    }
}

void TestStreamedExport::failedWriterKeepsTheOldFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("walker.hmsk"));
    QVERIFY(writeAll(path, "old contents"));
    QString error;
    int calls = 0;
    const bool written = writeFileAtomically(
        path,
        [&calls](QIODevice& device) {
            ++calls;
            device.write("new, then a failure");
            return false;
        },
        &error);
    QVERIFY(!written);
    QCOMPARE(calls, 1);
    QVERIFY(error.startsWith(QStringLiteral("cannot write ")));
    QCOMPARE(readAll(path), QByteArray("old contents"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("walker.hmsk")});

    QVERIFY(writeFileAtomically(
        path, [](QIODevice& device) { return device.write("new") == 3; }, &error));
    QCOMPARE(readAll(path), QByteArray("new"));
}

void TestStreamedExport::sameBytesKeepTheFileAndItsTime() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sub/walker.hmsk"));
    const QByteArray bytes(300000, 'x');
    const DeviceWriter inPieces = [&bytes](QIODevice& device) {
        for (qsizetype at = 0; at < bytes.size(); at += 65536)
            if (device.write(bytes.mid(at, 65536)) < 0)
                return false;
        return true;
    };
    QString error;
    QVERIFY2(writeBuildOutput(path, inPieces, &error), qPrintable(error));
    QCOMPARE(readAll(path), bytes);
    // An old time stamp that a rewrite of the same bytes must keep.
    const QDateTime old = QDateTime::currentDateTimeUtc().addSecs(-3600);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.setFileTime(old, QFileDevice::FileModificationTime));
    }
    QVERIFY(writeBuildOutput(path, inPieces, &error));
    QCOMPARE(QFileInfo(path).lastModified().toSecsSinceEpoch(), old.toSecsSinceEpoch());
    // A longer file, a shorter one, and one that differs in its last byte are replaced.
    for (const QByteArray& other : {bytes + 'y', bytes.chopped(1), bytes.chopped(1) + 'y'}) {
        QVERIFY(writeAll(path, other));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.setFileTime(old, QFileDevice::FileModificationTime));
        file.close();
        QVERIFY(writeBuildOutput(path, inPieces, &error));
        QCOMPARE(readAll(path), bytes);
        QVERIFY(QFileInfo(path).lastModified() > old.addSecs(60));
    }
}

QTEST_GUILESS_MAIN(TestStreamedExport)
#include "tst_streamedexport.moc"
