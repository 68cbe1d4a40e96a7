// SPDX-License-Identifier: MIT
// Change what and where the project exports, saved with the project: its export
// settings, or its list of export targets (one added, replaced or removed).
#pragma once

#include "changevalue.h"
#include "document/exportsettings.h"

#include <variant>

namespace hitmask {

// The project itself, which has one value of each.
using ProjectKey = std::monostate;

class SetExportSettings final : public ChangeValue<ProjectKey, ExportSettings> {
public:
    // With `session` non-zero (EditSession's key), the steps of one slider drag merge.
    SetExportSettings(ProjectDocument* document, const ExportSettings& after, int session = 0);

private:
    ExportSettings get(const ProjectKey&) const override;
    void set(const QList<ProjectKey>&, const QList<ExportSettings>& values) override;
};

class SetExportTargets final : public ChangeValue<ProjectKey, QList<ExportTarget>> {
public:
    // `text` names the step, e.g. "Add Export Target godot".
    SetExportTargets(ProjectDocument* document, const QList<ExportTarget>& after,
                     const QString& text);

private:
    QList<ExportTarget> get(const ProjectKey&) const override;
    void set(const QList<ProjectKey>&, const QList<QList<ExportTarget>>& values) override;
};

} // namespace hitmask
