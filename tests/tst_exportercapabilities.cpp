// SPDX-License-Identifier: MIT
// Every registered format does what its capabilities say: each capability is checked by
// what the format writes (the README's payload definitions, the difference an option
// makes), never by a second table of formats.
#include "export/maskexporter.h"
#include "support/reference.hpp"

#include <QIODevice>
#include <QTest>
#include <cmath>

using namespace hitmask;

namespace {

// A disc with a round hole: its outline has a hole, and simplified it has slanted edges,
// so that its convex pieces depend on how many vertices each may have.
testing::ByteMask ring(int size) {
    testing::ByteMask m{size, size, std::vector<std::uint8_t>(std::size_t(size) * size)};
    const double centre = (size - 1) / 2.0;
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const double r = std::hypot(x - centre, y - centre);
            m.pixels[std::size_t(y) * size + x] = r <= size / 2.0 && r > size / 5.0;
        }
    return m;
}

// A few solid pixels on a diagonal, different from ring() in every row.
testing::ByteMask diagonal(int size) {
    testing::ByteMask m{size, size, std::vector<std::uint8_t>(std::size_t(size) * size)};
    for (int i = 0; i < size; ++i)
        m.pixels[std::size_t(i) * size + i] = 1;
    return m;
}

// The payloads of the README's "Mask formats" table, written from its words.
QByteArray bytesPayload(const testing::ByteMask& m) {
    return QByteArray(reinterpret_cast<const char*>(m.pixels.data()), qsizetype(m.pixels.size()));
}

QByteArray bitsPayload(const testing::ByteMask& m) {
    QByteArray out;
    for (int y = 0; y < m.height; ++y)
        for (int x = 0; x < m.width; x += 8) {
            int byte = 0;
            for (int bit = 0; bit < 8; ++bit)
                if (m.at(x + bit, y))
                    byte |= 0x80 >> bit;
            out += char(byte);
        }
    return out;
}

QByteArray rlePayload(const testing::ByteMask& m) {
    QByteArray out;
    for (int y = 0; y < m.height; ++y)
        for (int x = 0; x < m.width;) {
            const bool solid = m.at(x, y);
            int run = 0;
            while (x < m.width && m.at(x, y) == solid && run < 127) {
                ++run;
                ++x;
            }
            out += char(solid ? run : -run);
        }
    return out;
}

// Counts the pieces a writer hands it, and the largest.
class PieceCounter final : public QIODevice {
public:
    PieceCounter() { open(QIODevice::WriteOnly); }
    QByteArray bytes;
    int pieces = 0;
    qint64 largest = 0;

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char* data, qint64 size) override {
        bytes.append(data, size);
        ++pieces;
        largest = std::max(largest, size);
        return size;
    }
};

} // namespace

class TestExporterCapabilities : public QObject {
    Q_OBJECT

private slots:
    void init();
    void rawPayloadIsTheFirstFramesBarePayload();
    void encodingChoiceChangesThePayload();
    void identifierIsDeclared();
    void channelsShareOneFile();
    void shapesFollowTheShapeSettings();
    void holesAreKeptOrCutIntoPieces();
    void streamingFormatsWriteInPieces();
    void gridFramesNeedTheImagesGrid();

private:
    static constexpr int kSize = 24;
    ExportChannels channels_;
    ExportOptions options_;
};

void TestExporterCapabilities::init() {
    // Two frames side by side in a strip image (a grid Tiled can cut), two channels.
    channels_ = {{QStringLiteral("solid"), {ring(kSize).toMask(), diagonal(kSize).toMask()}},
                 {QStringLiteral("hit"), {diagonal(kSize).toMask(), ring(kSize).toMask()}}};
    options_ = ExportOptions{};
    options_.name = QStringLiteral("walker");
    options_.places.imageSize = QSize(2 * kSize, kSize);
    options_.places.rects = {QRect(0, 0, kSize, kSize), QRect(kSize, 0, kSize, kSize)};
}

void TestExporterCapabilities::rawPayloadIsTheFirstFramesBarePayload() {
    const QList<QByteArray> payloads{bytesPayload(ring(kSize)), rlePayload(ring(kSize)),
                                     bitsPayload(ring(kSize))};
    const ExportChannels one{{QStringLiteral("solid"), {ring(kSize).toMask()}}};
    ExportOptions raw = options_;
    raw.raw = true;
    int rawFormats = 0;
    for (const MaskExporter* exporter : allExporters()) {
        const QByteArray bare = exporter->write(channels_, raw);
        const QByteArray plain = exporter->write(channels_, options_);
        if (!exporter->can(MaskExporter::RawPayload)) {
            QVERIFY2(bare == plain,
                     qPrintable(exporter->id() + QStringLiteral(": raw changed the output")));
            continue;
        }
        ++rawFormats;
        QVERIFY2(payloads.contains(bare), qPrintable(exporter->id()));
        // The same bytes end the format's own file of that one frame, after their length
        // (HMSK: each payload follows its u32 little-endian length).
        const QByteArray file = exporter->write(one, options_);
        const qsizetype n = bare.size();
        QVERIFY2(file.size() > n + 4 && file.endsWith(bare), qPrintable(exporter->id()));
        QByteArray length(4, '\0');
        for (int i = 0; i < 4; ++i)
            length[i] = char(n >> 8 * i & 0xff);
        QCOMPARE(file.mid(file.size() - n - 4, 4), length);
        QVERIFY(!bare.startsWith(file.left(4)));
        QVERIFY(exporter->rawSuffix() != exporter->suffix());
    }
    QVERIFY(rawFormats > 0);
}

