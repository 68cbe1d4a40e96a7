// SPDX-License-Identifier: MIT
// The rule editor alone, driven as a user would: the rules it emits for each control, the
// editing session each number's run of changes shares, and what each layout offers.
#include "editor/docks/ruleeditor.h"
#include "support/shownwindow.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QTest>
#include <QToolButton>

using namespace hitmask;

namespace {

ChannelRule alpha(int threshold) {
    ChannelRule rule;
    rule.image.threshold = threshold;
    return rule;
}

ChannelRule emitted(const QSignalSpy& spy, qsizetype i) {
    return spy.at(i).at(0).value<ChannelRule>();
}

int sessionOf(const QSignalSpy& spy, qsizetype i) {
    return spy.at(i).at(1).toInt();
}

QPoint sliderHandle(QSlider* slider) {
    QStyleOptionSlider option;
    option.initFrom(slider);
    option.orientation = slider->orientation();
    option.minimum = slider->minimum();
    option.maximum = slider->maximum();
    option.sliderPosition = slider->sliderPosition();
    option.sliderValue = slider->value();
    return slider->style()
        ->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, slider)
        .center();
}

} // namespace

class TestRuleEditor : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void fullTypesAndChoosesTheKey();
    void sliderDragIsOneSession();
    void compactOffersSourcesAndCopies();
    void compactPointsElsewhereWhenNotEditable();
};

void TestRuleEditor::initTestCase() {
    qRegisterMetaType<ChannelRule>();
}

// Typing 30 is two rules of one session; Enter ends it, so the next arrow is another.
// Colour key starts from the key given; the threshold then rests and the tolerance works.
void TestRuleEditor::fullTypesAndChoosesTheKey() {
    RuleEditor editor(RuleEditor::Layout::Full);
    QVERIFY(testing::showActive(editor, QSize(400, 120)));
    QSignalSpy edited(&editor, &RuleEditor::ruleEdited);
    QSignalSpy typed(&editor, &RuleEditor::typingDone);
    editor.setRule(alpha(10));
    editor.setKeyStart(QColor(0, 255, 0), 4);
    QCOMPARE(edited.count(), 0);
    QCOMPARE(editor.thresholdBox()->maximum(), 255);
    QCOMPARE(editor.thresholdSlider()->value(), 10);
    QVERIFY(!editor.toleranceBox()->isEnabled());

    QSpinBox* threshold = editor.thresholdBox();
    threshold->setFocus();
    threshold->selectAll();
    QTest::keyClicks(threshold, QStringLiteral("30"));
    QCOMPARE(edited.count(), 2);
    QCOMPARE(emitted(edited, 0), alpha(3));
    QCOMPARE(emitted(edited, 1), alpha(30));
    QVERIFY(sessionOf(edited, 0) != 0);
    QCOMPARE(sessionOf(edited, 1), sessionOf(edited, 0));
    QCOMPARE(editor.thresholdSlider()->value(), 30);
    QTest::keyClick(threshold, Qt::Key_Return);
    QCOMPARE(typed.count(), 1);
    QTest::keyClick(threshold, Qt::Key_Up);
    QCOMPARE(emitted(edited, 2), alpha(31));
    QVERIFY(sessionOf(edited, 2) != sessionOf(edited, 1));

    QComboBox* mode = editor.sourceBox();
    mode->setFocus();
    QTest::keyClick(mode, Qt::Key_Down); // Colour key
    QCOMPARE(edited.count(), 4);
    ChannelRule keyed = alpha(31);
    keyed.image.colorKey = QColor(0, 255, 0);
    keyed.image.keyTolerance = 4;
    QCOMPARE(emitted(edited, 3), keyed);
    QCOMPARE(sessionOf(edited, 3), 0);
    QCOMPARE(editor.keyButton()->text(), QStringLiteral("#00FF00"));
    QVERIFY(!threshold->isEnabled());
    QVERIFY(!editor.thresholdSlider()->isEnabled());

    QSpinBox* tolerance = editor.toleranceBox();
    QVERIFY(tolerance->isEnabled());
    tolerance->setFocus();
    QTest::keyClick(tolerance, Qt::Key_Up);
    QTest::keyClick(tolerance, Qt::Key_Up);
    keyed.image.keyTolerance = 6;
    QCOMPARE(emitted(edited, edited.count() - 1), keyed);
    QCOMPARE(sessionOf(edited, 5), sessionOf(edited, 4));

    // Back to alpha: the key goes, the tolerance stays for the next time.
    mode->setFocus();
    QTest::keyClick(mode, Qt::Key_Up);
    keyed.image.colorKey.reset();
    QCOMPARE(emitted(edited, edited.count() - 1), keyed);
    QCOMPARE(editor.keyButton()->text(), QStringLiteral("none"));

    // Not editable here: greyed out, and nothing to emit.
    editor.setEditable(false);
    QVERIFY(!mode->isEnabled());
    QVERIFY(!threshold->isEnabled());
    QVERIFY(!tolerance->isEnabled());
}

