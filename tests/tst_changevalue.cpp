// SPDX-License-Identifier: MIT
// The value-change commands: every channel's rule, solid's included, goes through
// SetChannelRule with one signal per change; a slider's drag is one undo step; random
// rule edits with undo and redo agree with a plain model of the stack written here.
#include "document/commands/channelcommands.h"
#include "document/commands/commandids.h"
#include "document/commands/setchannelrule.h"
#include "support/documentfixture.h"

#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>
#include <map>
#include <vector>

using namespace hitmask;

namespace {

constexpr int kW = 8;
constexpr int kH = 6;

// Every colour channel and alpha vary, some pixels fully transparent.
QColor pixelAt(int x, int y) {
    const int alpha = (x * 37 + y * 53) % 7 == 0 ? 0 : (x * 41 + y * 29) % 256;
    return QColor(x * 30, y * 40, (x + y) % 2 ? 100 : 110, alpha);
}

QImage art() {
    QImage image(kW, kH, QImage::Format_RGBA8888);
    for (int y = 0; y < kH; ++y)
        for (int x = 0; x < kW; ++x)
            image.setPixelColor(x, y, pixelAt(x, y));
    return image;
}

// A channel's mask as the rule says it in words: alpha above the threshold, or (with a
// key) not transparent and not within the tolerance of the key on each of R, G, B.
bool expectedPixel(const ChannelRule& rule, int x, int y) {
    const QColor c = pixelAt(x, y);
    if (!rule.image.colorKey)
        return c.alpha() > rule.image.threshold;
    const QColor k = *rule.image.colorKey;
    const int t = rule.image.keyTolerance;
    const bool keyed = std::abs(c.red() - k.red()) <= t && std::abs(c.green() - k.green()) <= t &&
                       std::abs(c.blue() - k.blue()) <= t;
    return c.alpha() != 0 && !keyed;
}

Channel imageChannel(int id, const QString& name) {
    Channel c;
    c.id = id;
    c.name = name;
    c.colour = Qt::red;
    return c;
}

} // namespace

class TestChangeValue : public QObject {
    Q_OBJECT

private slots:
    void init();
    void everyChannelsRuleIsOneCommand_data();
    void everyChannelsRuleIsOneCommand();
    void sliderDragIsOneStep_data();
    void sliderDragIsOneStep();
    void stepOutlivesItsChannelLeaving();
    void randomEditsMatchAPlainModel();

private:
    // The masks of every channel against expectedPixel (Copy and Empty are checked by
    // the random run's model).
    void compareImageMask(int channelId, const ChannelRule& rule);

    std::unique_ptr<ProjectDocument> doc_;
    int spriteId_ = -1;
};

void TestChangeValue::init() {
    doc_ = std::make_unique<ProjectDocument>();
    spriteId_ = testing::addSprite(*doc_, QStringLiteral("art.png"), art());
    doc_->undoStack()->push(
        new AddChannel(doc_.get(), spriteId_, imageChannel(1, QStringLiteral("hurt"))));
}

void TestChangeValue::compareImageMask(int channelId, const ChannelRule& rule) {
    const Sprite* s = doc_->sprite(spriteId_);
    const Mask& mask = s->frames().front().channel(s->channelIndex(channelId)).effective;
    for (int y = 0; y < kH; ++y)
        for (int x = 0; x < kW; ++x)
            QVERIFY2(
                mask.test(x, y) == expectedPixel(rule, x, y),
                qPrintable(QStringLiteral("channel %1 pixel %2,%3").arg(channelId).arg(x).arg(y)));
}

void TestChangeValue::everyChannelsRuleIsOneCommand_data() {
    QTest::addColumn<int>("channel");
    QTest::addColumn<QString>("text");
    QTest::newRow("solid") << 0 << "Set Threshold to 99";
    QTest::newRow("hurt") << 1 << "Set Threshold of Channel hurt to 99";
}

// The Mask panel's solid and the Channels panel's others: one command, one id, one
// mutator, and one signal (the masks were rebuilt) for a change, its undo and its redo.
void TestChangeValue::everyChannelsRuleIsOneCommand() {
    QFETCH(int, channel);
    QFETCH(QString, text);
    const ChannelRule before = doc_->channel(spriteId_, channel)->rule;
    ChannelRule after = before;
    after.image.threshold = 99;
    QSignalSpy channels(doc_.get(), &ProjectDocument::channelsChanged);
    QSignalSpy rebuilt(doc_.get(), &ProjectDocument::spriteRebuilt);
    auto* command = new SetChannelRule(doc_.get(), spriteId_, channel, after);
    QCOMPARE(command->id(), int(CommandId::SetChannelRule));
    QCOMPARE(command->place().channelId, channel);
    doc_->undoStack()->push(command);
    QCOMPARE(doc_->undoStack()->undoText(), text);
    QCOMPARE(doc_->channel(spriteId_, channel)->rule, after);
    compareImageMask(channel, after);
    QCOMPARE(channels.count(), 0);
    QCOMPARE(rebuilt.count(), 1);
    QCOMPARE(rebuilt.takeFirst().at(0).toInt(), spriteId_);

    doc_->undoStack()->undo();
    QCOMPARE(doc_->channel(spriteId_, channel)->rule, before);
    compareImageMask(channel, before);
    doc_->undoStack()->redo();
    QCOMPARE(doc_->channel(spriteId_, channel)->rule, after);
    compareImageMask(channel, after);
    QCOMPARE(rebuilt.count(), 2);
    QCOMPARE(channels.count(), 0);
}

