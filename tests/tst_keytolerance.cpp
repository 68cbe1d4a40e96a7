// SPDX-License-Identifier: MIT
// A colour key's tolerance in the document: an undo step like the other rule changes,
// saved in the project (only when it matters) and read back, old projects exact.
#include "document/commands/channelcommands.h"
#include "document/commands/setchannelrule.h"
#include "document/projectfile.h"
#include "support/documentfixture.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <random>

using namespace hitmask;

namespace {

constexpr int kW = 70;
constexpr int kH = 9;

// Magenta moved up to 12 off on each channel, as JPEG leaves a flat background, around a
// 30 x 5 block of green.
QImage noisyMagenta() {
    std::mt19937 rng(3);
    const auto jitter = [&](int v) {
        return std::clamp(v + int(rng() % 25u) - 12, 0, 255);
    };
    QImage image(kW, kH, QImage::Format_RGB32);
    for (int y = 0; y < kH; ++y)
        for (int x = 0; x < kW; ++x)
            image.setPixel(x, y, qRgb(jitter(255), jitter(0), jitter(255)));
    for (int y = 2; y < 7; ++y)
        for (int x = 20; x < 50; ++x)
            image.setPixel(x, y, qRgb(40, 160, 60));
    return image;
}

// Solid pixels by the definition: not within `tolerance` of magenta on every channel.
std::size_t expectedSolid(const QImage& image, int tolerance) {
    std::size_t solid = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QRgb p = image.pixel(x, y);
            solid += !(std::abs(qRed(p) - 255) <= tolerance && qGreen(p) <= tolerance &&
                       std::abs(qBlue(p) - 255) <= tolerance);
        }
    return solid;
}

MaskRule keyed(int tolerance) {
    MaskRule rule;
    rule.colorKey = QColor(255, 0, 255);
    rule.keyTolerance = tolerance;
    return rule;
}

} // namespace

class TestKeyTolerance : public QObject {
    Q_OBJECT

private slots:
    void init();
    void toleranceStepsAreOneUndoStep();
    void projectRoundTripKeepsTolerances();
    void unusedToleranceIsNotWritten();
    void oldProjectsKeyExactly();

private:
    QString spritePath() const { return dir_->filePath(QStringLiteral("coin.bmp")); }
    QString projectPath() const { return dir_->filePath(QStringLiteral("p.hitmask")); }
    QByteArray savedJson(const ProjectDocument& doc) const;

    std::unique_ptr<QTemporaryDir> dir_;
    QImage image_;
};

void TestKeyTolerance::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    image_ = noisyMagenta();
    QVERIFY(image_.save(spritePath()));
    image_ = QImage(spritePath()); // as the file gives it back
    QVERIFY(expectedSolid(image_, 0) > expectedSolid(image_, 12));
    QCOMPARE(expectedSolid(image_, 12), std::size_t(30 * 5));
}

