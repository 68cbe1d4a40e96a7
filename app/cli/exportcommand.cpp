// SPDX-License-Identifier: MIT
// hitmask-cli export: every sprite of a project, with its hand edits, as a build step:
// every export target of the project in one run, or its export settings.
#include "cli.h"
#include "clioptions.h"
#include "common/outputcheck.h"
#include "common/printable.h"
#include "document/project.h"
#include "document/projectfile.h"
#include "export/exportjob.h"
#include "export/maskexporter.h"

#include <QDir>

namespace hitmask::cli {

namespace {

class ExportCommand {
    Q_DECLARE_TR_FUNCTIONS(ExportCommand)

public:
    static int run(const QStringList& arguments, Io io) {
        QCommandLineParser parser;
        parser.setApplicationDescription(
            tr("Export every sprite of a project with its hand edits: every export target "
               "saved in the project, or without targets the project's export settings, "
               "which options may override."));
        parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("A .hitmask project."),
                                     QStringLiteral("export PROJECT"));
        parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                          tr("Output folder (default: the project's export folder, or each "
                             "target's)."),
                          QStringLiteral("DIR")});
        parser.addOption({QStringLiteral("target"),
                          tr("Only this export target of the project (default: all of them)."),
                          QStringLiteral("NAME")});
        CliOptions::addFormatOptions(parser, QString(), true);
        parser.addOption(
            {{QStringLiteral("q"), QStringLiteral("quiet")}, tr("Print nothing but errors.")});
        CliOptions::addForceOption(parser);
        CliOptions::addMissingFramesOption(parser);
        CliOptions::addDepfileOption(parser);
        if (!CliOptions::parse(parser, arguments, io, 1))
            return kExitOk;

        const QString projectPath = parser.positionalArguments().first();
        Project project;
        QString error;
        if (!ProjectFile::load(project, projectPath, &error))
            throw Failure{error};
        ExportJob job(project, planRuns(parser, project));
        const bool quiet = parser.isSet(QStringLiteral("quiet"));
        if (!quiet && !parser.isSet(QStringLiteral("output")))
            warnOfFolders(project, job.runs(), io);
        for (const TargetRun& run : job.runs())
            for (const ExportItem& item : run.items)
                CliOptions::refuseMissingFrames(parser, QStringLiteral("export"), *item.sprite);
        if (const ExportJob::Unfit unfit = job.firstUnfit(); unfit.item)
            throw Failure{
                tr("export: %1: %2; nothing was written")
                    .arg(QDir::toNativeSeparators(unfit.item->sprite->path()), unfit.why)};
        // Refused before anything is written, so no file is silently overwritten, across
        // every target.
        if (const QStringList clashes = job.clashes(); !clashes.isEmpty())
            throw Failure{clashMessage(job.clashAdvice(), clashes)};
        if (parser.isSet(QStringLiteral("depfile"))) {
            OutputCheck check;
            check.addInput(projectPath, tr("the project file"));
            for (const auto& sprite : project.sprites)
                check.addInput(sprite->path(), tr("the image of a sprite"));
            for (const QString& path : job.writtenPaths())
                check.addInput(path, tr("an exported mask"));
            if (!check.addOutput(parser.value(QStringLiteral("depfile")), tr("the depfile")))
                throw Failure{tr("export: %1; nothing was written").arg(check.problems().first())};
        }
        CliOptions::refuseForeignFiles(parser, QStringLiteral("export"), job.plannedOutputs());
        // One depfile for every target; its first rule depends on every input, and so
        // gives the date an unchanged file needs.
        job.setBuildStep(true);
        const QByteArray depfile = CliOptions::depfileText(parser, job.dependencies());
        removeLeftoverTempFiles({parser.value(QStringLiteral("depfile"))});
        // Made on every core, written one by one in a stable order.
        const ExportOutcome outcome = job.write([&](const ExportProgress& progress) {
            if (!quiet && progress.item) {
                io.err << QStringLiteral("[%1/%2] %3\n")
                              .arg(progress.done)
                              .arg(progress.total)
                              .arg(printable(QDir::toNativeSeparators(progress.item->path)));
                io.err.flush();
            }
            return true;
        });
        if (!outcome.error.isEmpty())
            throw Failure{outcome.error};
        CliOptions::writeDepfile(parser, depfile);
        if (!quiet)
            io.err << tr("Exported %n file(s).", nullptr, outcome.written) << '\n';
        return kExitOk;
    }

