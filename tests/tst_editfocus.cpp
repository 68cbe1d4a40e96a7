// SPDX-License-Identifier: MIT
// The edit focus on its own, without a widget: the place it holds is always one the
// document has, it follows the document's changes, and it says so once per change.
#include "document/commands/channelcommands.h"
#include "document/commands/cutframes.h"
#include "editor/editfocus.h"
#include "support/documentfixture.h"

#include <QSignalSpy>
#include <QTest>

using namespace hitmask;

class TestEditFocus : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void startsNowhere();
    void clampsTheFrame_data();
    void clampsTheFrame();
    void unknownSpriteIsNone();
    void unknownChannelIsSolid();
    void oneSignalPerChangeNoneWhenUnchanged();
    void followsSpriteRemoval();
    void followsFrameCountChanges();
    void followsChannelRemoval();
    void keepsAChannelOfTheSameNameInAnotherSprite();
    void anotherDocumentStartsNowhere();

private:
    // Adds a channel named `name` to `spriteId` and returns its id.
    int addChannel(int spriteId, const QString& name);
    // Cuts `spriteId`'s 64 x 16 image into `count` frames of 16 x 16 (one undo step).
    void cutInto(int spriteId, int count);

    std::unique_ptr<ProjectDocument> doc_;
    std::unique_ptr<EditFocus> focus_;
    int a_ = -1; // 64 x 16, cut into four frames
    int b_ = -1; // 8 x 8, one frame
};

void TestEditFocus::init() {
    doc_ = std::make_unique<ProjectDocument>();
    a_ = testing::addSprite(*doc_, QStringLiteral("/nowhere/a.png"),
                            testing::makeImage(64, 16, [](int x, int) { return x % 3 == 0; }));
    b_ = testing::addSprite(*doc_, QStringLiteral("/nowhere/b.png"),
                            testing::makeImage(8, 8, [](int, int) { return true; }));
    cutInto(a_, 4);
    focus_ = std::make_unique<EditFocus>();
    focus_->setDocument(doc_.get());
}

void TestEditFocus::cleanup() {
    focus_.reset();
    doc_.reset();
}

int TestEditFocus::addChannel(int spriteId, const QString& name) {
    Channel channel;
    channel.id = doc_->sprite(spriteId)->nextChannelId();
    channel.name = name;
    channel.rule.source = ChannelSource::Empty;
    doc_->undoStack()->push(new AddChannel(doc_.get(), spriteId, channel));
    return channel.id;
}

void TestEditFocus::cutInto(int spriteId, int count) {
    QList<QRect> cells;
    for (int i = 0; i < count; ++i)
        cells << QRect(16 * i, 0, 16, 16);
    doc_->undoStack()->push(new SliceSprite(doc_.get(), spriteId, cells));
    QCOMPARE(doc_->sprite(spriteId)->frames().size(), std::size_t(count));
}

void TestEditFocus::startsNowhere() {
    QCOMPARE(focus_->document(), doc_.get());
    QCOMPARE(focus_->spriteId(), -1);
    QCOMPARE(focus_->frameIndex(), 0);
    QCOMPARE(focus_->channelId(), 0);
    QCOMPARE(focus_->channelIndex(), 0);
    QVERIFY(!focus_->sprite());
    QVERIFY(!focus_->frame());
}

void TestEditFocus::clampsTheFrame_data() {
    QTest::addColumn<int>("asked");
    QTest::addColumn<int>("held");
    QTest::newRow("first") << 0 << 0;
    QTest::newRow("last") << 3 << 3;
    QTest::newRow("past the last") << 4 << 3;
    QTest::newRow("far past") << 1000 << 3;
    QTest::newRow("before the first") << -1 << 0;
}

void TestEditFocus::clampsTheFrame() {
    QFETCH(int, asked);
    QFETCH(int, held);
    focus_->setSprite(a_, asked);
    QCOMPARE(focus_->spriteId(), a_);
    QCOMPARE(focus_->frameIndex(), held);
    QCOMPARE(focus_->frame(), &doc_->sprite(a_)->frames()[std::size_t(held)]);
    focus_->setFrame(asked);
    QCOMPARE(focus_->frameIndex(), held);
}

void TestEditFocus::unknownSpriteIsNone() {
    focus_->setSprite(a_, 2);
    focus_->setSprite(12345, 2);
    QCOMPARE(focus_->spriteId(), -1);
    QCOMPARE(focus_->frameIndex(), 0);
    QVERIFY(!focus_->frame());
    focus_->setFrame(1); // no sprite: no frame but the first to hold
    QCOMPARE(focus_->frameIndex(), 0);
}

void TestEditFocus::unknownChannelIsSolid() {
    const int hurt = addChannel(a_, QStringLiteral("hurt"));
    focus_->setSprite(a_);
    focus_->setChannel(hurt);
    QCOMPARE(focus_->channelId(), hurt);
    QCOMPARE(focus_->channelIndex(), 1);
    focus_->setChannel(hurt + 40);
    QCOMPARE(focus_->channelId(), 0);
    QCOMPARE(focus_->channelIndex(), 0);
}

