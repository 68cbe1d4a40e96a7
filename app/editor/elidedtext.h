// SPDX-License-Identifier: MIT
// Marks a widget whose text is cut short on purpose (a long name or path elided, the whole
// text a hover away), so that the test that no text is cut in any language lets it be.
#pragma once

#include <QWidget>

namespace hitmask {

// The dynamic property that says so; tst_textfits reads it.
inline constexpr char kElidesText[] = "hitmaskElidesText";

inline void markElided(QWidget* widget) {
    widget->setProperty(kElidesText, true);
}

} // namespace hitmask
