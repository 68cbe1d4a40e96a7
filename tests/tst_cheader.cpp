// SPDX-License-Identifier: MIT
// C headers compile beside the C library's own, whatever the sprite is called: names
// such as char, int or 3d-ship once gave CHAR_WIDTH (a <limits.h> macro) or reserved
// identifiers like _3D_SHIP_MASK_H and _3d_ship_mask.
#include "export/maskexporter.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace hitmask;

class TestCHeader : public QObject {
    Q_OBJECT

private slots:
    void compilesWithAnyName_data();
    void compilesWithAnyName();
    void everyChannelCompilesAndReadsBack();
};

void TestCHeader::compilesWithAnyName_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("identifier"); // what the header must call its arrays
    QTest::addColumn<QString>("macro");      // and the prefix of its macros
    QTest::newRow("char") << "char"
                          << "char"
                          << "HITMASK_CHAR";
    QTest::newRow("int") << "int"
                         << "int"
                         << "HITMASK_INT";
    QTest::newRow("SIZE") << "SIZE"
                          << "size"
                          << "HITMASK_SIZE";
    QTest::newRow("errno-like") << "EXPLOSION"
                                << "explosion"
                                << "HITMASK_EXPLOSION";
    QTest::newRow("3d-ship") << "3d-ship"
                             << "sprite_3d_ship"
                             << "HITMASK_SPRITE_3D_SHIP";
    QTest::newRow("spaces") << "big  boss ship"
                            << "big_boss_ship"
                            << "HITMASK_BIG_BOSS_SHIP";
    QTest::newRow("dashes") << "--ship--01--"
                            << "ship_01"
                            << "HITMASK_SHIP_01";
    QTest::newRow("underscores") << "__init__"
                                 << "init"
                                 << "HITMASK_INIT";
    QTest::newRow("unicode") << "Raumschiff größer"
                             << "raumschiff_gr_er"
                             << "HITMASK_RAUMSCHIFF_GR_ER";
    QTest::newRow("empty after sanitising") << "ü ß -"
                                            << "sprite"
                                            << "HITMASK_SPRITE";
}

void TestCHeader::compilesWithAnyName() {
    QFETCH(QString, name);
    QFETCH(QString, identifier);
    QFETCH(QString, macro);
    QTemporaryDir dir;
    Mask ship(9, 5);
    ship.set(2, 3, true);
    const MaskExporter* header = exporterFor(QStringLiteral("c"));
    QVERIFY(header);
    auto write = [&](const QString& file, const QString& spriteName) {
        ExportOptions options;
        options.name = spriteName;
        QFile out(dir.filePath(file));
        return out.open(QIODevice::WriteOnly) &&
               out.write(header->write({{QStringLiteral("solid"), {ship}}}, options)) > 0;
    };
    QVERIFY(write(QStringLiteral("named.h"), name));
    QVERIFY(write(QStringLiteral("rock.h"), QStringLiteral("rock")));
    // Every standard header whose reserved names a sprite's name could hit, before and
    // after ours, with a second header beside it and ours included twice.
    QFile source(dir.filePath(QStringLiteral("use.c")));
    QVERIFY(source.open(QIODevice::WriteOnly));
    const QByteArray m = macro.toUtf8();
    const QByteArray id = identifier.toUtf8();
    source.write("#include <errno.h>\n#include <float.h>\n#include <limits.h>\n"
                 "#include <locale.h>\n#include <signal.h>\n#include <stdint.h>\n"
                 "#include \"named.h\"\n#include \"rock.h\"\n#include \"named.h\"\n"
                 "#include <inttypes.h>\n#include <stdio.h>\n#include <stdlib.h>\n"
                 "#include <string.h>\n#include <wchar.h>\n"
                 "int main(void) {\n"
                 "    if (" +
                 m + "_WIDTH != 9 || " + m + "_HEIGHT != 5 || " + m +
                 "_FRAMES != 1) return 1;\n"
                 "    if (HITMASK_ROCK_WIDTH != 9) return 2;\n"
                 "    printf(\"%d %lu\\n\", " +
                 id + "_mask[0], " + id +
                 "_frame_offsets[1]);\n"
                 "    return (int)" +
                 m + "_SIZE == 0;\n}\n");
    source.close();
    struct Compiler {
        QString program;
        QStringList flags;
    };
    QList<Compiler> compilers{
        {QStringLiteral("cc"),
         {QStringLiteral("-std=c2x"), QStringLiteral("-x"), QStringLiteral("c")}},
        {QStringLiteral("c++"),
         {QStringLiteral("-std=c++20"), QStringLiteral("-x"), QStringLiteral("c++")}}};
    // Clang names reserved identifiers outright (an array like _3d_ship_mask at file scope).
    if (!QStandardPaths::findExecutable(QStringLiteral("clang")).isEmpty())
        compilers.append({QStringLiteral("clang"),
                          {QStringLiteral("-std=c2x"), QStringLiteral("-x"), QStringLiteral("c"),
                           QStringLiteral("-Wreserved-identifier"),
                           QStringLiteral("-Wreserved-macro-identifier")}});
    for (const Compiler& compiler : compilers) {
        QProcess build;
        build.setWorkingDirectory(dir.path());
        build.start(compiler.program,
                    compiler.flags + QStringList{QStringLiteral("-Wall"), QStringLiteral("-Wextra"),
                                                 QStringLiteral("-Werror"),
                                                 QStringLiteral("-pedantic"),
                                                 QStringLiteral("use.c"), QStringLiteral("-o"),
                                                 QStringLiteral("use")});
        QVERIFY2(build.waitForFinished(60000), qPrintable(compiler.program));
        QVERIFY2(
            build.exitStatus() == QProcess::NormalExit && build.exitCode() == 0,
            qPrintable(compiler.program + u'\n' + QString::fromUtf8(build.readAllStandardError())));
        QProcess use;
        use.start(dir.filePath(QStringLiteral("use")), {});
        QVERIFY(use.waitForFinished(10000));
        QCOMPARE(use.exitCode(), 0);
    }
}

