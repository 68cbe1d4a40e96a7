// SPDX-License-Identifier: MIT
#include "channel.h"

namespace hitmask {

bool ChannelNames::isValid(const QString& name) {
    return problem(name).isEmpty();
}

QString ChannelNames::problem(const QString& name) {
    if (name.isEmpty())
        return tr("a channel needs a name");
    if (name.size() > kMaxLength)
        return tr("a channel name has at most %1 characters").arg(kMaxLength);
    for (qsizetype i = 0; i < name.size(); ++i) {
        const char16_t c = name.at(i).unicode();
        const bool letter = (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || c == u'_';
        const bool digit = c >= u'0' && c <= u'9';
        if (!letter && !(digit && i > 0))
            return tr("a channel name has letters, digits and _ only, and starts with a letter");
    }
    return {};
}

QColor ChannelNames::defaultColour(int n) {
    // Solid keeps the canvas's old mask colour; the next ones read as hurt (blue), hit
    // (red), then others.
    static const QColor kColours[] = {QColor(255, 40, 120), QColor(40, 140, 255),
                                      QColor(255, 60, 30),  QColor(60, 210, 90),
                                      QColor(255, 190, 0),  QColor(170, 80, 255)};
    constexpr int count = int(std::size(kColours));
    return kColours[((n % count) + count) % count];
}

} // namespace hitmask
