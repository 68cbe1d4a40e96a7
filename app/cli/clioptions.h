// SPDX-License-Identifier: MIT
// Option parsing and file helpers shared by hitmask-cli's commands.
#pragma once

#include "cli.h"
#include "common/framesource.h"
#include "common/spritemask.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <hitmask/codec.hpp>
#include <hitmask/mask.hpp>

namespace hitmask {
class MaskExporter;
}

namespace hitmask::cli {

class CliOptions {
    Q_DECLARE_TR_FUNCTIONS(CliOptions)

public:
    // Parses `arguments` (the command name first) or throws Failure. Returns false when
    // --help was given and printed.
    static bool parse(QCommandLineParser& parser, const QStringList& arguments, Io io,
                      int positionalCount);

    static void addMaskRuleOptions(QCommandLineParser& parser);
    static MaskRule maskRule(const QCommandLineParser& parser);

    // --format, --raw and --encoding.
    static void addFormatOptions(QCommandLineParser& parser, const QString& defaultFormat);
    static const MaskExporter* exporter(const QCommandLineParser& parser);
    static Encoding headerEncoding(const QCommandLineParser& parser);

    static int parseInt(const QString& text, const QString& what, int min, int max);
    static Mask loadSpriteMask(const QString& path, const MaskRule& rule);
    // Every image of the file (see FrameSource::loadImages), with the CLI's image limits.
    static FrameSet loadSpriteFrames(const QString& path);
    static QByteArray readFile(const QString& path);
    // Written atomically: an error leaves any existing file as it was.
    static void writeFile(const QString& path, const QByteArray& bytes);
};

} // namespace hitmask::cli
