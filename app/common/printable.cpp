// SPDX-License-Identifier: MIT
#include "printable.h"

namespace hitmask {

namespace {

bool isControl(QChar c) {
    return c.category() == QChar::Other_Control || c == QChar::LineSeparator ||
           c == QChar::ParagraphSeparator;
}

} // namespace

QString printable(const QString& text) {
    if (!hasControlCharacters(text))
        return text;
    QString shown;
    shown.reserve(text.size() + 8);
    for (const QChar c : text) {
        if (!isControl(c))
            shown += c;
        else if (c == u'\t')
            shown += QLatin1String("\\t");
        else if (c == u'\n')
            shown += QLatin1String("\\n");
        else if (c == u'\r')
            shown += QLatin1String("\\r");
        else if (c.unicode() < 0x100)
            shown += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        else
            shown += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
    }
    return shown;
}

bool hasControlCharacters(const QString& text) {
    for (const QChar c : text)
        if (isControl(c))
            return true;
    return false;
}

} // namespace hitmask
