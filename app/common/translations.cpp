// SPDX-License-Identifier: MIT
#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace hitmask {

QString installTranslations(QCoreApplication& app, const QString& language) {
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    // Numbers, sizes, angles and dates follow the language the app speaks: "40.160 Bytes"
    // in German, not the system's "40,160", which would read as forty point one six.
    QLocale::setDefault(locale);
    // Qt's standard dialogs and buttons, where the system has their translations.
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto* own = new QTranslator(&app);
    // English is the fallback: its file only turns "file(s)" into "file" or "files".
    if (!own->load(locale, QStringLiteral("hitmask"), QStringLiteral("_"),
                   QStringLiteral(":/i18n")) &&
        !own->load(QStringLiteral(":/i18n/hitmask_en.qm")))
        return {};
    QCoreApplication::installTranslator(own);
    return own->language();
}

} // namespace hitmask
