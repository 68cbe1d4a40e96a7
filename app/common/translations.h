// SPDX-License-Identifier: MIT
// Loads the app's translations (and Qt's own, where installed) for a language.
#pragma once

#include <QString>

class QCoreApplication;

namespace hitmask {

// `language` is a code such as "de" or "pt_BR"; empty follows the system locale.
// Returns the language actually loaded, empty when none matched.
QString installTranslations(QCoreApplication& app, const QString& language);

} // namespace hitmask
