// SPDX-License-Identifier: MIT
// A sheet's tags (Aseprite's frameTags): imported, listed in the Frames dock, played in
// their direction, dropped by a rotation set until undo, saved, loaded and written to the
// PNG side-car; a tag past the last frame after a shorter reload kept and marked.
#include "document/commands/cutframes.h"
#include "document/projectdocument.h"
#include "document/projectfile.h"
#include "editor/docks/framestripdock.h"
#include "editor/projectcontroller.h"
#include "support/framefixtures.h"
#include "support/gifwriter.h"
#include "support/isolatedhome.h"

#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace hitmask;
using namespace hitmask::testing;

class TestFrameTags : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void tagsImportedSavedLoadedAndExported();
    void tagPlaysInItsDirection();
    void tagPastTheLastFrameIsKeptAndMarked();

private:
    IsolatedHome home_;
};

void TestFrameTags::tagsImportedSavedLoadedAndExported() {
    QTemporaryDir dir;
    const QString json = writeSheet(dir.path());
    ProjectController controller(nullptr);
    QVERIFY(controller.importSheet(json));
    ProjectDocument* document = controller.document();
    const Sprite& sprite = *document->sprites().front();
    QCOMPARE(sprite.tags().size(), 1);
    FrameStripDock dock;
    dock.setDocument(document);
    dock.setSprite(sprite.id());
    QCOMPARE(dock.tagBox()->count(), 2);
    QCOMPARE(dock.tagBox()->itemText(1), QStringLiteral("walk (1–3)"));

    // A rotation set of one frame is no longer the sheet's animation: no tags, until undo.
    QString why;
    CutFrames* rotate = generateRotationSet(document, sprite.id(), 0, 4, &why);
    QVERIFY2(rotate, qPrintable(why));
    document->undoStack()->push(rotate);
    QVERIFY(sprite.tags().isEmpty());
    QCOMPARE(dock.tagBox()->count(), 1);
    document->undoStack()->undo();
    QCOMPARE(sprite.tags().size(), 1);
    QCOMPARE(dock.tagBox()->itemText(1), QStringLiteral("walk (1–3)"));
    document->undoStack()->redo();
    QVERIFY(sprite.tags().isEmpty());
    document->undoStack()->undo();

    const QString project = dir.filePath(QStringLiteral("walk.hitmask"));
    QVERIFY2(ProjectFile::save(*document, project, &why), qPrintable(why));
    QFile saved(project);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(saved.readAll()).object();
    QCOMPARE(root.value("version").toInt(), 4);
    QCOMPARE(root.value("sprites").toArray().at(0).toObject().value("tags").toArray(),
             (QJsonArray{QJsonObject{
                 {"name", "walk"}, {"from", 0}, {"to", 2}, {"direction", "pingpong"}}}));
    ProjectDocument loaded;
    QVERIFY2(ProjectFile::load(loaded, project, &why), qPrintable(why));
    QCOMPARE(loaded.sprites().front()->tags().size(), 1);
    QCOMPARE(loaded.sprites().front()->tags()[0].direction, QStringLiteral("pingpong"));
    // The frame list beside the PNG, byte for byte.
    QCOMPARE(sidecarOf(loaded), QByteArray(R"({
    "frames": [
        {
            "origin": [
                0,
                0
            ],
            "rect": [
                0,
                0,
                4,
                3
            ]
        },
        {
            "origin": [
                0,
                0
            ],
            "rect": [
                0,
                3,
                4,
                3
            ]
        },
        {
            "origin": [
                0,
                0
            ],
            "rect": [
                0,
                6,
                4,
                3
            ]
        }
    ],
    "tags": [
        {
            "direction": "pingpong",
            "from": 0,
            "name": "walk",
            "to": 2
        }
    ]
}
)"));
}

