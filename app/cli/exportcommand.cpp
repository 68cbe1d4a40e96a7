// SPDX-License-Identifier: MIT
// hitmask-cli export: every sprite of a project, with its hand edits, as a build step.
#include "cli.h"
#include "clioptions.h"
#include "common/outputcheck.h"
#include "document/projectdocument.h"
#include "document/projectfile.h"
#include "export/maskexporter.h"
#include "export/projectexport.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>

namespace hitmask::cli {

namespace {

class ExportCommand {
    Q_DECLARE_TR_FUNCTIONS(ExportCommand)

public:
    static int run(const QStringList& arguments, Io io) {
        QCommandLineParser parser;
        parser.setApplicationDescription(
            tr("Export every sprite of a project with its hand edits, using the export "
               "settings saved in the project unless options override them."));
        parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("A .hitmask project."),
                                     QStringLiteral("export PROJECT"));
        parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                          tr("Output folder (default: the project's export folder)."),
                          QStringLiteral("DIR")});
        CliOptions::addFormatOptions(parser, QString());
        parser.addOption(
            {{QStringLiteral("q"), QStringLiteral("quiet")}, tr("Print nothing but errors.")});
        CliOptions::addForceOption(parser);
        CliOptions::addDepfileOption(parser);
        if (!CliOptions::parse(parser, arguments, io, 1))
            return kExitOk;

        const QString projectPath = parser.positionalArguments().first();
        ProjectDocument document;
        QString error;
        if (!ProjectFile::load(document, projectPath, &error))
            throw Failure{error};
        ExportSettings settings = document.exportSettings();
        if (parser.isSet(QStringLiteral("format")))
            settings.format = parser.value(QStringLiteral("format"));
        if (parser.isSet(QStringLiteral("raw")))
            settings.raw = true;
        if (parser.isSet(QStringLiteral("encoding")))
            settings.headerEncoding = CliOptions::headerEncoding(parser);
        if (!exporterFor(settings.format))
            throw Failure{tr("unknown format '%1' (choose %2)")
                              .arg(settings.format, exporterIds().join(QStringLiteral(", ")))};
        CliOptions::checkFormatOptions(parser, exporterFor(settings.format));

        const QList<ExportItem> items =
            ProjectExport::plan(document, settings, parser.value(QStringLiteral("output")));
        for (const ExportItem& item : items)
            if (const QString why = ProjectExport::problem(item, settings); !why.isEmpty())
                throw Failure{tr("export: %1: %2; nothing was written")
                                  .arg(QDir::toNativeSeparators(item.sprite->path()), why)};
        // Refused before anything is written, so no file is silently overwritten.
        const QString folder = parser.value(QStringLiteral("output"));
        if (const QStringList clashes = ProjectExport::clashes(document, items, settings, folder);
            !clashes.isEmpty()) {
            const QString better = ProjectExport::suggestedPattern(document, settings, folder);
            throw Failure{
                better.isEmpty()
                    ? tr("export: %n name clash(es), nothing was written: %1 (change the output "
                         "folder or the file name pattern '%2')",
                         nullptr, int(clashes.size()))
                          .arg(clashes.first(), settings.pattern)
                    : tr("export: %n name clash(es), nothing was written: %1 (change the file "
                         "name pattern '%2', e.g. to '%3', or the output folder)",
                         nullptr, int(clashes.size()))
                          .arg(clashes.first(), settings.pattern, better)};
        }
        if (parser.isSet(QStringLiteral("depfile"))) {
            OutputCheck check;
            check.addInput(projectPath, tr("the project file"));
            for (const auto& sprite : document.sprites())
                check.addInput(sprite->path(), tr("the image of a sprite"));
            for (const ExportItem& item : items)
                check.addInput(item.path, tr("an exported mask"));
            if (!check.addOutput(parser.value(QStringLiteral("depfile")), tr("the depfile")))
                throw Failure{tr("export: %1; nothing was written").arg(check.problems().first())};
        }
        CliOptions::refuseForeignFiles(parser, QStringLiteral("export"),
                                       ProjectExport::plannedOutputs(items, settings));
        const bool quiet = parser.isSet(QStringLiteral("quiet"));
        // An output depends on the project (settings, hand edits) and its sprite's image;
        // the depfile's first rule on every input, and so the date an unchanged file needs.
        // A side-car (the PNG's frame list) is made from the same, and so is a rule too.
        QList<DepfileRule> rules;
        for (const ExportItem& item : items) {
            QStringList inputs{QFileInfo(projectPath).absoluteFilePath(),
                               QFileInfo(item.sprite->path()).absoluteFilePath()};
            if (!item.sprite->cut().sheetJson.isEmpty())
                inputs << QFileInfo(item.sprite->cut().sheetJson).absoluteFilePath();
            rules.append({item.path, inputs});
            if (const QString sidecar = ProjectExport::sidecarPath(item, settings);
                !sidecar.isEmpty())
                rules.append({sidecar, inputs});
        }
        QHash<QString, QStringList> inputsOf;
        for (const DepfileRule& rule : depfileRules(rules))
            inputsOf.insert(rule.target, rule.dependencies);
        for (qsizetype i = 0; i < items.size(); ++i) {
            if (!ProjectExport::writeItem(items[i], settings, &error,
                                          inputsOf.value(items[i].path)))
                throw Failure{error};
            if (!quiet) {
                io.err << QStringLiteral("[%1/%2] %3\n")
                              .arg(i + 1)
                              .arg(items.size())
                              .arg(QDir::toNativeSeparators(items[i].path));
                io.err.flush();
            }
        }
        CliOptions::writeDepfile(parser, rules);
        if (!quiet)
            io.err << tr("Exported %n file(s).", nullptr,
                         int(ProjectExport::writtenPaths(items, settings).size()))
                   << '\n';
        return kExitOk;
    }
};

} // namespace

int runExport(const QStringList& arguments, Io io) {
    return ExportCommand::run(arguments, io);
}

} // namespace hitmask::cli
