// SPDX-License-Identifier: MIT
// Named channels: undo and redo of every channel command, painting on one channel, and
// channels through the project file, HMSK (golden bytes) and C headers.
#include "document/commands/channelcommands.h"
#include "document/commands/clearreview.h"
#include "document/commands/paintpixels.h"
#include "document/commands/setchannelrule.h"
#include "document/pixeledits.h"
#include "document/projectfile.h"
#include "document/reviewmarks.h"
#include "export/projectexport.h"
#include "support/documentfixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using namespace hitmask;
using namespace hitmask::testing;

namespace {

// Pixels of a channel as text rows, read with Mask::test only (what the user sees).
QStringList rows(const Mask& mask) {
    QStringList out;
    for (int y = 0; y < mask.height(); ++y) {
        QString row;
        for (int x = 0; x < mask.width(); ++x)
            row += mask.test(x, y) ? u'#' : u'.';
        out << row;
    }
    return out;
}

Channel channel(int id, const QString& name, ChannelSource source, int copyOf = 0) {
    Channel c;
    c.id = id;
    c.name = name;
    c.colour = ChannelNames::defaultColour(id);
    c.rule.source = source;
    c.rule.copyOf = copyOf;
    return c;
}

// Forces the pixels of `area` solid on a channel, as a brush stroke would.
void paint(ProjectDocument& doc, int spriteId, int channelId, const QRect& area) {
    const Sprite* sprite = doc.sprite(spriteId);
    const Frame& frame = sprite->frames().front();
    PixelEdits edits(frame, sprite->channelIndex(channelId));
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            edits.paint(x, y, true);
    doc.undoStack()->push(new PaintPixels(&doc, spriteId, frame.id, edits.take(), 0,
                                          QStringLiteral("paint"), channelId));
}

} // namespace

class TestChannels : public QObject {
    Q_OBJECT

private slots:
    void init();
    void addAndRemoveUndo();
    void editChannelUndo_data();
    void editChannelUndo();
    void paintLeavesSolidAlone();
    void copiesFollowTheirSource();
    void projectRoundTrip();
    void olderProjectsHaveSolidOnly();
    void tooManyChannelsAreRefused();
    void reviewMarksPerChannel();
    void framesSetAsideKeepTheirChannels();
    void hmskGoldenBytes();
    void cHeaderPerChannel();

private:
    QTemporaryDir dir_;
    std::unique_ptr<ProjectDocument> doc_;
    int spriteId_ = 0;
};

// A 5 x 2 sprite whose first row is ##..# and whose second is empty.
void TestChannels::init() {
    QVERIFY(dir_.isValid());
    const QString path = dir_.filePath(QStringLiteral("hero.png"));
    const QImage image = makeImage(5, 2, [](int x, int y) { return y == 0 && x != 2 && x != 3; });
    QVERIFY(image.save(path));
    doc_ = std::make_unique<ProjectDocument>();
    spriteId_ = addSprite(*doc_, path, QImage(path));
}

void TestChannels::addAndRemoveUndo() {
    QSignalSpy changed(doc_.get(), &ProjectDocument::channelsChanged);
    const Sprite* s = doc_->sprite(spriteId_);
    QCOMPARE(s->channels().size(), 1u);
    QCOMPARE(s->channels().front().name, QStringLiteral("solid"));
    doc_->undoStack()->push(new AddChannel(
        doc_.get(), spriteId_, channel(1, QStringLiteral("hit"), ChannelSource::Empty)));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(s->channels().size(), 2u);
    QCOMPARE(s->frames().front().channelCount(), 2);
    paint(*doc_, spriteId_, 1, QRect(2, 1, 2, 1));
    const QStringList painted{QStringLiteral("....."), QStringLiteral("..##.")};
    QCOMPARE(rows(s->frames().front().channel(1).effective), painted);

    // Removing keeps the edits for undo; undoing the add and redoing it gives them back.
    doc_->undoStack()->push(new RemoveChannel(doc_.get(), spriteId_, 1));
    QCOMPARE(s->channels().size(), 1u);
    QCOMPARE(s->frames().front().channelCount(), 1);
    doc_->undoStack()->undo();
    QCOMPARE(s->channels().size(), 2u);
    QCOMPARE(rows(s->frames().front().channel(1).effective), painted);
    doc_->undoStack()->undo(); // the paint
    QCOMPARE(rows(s->frames().front().channel(1).effective),
             QStringList({QStringLiteral("....."), QStringLiteral(".....")}));
    doc_->undoStack()->undo(); // the add
    QCOMPARE(s->channels().size(), 1u);
    doc_->undoStack()->redo();
    doc_->undoStack()->redo();
    QCOMPARE(s->channels().size(), 2u);
    QCOMPARE(s->channels()[1].name, QStringLiteral("hit"));
    QCOMPARE(rows(s->frames().front().channel(1).effective), painted);
    doc_->undoStack()->redo(); // the remove again
    QCOMPARE(s->channels().size(), 1u);
    // Solid cannot be removed.
    doc_->undoStack()->push(new RemoveChannel(doc_.get(), spriteId_, 0));
    QCOMPARE(s->channels().size(), 1u);
}

