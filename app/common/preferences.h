// SPDX-License-Identifier: MIT
// The user's defaults, kept in QSettings: read by the editor, the preview and the
// image loader; changed in the preferences dialog.
#pragma once

#include <QColor>
#include <QString>

namespace hitmask {

struct Preferences {
    int defaultThreshold = 0;      // for sprites added from now on
    QColor highlight{255, 0, 200}; // overlapping pixels in the collision preview
    bool grid = true;              // pixel grid from 8x zoom
    int autosaveSeconds = 30;      // 0: off
    QString language;              // empty: follow the system; "en", "de", "pt_BR"
    int maxImageSide = 16384;      // images larger than this are refused

    static Preferences load();
    void save() const;
    friend bool operator==(const Preferences&, const Preferences&) = default;
};

} // namespace hitmask
