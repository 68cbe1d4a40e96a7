// SPDX-License-Identifier: MIT
// The packed sheet of sheetfixtures.h written to disk for the frame tests, its PNG
// export's side-car, and screenshots saved when HITMASK_SCREENSHOT_DIR is set.
#pragma once

#include "document/projectdocument.h"
#include "export/projectexport.h"
#include "sheetfixtures.h"

#include <QFile>
#include <QWidget>

namespace hitmask::testing {

inline void screenshot(QWidget& widget, const QString& name) {
    if (qEnvironmentVariableIsSet("HITMASK_SCREENSHOT_DIR"))
        widget.grab().save(qEnvironmentVariable("HITMASK_SCREENSHOT_DIR") + u'/' + name);
}

inline bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// The packed sheet of sheetfixtures.h (3 frames of 4 x 3, 100, 150 and 50 ms, tag "walk"
// 0-2 ping-pong) as walk.png and walk.json in `dir`; `durations` replace the file's.
inline QString writeSheet(const QString& dir, const QList<int>& durations = {}) {
    PackedSheet p = packSheet();
    for (qsizetype i = 0; i < durations.size(); ++i) {
        QJsonObject entry = p.entries[i].toObject();
        entry.insert(QStringLiteral("duration"), durations[i]);
        p.entries[i] = entry;
    }
    const QString json = dir + QStringLiteral("/walk.json");
    if (!p.sheet.save(dir + QStringLiteral("/walk.png")) || !writeFile(json, arrayJson(p)))
        return {};
    return json;
}

// The JSON side-car of the project's first sprite exported as PNG.
inline QByteArray sidecarOf(const ProjectDocument& document) {
    ExportSettings settings;
    settings.format = QStringLiteral("png");
    const QList<ExportItem> items = ProjectExport::plan(document, settings);
    return items.isEmpty() ? QByteArray() : ProjectExport::renderSidecar(items.front(), settings);
}

} // namespace hitmask::testing
