// SPDX-License-Identifier: MIT
// The one question asked when a project's sprite image is missing: locate it, open the
// project without the sprite, or leave the project closed.
#pragma once

#include "document/projectfile.h"

#include <QCoreApplication>

class QWidget;

namespace hitmask {

class MissingImageDialog {
    Q_DECLARE_TR_FUNCTIONS(MissingImageDialog)

public:
    // Asks about the image at `path`, which cannot be loaded because of `why`. Locate...
    // shows a file dialog filtered by `fileFilter`; cancelling it asks again.
    static ProjectFile::MissingImage ask(QWidget* parent, const QString& path, const QString& why,
                                         const QString& fileFilter);
};

} // namespace hitmask