void TestExporterCapabilities::encodingChoiceChangesThePayload() {
    for (const MaskExporter* exporter : allExporters()) {
        ExportOptions bytes = options_;
        bytes.encoding = Encoding::Bytes;
        ExportOptions bits = options_;
        bits.encoding = Encoding::Bits;
        QVERIFY2((exporter->write(channels_, bytes) != exporter->write(channels_, bits)) ==
                     exporter->can(MaskExporter::EncodingChoice),
                 qPrintable(exporter->id()));
    }
}

void TestExporterCapabilities::identifierIsDeclared() {
    // A C header's macros are HITMASK_ and the identifier in capitals (README): a format
    // declares the name as an identifier exactly when its file holds them.
    for (const MaskExporter* exporter : allExporters()) {
        ExportOptions options = options_;
        options.name = QStringLiteral("Hero Walk!");
        const QByteArray out = exporter->write(channels_, options);
        QVERIFY2(!out.isEmpty(), qPrintable(exporter->id()));
        QVERIFY2(out.contains("HITMASK_HERO_WALK") == exporter->can(MaskExporter::Identifier),
                 qPrintable(exporter->id()));
        if (exporter->can(MaskExporter::Identifier)) {
            QVERIFY(out.contains("hero_walk"));
            QVERIFY(!out.contains("Hero Walk"));
        }
    }
}

void TestExporterCapabilities::channelsShareOneFile() {
    const ExportChannels first{channels_.front()};
    for (const MaskExporter* exporter : allExporters())
        QVERIFY2((exporter->write(channels_, options_) != exporter->write(first, options_)) ==
                     exporter->can(MaskExporter::Channels),
                 qPrintable(exporter->id()));
}

void TestExporterCapabilities::shapesFollowTheShapeSettings() {
    for (const MaskExporter* exporter : allExporters()) {
        ExportOptions boxes = options_;
        boxes.shapes.kind = ShapeSettings::Kind::Boxes;
        ExportOptions polygons = options_;
        polygons.shapes.kind = ShapeSettings::Kind::Polygons;
        QVERIFY2((exporter->write(channels_, boxes) != exporter->write(channels_, polygons)) ==
                     exporter->can(MaskExporter::Shapes),
                 qPrintable(exporter->id()));
        if (!exporter->can(MaskExporter::Shapes))
            QVERIFY(!exporter->can(MaskExporter::ShapeHoles));
    }
}

void TestExporterCapabilities::holesAreKeptOrCutIntoPieces() {
    // Outlines with holes, not convex pieces: maxVertices matters only where the holes are
    // cut away, which makes convex pieces.
    int keeping = 0;
    int cutting = 0;
    for (const MaskExporter* exporter : allExporters()) {
        if (!exporter->can(MaskExporter::Shapes))
            continue;
        ExportOptions few = options_;
        few.shapes.kind = ShapeSettings::Kind::Polygons;
        few.shapes.tolerance = 1;
        few.shapes.maxVertices = ShapeSettings::kMinVertices;
        ExportOptions many = few;
        many.shapes.maxVertices = 64;
        const bool keeps = exporter->write(channels_, few) == exporter->write(channels_, many);
        QVERIFY2(keeps == exporter->can(MaskExporter::ShapeHoles), qPrintable(exporter->id()));
        ++(keeps ? keeping : cutting);
    }
    QVERIFY(keeping > 0 && cutting > 0);
}

void TestExporterCapabilities::streamingFormatsWriteInPieces() {
    // Files of several of the pieces a streaming writer hands on (64 KiB, hmskwrite.cpp) in
    // every encoding: stripes one pixel wide make an RLE code per pixel.
    const int size = 512;
    testing::ByteMask stripes{size, size, std::vector<std::uint8_t>(std::size_t(size) * size)};
    for (std::size_t i = 0; i < stripes.pixels.size(); i += 2)
        stripes.pixels[i] = 1;
    const ExportChannels channels{{QStringLiteral("solid"), {stripes.toMask(), stripes.toMask()}},
                                  {QStringLiteral("hit"), {stripes.toMask(), stripes.toMask()}}};
    ExportOptions options = options_;
    options.places.imageSize = QSize(2 * size, size);
    options.places.rects = {QRect(0, 0, size, size), QRect(size, 0, size, size)};
    for (const MaskExporter* exporter : allExporters()) {
        PieceCounter device;
        QVERIFY2(exporter->writeTo(device, channels, options), qPrintable(exporter->id()));
        QCOMPARE(device.bytes, exporter->write(channels, options));
        QVERIFY2((device.largest < device.bytes.size()) == exporter->can(MaskExporter::Streams),
                 qPrintable(exporter->id()));
    }
}

void TestExporterCapabilities::gridFramesNeedTheImagesGrid() {
    ExportOptions loose = options_;
    loose.places = FramePlaces{}; // frames of no one image: an animation's files
    for (const MaskExporter* exporter : allExporters()) {
        QVERIFY2(exporter->problem(2, options_).isEmpty(), qPrintable(exporter->id()));
        const bool needsGrid = exporter->can(MaskExporter::GridFrames);
        QVERIFY2(exporter->problem(2, loose).isEmpty() != needsGrid, qPrintable(exporter->id()));
        QVERIFY2(exporter->write(channels_, loose).isEmpty() == needsGrid,
                 qPrintable(exporter->id()));
    }
}

QTEST_GUILESS_MAIN(TestExporterCapabilities)
#include "tst_exportercapabilities.moc"
