// SPDX-License-Identifier: MIT
#include "exportcommands.h"

#include "document/projectdocument.h"

#include <QCoreApplication>

namespace hitmask {

SetExportSettings::SetExportSettings(ProjectDocument* document, const ExportSettings& after,
                                     int session)
    : ChangeValue(document,
                  QCoreApplication::translate("SetExportSettings", "Change Export Settings"),
                  {ProjectKey()}, {after},
                  session ? std::optional(CommandId::SetExportSettings) : std::nullopt, session) {}

ExportSettings SetExportSettings::get(const ProjectKey&) const {
    return document()->exportSettings();
}

void SetExportSettings::set(const QList<ProjectKey>&, const QList<ExportSettings>& values) {
    document()->applyExportSettings(values.front());
}

SetExportTargets::SetExportTargets(ProjectDocument* document, const QList<ExportTarget>& after,
                                   const QString& text)
    : ChangeValue(document, text, {ProjectKey()}, {after}) {}

QList<ExportTarget> SetExportTargets::get(const ProjectKey&) const {
    return document()->exportTargets();
}

void SetExportTargets::set(const QList<ProjectKey>&, const QList<QList<ExportTarget>>& values) {
    document()->applyExportTargets(values.front());
}

} // namespace hitmask
