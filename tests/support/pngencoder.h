// SPDX-License-Identifier: MIT
// A plain PNG writer for fixtures Qt cannot write: any colour type and bit depth, Adam7
// interlacing, tRNS, and files cut short or damaged afterwards.
#pragma once

#include "pngfixtures.h"

#include <QByteArray>
#include <QtEndian>

namespace hitmask::testing {

inline QByteArray pngChunk(const char* type, const QByteArray& data) {
    QByteArray body = QByteArray(type, 4) + data;
    QByteArray out(4, '\0');
    qToBigEndian(quint32(data.size()), out.data());
    out += body;
    QByteArray crc(4, '\0');
    qToBigEndian(crc32(body), crc.data());
    return out + crc;
}

struct PngSpec {
    int width = 0;
    int height = 0;
    int bitDepth = 8;
    int colourType = 6; // 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA
    bool interlaced = false;
    QByteArray extraChunks; // PLTE, tRNS, ... written before the image data
};

inline int pngChannels(int colourType) {
    switch (colourType) {
    case 0:
    case 3:
        return 1;
    case 2:
        return 3;
    case 4:
        return 2;
    default:
        return 4;
    }
}

// `rows` holds the unfiltered image rows, packed as the PNG stores them (big-endian 16-bit
// samples, sub-byte pixels from the high bits), (width * bits + 7) / 8 bytes each.
// Interlaced files need bitDepth >= 8.
inline QByteArray encodePng(const PngSpec& spec, const QByteArray& rows) {
    const int bitsPerPixel = pngChannels(spec.colourType) * spec.bitDepth;
    const qsizetype rowBytes = (qsizetype(spec.width) * bitsPerPixel + 7) / 8;
    QByteArray raw;
    if (!spec.interlaced) {
        for (int y = 0; y < spec.height; ++y)
            raw += '\0' + rows.mid(y * rowBytes, rowBytes);
    } else {
        const int bytesPerPixel = bitsPerPixel / 8;
        static const int passes[7][4] = {{0, 0, 8, 8}, {4, 0, 8, 8}, {0, 4, 4, 8}, {2, 0, 4, 4},
                                         {0, 2, 2, 4}, {1, 0, 2, 2}, {0, 1, 1, 2}};
        for (const auto& p : passes) {
            if (p[0] >= spec.width)
                continue; // a pass with no columns has no rows either
            for (int y = p[1]; y < spec.height; y += p[3]) {
                raw += '\0';
                for (int x = p[0]; x < spec.width; x += p[2])
                    raw += rows.mid(y * rowBytes + x * bytesPerPixel, bytesPerPixel);
            }
        }
    }
    QByteArray header(13, '\0');
    qToBigEndian(quint32(spec.width), header.data());
    qToBigEndian(quint32(spec.height), header.data() + 4);
    header[8] = char(spec.bitDepth);
    header[9] = char(spec.colourType);
    header[12] = char(spec.interlaced ? 1 : 0);
    return QByteArray("\x89PNG\r\n\x1a\n", 8) + pngChunk("IHDR", header) + spec.extraChunks +
           pngChunk("IDAT", qCompress(raw).mid(4)) + pngChunk("IEND", {});
}

} // namespace hitmask::testing
