// SPDX-License-Identifier: MIT
// What the bits editor's line takes: hex, layers numbered from 1 with ranges, "none";
// anything else is refused. The expected bits are written out by hand.
#include "editor/docks/bitseditor.h"

#include <QTest>

using namespace hitmask;

class TestBitsEditor : public QObject {
    Q_OBJECT

private slots:
    void parse_data();
    void parse();
    void formats();
};

void TestBitsEditor::parse_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("bits"); // -1: refused
    QTest::newRow("hex") << "0x0000000F" << qint64(15);
    QTest::newRow("hex lower") << "0xff" << qint64(255);
    QTest::newRow("all") << "0xFFFFFFFF" << qint64(0xFFFFFFFF);
    QTest::newRow("too big") << "0x100000000" << qint64(-1);
    QTest::newRow("one layer") << "1" << qint64(1);
    QTest::newRow("layer 32") << "32" << qint64(0x80000000);
    QTest::newRow("range") << "2-4" << qint64(0b1110);
    QTest::newRow("spaced range") << "2 - 4, 6" << qint64(0b101110);
    QTest::newRow("semicolons") << "1;2" << qint64(3);
    QTest::newRow("none") << "none" << qint64(0);
    QTest::newRow("layer 0") << "0" << qint64(-1);
    QTest::newRow("layer 33") << "33" << qint64(-1);
    QTest::newRow("backwards") << "4-2" << qint64(-1);
    QTest::newRow("empty") << "" << qint64(-1);
    QTest::newRow("word") << "solid" << qint64(-1);
}

void TestBitsEditor::parse() {
    QFETCH(QString, text);
    QFETCH(qint64, bits);
    const std::optional<std::uint32_t> parsed = BitsEditor::parse(text);
    QCOMPARE(parsed.has_value(), bits >= 0);
    if (parsed)
        QCOMPARE(qint64(*parsed), bits);
}

void TestBitsEditor::formats() {
    QCOMPARE(BitsEditor::hex(0x1D), QStringLiteral("0x0000001D"));
    QCOMPARE(BitsEditor::hex(0xFFFFFFFF), QStringLiteral("0xFFFFFFFF"));
    QCOMPARE(BitsEditor::layers(0x8000001D), QStringLiteral("1, 3-5, 32"));
    QCOMPARE(BitsEditor::layers(0b110), QStringLiteral("2-3"));
}

QTEST_MAIN(TestBitsEditor)
#include "tst_bitseditor.moc"
