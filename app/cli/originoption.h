// SPDX-License-Identifier: MIT
// hitmask-cli's --origin: the pivot every frame of a build gets (X,Y or a named point such as
// center), in place of the file's or the project's.
#pragma once

#include "export/maskexporter.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace hitmask::cli {

class OriginOption {
    Q_DECLARE_TR_FUNCTIONS(OriginOption)

public:
    static void add(QCommandLineParser& parser);
    // With --origin, gives each frame of `channels` (their first channel's masks are the
    // frames' sizes) the pivot it names in `options.origins`; without, leaves them.
    // Throws Failure with one line for a value that is no pivot.
    static void apply(const QCommandLineParser& parser, const ExportChannels& channels,
                      ExportOptions& options);
};

} // namespace hitmask::cli
