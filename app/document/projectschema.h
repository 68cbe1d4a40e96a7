// SPDX-License-Identifier: MIT
// The structure of a .hitmask project, as docs/schemas/project.schema.json states it, in
// code: checked on the parsed file before anything of it is built, so that a damaged file
// is refused with where and why rather than read as something else.
#pragma once

#include <QCoreApplication>
#include <QJsonValue>
#include <QString>

namespace hitmask {

class ProjectSchema {
    Q_DECLARE_TR_FUNCTIONS(ProjectSchema)

public:
    // The first place where `root` breaks the schema's rules (a wrong type, a missing
    // required key, an unknown key, a value out of its range or not one of its choices),
    // as "sprites[2].threshold: expected a whole number from 0 to 255, found \"high\"";
    // empty when the whole file keeps them.
    static QString problem(const QJsonValue& root);
};

} // namespace hitmask