// Every value of one drag shares a session; the next drag has its own.
void TestRuleEditor::sliderDragIsOneSession() {
    RuleEditor editor(RuleEditor::Layout::Full);
    QVERIFY(testing::showActive(editor, QSize(400, 120)));
    editor.setRule(alpha(0));
    QSignalSpy edited(&editor, &RuleEditor::ruleEdited);
    QSlider* slider = editor.thresholdSlider();
    const auto drag = [slider](int dx) {
        const QPoint from = sliderHandle(slider);
        QTest::mousePress(slider, Qt::LeftButton, {}, from);
        for (int step = 1; step <= 4; ++step)
            QTest::mouseMove(slider, from + QPoint(dx * step / 4, 0));
        QTest::mouseRelease(slider, Qt::LeftButton, {}, from + QPoint(dx, 0));
    };

    drag(slider->width() / 3);
    QVERIFY2(edited.count() >= 2, qPrintable(QString::number(edited.count())));
    const int first = sessionOf(edited, 0);
    QVERIFY(first != 0);
    for (qsizetype i = 0; i < edited.count(); ++i)
        QCOMPARE(sessionOf(edited, i), first);
    const int dragged = editor.rule().image.threshold;
    QVERIFY(dragged > 0);
    QCOMPARE(editor.thresholdBox()->value(), dragged);
    QCOMPARE(emitted(edited, edited.count() - 1), alpha(dragged));

    const qsizetype before = edited.count();
    drag(-slider->width() / 6);
    QVERIFY(edited.count() > before);
    QVERIFY(sessionOf(edited, before) != first);
    QVERIFY(editor.rule().image.threshold < dragged);
}

// A channel's row: every source, copies of the channels given, the one number or key the
// source needs, and a copy of a channel since removed still shown for what it is.
void TestRuleEditor::compactOffersSourcesAndCopies() {
    RuleEditor editor(RuleEditor::Layout::Compact);
    QVERIFY(testing::showActive(editor, QSize(400, 40)));
    QSignalSpy edited(&editor, &RuleEditor::ruleEdited);
    ChannelRule empty;
    empty.source = ChannelSource::Empty;
    editor.setRule(empty, {{0, QStringLiteral("solid")}, {2, QStringLiteral("hurt")}});
    editor.setKeyStart(QColor(255, 0, 255), 7);
    QComboBox* source = editor.sourceBox();
    QCOMPARE(source->count(), 5);
    QCOMPARE(source->itemText(0), QStringLiteral("Alpha"));
    QCOMPARE(source->itemText(4), QStringLiteral("Copy of hurt"));
    QCOMPARE(source->currentText(), QStringLiteral("Empty (paint by hand)"));
    QVERIFY(!editor.thresholdBox()->isVisible());
    QVERIFY(!editor.keyButton()->isVisible());
    QVERIFY(!editor.toleranceBox()->isVisible());
    QCOMPARE(editor.thresholdBox()->maximum(), 254);

    source->setFocus();
    QTest::keyClick(source, Qt::Key_End);
    QCOMPARE(edited.count(), 1);
    ChannelRule copy = empty;
    copy.source = ChannelSource::Copy;
    copy.copyOf = 2;
    QCOMPARE(emitted(edited, 0), copy);

    QTest::keyClick(source, Qt::Key_Home);
    QCOMPARE(emitted(edited, 1).source, ChannelSource::Image);
    QVERIFY(!emitted(edited, 1).image.colorKey);
    QVERIFY(editor.thresholdBox()->isVisible());
    QTest::keyClick(source, Qt::Key_Down);
    const ChannelRule keyed = emitted(edited, 2);
    QCOMPARE(keyed.image.colorKey.value_or(Qt::black), QColor(255, 0, 255));
    QCOMPARE(keyed.image.keyTolerance, 7);
    QVERIFY(!editor.thresholdBox()->isVisible());
    QVERIFY(editor.keyButton()->isVisible());
    QVERIFY(editor.toleranceBox()->isVisible());
    QCOMPARE(editor.toleranceBox()->prefix(), QStringLiteral("± "));

    // A key set from outside, as by the dialog: the same rule, keyed otherwise.
    editor.setKey(QColor(1, 2, 3));
    QCOMPARE(emitted(edited, 3).image.colorKey.value_or(Qt::black), QColor(1, 2, 3));
    QCOMPARE(emitted(edited, 3).image.keyTolerance, 7);

    ChannelRule orphan = copy;
    orphan.copyOf = 9;
    editor.setRule(orphan, {{0, QStringLiteral("solid")}});
    QCOMPARE(source->currentText(), QStringLiteral("Copy of a removed channel"));
    QCOMPARE(edited.count(), 4);
}

void TestRuleEditor::compactPointsElsewhereWhenNotEditable() {
    RuleEditor editor(RuleEditor::Layout::Compact);
    QVERIFY(testing::showActive(editor, QSize(400, 40)));
    editor.setEditable(false);
    editor.setRule(alpha(5));
    QCOMPARE(editor.sourceBox()->count(), 1);
    QCOMPARE(editor.sourceBox()->currentText(), QStringLiteral("The image (see Mask Settings)"));
    QVERIFY(!editor.sourceBox()->isEnabled());
    QVERIFY(!editor.thresholdBox()->isVisible());
    editor.setEditable(true);
    QCOMPARE(editor.sourceBox()->currentText(), QStringLiteral("Alpha"));
    QVERIFY(editor.thresholdBox()->isVisible());
    QCOMPARE(editor.thresholdBox()->value(), 5);
    editor.clear();
    QCOMPARE(editor.sourceBox()->count(), 0);
    QVERIFY(!editor.thresholdBox()->isVisible());
}

QTEST_MAIN(TestRuleEditor)
#include "tst_ruleeditor.moc"
