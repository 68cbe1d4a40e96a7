// SPDX-License-Identifier: MIT
// Messages checked by their figures, however the locale groups a number's digits.
#pragma once

#include <QByteArray>
#include <QString>

namespace hitmask::testing {

// The message with the digit groups of its numbers joined ("1,099 MB" reads "1099 MB").
inline QString digitsOf(QString message) {
    for (qsizetype i = message.size() - 2; i > 0; --i)
        if (message.at(i) == u',' && message.at(i - 1).isDigit() && message.at(i + 1).isDigit())
            message.remove(i, 1);
    return message;
}
inline QString digitsOf(const QByteArray& message) {
    return digitsOf(QString::fromUtf8(message));
}

} // namespace hitmask::testing
