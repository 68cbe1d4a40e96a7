// SPDX-License-Identifier: MIT
// The shipped translations load, say what they should, cover every string of the sources,
// and Qt's own dialogs speak the same language.
#include "common/translations.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDirIterator>
#include <QMessageBox>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {

struct Message {
    QString context;
    QString source;
    bool finished = false;
};

// The messages of a .ts file, read as Qt Linguist writes them.
QList<Message> readTs(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            message = {context, {}, false};
        } else if (xml.name() == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            // Plural forms nest <numerusform>s: every one must be filled in.
            bool empty = false;
            int forms = 0;
            QString text;
            while (!(xml.readNext() == QXmlStreamReader::EndElement &&
                     xml.name() == QLatin1String("translation")) &&
                   !xml.atEnd()) {
                if (xml.isCharacters())
                    text += xml.text();
                else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform")) {
                    ++forms;
                    empty = empty || xml.readElementText().isEmpty();
                }
            }
            message.finished = type.isEmpty() && (forms > 0 ? !empty : !text.trimmed().isEmpty());
            messages.append(message);
        }
    }
    return messages;
}

QString describe(const Message& m) {
    return m.context + QStringLiteral(": \"") + m.source.left(70) + QStringLiteral("\"");
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void translationsAreBuiltIn();
    void sampleStrings_data();
    void sampleStrings();
    void everySourceStringIsTranslated_data();
    void everySourceStringIsTranslated();
    void numbersFollowTheLanguage();
    void qtButtonsSpeakTheLanguage_data();
    void qtButtonsSpeakTheLanguage();
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
    QTest::newRow("de dock title") << "hitmask_de"
                                   << "hitmask::ChannelsDock"
                                   << "Channels" << -1 << "Kanäle";
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

void TestTranslations::everySourceStringIsTranslated_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("options");
    QTest::newRow("de") << "hitmask_de.ts" << QStringList();
    QTest::newRow("pt_BR") << "hitmask_pt_BR.ts" << QStringList();
    // English is the source language: only plural forms need a translation.
    QTest::newRow("en") << "hitmask_en.ts" << QStringList{QStringLiteral("-pluralonly")};
}

// Runs the lupdate that update_translations runs, on a scratch copy of each .ts file:
// a tr() string nobody translated yet shows up unfinished in the copy, and a string
// that left the sources is gone from it.
void TestTranslations::everySourceStringIsTranslated() {
    QFETCH(QString, file);
    QFETCH(QStringList, options);
    const QString original = QStringLiteral(HITMASK_TS_DIR "/") + file;
    QTemporaryDir dir;
    const QString copy = dir.filePath(file);
    QVERIFY(QFile::copy(original, copy));
    QProcess lupdate;
    lupdate.start(QStringLiteral(HITMASK_LUPDATE),
                  QStringList{QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
                              QStringLiteral("none"), QStringLiteral("-I"),
                              QStringLiteral(HITMASK_APP_DIR),
                              QStringLiteral("@" HITMASK_TRANSLATED_SOURCES)} +
                      options + QStringList{QStringLiteral("-ts"), copy});
    QVERIFY(lupdate.waitForFinished(120000));
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());

    const QList<Message> before = readTs(original);
    const QList<Message> after = readTs(copy);
    QVERIFY(!after.isEmpty());
    QStringList problems;
    for (const Message& m : after)
        if (!m.finished)
            problems << QStringLiteral("untranslated: ") + describe(m);
    for (const Message& m : before) {
        const bool stillUsed = std::any_of(after.begin(), after.end(), [&](const Message& a) {
            return a.context == m.context && a.source == m.source;
        });
        if (!stillUsed)
            problems << QStringLiteral("no longer in the sources: ") + describe(m);
    }
    if (!problems.isEmpty())
        QFAIL(
            qPrintable(QStringLiteral("%1 is out of date (run `cmake --build build --target "
                                      "update_translations`, then translate in Qt Linguist):\n  %2")
                           .arg(file, problems.join(QStringLiteral("\n  ")))));
}

void TestTranslations::numbersFollowTheLanguage() {
    const QLocale saved;
    QVERIFY(!hitmask::installTranslations(*qApp, QStringLiteral("de")).isEmpty());
    QCOMPARE(QLocale().toString(40160), QStringLiteral("40.160"));
    QCOMPARE(QStringLiteral("%L1").arg(1.5), QStringLiteral("1,5"));
    QVERIFY(hitmask::installTranslations(*qApp, QStringLiteral("en")) == QLatin1String("en"));
    QCOMPARE(QLocale().toString(40160), QStringLiteral("40,160"));
    for (QTranslator* t : qApp->findChildren<QTranslator*>())
        delete t;
    QLocale::setDefault(saved);
}

void TestTranslations::qtButtonsSpeakTheLanguage_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("expected"); // Save, Discard, Cancel
    QTest::newRow("de") << "de" << QStringList{"Speichern", "Verwerfen", "Abbrechen"};
    QTest::newRow("pt_BR") << "pt_BR" << QStringList{"Salvar", "Descartar", "Cancelar"};
    QTest::newRow("en") << "en" << QStringList{"Save", "Discard", "Cancel"};
}

// The question the editor asks before closing unsaved work, as Qt builds its buttons.
void TestTranslations::qtButtonsSpeakTheLanguage() {
    QFETCH(QString, language);
    QFETCH(QStringList, expected);
    const QLocale saved;
    QVERIFY(hitmask::installTranslations(*qApp, language).startsWith(language.left(2)));
    QMessageBox box;
    box.setStandardButtons(QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    const QStringList texts{box.button(QMessageBox::Save)->text().remove(u'&'),
                            box.button(QMessageBox::Discard)->text().remove(u'&'),
                            box.button(QMessageBox::Cancel)->text().remove(u'&')};
    for (QTranslator* t : qApp->findChildren<QTranslator*>())
        delete t; // which also uninstalls it
    QLocale::setDefault(saved);
    QCOMPARE(texts, expected);
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
