// SPDX-License-Identifier: MIT
// The one list of export formats, and the choice lists that help texts and errors make
// from it. A new format is its own file, one line here, and its golden test.
#include "maskexporter.h"

#include <QCoreApplication>

namespace hitmask {

// Each format's one instance, defined beside the format's class.
const MaskExporter& hmskExporter(Encoding encoding); // exporters.cpp
const MaskExporter& pbmExporter();                   // exporters.cpp
const MaskExporter& pngExporter();                   // exporters.cpp
const MaskExporter& cHeaderExporter();               // cheaderexporter.cpp
const MaskExporter& shapesJsonExporter();            // shapeexporters.cpp
const MaskExporter& shapesHeaderExporter();          // shapesheaderexporter.cpp
const MaskExporter& tiledExporter();                 // tiledexporter.cpp
const MaskExporter& godotExporter();                 // godotexporter.cpp

const std::vector<const MaskExporter*>& allExporters() {
    static const std::vector<const MaskExporter*> all{
        &hmskExporter(Encoding::Bytes),
        &hmskExporter(Encoding::Rle),
        &hmskExporter(Encoding::Bits),
        &pbmExporter(),
        &pngExporter(),
        &cHeaderExporter(),
        &shapesJsonExporter(),
        &shapesHeaderExporter(),
        &tiledExporter(),
        &godotExporter(),
    };
    return all;
}

const MaskExporter* exporterFor(const QString& id) {
    for (const MaskExporter* exporter : allExporters())
        if (exporter->id() == id)
            return exporter;
    return nullptr;
}

std::vector<const MaskExporter*> exportersWith(MaskExporter::Capabilities with,
                                               MaskExporter::Capabilities without) {
    std::vector<const MaskExporter*> list;
    for (const MaskExporter* exporter : allExporters())
        if ((exporter->capabilities() & with) == with && !(exporter->capabilities() & without))
            list.push_back(exporter);
    return list;
}

QStringList exporterIds(MaskExporter::Capabilities with, MaskExporter::Capabilities without) {
    QStringList ids;
    for (const MaskExporter* exporter : exportersWith(with, without))
        ids << exporter->id();
    return ids;
}

QString alternatives(const QStringList& choices, bool listsInside) {
    if (choices.size() < 2)
        return choices.value(0);
    const QString last = listsInside ? QCoreApplication::translate("MaskExporter", "%1, or %2")
                                     : QCoreApplication::translate("MaskExporter", "%1 or %2");
    return last.arg(choices.mid(0, choices.size() - 1).join(QStringLiteral(", ")), choices.last());
}

QString formatChoices(const std::vector<const MaskExporter*>& formats) {
    QStringList choices;
    bool groups = false;
    for (std::size_t i = 0; i < formats.size();) {
        const QString note = formats[i]->helpNote();
        QStringList group{formats[i]->id()};
        for (++i; !note.isEmpty() && i < formats.size() && formats[i]->helpNote() == note; ++i)
            group << formats[i]->id();
        groups = groups || group.size() > 1;
        choices << (note.isEmpty() ? group.first()
                                   : QStringLiteral("%1 (%2)").arg(alternatives(group), note));
    }
    return alternatives(choices, groups);
}

QString suffixChoices(const std::vector<const MaskExporter*>& formats) {
    QStringList suffixes;
    QStringList rawSuffixes;
    for (const MaskExporter* format : formats) {
        if (!suffixes.contains(u'.' + format->suffix()))
            suffixes << u'.' + format->suffix();
        if (format->supportsRaw())
            rawSuffixes << u'.' + format->rawSuffix();
    }
    if (!rawSuffixes.isEmpty())
        suffixes << QCoreApplication::translate("MaskExporter", "%1 for a raw payload")
                        .arg(rawSuffixes.join(QStringLiteral(", ")));
    return alternatives(suffixes, rawSuffixes.size() > 1);
}

} // namespace hitmask
