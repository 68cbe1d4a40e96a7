// SPDX-License-Identifier: MIT
// Option parsing and file helpers shared by hitmask-cli's commands.
#pragma once

#include "cli.h"
#include "common/atomicfile.h"
#include "common/depfile.h"
#include "common/framesource.h"
#include "common/spritemask.h"
#include "export/replacecheck.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <functional>
#include <hitmask/codec.hpp>
#include <hitmask/mask.hpp>
#include <optional>

namespace hitmask {
class MaskExporter;
class Sprite;
} // namespace hitmask

namespace hitmask::cli {

class CliOptions {
    Q_DECLARE_TR_FUNCTIONS(CliOptions)

public:
    // Parses `arguments` (the command name first) or throws Failure. Returns false when
    // --help was given and printed. A negative positionalCount accepts any number.
    static bool parse(QCommandLineParser& parser, const QStringList& arguments, Io io,
                      int positionalCount);
    // The same for commands that take `minPositional` or more positional arguments.
    static bool parseAtLeast(QCommandLineParser& parser, const QStringList& arguments, Io io,
                             int minPositional);

    // --threshold, --color-key and --key-tolerance.
    static void addMaskRuleOptions(QCommandLineParser& parser);
    // --color-key-X and --key-tolerance-X for each sprite name X (a command taking two
    // sprites names them "a" and "b", as in --flip-b): for that sprite alone, in place of
    // --color-key and --key-tolerance.
    static void addSpriteKeyOptions(QCommandLineParser& parser, const QStringList& sprites);
    // The rule for one sprite's art: --threshold and --color-key; without --color-key the
    // editor's default for the art (defaultMaskRule), and "--color-key none" keys nothing.
    // --key-tolerance applies to the key either way. With a `sprite` name, that sprite's
    // own options (addSpriteKeyOptions) take precedence.
    static MaskRule maskRule(const QCommandLineParser& parser, const QImage& art, bool hadAlpha,
                             const QString& sprite = {});
    // The same where the art is not at hand: `background` gives its background colour
    // (backgroundKeyOf), asked only when the rule needs it; nullopt keys nothing.
    static MaskRule maskRule(const QCommandLineParser& parser, bool hadAlpha,
                             const std::function<std::optional<QColor>()>& background,
                             const QString& sprite = {});

    // --format, --raw and --encoding.
    // --format, --raw and --encoding; with `shapes`, --format also names the shape formats
    // (`export` writes them, `mask` does not).
    static void addFormatOptions(QCommandLineParser& parser, const QString& defaultFormat,
                                 bool shapes = false);
    static const MaskExporter* exporter(const QCommandLineParser& parser);
    // The format of one output file: without --format, the one its suffix names (.hmsk,
    // .pbm, .png, .h, or .bytes, .rle and .bits for a raw payload), else the default;
    // with --format, that format, refused when the suffix belongs to another. A raw
    // payload's suffix implies --raw. An empty `file` (a folder, standard output) takes
    // --format and --raw as given.
    struct OutputFormat {
        const MaskExporter* exporter = nullptr;
        bool raw = false;
    };
    static OutputFormat outputFormat(const QCommandLineParser& parser, const QString& file);
    // Refuses --raw and --encoding where `format` has no use for them.
    static void checkFormatOptions(const QCommandLineParser& parser, const MaskExporter* format);
    static Encoding headerEncoding(const QCommandLineParser& parser);

    static int parseInt(const QString& text, const QString& what, int min, int max);
    static Mask loadSpriteMask(const QString& path, const QCommandLineParser& ruleOptions,
                               const QString& sprite = {});
    // Every image of the file (see FrameImages::loadImages), with the CLI's image limits.
    static FrameSet loadSpriteFrames(const QString& path);
    // The whole file (see BoundedFile::read), or a Failure naming it.
    static QByteArray readFile(const QString& path, qint64 maxBytes);
    // Written atomically: an error leaves any existing file as it was. Missing folders are
    // made, and a file that already holds these bytes keeps its time stamp unless one of
    // `inputs` is newer (writeBuildOutput).
    static void writeFile(const QString& path, const QByteArray& bytes,
                          const QStringList& inputs = {});
    // writeFile(), or standard output when `path` is "-".
    static void writeOutput(const QString& path, const QByteArray& bytes, Io io,
                            const QStringList& inputs = {});
    // The same for a file that `writer` writes as it goes, never whole in memory.
    static void writeOutput(const QString& path, const DeviceWriter& writer, Io io,
                            const QStringList& inputs = {});

    // --force: replace files Hitmask did not write in the format being written.
    static void addForceOption(QCommandLineParser& parser);
    // --skip-missing-frames, for commands that read a project.
    static void addMissingFramesOption(QCommandLineParser& parser);
    // Refuses a sprite whose image no longer holds some of its frames (set aside with their
    // edits, Sprite::framesOutsideImage), naming them, unless --skip-missing-frames asks for
    // the frames it still has.
    static void refuseMissingFrames(const QCommandLineParser& parser, const QString& command,
                                    const Sprite& sprite);
    // Throws, naming the first such file, when any of `outputs` exists and was not written
    // by Hitmask in its format (foreignFiles), or a link is where --depfile goes, unless
    // --force was given.
    static void refuseForeignFiles(const QCommandLineParser& parser, const QString& command,
                                   const QList<PlannedOutput>& outputs);

    // --depfile FILE, for build tools (Make, Ninja, CMake's DEPFILE).
    static void addDepfileOption(QCommandLineParser& parser);
    // The depfile's text when --depfile was given (else empty), made before anything is
    // written: throws, naming the path, when a depfile cannot hold one of them.
    static QByteArray depfileText(const QCommandLineParser& parser,
                                  const QList<DepfileRule>& rules);
    // Writes depfileText()'s text when --depfile was given.
    static void writeDepfile(const QCommandLineParser& parser, const QByteArray& text);
};

} // namespace hitmask::cli
