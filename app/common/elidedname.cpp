// SPDX-License-Identifier: MIT
#include "elidedname.h"

namespace hitmask {

QString elidedName(const QString& name) {
    if (name.size() <= kMessageNameChars)
        return name;
    const qsizetype tail = (kMessageNameChars - 1) / 2;
    qsizetype head = kMessageNameChars - 1 - tail;
    // Never split a surrogate pair: half a character shows as garbage.
    if (name.at(head - 1).isHighSurrogate())
        --head;
    qsizetype tailStart = name.size() - tail;
    if (name.at(tailStart).isLowSurrogate())
        ++tailStart;
    return name.left(head) + QChar(0x2026) + name.mid(tailStart);
}

} // namespace hitmask