QByteArray TestKeyTolerance::savedJson(const ProjectDocument& doc) const {
    QString error;
    if (!ProjectFile::save(doc, projectPath(), &error))
        return error.toUtf8();
    QFile file(projectPath());
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A spin box's steps arrive one value at a time: together one undo step, as a threshold
// slider's drag is; a new key is a step of its own.
void TestKeyTolerance::toleranceStepsAreOneUndoStep() {
    ProjectDocument doc;
    const int id = testing::addSprite(doc, spritePath(), image_);
    QUndoStack* stack = doc.undoStack();
    const auto solid = [&] {
        return doc.sprite(id)->frames().front().solid().effective.count();
    };
    stack->push(new SetChannelRule(&doc, id, 0, {ChannelSource::Image, keyed(0)}));
    const int afterKey = stack->count();
    QCOMPARE(solid(), expectedSolid(image_, 0));
    for (int t = 1; t <= 12; ++t)
        stack->push(new SetChannelRule(&doc, id, 0, {ChannelSource::Image, keyed(t)}));
    QCOMPARE(stack->count(), afterKey + 1);
    QCOMPARE(stack->undoText(), QStringLiteral("Set Key Tolerance to 12"));
    QCOMPARE(solid(), expectedSolid(image_, 12));
    QCOMPARE(doc.sprite(id)->settings().keyTolerance, 12);

    stack->undo();
    QCOMPARE(doc.sprite(id)->settings().keyTolerance, 0);
    QCOMPARE(solid(), expectedSolid(image_, 0));
    stack->redo();
    QCOMPARE(solid(), expectedSolid(image_, 12));

    MaskRule cyan = keyed(12);
    cyan.colorKey = QColor(0, 255, 255); // nothing of the art: all solid
    stack->push(new SetChannelRule(&doc, id, 0, {ChannelSource::Image, cyan}));
    QCOMPARE(stack->count(), afterKey + 2);
    QCOMPARE(solid(), std::size_t(kW * kH));
    stack->undo();
    QCOMPARE(solid(), expectedSolid(image_, 12));
}

void TestKeyTolerance::projectRoundTripKeepsTolerances() {
    ProjectDocument doc;
    const int id = testing::addSprite(doc, spritePath(), image_);
    doc.undoStack()->push(new SetChannelRule(&doc, id, 0, {ChannelSource::Image, keyed(12)}));
    Channel hit;
    hit.id = doc.sprite(id)->nextChannelId();
    hit.name = QStringLiteral("hit");
    hit.rule.source = ChannelSource::Image;
    hit.rule.image = keyed(5);
    doc.undoStack()->push(new AddChannel(&doc, id, hit));

    const QJsonObject root = QJsonDocument::fromJson(savedJson(doc)).object();
    QCOMPARE(root.value(QStringLiteral("version")).toInt(), 4);
    const QJsonObject entry = root.value(QStringLiteral("sprites"))[0].toObject();
    QCOMPARE(entry.value(QStringLiteral("keyTolerance")).toInt(), 12);
    QCOMPARE(entry.value(QStringLiteral("channels"))[1][QStringLiteral("keyTolerance")].toInt(), 5);

    ProjectDocument loaded;
    QString error;
    QVERIFY2(ProjectFile::load(loaded, projectPath(), &error), qPrintable(error));
    const Sprite* s = loaded.spriteAt(0);
    QCOMPARE(s->settings(), keyed(12));
    QCOMPARE(s->channels()[1].rule.image, keyed(5));
    QCOMPARE(s->frames().front().solid().effective.count(), expectedSolid(image_, 12));
    QCOMPARE(s->frames().front().channel(1).effective.count(), expectedSolid(image_, 5));
    QVERIFY(!loaded.isModified());
}

// A tolerance without a key, or of 0, changes nothing and is not written.
void TestKeyTolerance::unusedToleranceIsNotWritten() {
    ProjectDocument doc;
    const int id = testing::addSprite(doc, spritePath(), image_);
    MaskRule unused;
    unused.keyTolerance = 30; // no key: nothing for it to widen
    doc.undoStack()->push(new SetChannelRule(&doc, id, 0, {ChannelSource::Image, unused}));
    const QByteArray json = savedJson(doc);
    QCOMPARE(QJsonDocument::fromJson(json).object().value(QStringLiteral("version")).toInt(), 4);
    QVERIFY2(!json.contains("keyTolerance"), json);
    doc.undoStack()->push(new SetChannelRule(&doc, id, 0, {ChannelSource::Image, keyed(0)}));
    QVERIFY2(!savedJson(doc).contains("keyTolerance"), savedJson(doc));
}

void TestKeyTolerance::oldProjectsKeyExactly() {
    QFile file(projectPath());
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "hitmask-project", "version": 3, "sprites": [
        {"path": "coin.bmp", "threshold": 0, "colorKey": "#ff00ff", "frames": []}]})");
    file.close();
    ProjectDocument loaded;
    QString error;
    QVERIFY2(ProjectFile::load(loaded, projectPath(), &error), qPrintable(error));
    QCOMPARE(loaded.spriteAt(0)->settings(), keyed(0));
    QCOMPARE(loaded.spriteAt(0)->frames().front().solid().effective.count(),
             expectedSolid(image_, 0));
}

QTEST_GUILESS_MAIN(TestKeyTolerance)
#include "tst_keytolerance.moc"