void TestChannels::editChannelUndo_data() {
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("text");
    QTest::newRow("rename") << "rename"
                            << "Rename Channel hit to hurt";
    QTest::newRow("recolour") << "recolour"
                              << "Recolour Channel hit";
    QTest::newRow("hide") << "hide"
                          << "Hide Channel hit";
    QTest::newRow("rule") << "rule"
                          << "Change Rule of Channel hit";
}

void TestChannels::editChannelUndo() {
    QFETCH(QString, what);
    QFETCH(QString, text);
    doc_->undoStack()->push(new AddChannel(
        doc_.get(), spriteId_, channel(1, QStringLiteral("hit"), ChannelSource::Empty)));
    const Sprite* s = doc_->sprite(spriteId_);
    const Channel before = s->channels()[1];
    Channel after = before;
    if (what == QLatin1String("rename"))
        after.name = QStringLiteral("hurt");
    else if (what == QLatin1String("recolour"))
        after.colour = QColor(1, 2, 3);
    else if (what == QLatin1String("hide"))
        after.visible = false;
    else
        after.rule.source = ChannelSource::Copy; // of solid
    QSignalSpy rebuilt(doc_.get(), &ProjectDocument::spriteRebuilt);
    if (what == QLatin1String("rule"))
        doc_->undoStack()->push(new SetChannelRule(doc_.get(), spriteId_, after.id, after.rule));
    else
        doc_->undoStack()->push(new EditChannel(doc_.get(), spriteId_, after));
    QCOMPARE(doc_->undoStack()->text(doc_->undoStack()->index() - 1), text);
    QCOMPARE(s->channels()[1], after);
    // Only a rule change rebuilds masks.
    QCOMPARE(rebuilt.count(), what == QLatin1String("rule") ? 1 : 0);
    const QStringList hit = rows(s->frames().front().channel(1).effective);
    QCOMPARE(hit.front(),
             what == QLatin1String("rule") ? QStringLiteral("##..#") : QStringLiteral("....."));
    doc_->undoStack()->undo();
    QCOMPARE(s->channels()[1], before);
    QCOMPARE(rows(s->frames().front().channel(1).effective).front(), QStringLiteral("....."));
    doc_->undoStack()->redo();
    QCOMPARE(s->channels()[1], after);
}

void TestChannels::paintLeavesSolidAlone() {
    doc_->undoStack()->push(new AddChannel(
        doc_.get(), spriteId_, channel(1, QStringLiteral("hurt"), ChannelSource::Empty)));
    const Frame& frame = doc_->sprite(spriteId_)->frames().front();
    const QStringList solidBefore = rows(frame.solid().effective);
    QSignalSpy masks(doc_.get(), &ProjectDocument::maskChanged);
    paint(*doc_, spriteId_, 1, QRect(0, 0, 5, 2));
    QCOMPARE(masks.count(), 1);
    QCOMPARE(rows(frame.solid().effective), solidBefore);
    QVERIFY(frame.solid().overrides.isEmpty());
    QCOMPARE(frame.channel(1).effective.count(), 10u);
}

