// SPDX-License-Identifier: MIT
// hitmask-cli checks everything before it writes anything: a name a depfile cannot hold
// (a line break, a tab, any control character) is refused before the first output.
// Messages show such characters escaped (\t, \x1b), and what a write killed in its last
// instant left beside an output (.NAME.hitmask-XXXXXX) is cleaned by the next run writing NAME.
#include "support/artfixtures.h"
#include "support/clirunner.h"
#include "support/fixturefiles.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using hitmask::testing::runCli;
using hitmask::testing::writeAll;

namespace {

// A file of `age` seconds, as a leftover of an earlier run would be.
void writeAged(const QString& path, int age) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("half a file");
    QVERIFY(file.flush()); // before the time is set, or the write sets it anew
    QVERIFY(file.setFileTime(QDateTime::currentDateTimeUtc().addSecs(-age),
                             QFileDevice::FileModificationTime));
}

} // namespace

class TestCliChecksFirst : public QObject {
    Q_OBJECT

private slots:
    void init();
    void depfileNameRefusedBeforeAnyWrite_data();
    void depfileNameRefusedBeforeAnyWrite();
    void messagesEscapeControlCharacters();
    void leftoverTempFilesAreCleaned_data();
    void leftoverTempFilesAreCleaned();

private:
    QString path(const QString& name) const { return dir_->filePath(name); }
    QStringList filesIn(const QString& folder) const {
        return QDir(path(folder))
            .entryList(QDir::Files | QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
    }
    std::unique_ptr<QTemporaryDir> dir_;
};

void TestCliChecksFirst::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    const QImage ship = hitmask::testing::smallRedSprite();
    for (const char* name : {"ship.png", "tab\tship.png", "line\nship.png", "esc\x1bship.png"})
        QVERIFY(ship.save(path(QString::fromUtf8(name))));
    QVERIFY(QDir(dir_->path()).mkpath(QStringLiteral("out")));
}

void TestCliChecksFirst::depfileNameRefusedBeforeAnyWrite_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("shown"); // the name as the message shows it
    QTest::newRow("mask, tab in the sprite")
        << QStringList{"mask", "tab\tship.png", "-o", "out/ship.hmsk", "--depfile", "out/ship.d"}
        << QByteArray("tab\\tship.png");
    QTest::newRow("mask, line break in the sprite")
        << QStringList{"mask", "line\nship.png", "-o", "out/ship.hmsk", "--depfile", "out/ship.d"}
        << QByteArray("line\\nship.png");
    QTest::newRow("mask, escape in the output")
        << QStringList{"mask", "ship.png", "-o", "out/a\x1b[31m.hmsk", "--depfile", "out/ship.d"}
        << QByteArray("a\\x1b[31m.hmsk");
    QTest::newRow("mask, several into a folder")
        << QStringList{"mask", "ship.png", "tab\tship.png", "-o", "out", "--depfile", "out/ship.d"}
        << QByteArray("tab\\tship.png");
    QTest::newRow("shapes") << QStringList{"shapes",    "tab\tship.png",        "--boxes",
                                           "-o",        "out/ship.shapes.json", "--depfile",
                                           "out/ship.d"}
                            << QByteArray("tab\\tship.png");
    QTest::newRow("export") << QStringList{"export", "game.hitmask", "-o",
                                           "out",    "--depfile",    "out/ship.d"}
                            << QByteArray("tab\\tship.png");
}

void TestCliChecksFirst::depfileNameRefusedBeforeAnyWrite() {
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, shown);
    writeAll(path(QStringLiteral("game.hitmask")),
             "{\"format\": \"hitmask-project\", \"version\": 2, \"sprites\": [{\"path\": "
             "\"ship.png\"}, {\"path\": \"tab\\tship.png\"}]}");
    const auto run = runCli(arguments, dir_->path());
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains("a depfile cannot name"), run.err.constData());
    QVERIFY2(run.err.contains(shown), run.err.constData());
    QVERIFY2(run.err.contains("nothing was written"), run.err.constData());
    // One line, no raw control character.
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY2(!run.err.contains('\t') && !run.err.contains('\x1b'), run.err.constData());
    QCOMPARE(filesIn(QStringLiteral("out")), QStringList());
}

