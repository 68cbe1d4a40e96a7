// SPDX-License-Identifier: MIT
// Every registered format does what its capabilities say: each capability is checked by
// what the format writes (the README's payload definitions, the difference an option
// makes), never by a second table of formats.
#include "capi/capioracle.hpp"
#include "export/maskexporter.h"
#include "support/reference.hpp"

#include <QIODevice>
#include <QTest>
#include <cmath>
#include <functional>

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

// A payload as the README's "Mask formats" table defines it (0 bytes, 1 rle, 2 bits).
QByteArray payload(const testing::ByteMask& m, int encoding) {
    const std::vector<std::uint8_t> bytes =
        capioracle::payload(capioracle::Pixels{m.width, m.height, m.pixels}, encoding);
    return QByteArray(reinterpret_cast<const char*>(bytes.data()), qsizetype(bytes.size()));
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

// A format that writes nothing, for the choice lists: a word, a note, suffixes.
class Listed final : public MaskExporter {
public:
    Listed(const char* id, const char* note, const char* suffix, Capabilities capabilities)
        : id_(QString::fromLatin1(id))
        , note_(QString::fromLatin1(note))
        , suffix_(QString::fromLatin1(suffix))
        , capabilities_(capabilities) {}
    QString id() const override { return id_; }
    QString displayName() const override { return id_; }
    QString helpNote() const override { return note_; }
    QString suffix() const override { return suffix_; }
    QString rawSuffix() const override { return id_; }
    Capabilities capabilities() const override { return capabilities_; }
    QByteArray write(const ExportChannels&, const ExportOptions&) const override { return {}; }
    bool recognises(const QByteArray&, bool) const override { return false; }

private:
    QString id_, note_, suffix_;
    Capabilities capabilities_;
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
    void choiceListsGroupFormatsByTheirNote();

private:
    using Edit = std::function<void(ExportOptions&)>;
    // Whether the two edits of the options make two different files.
    bool changes(const MaskExporter& exporter, const Edit& a, const Edit& b) const {
        ExportOptions first = options_;
        a(first);
        ExportOptions second = options_;
        b(second);
        return exporter.write(channels_, first) != exporter.write(channels_, second);
    }

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
    const QList<QByteArray> payloads{payload(ring(kSize), 0), payload(ring(kSize), 1),
                                     payload(ring(kSize), 2)};
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
    for (const MaskExporter* exporter : allExporters())
        QVERIFY2(changes(
                     *exporter, [](ExportOptions& o) { o.encoding = Encoding::Bytes; },
                     [](ExportOptions& o) { o.encoding = Encoding::Bits; }) ==
                     exporter->can(MaskExporter::EncodingChoice),
                 qPrintable(exporter->id()));
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
        QVERIFY2(changes(
                     *exporter,
                     [](ExportOptions& o) { o.shapes.kind = ShapeSettings::Kind::Boxes; },
                     [](ExportOptions& o) { o.shapes.kind = ShapeSettings::Kind::Polygons; }) ==
                     exporter->can(MaskExporter::Shapes),
                 qPrintable(exporter->id()));
        if (!exporter->can(MaskExporter::Shapes))
            QVERIFY(!exporter->can(MaskExporter::ShapeHoles));
    }
}

void TestExporterCapabilities::holesAreKeptOrCutIntoPieces() {
    // Outlines with holes, not convex pieces: maxVertices matters only where the holes are
    // cut away, which makes convex pieces.
    const auto outlines = [](int maxVertices) {
        return [maxVertices](ExportOptions& o) {
            o.shapes.kind = ShapeSettings::Kind::Polygons;
            o.shapes.tolerance = 1;
            o.shapes.maxVertices = maxVertices;
        };
    };
    int keeping = 0;
    int cutting = 0;
    for (const MaskExporter* exporter : allExporters()) {
        if (!exporter->can(MaskExporter::Shapes))
            continue;
        const bool keeps = !changes(*exporter, outlines(ShapeSettings::kMinVertices), outlines(64));
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

void TestExporterCapabilities::choiceListsGroupFormatsByTheirNote() {
    QCOMPARE(alternatives({}), QString());
    QCOMPARE(alternatives({QStringLiteral("a")}), QStringLiteral("a"));
    QCOMPARE(alternatives({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}),
             QStringLiteral("a, b or c"));
    const Listed x1("x1", "x files", "x", MaskExporter::RawPayload);
    const Listed x2("x2", "x files", "x", MaskExporter::RawPayload);
    const Listed y("y", "", "y", {});
    const Listed z("z", "a z", "zz", {});
    const Listed x3("x3", "x files", "x", {});
    QCOMPARE(formatChoices({&y, &z}), QStringLiteral("y or z (a z)"));
    QCOMPARE(formatChoices({&x1, &x2, &y, &z}),
             QStringLiteral("x1 or x2 (x files), y, or z (a z)"));
    // Only neighbours share a note's group.
    QCOMPARE(formatChoices({&x1, &y, &x3}), QStringLiteral("x1 (x files), y or x3 (x files)"));
    QCOMPARE(suffixChoices({&y, &z}), QStringLiteral(".y or .zz"));
    QCOMPARE(suffixChoices({&x1, &x2, &y, &x3}),
             QStringLiteral(".x, .y, or .x1, .x2 for a raw payload"));
}

QTEST_GUILESS_MAIN(TestExporterCapabilities)
#include "tst_exportercapabilities.moc"