void TestChannels::copiesFollowTheirSource() {
    doc_->undoStack()->push(new AddChannel(
        doc_.get(), spriteId_, channel(1, QStringLiteral("hurt"), ChannelSource::Copy, 0)));
    const Frame& frame = doc_->sprite(spriteId_)->frames().front();
    QCOMPARE(rows(frame.channel(1).effective).front(), QStringLiteral("##..#"));
    paint(*doc_, spriteId_, 0, QRect(2, 0, 1, 1)); // solid gains a pixel: the copy follows
    QCOMPARE(rows(frame.channel(1).effective).front(), QStringLiteral("###.#"));
    doc_->undoStack()->undo();
    QCOMPARE(rows(frame.channel(1).effective).front(), QStringLiteral("##..#"));
}

void TestChannels::projectRoundTrip() {
    auto* stack = doc_->undoStack();
    stack->push(new AddChannel(doc_.get(), spriteId_,
                               channel(1, QStringLiteral("hurt"), ChannelSource::Copy, 0)));
    Channel hit = channel(2, QStringLiteral("hit"), ChannelSource::Image);
    hit.rule.image.colorKey = QColor(40, 160, 60); // the art's colour: nothing collides
    hit.visible = false;
    hit.colour = QColor(10, 20, 30);
    stack->push(new AddChannel(doc_.get(), spriteId_, hit));
    paint(*doc_, spriteId_, 2, QRect(3, 1, 2, 1));
    paint(*doc_, spriteId_, 1, QRect(0, 1, 1, 1));
    const QString path = dir_.filePath(QStringLiteral("p.hitmask"));
    QString error;
    QVERIFY2(ProjectFile::save(*doc_, path, &error), qPrintable(error));
    ProjectDocument loaded;
    QVERIFY2(ProjectFile::load(loaded, path, &error), qPrintable(error));
    const Sprite* a = doc_->sprite(spriteId_);
    const Sprite* b = loaded.sprites().front().get();
    QCOMPARE(b->channels().size(), 3u);
    for (std::size_t k = 0; k < 3; ++k) {
        QCOMPARE(b->channels()[k].name, a->channels()[k].name);
        QCOMPARE(b->channels()[k].colour, a->channels()[k].colour);
        QCOMPARE(b->channels()[k].visible, a->channels()[k].visible);
        QCOMPARE(b->channels()[k].rule.source, a->channels()[k].rule.source);
        QCOMPARE(rows(b->frames().front().channel(int(k)).effective),
                 rows(a->frames().front().channel(int(k)).effective));
        QCOMPARE(b->frames().front().channel(int(k)).overrides.count(),
                 a->frames().front().channel(int(k)).overrides.count());
    }
    QCOMPARE(b->channels()[2].rule.image.colorKey, hit.rule.image.colorKey);
    QCOMPARE(b->channels()[1].rule.copyOf, b->channels()[0].id);
    QCOMPARE(rows(b->frames().front().channel(1).effective),
             QStringList({QStringLiteral("##..#"), QStringLiteral("#....")}));
    QCOMPARE(rows(b->frames().front().channel(2).effective),
             QStringList({QStringLiteral("....."), QStringLiteral("...##")}));
}

