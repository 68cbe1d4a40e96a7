// SPDX-License-Identifier: MIT
#include "originoption.h"

#include "cli.h"
#include "clioptions.h"
#include "common/pivotpreset.h"
#include "document/framejson.h"

#include <QRegularExpression>

namespace hitmask::cli {

namespace {

QString presetNames() {
    QStringList names;
    for (PivotPreset preset : kPivotPresets)
        names << pivotPresetName(preset);
    return names.join(QStringLiteral(", "));
}

} // namespace

void OriginOption::add(QCommandLineParser& parser) {
    parser.addOption({QStringLiteral("origin"),
                      tr("Every frame's pivot: X,Y in the frame's pixels from its top left, or "
                         "one of %1 (default: the file's or the project's).")
                          .arg(presetNames()),
                      QStringLiteral("ORIGIN")});
}

void OriginOption::apply(const QCommandLineParser& parser, const ExportChannels& channels,
                         ExportOptions& options) {
    if (!parser.isSet(QStringLiteral("origin")))
        return;
    const QString value = parser.value(QStringLiteral("origin"));
    const std::optional<PivotPreset> preset = pivotPresetNamed(value.trimmed());
    std::optional<QPoint> fixed;
    if (!preset) {
        static const QRegularExpression point(
            QStringLiteral("^\\s*(-?\\d+)\\s*,\\s*(-?\\d+)\\s*$"));
        const QRegularExpressionMatch m = point.match(value);
        if (!m.hasMatch())
            throw Failure{tr("--origin: '%1' is not X,Y or one of %2").arg(value, presetNames())};
        const auto coordinate = [](const QString& text) {
            return CliOptions::parseInt(text, QStringLiteral("--origin"), -kMaxOriginCoordinate,
                                        kMaxOriginCoordinate);
        };
        fixed = QPoint(coordinate(m.captured(1)), coordinate(m.captured(2)));
    }
    options.origins.clear();
    if (channels.empty())
        return;
    for (const Mask& frame : channels.front().frames) {
        const QPoint origin =
            fixed ? *fixed : pivotOf(*preset, QSize(frame.width(), frame.height()));
        options.origins.push_back({origin.x(), origin.y()});
    }
}

} // namespace hitmask::cli
