// SPDX-License-Identifier: MIT
#include "editor/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Hitmask"));
    QApplication::setOrganizationName(QStringLiteral("Hitmask"));
    QApplication::setApplicationVersion(QStringLiteral(HITMASK_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Collision-mask editor for 2D games."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "Sprite to open."),
                                 QStringLiteral("[file]"));
    parser.process(app);

    hitmask::MainWindow window;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty() || !window.openSprite(files.first()))
        window.openDemo();
    window.show();
    return app.exec();
}