void TestChannels::olderProjectsHaveSolidOnly() {
    // A version 2 file as older builds wrote it: no channels anywhere.
    const QJsonObject sprite{{QStringLiteral("path"), QStringLiteral("hero.png")},
                             {QStringLiteral("threshold"), 0},
                             {QStringLiteral("frames"), QJsonArray{}}};
    const QJsonObject root{{QStringLiteral("format"), QStringLiteral("hitmask-project")},
                           {QStringLiteral("version"), 2},
                           {QStringLiteral("sprites"), QJsonArray{sprite}}};
    const QString path = dir_.filePath(QStringLiteral("old.hitmask"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(root).toJson());
    file.close();
    ProjectDocument loaded;
    QString error;
    QVERIFY2(ProjectFile::load(loaded, path, &error), qPrintable(error));
    const Sprite* s = loaded.sprites().front().get();
    QCOMPARE(s->channels().size(), 1u);
    QCOMPARE(s->channels().front().name, QStringLiteral("solid"));
    QCOMPARE(s->frames().front().channelCount(), 1);
}

void TestChannels::tooManyChannelsAreRefused() {
    QJsonArray channels;
    for (int i = 0; i <= ChannelNames::kMaxChannels; ++i)
        channels.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("c%1").arg(i)},
                                    {QStringLiteral("source"), QStringLiteral("empty")}});
    const QJsonObject sprite{{QStringLiteral("path"), QStringLiteral("hero.png")},
                             {QStringLiteral("channels"), channels}};
    const QJsonObject root{{QStringLiteral("format"), QStringLiteral("hitmask-project")},
                           {QStringLiteral("version"), 3},
                           {QStringLiteral("sprites"), QJsonArray{sprite}}};
    const QString path = dir_.filePath(QStringLiteral("many.hitmask"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(root).toJson());
    file.close();
    ProjectDocument loaded;
    QString error;
    QVERIFY(!ProjectFile::load(loaded, path, &error));
    QVERIFY2(error.contains(QStringLiteral(
                 "sprites[0].channels: expected an array of 1 to 32 items, found an array of "
                 "length 33")),
             qPrintable(error));
    QVERIFY(loaded.sprites().empty());
}

// A hand edit on an alpha channel whose art changes on disk is flagged on that channel
// alone, found by walking that channel's marks, and cleared with the others.
void TestChannels::reviewMarksPerChannel() {
    Channel body = channel(1, QStringLiteral("body"), ChannelSource::Image);
    doc_->undoStack()->push(new AddChannel(doc_.get(), spriteId_, body));
    paint(*doc_, spriteId_, 1, QRect(4, 0, 1, 1)); // forced solid where the art is solid
    const QString path = doc_->sprite(spriteId_)->path();
    QVERIFY(makeImage(5, 2, [](int, int) { return false; }).save(path)); // the art empties
    QString error;
    QVERIFY2(doc_->reloadSprite(spriteId_, &error), qPrintable(error));
    const Sprite& s = *doc_->sprite(spriteId_);
    QCOMPARE(flaggedCount(s, 0), 0u);
    QCOMPARE(flaggedCount(s, 1), 1u);
    QVERIFY(!findFlagged(s, 0, {-1, 0}, true, 0));
    const auto found = findFlagged(s, 0, {-1, 0}, true, 1);
    QVERIFY(found);
    QCOMPARE(found->pixel, QPoint(4, 0));
    doc_->undoStack()->push(new ClearReview(doc_.get(), spriteId_));
    QCOMPARE(flaggedCount(s, 1), 0u);
    doc_->undoStack()->undo();
    QCOMPARE(flaggedCount(s, 1), 1u);
}

// A reload with fewer frames sets frames aside; a channel added meanwhile reaches them
// too, so they come back with every channel, and removing it takes it from all.
void TestChannels::framesSetAsideKeepTheirChannels() {
    const QImage art = makeImage(4, 2, [](int x, int) { return x < 2; });
    auto framesOf = [&](int n) {
        FrameSet set;
        for (int i = 0; i < n; ++i)
            set.frames.append(SourceFrame{art, {}, 0, art.rect(), false});
        return set;
    };
    Sprite sprite(1, dir_.filePath(QStringLiteral("strip.png")), art, FrameCut(), framesOf(3));
    sprite.replaceImage(art, framesOf(1));
    QCOMPARE(sprite.frames().size(), 1u);
    QCOMPARE(sprite.framesAside().size(), 2u);
    sprite.insertChannel(1, channel(1, QStringLiteral("hurt"), ChannelSource::Copy, 0));
    for (const Frame& f : sprite.framesAside())
        QCOMPARE(f.channelCount(), 2);
    sprite.replaceImage(art, framesOf(3));
    QCOMPARE(sprite.frames().size(), 3u);
    for (const Frame& f : sprite.frames()) {
        QCOMPARE(f.channelCount(), 2);
        QCOMPARE(rows(f.channel(1).effective),
                 QStringList({QStringLiteral("##.."), QStringLiteral("##..")}));
    }
    const auto taken = sprite.takeChannel(1);
    QCOMPARE(taken.second.size(), 3u);
    for (const Frame& f : sprite.frames())
        QCOMPARE(f.channelCount(), 1);
}

