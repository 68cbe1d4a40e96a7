// SPDX-License-Identifier: MIT
#include "common/preferences.h"
#include "common/translations.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Hitmask"));
    QApplication::setOrganizationName(QStringLiteral("Hitmask"));
    QApplication::setApplicationVersion(QStringLiteral(HITMASK_VERSION));
    hitmask::installTranslations(app, hitmask::Preferences::load().language);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Collision-mask editor for 2D games."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("files"),
        QApplication::translate("main", "A project (.hitmask) or sprite images to open."),
        QStringLiteral("[files...]"));
    parser.process(app);

    hitmask::MainWindow window;
    window.show();
    hitmask::ProjectController* projects = window.projects();
    const QStringList files = parser.positionalArguments();
    bool opened = window.offerRecovery();
    opened = projects->openAll(files) || opened;
    // A first look at the tool working: with nothing to open, show the demo.
    if (!opened)
        projects->openDemo();
    return app.exec();
}
