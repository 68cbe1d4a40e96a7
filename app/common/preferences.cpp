// SPDX-License-Identifier: MIT
#include "preferences.h"

#include <QSettings>

namespace hitmask {

Preferences Preferences::load() {
    const QSettings s;
    Preferences p;
    p.defaultThreshold = std::clamp(
        s.value(QStringLiteral("defaults/threshold"), p.defaultThreshold).toInt(), 0, 255);
    const QColor highlight(
        s.value(QStringLiteral("preview/highlight"), p.highlight.name()).toString());
    if (highlight.isValid())
        p.highlight = highlight;
    p.grid = s.value(QStringLiteral("view/grid"), p.grid).toBool();
    p.autosaveSeconds = std::clamp(
        s.value(QStringLiteral("autosave/intervalSeconds"), p.autosaveSeconds).toInt(), 0, 3600);
    p.language = s.value(QStringLiteral("language"), QString()).toString();
    p.maxImageSide =
        std::clamp(s.value(QStringLiteral("images/maxSide"), p.maxImageSide).toInt(), 16, 65536);
    return p;
}

void Preferences::save() const {
    QSettings s;
    s.setValue(QStringLiteral("defaults/threshold"), defaultThreshold);
    s.setValue(QStringLiteral("preview/highlight"), highlight.name());
    s.setValue(QStringLiteral("view/grid"), grid);
    s.setValue(QStringLiteral("autosave/intervalSeconds"), autosaveSeconds);
    s.setValue(QStringLiteral("language"), language);
    s.setValue(QStringLiteral("images/maxSide"), maxImageSide);
}

} // namespace hitmask