// The layout of docs/hmsk-format.md written out by hand for two channels.
void TestChannels::hmskGoldenBytes() {
    doc_->undoStack()->push(new AddChannel(
        doc_.get(), spriteId_, channel(1, QStringLiteral("hit"), ChannelSource::Empty)));
    paint(*doc_, spriteId_, 1, QRect(2, 1, 2, 1));
    ExportSettings settings;
    settings.format = QStringLiteral("bits");
    const QList<ExportItem> items = ProjectExport::plan(*doc_, settings, dir_.path());
    QCOMPARE(items.size(), 1);
    const QByteArray bytes = ProjectExport::render(items.front(), settings);
    const QByteArray golden = QByteArray::fromHex("484D534B" // "HMSK"
                                                  "02"
                                                  "02" // version 2, bits
                                                  "0100"
                                                  "0200"
                                                  "0000"         // 1 frame, 2 channels
                                                  "05736F6C6964" // "solid"
                                                  "03686974"     // "hit"
                                                  "05000000"
                                                  "02000000" // 5 x 2
                                                  "00000000"
                                                  "00000000" // origin 0, 0
                                                  "02000000"
                                                  "C800" // solid: ##..#, .....
                                                  "02000000"
                                                  "0030"); // hit: ....., ..##.
    QCOMPARE(bytes.toHex(' '), golden.toHex(' '));
    const MaskFile read = loadHmsk(std::span(
        reinterpret_cast<const std::uint8_t*>(bytes.constData()), std::size_t(bytes.size())));
    QVERIFY(read);
    QCOMPARE(read.channelNames, (std::vector<std::string>{"solid", "hit"}));
}

void TestChannels::cHeaderPerChannel() {
    doc_->undoStack()->push(new AddChannel(
        doc_.get(), spriteId_, channel(1, QStringLiteral("hit"), ChannelSource::Empty)));
    paint(*doc_, spriteId_, 1, QRect(2, 1, 2, 1));
    ExportSettings settings;
    settings.format = QStringLiteral("c");
    settings.headerEncoding = Encoding::Bytes;
    doc_->setFilePath(dir_.filePath(QStringLiteral("p.hitmask"))); // names relative to it
    const QList<ExportItem> items = ProjectExport::plan(*doc_, settings, dir_.path());
    const QByteArray header = ProjectExport::render(items.front(), settings);
    // Solid keeps the names it always had; the channel's arrays carry its name too.
    QVERIFY(header.contains("static const unsigned char hero_mask[10] HITMASK_UNUSED = {\n"
                            "    0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00,\n};"));
    QVERIFY(header.contains("static const unsigned char hero_hit_mask[10] HITMASK_UNUSED = {\n"
                            "    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x01, 0x00,\n};"));
    QVERIFY(header.contains("#define HITMASK_HERO_HIT_FRAMES 1\n"));
    QVERIFY(header.contains("hero_hit_frame_offsets[HITMASK_HERO_HIT_FRAMES + 1]"));
    QCOMPARE(header.count("#ifndef HITMASK_HERO_MASK_H"), 1);

    // A sprite named hero_hit would define hero_hit_mask too: refused as a clash.
    const QString other = dir_.filePath(QStringLiteral("hero_hit.png"));
    QVERIFY(makeImage(3, 3, [](int, int) { return true; }).save(other));
    testing::addSprite(*doc_, other, QImage(other));
    const QStringList clashes = ProjectExport::clashes(
        *doc_, ProjectExport::plan(*doc_, settings, dir_.path()), settings, dir_.path());
    QCOMPARE(clashes.size(), 1);
    QVERIFY2(clashes.first().contains(u"hero.png (channel hit)") &&
                 clashes.first().contains(u"named hero_hit in C"),
             qPrintable(clashes.first()));
}

QTEST_MAIN(TestChannels)
#include "tst_channels.moc"