void TestChangeValue::sliderDragIsOneStep_data() {
    QTest::addColumn<int>("channel");
    QTest::addColumn<bool>("tolerance");
    QTest::addColumn<QString>("text");
    QTest::newRow("solid threshold") << 0 << false << "Set Threshold to 200";
    QTest::newRow("hurt threshold") << 1 << false << "Set Threshold of Channel hurt to 200";
    QTest::newRow("solid tolerance") << 0 << true << "Set Key Tolerance to 200";
    QTest::newRow("hurt tolerance") << 1 << true << "Set Key Tolerance of Channel hurt to 200";
}

// Every value a slider passes on its way is a change of its own, and the whole drag is
// one undo step; the next drag is another, and a drag back to the start is none.
void TestChangeValue::sliderDragIsOneStep() {
    QFETCH(int, channel);
    QFETCH(bool, tolerance);
    QFETCH(QString, text);
    QUndoStack* stack = doc_->undoStack();
    ChannelRule start = doc_->channel(spriteId_, channel)->rule;
    if (tolerance) {
        start.image.colorKey = QColor(60, 80, 100);
        stack->push(new SetChannelRule(doc_.get(), spriteId_, channel, start));
    }
    const int steps = stack->count();
    const auto drag = [&](int session, int from, int to) {
        const int step = from < to ? 1 : -1;
        for (int value = from; value != to + step; value += step) {
            ChannelRule rule = doc_->channel(spriteId_, channel)->rule;
            (tolerance ? rule.image.keyTolerance : rule.image.threshold) = value;
            QSignalSpy rebuilt(doc_.get(), &ProjectDocument::spriteRebuilt);
            stack->push(new SetChannelRule(doc_.get(), spriteId_, channel, rule, session));
            QCOMPARE(rebuilt.count(), 1);
        }
    };
    drag(7, 1, 200);
    QCOMPARE(stack->count(), steps + 1);
    QCOMPARE(stack->undoText(), text);
    ChannelRule end = start;
    (tolerance ? end.image.keyTolerance : end.image.threshold) = 200;
    QCOMPARE(doc_->channel(spriteId_, channel)->rule, end);
    compareImageMask(channel, end);

    stack->undo();
    QCOMPARE(doc_->channel(spriteId_, channel)->rule, start);
    compareImageMask(channel, start);
    stack->redo();
    QCOMPARE(doc_->channel(spriteId_, channel)->rule, end);

    drag(8, 199, 150); // another drag: another step
    QCOMPARE(stack->count(), steps + 2);
    drag(9, 151, 200); // there and back again: no step at all
    drag(9, 199, 150);
    QCOMPARE(stack->count(), steps + 2);
    stack->undo();
    QCOMPARE(doc_->channel(spriteId_, channel)->rule, end);
    compareImageMask(channel, end);
}

// Steps name channels by id: one taken out and put back still takes its undo.
void TestChangeValue::stepOutlivesItsChannelLeaving() {
    QUndoStack* stack = doc_->undoStack();
    const ChannelRule before = doc_->channel(spriteId_, 1)->rule;
    ChannelRule after = before;
    after.image.threshold = 120;
    stack->push(new SetChannelRule(doc_.get(), spriteId_, 1, after));
    stack->push(new RemoveChannel(doc_.get(), spriteId_, 1));
    QVERIFY(!doc_->channel(spriteId_, 1));
    stack->undo();
    stack->undo();
    QCOMPARE(doc_->channel(spriteId_, 1)->rule, before);
    compareImageMask(1, before);
    stack->redo();
    QCOMPARE(doc_->channel(spriteId_, 1)->rule, after);
    compareImageMask(1, after);
}

namespace {

// A plain model of the undo stack of rule steps, written from QUndoStack's documented
// behaviour: a push drops the steps after the current one and merges with the step below
// when both change the same single number of the same channel in the same session.
struct ModelStep {
    int channel = 0;
    int session = 0;
    ChannelRule before;
    ChannelRule after;
};

// 1 for a change of the threshold alone, 2 of the tolerance alone, 0 otherwise.
int numberOf(const ChannelRule& a, const ChannelRule& b) {
    const bool sameBut =
        a.source == b.source && a.copyOf == b.copyOf && a.image.colorKey == b.image.colorKey;
    if (sameBut && a.image.keyTolerance == b.image.keyTolerance &&
        a.image.threshold != b.image.threshold)
        return 1;
    if (sameBut && a.image.threshold == b.image.threshold &&
        a.image.keyTolerance != b.image.keyTolerance)
        return 2;
    return 0;
}

struct Model {
    std::map<int, ChannelRule> rules;
    std::vector<ModelStep> steps;
    std::size_t index = 0;
    int merged = 0;