void TestEditFocus::oneSignalPerChangeNoneWhenUnchanged() {
    const int hurt = addChannel(a_, QStringLiteral("hurt"));
    QSignalSpy moved(focus_.get(), &EditFocus::placeChanged);
    focus_->setSprite(a_, 1);
    QCOMPARE(moved.count(), 1);
    focus_->setSprite(a_, 1);
    focus_->setFrame(1);
    focus_->setFrame(99); // clamped to 3: a change
    QCOMPARE(moved.count(), 2);
    focus_->setFrame(3);
    focus_->setChannel(0);
    QCOMPARE(moved.count(), 2);
    focus_->setChannel(hurt);
    QCOMPARE(moved.count(), 3);
    focus_->setChannel(hurt);
    focus_->setDocument(doc_.get());
    QCOMPARE(moved.count(), 3);
    // Unrelated edits leave the place alone.
    addChannel(b_, QStringLiteral("hit"));
    QCOMPARE(moved.count(), 3);
}

void TestEditFocus::followsSpriteRemoval() {
    focus_->setSprite(a_, 2);
    QSignalSpy moved(focus_.get(), &EditFocus::placeChanged);
    doc_->undoStack()->push(new RemoveSprite(doc_.get(), b_)); // another sprite
    QCOMPARE(moved.count(), 0);
    QCOMPARE(focus_->spriteId(), a_);
    doc_->undoStack()->push(new RemoveSprite(doc_.get(), a_));
    QCOMPARE(moved.count(), 1);
    QCOMPARE(focus_->spriteId(), -1);
    QCOMPARE(focus_->frameIndex(), 0);
    QVERIFY(!focus_->frame());
}

void TestEditFocus::followsFrameCountChanges() {
    focus_->setSprite(a_, 3);
    QSignalSpy moved(focus_.get(), &EditFocus::placeChanged);
    QSignalSpy rebuilt(focus_.get(), &EditFocus::spriteRebuilt);
    cutInto(a_, 2); // frame 4 is gone: the last one left
    QCOMPARE(focus_->frameIndex(), 1);
    QVERIFY(focus_->frame());
    QCOMPARE(moved.count(), 1);
    QCOMPARE(rebuilt.count(), 1);
    doc_->undoStack()->undo(); // four frames again: frame 2 is still there
    QCOMPARE(doc_->sprite(a_)->frames().size(), std::size_t(4));
    QCOMPARE(focus_->frameIndex(), 1);
    QCOMPARE(moved.count(), 1);
    QCOMPARE(rebuilt.count(), 2);
}

void TestEditFocus::followsChannelRemoval() {
    const int hurt = addChannel(a_, QStringLiteral("hurt"));
    const int hit = addChannel(a_, QStringLiteral("hit"));
    focus_->setSprite(a_, 1);
    focus_->setChannel(hit);
    QSignalSpy moved(focus_.get(), &EditFocus::placeChanged);
    QSignalSpy channels(focus_.get(), &EditFocus::channelsChanged);
    doc_->undoStack()->push(new RemoveChannel(doc_.get(), a_, hurt)); // another channel
    QCOMPARE(focus_->channelId(), hit);
    QCOMPARE(focus_->channelIndex(), 1); // it moved up
    QCOMPARE(moved.count(), 0);
    QCOMPARE(channels.count(), 1);
    doc_->undoStack()->push(new RemoveChannel(doc_.get(), a_, hit));
    QCOMPARE(focus_->channelId(), 0);
    QCOMPARE(focus_->frameIndex(), 1);
    QCOMPARE(moved.count(), 1);
    QCOMPARE(channels.count(), 2);
}

void TestEditFocus::keepsAChannelOfTheSameNameInAnotherSprite() {
    const int hurtA = addChannel(a_, QStringLiteral("hurt"));
    addChannel(b_, QStringLiteral("hit"));
    const int hurtB = addChannel(b_, QStringLiteral("hurt"));
    focus_->setSprite(a_);
    focus_->setChannel(hurtA);
    focus_->setSprite(b_);
    QCOMPARE(focus_->channelId(), hurtB);
    QCOMPARE(focus_->channelIndex(), 2);
    focus_->setChannel(0);
    focus_->setSprite(a_);
    QCOMPARE(focus_->channelId(), 0);
}

void TestEditFocus::anotherDocumentStartsNowhere() {
    focus_->setSprite(a_, 2);
    QSignalSpy moved(focus_.get(), &EditFocus::placeChanged);
    QSignalSpy documents(focus_.get(), &EditFocus::documentChanged);
    ProjectDocument other;
    focus_->setDocument(&other);
    QCOMPARE(documents.count(), 1);
    QCOMPARE(moved.count(), 1);
    QCOMPARE(focus_->spriteId(), -1);
    // Edits in the document left behind move nothing.
    doc_->undoStack()->push(new RemoveSprite(doc_.get(), a_));
    QCOMPARE(moved.count(), 1);
    focus_->setDocument(nullptr);
    QCOMPARE(documents.count(), 2);
    QCOMPARE(moved.count(), 1); // nowhere already
}

QTEST_GUILESS_MAIN(TestEditFocus)
#include "tst_editfocus.moc"