// Solid plus "hurt" and "hit": a C program reads every channel's pixels back from the
// header's own arrays and prints them, compared here with what was set.
void TestCHeader::everyChannelCompilesAndReadsBack() {
    QTemporaryDir dir;
    const int w = 7, h = 3;
    const char* wanted[3] = {"#......"
                             ".#....."
                             "..#....", // solid: a diagonal
                             "......."
                             "..###.."
                             ".......", // hurt: a bar
                             "......#"
                             "......."
                             "#......"}; // hit: two corners
    std::vector<Mask> masks;
    for (const char* pixels : wanted) {
        Mask m(w, h);
        for (int i = 0; i < w * h; ++i)
            if (pixels[i] == '#')
                m.set(i % w, i / w, true);
        masks.push_back(m);
    }
    for (const Encoding encoding : {Encoding::Bytes, Encoding::Bits}) {
        ExportOptions options;
        options.name = QStringLiteral("hero");
        options.encoding = encoding;
        const std::vector<ExportChannel> channels{{QStringLiteral("solid"), {masks[0]}},
                                                  {QStringLiteral("hurt"), {masks[1]}},
                                                  {QStringLiteral("hit"), {masks[2]}}};
        QFile out(dir.filePath(QStringLiteral("hero.h")));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(exporterFor(QStringLiteral("c"))->write(channels, options));
        out.close();
        // Each channel's pixel (x, y) by the header's own layout.
        const QByteArray pixel =
            encoding == Encoding::Bytes
                ? "#define PIXEL(ch, x, y) (ch##_mask[ch##_frame_offsets[0] + (y) * "
                  "ch##_frame_widths[0] + (x)])\n"
                : "#define PIXEL(ch, x, y) ((ch##_mask[ch##_frame_offsets[0] + (y) * "
                  "((ch##_frame_widths[0] + 7) / 8) + (x) / 8] >> (7 - (x) % 8)) & 1)\n";
        QFile source(dir.filePath(QStringLiteral("use.c")));
        QVERIFY(source.open(QIODevice::WriteOnly));
        source.write("#include <stdio.h>\n#include \"hero.h\"\n" + pixel +
                     "#define SHOW(ch) for (int y = 0; y < 3; ++y) for (int x = 0; x < 7; ++x) "
                     "putchar(PIXEL(ch, x, y) ? '#' : '.'); putchar('\\n');\n"
                     "int main(void) {\n"
                     "    if (HITMASK_HERO_HIT_FRAMES != 1 || HITMASK_HERO_HURT_WIDTH != 7) "
                     "return 1;\n"
                     "    SHOW(hero) SHOW(hero_hurt) SHOW(hero_hit)\n"
                     "    return 0;\n}\n");
        source.close();
        QProcess build;
        build.setWorkingDirectory(dir.path());
        build.start(QStringLiteral("cc"),
                    {QStringLiteral("-std=c99"), QStringLiteral("-Wall"), QStringLiteral("-Wextra"),
                     QStringLiteral("-Werror"), QStringLiteral("-pedantic"),
                     QStringLiteral("use.c"), QStringLiteral("-o"), QStringLiteral("use")});
        QVERIFY(build.waitForFinished(60000));
        QVERIFY2(build.exitCode() == 0, build.readAllStandardError().constData());
        QProcess use;
        use.start(dir.filePath(QStringLiteral("use")), {});
        QVERIFY(use.waitForFinished(10000));
        QCOMPARE(use.exitCode(), 0);
        QCOMPARE(use.readAllStandardOutput(),
                 QByteArray(wanted[0]) + '\n' + wanted[1] + '\n' + wanted[2] + '\n');
    }
}

QTEST_GUILESS_MAIN(TestCHeader)
#include "tst_cheader.moc"