void TestCliChecksFirst::messagesEscapeControlCharacters() {
    auto run = runCli({"mask", "missing\x1b[2Jname\t.png", "-o", "out/x.hmsk"}, dir_->path());
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains("missing\\x1b[2Jname\\t.png"), run.err.constData());
    QVERIFY(!run.err.contains('\x1b') && !run.err.contains('\t'));
    QCOMPARE(run.err.count('\n'), 1);
    // Progress lines of an export name files too.
    writeAll(path(QStringLiteral("game.hitmask")),
             "{\"format\": \"hitmask-project\", \"version\": 2, \"sprites\": [{\"path\": "
             "\"tab\\tship.png\"}]}");
    run = runCli({"export", "game.hitmask", "-o", "out"}, dir_->path());
    QVERIFY2(run.status == 0, run.err.constData());
    QVERIFY2(run.err.contains("tab\\tship.hmsk"), run.err.constData());
    QVERIFY(!run.err.contains('\t'));
}

void TestCliChecksFirst::leftoverTempFilesAreCleaned_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("mask") << QStringList{"mask", "ship.png", "-o", "out/ship.hmsk"};
    QTest::newRow("mask into a folder")
        << QStringList{"mask", "ship.png", "-o", "out", "--pattern", "{sprite}.{ext}"};
    QTest::newRow("export") << QStringList{"export", "game.hitmask", "-o", "out"};
}

void TestCliChecksFirst::leftoverTempFilesAreCleaned() {
    QFETCH(QStringList, arguments);
    writeAll(path(QStringLiteral("game.hitmask")),
             R"({"format": "hitmask-project", "version": 2, "sprites": [{"path": "ship.png"}]})");
    writeAged(path(QStringLiteral("out/.ship.hmsk.hitmask-aBcD3F")), 120);  // a leftover: removed
    writeAged(path(QStringLiteral("out/.ship.hmsk.hitmask-Q7x2Lm")), 3600); // another
    writeAged(path(QStringLiteral("out/.ship.hmsk.hitmask-GhIjKl")), 0);    // a write under way
    writeAged(path(QStringLiteral("out/ship.hmsk.bak")), 3600);             // not a temporary name
    writeAged(path(QStringLiteral("out/ship.hmsk.backup")), 3600); // a user's, though 6 letters
    writeAged(path(QStringLiteral("out/ship.hmsk.sha256")), 3600);
    writeAged(path(QStringLiteral("out/ship.hmsk.aBcDeF")), 3600); // not a name Hitmask stages
    writeAged(path(QStringLiteral("out/.ship.hmsk.hitmask-aBcDeFg")), 3600);
    writeAged(path(QStringLiteral("out/.other.hmsk.hitmask-aBcDeF")), 3600); // not written now
    QVERIFY(QDir().mkpath(path(QStringLiteral("out/.ship.hmsk.hitmask-MnOpQr")))); // a folder
    const auto run = runCli(arguments, dir_->path());
    QVERIFY2(run.status == 0, run.err.constData());
    QCOMPARE(
        filesIn(QStringLiteral("out")),
        (QStringList{".other.hmsk.hitmask-aBcDeF", ".ship.hmsk.hitmask-GhIjKl",
                     ".ship.hmsk.hitmask-MnOpQr", ".ship.hmsk.hitmask-aBcDeFg", "ship.hmsk",
                     "ship.hmsk.aBcDeF", "ship.hmsk.backup", "ship.hmsk.bak", "ship.hmsk.sha256"}));
}

QTEST_MAIN(TestCliChecksFirst)
#include "tst_clichecksfirst.moc"
