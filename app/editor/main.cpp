// SPDX-License-Identifier: MIT
#include "common/preferences.h"
#include "common/translations.h"
#include "editor/mainwindow.h"
#include "editor/startup.h"

#include <QApplication>
#include <QCommandLineParser>
#include <cstring>
#include <memory>

namespace {

void describeOptions(QCommandLineParser& parser) {
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Collision-mask editor for 2D games."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("files"),
        QCoreApplication::translate("main", "A project (.hitmask) or sprite images to open."),
        QStringLiteral("[files...]"));
}

// --help and --version print and exit, so they must work where no display can be
// opened (a terminal over ssh, a build machine): they need no QApplication.
bool onlyPrints(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i) {
        for (const char* option : {"-h", "--help", "--help-all", "-?", "-v", "--version"}) {
            if (std::strcmp(argv[i], option) == 0)
                return true;
        }
    }
    return false;
}

void setIdentity() {
    QCoreApplication::setApplicationName(QStringLiteral("Hitmask"));
    QCoreApplication::setOrganizationName(QStringLiteral("Hitmask"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HITMASK_VERSION));
}

} // namespace

int main(int argc, char* argv[]) {
    if (onlyPrints(argc, argv)) {
        QCoreApplication app(argc, argv);
        setIdentity();
        hitmask::installTranslations(app, hitmask::Preferences::load().language);
        QCommandLineParser parser;
        describeOptions(parser);
        parser.process(app); // prints and exits
        return 0;
    }

    QApplication app(argc, argv);
    setIdentity();
    hitmask::installTranslations(app, hitmask::Preferences::load().language);

    QCommandLineParser parser;
    describeOptions(parser);
    parser.process(app);

    hitmask::MainWindow window;
    window.show();
    hitmask::Startup::openAtStart(window, parser.positionalArguments());
    return app.exec();
}