private:
    // The project's export folders that lead out of it (ProjectExport::folderWarning), each
    // once: the build goes on, but the user learns where the files land.
    static void warnOfFolders(const Project& project, const QList<TargetRun>& runs, Io io) {
        QStringList warned;
        for (const TargetRun& run : runs)
            if (const QString why = ProjectExport::folderWarning(project, run.settings);
                !why.isEmpty() && !warned.contains(why)) {
                warned << why;
                io.err << "hitmask-cli: " << printable(tr("warning: %1").arg(why)) << '\n';
            }
        io.err.flush();
    }

    // The project's targets (or the one --target names), or without targets its export
    // settings with the options' overrides.
    static QList<TargetRun> planRuns(const QCommandLineParser& parser, const Project& project) {
        const QString output = parser.value(QStringLiteral("output"));
        const QList<ExportTarget>& targets = project.exportTargets;
        const bool overridden = parser.isSet(QStringLiteral("format")) ||
                                parser.isSet(QStringLiteral("raw")) ||
                                parser.isSet(QStringLiteral("encoding"));
        if (targets.isEmpty()) {
            if (parser.isSet(QStringLiteral("target")))
                throw Failure{tr("--target: the project has no export targets")};
            ExportSettings settings = project.exportSettings;
            if (parser.isSet(QStringLiteral("format")))
                settings.format = parser.value(QStringLiteral("format"));
            if (parser.isSet(QStringLiteral("raw")))
                settings.raw = true;
            if (parser.isSet(QStringLiteral("encoding")))
                settings.headerEncoding = CliOptions::headerEncoding(parser);
            checkFormat(parser, settings.format);
            return {TargetExport::planOne(project, settings, output)};
        }
        QStringList names;
        for (const ExportTarget& target : targets)
            names << target.name;
        if (overridden)
            throw Failure{tr("export: the project's targets (%1) say their formats; --format, "
                             "--raw and --encoding apply to a project without targets")
                              .arg(names.join(QStringLiteral(", ")))};
        const QString only = parser.value(QStringLiteral("target"));
        QList<ExportTarget> chosen;
        for (const ExportTarget& target : targets)
            if (only.isEmpty() || target.name == only) {
                checkFormat(parser, target.settings.format);
                chosen.append(target);
            }
        if (chosen.isEmpty())
            throw Failure{tr("--target: the project has no target '%1' (%2)")
                              .arg(only, names.join(QStringLiteral(", ")))};
        QList<TargetRun> runs;
        for (const ExportTarget& target : chosen)
            runs.append(TargetExport::planOne(project, target.settings, output));
        for (qsizetype i = 0; i < runs.size(); ++i)
            runs[i].name = chosen[i].name;
        return runs;
    }

    static void checkFormat(const QCommandLineParser& parser, const QString& format) {
        if (!exporterFor(format))
            throw Failure{tr("unknown format '%1' (choose %2)")
                              .arg(format, exporterIds().join(QStringLiteral(", ")))};
        CliOptions::checkFormatOptions(parser, exporterFor(format));
    }

    // The first problem, with a file name pattern that clashes less when one run has it.
    static QString clashMessage(const ExportJob::Advice& advice, const QStringList& clashes) {
        if (advice.run && !advice.pattern.isEmpty())
            return tr("export: %n name clash(es), nothing was written: %1 (change the file "
                      "name pattern '%2', e.g. to '%3', or the output folder)",
                      nullptr, int(clashes.size()))
                .arg(clashes.first(), advice.run->settings.pattern, advice.pattern);
        if (advice.run)
            return tr("export: %n name clash(es), nothing was written: %1 (change the output "
                      "folder or the file name pattern '%2')",
                      nullptr, int(clashes.size()))
                .arg(clashes.first(), advice.run->settings.pattern);
        // Only targets writing each other's files.
        return tr("export: %n name clash(es), nothing was written: %1 (give the targets "
                  "different folders or file name patterns)",
                  nullptr, int(clashes.size()))
            .arg(clashes.first());
    }
};

} // namespace

int runExport(const QStringList& arguments, Io io) {
    return ExportCommand::run(arguments, io);
}

} // namespace hitmask::cli
