// SPDX-License-Identifier: MIT
// Broken and hostile PNG files for the tests that must refuse them.
#pragma once

#include <QBuffer>
#include <QByteArray>
#include <QImage>

namespace hitmask::testing {

// PNG chunks end in a CRC-32 of their type and data.
inline quint32 crc32(const QByteArray& bytes) {
    quint32 crc = 0xFFFFFFFFu;
    for (const char c : bytes) {
        crc ^= quint8(c);
        for (int bit = 0; bit < 8; ++bit)
            crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

inline QByteArray smallPng() {
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    QImage image(10, 10, QImage::Format_RGBA8888);
    image.fill(Qt::black);
    image.save(&buffer, "PNG");
    return png;
}

// A valid PNG whose header claims 100000 x 100000 pixels, checksum and all.
inline QByteArray hugePng() {
    QByteArray png = smallPng();
    png.replace(16, 8, QByteArray::fromHex("000186a0000186a0"));
    const quint32 crc = crc32(png.mid(12, 17));
    const char crcBytes[4] = {char(crc >> 24), char(crc >> 16), char(crc >> 8), char(crc)};
    png.replace(29, 4, QByteArray(crcBytes, 4));
    return png;
}

} // namespace hitmask::testing