    void push(const ModelStep& step) {
        steps.resize(index);
        rules[step.channel] = step.after;
        if (index > 0) {
            ModelStep& top = steps[index - 1];
            const int kind = numberOf(top.before, top.after);
            if (kind != 0 && top.channel == step.channel && top.session == step.session &&
                numberOf(step.before, step.after) == kind) {
                top.after = step.after;
                ++merged;
                if (top.after == top.before) {
                    steps.pop_back();
                    --index;
                }
                return;
            }
        }
        steps.push_back(step);
        ++index;
    }
    void undo() {
        --index;
        rules[steps[index].channel] = steps[index].before;
    }
    void redo() {
        rules[steps[index].channel] = steps[index].after;
        ++index;
    }
};

} // namespace

// Random rule edits on random channels, undos and redos: the document's rules, masks,
// step count and signals follow the model after every action.
void TestChangeValue::randomEditsMatchAPlainModel() {
    QUndoStack* stack = doc_->undoStack();
    stack->push(new AddChannel(doc_.get(), spriteId_, imageChannel(2, QStringLiteral("hit"))));
    const int base = stack->count();
    QSignalSpy rebuilt(doc_.get(), &ProjectDocument::spriteRebuilt);
    QSignalSpy channels(doc_.get(), &ProjectDocument::channelsChanged);
    Model model;
    for (const Channel& c : doc_->sprite(spriteId_)->channels())
        model.rules[c.id] = c.rule;
    QRandomGenerator random(20261127);
    const auto pick = [&random](int n) {
        return int(random.bounded(n));
    };
    for (int action = 0; action < 3000; ++action) {
        const int before = int(rebuilt.count());
        const int what = pick(10);
        if (what == 0 && model.index > 0) {
            model.undo();
            stack->undo();
        } else if (what == 1 && model.index < model.steps.size()) {
            model.redo();
            stack->redo();
        } else if (what >= 2) {
            const int channel = pick(3);
            ChannelRule rule = model.rules[channel];
            switch (pick(channel == 0 ? 3 : 5)) {
            case 0:
                rule.image.threshold =
                    pick(4) ? std::clamp(rule.image.threshold + pick(9) - 4, 0, 255) : pick(256);
                break;
            case 1:
                rule.image.keyTolerance = std::clamp(rule.image.keyTolerance + pick(9) - 4, 0, 255);
                break;
            case 2:
                if (pick(3) == 0)
                    rule.image.colorKey.reset();
                else
                    rule.image.colorKey = pixelAt(pick(kW), pick(kH)).toRgb();
                if (rule.image.colorKey)
                    rule.image.colorKey->setAlpha(255);
                break;
            case 3:
                rule.source = pick(2) ? ChannelSource::Image : ChannelSource::Empty;
                break;
            default:
                rule.source = ChannelSource::Copy;
                rule.copyOf = pick(channel);
                break;
            }
            if (rule == model.rules[channel])
                continue;
            const int session = pick(2);
            model.push({channel, session, model.rules[channel], rule});
            stack->push(new SetChannelRule(doc_.get(), spriteId_, channel, rule, session));
        } else {
            continue;
        }
        const QString where = QStringLiteral("action %1").arg(action);
        QVERIFY2(rebuilt.count() == before + 1 && channels.isEmpty(), qPrintable(where));
        QVERIFY2(stack->index() == base + int(model.index), qPrintable(where));
        QVERIFY2(stack->count() == base + int(model.steps.size()), qPrintable(where));
        const Sprite* s = doc_->sprite(spriteId_);
        for (const auto& [id, rule] : model.rules) {
            QVERIFY2(s->channelById(id)->rule == rule, qPrintable(where));
            const Mask& mask = s->frames().front().channel(s->channelIndex(id)).effective;
            // A copy shows its source's mask, an empty channel nothing.
            const ChannelRule* shown = &rule;
            while (shown->source == ChannelSource::Copy)
                shown = &model.rules[shown->copyOf];
            for (int y = 0; y < kH; ++y)
                for (int x = 0; x < kW; ++x)
                    QVERIFY2(mask.test(x, y) == (shown->source == ChannelSource::Image &&
                                                 expectedPixel(*shown, x, y)),
                             qPrintable(where));
        }
    }
    // The run merged some steps, and not all.
    QVERIFY(model.merged > 20);
    QVERIFY(model.steps.size() > 100);
}

QTEST_GUILESS_MAIN(TestChangeValue)
#include "tst_changevalue.moc"