void TestFrameTags::tagPlaysInItsDirection() {
    QTemporaryDir dir;
    ProjectController controller(nullptr);
    QVERIFY(controller.importSheet(writeSheet(dir.path(), {10, 10, 10})));
    ProjectDocument* document = controller.document();
    FrameStripDock dock;
    dock.setDocument(document);
    dock.setSprite(document->sprites().front()->id());
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    // Choosing the tag selects its frames; ping-pong goes there and back.
    dock.tagBox()->setCurrentIndex(1);
    emit dock.tagBox()->activated(1);
    QCOMPARE(dock.selectedFrameIds().size(), 3);
    screenshot(dock, QStringLiteral("frame-tags.png"));
    QSignalSpy selected(&dock, &FrameStripDock::frameSelected);
    dock.playAction()->trigger();
    const QList<int> expected{1, 2, 1, 0, 1, 2};
    while (selected.count() < expected.size())
        QVERIFY(selected.wait(2000));
    dock.playAction()->trigger();
    for (int i = 0; i < expected.size(); ++i)
        QCOMPARE(selected.at(i).at(0).toInt(), expected[i]);
}

void TestFrameTags::tagPastTheLastFrameIsKeptAndMarked() {
    // A GIF's frames come from the file, but not its tags: a tag saved with the project
    // stays when the animation gets shorter, marked, and is whole again when it grows.
    QTemporaryDir dir;
    auto gif = [&](int frames) {
        QList<QList<int>> images;
        for (int f = 0; f < frames; ++f)
            images << QList<int>(6 * 4, f % 4);
        return writeFile(dir.filePath(QStringLiteral("blink.gif")),
                         writeGif(images, 6, 4, QList<int>(frames, 5)));
    };
    QVERIFY(gif(4));
    QString why;
    ProjectController controller(nullptr);
    QVERIFY(controller.open(dir.filePath(QStringLiteral("blink.gif"))));
    const QString project = dir.filePath(QStringLiteral("blink.hitmask"));
    QVERIFY2(ProjectFile::save(*controller.document(), project, &why), qPrintable(why));
    QFile file(project);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    QJsonArray sprites = root.value("sprites").toArray();
    QJsonObject entry = sprites.at(0).toObject();
    entry.insert("tags", QJsonArray{QJsonObject{
                             {"name", "blink"}, {"from", 1}, {"to", 3}, {"direction", "forward"}}});
    sprites[0] = entry;
    root.insert("sprites", sprites);
    QVERIFY(writeFile(project, QJsonDocument(root).toJson()));
    ProjectDocument document;
    QVERIFY2(ProjectFile::load(document, project, &why), qPrintable(why));
    const Sprite& sprite = *document.sprites().front();
    FrameStripDock dock;
    dock.setDocument(&document);
    dock.setSprite(sprite.id());
    QCOMPARE(dock.tagBox()->itemText(1), QStringLiteral("blink (2–4)"));

    QVERIFY(gif(2));
    QVERIFY2(document.reloadSprite(sprite.id(), &why), qPrintable(why));
    QCOMPARE(sprite.frames().size(), std::size_t(2));
    QCOMPARE(sprite.tags().size(), 1);
    QCOMPARE(sprite.tags()[0].to, 3);
    QCOMPARE(dock.tagBox()->itemText(1), QStringLiteral("blink (2–4, past the last frame)"));
    // Chosen, it selects the frame that is left; the export cuts it to that frame.
    dock.tagBox()->setCurrentIndex(1);
    emit dock.tagBox()->activated(1);
    QCOMPARE(dock.selectedFrameIds(), QList<int>{sprite.frames()[1].id});
    QCOMPARE(dock.list()->selectedItems(), QList<QListWidgetItem*>{dock.list()->item(1)});
    dock.resize(500, 130);
    screenshot(dock, QStringLiteral("frame-tag-past-the-end.png"));
    const QJsonArray tags =
        QJsonDocument::fromJson(sidecarOf(document)).object().value("tags").toArray();
    QCOMPARE(tags, (QJsonArray{QJsonObject{
                       {"name", "blink"}, {"from", 1}, {"to", 1}, {"direction", "forward"}}}));

    QVERIFY(gif(4));
    QVERIFY2(document.reloadSprite(sprite.id(), &why), qPrintable(why));
    QCOMPARE(dock.tagBox()->itemText(1), QStringLiteral("blink (2–4)"));
}

QTEST_MAIN(TestFrameTags)
#include "tst_frametags.moc"
