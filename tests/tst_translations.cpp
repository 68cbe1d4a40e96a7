// SPDX-License-Identifier: MIT
// The shipped translations load and say what they should.
#include <QCoreApplication>
#include <QDirIterator>
#include <QTest>
#include <QTranslator>

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void translationsAreBuiltIn();
    void sampleStrings_data();
    void sampleStrings();
};

void TestTranslations::translationsAreBuiltIn() {
    QStringList found;
    QDirIterator it(QStringLiteral(":/i18n"));
    while (it.hasNext())
        found << QFileInfo(it.next()).fileName();
    found.sort();
    QCOMPARE(found, (QStringList{"hitmask_de.qm", "hitmask_en.qm", "hitmask_pt_BR.qm"}));
}

void TestTranslations::sampleStrings_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("expected");
    QTest::newRow("de menu") << "hitmask_de"
                             << "hitmask::MainWindow"
                             << "&File" << -1 << "&Datei";
    QTest::newRow("de tool") << "hitmask_de"
                             << "hitmask::EraserTool"
                             << "Eraser" << -1 << "Radierer";
    QTest::newRow("de plural 1") << "hitmask_de"
                                 << "ExportCommand"
                                 << "Exported %n file(s)." << 1 << "1 Datei exportiert.";
    QTest::newRow("de plural 3") << "hitmask_de"
                                 << "ExportCommand"
                                 << "Exported %n file(s)." << 3 << "3 Dateien exportiert.";
    QTest::newRow("de loader") << "hitmask_de"
                               << "ImageLoader"
                               << "the file is empty" << -1 << "die Datei ist leer";
    QTest::newRow("pt_BR menu") << "hitmask_pt_BR"
                                << "hitmask::MainWindow"
                                << "&File" << -1 << "&Arquivo";
    QTest::newRow("pt_BR tool") << "hitmask_pt_BR"
                                << "hitmask::PencilTool"
                                << "Pencil" << -1 << "Lápis";
    QTest::newRow("pt_BR plural") << "hitmask_pt_BR"
                                  << "ExportCommand"
                                  << "Exported %n file(s)." << 2 << "2 arquivos exportados.";
    QTest::newRow("pt_BR command") << "hitmask_pt_BR"
                                   << "SetMaskSettings"
                                   << "Set Threshold to %1" << -1 << "Definir limiar como %1";
    QTest::newRow("en plural 1") << "hitmask_en"
                                 << "ExportCommand"
                                 << "Exported %n file(s)." << 1 << "Exported 1 file.";
    QTest::newRow("en plural 2") << "hitmask_en"
                                 << "ExportCommand"
                                 << "Exported %n file(s)." << 2 << "Exported 2 files.";
}

void TestTranslations::sampleStrings() {
    QFETCH(QString, file);
    QFETCH(QString, context);
    QFETCH(QString, source);
    QFETCH(int, n);
    QFETCH(QString, expected);
    QTranslator translator;
    QVERIFY(translator.load(file, QStringLiteral(":/i18n")));
    QCoreApplication::installTranslator(&translator);
    const QString text = QCoreApplication::translate(context.toUtf8(), source.toUtf8(), nullptr, n);
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(text, expected);
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
