// SPDX-License-Identifier: MIT
// Which files an export would replace that Hitmask did not write in the same format:
// those need the user's word (the editor asks, hitmask-cli wants --force).
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace hitmask {

class MaskExporter;

struct PlannedOutput {
    QString path;
    const MaskExporter* exporter = nullptr;
    bool raw = false;     // a raw payload rather than the format's file
    bool sidecar = false; // the format's side-car rather than its file
};

// The paths, as given, of files among `outputs` that exist and that their format does not
// recognise as its own (MaskExporter::recognises): a file another tool made, or one of
// another format's; and every symbolic link, which an export replaces (writeBuildOutput)
// rather than writing through to wherever it points.
QStringList foreignFiles(const QList<PlannedOutput>& outputs);

} // namespace hitmask
