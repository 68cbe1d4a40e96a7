// SPDX-License-Identifier: MIT
// Animated GIFs for the tests, which Qt can read but not write.
#pragma once

#include <QByteArray>
#include <QList>
#include <QRgb>

namespace hitmask::testing {

// The palette of writeGif(): index 0 red, 1 green, 2 blue, 3 white.
inline constexpr QRgb kGifPalette[] = {0xFFFF0000, 0xFF00FF00, 0xFF0000FF, 0xFFFFFFFF};

// A GIF89a written by hand: 4-colour global table, one image per frame with its delay.
// LZW is kept "uncompressed": a clear code after every two pixels keeps codes 3 bits wide.
inline QByteArray writeGif(const QList<QList<int>>& frames, int w, int h,
                           const QList<int>& delaysCs) {
    QByteArray out("GIF89a");
    auto u16 = [&out](int v) {
        out.append(char(v & 0xFF));
        out.append(char(v >> 8));
    };
    u16(w);
    u16(h);
    out.append(char(0x81)); // global table of 2^(1+1) = 4 colours
    out.append(char(0));
    out.append(char(0));
    for (QRgb c : {0xFF0000u, 0x00FF00u, 0x0000FFu, 0xFFFFFFu}) {
        out.append(char(qRed(c)));
        out.append(char(qGreen(c)));
        out.append(char(qBlue(c)));
    }
    for (qsizetype f = 0; f < frames.size(); ++f) {
        out.append("\x21\xF9\x04", 3);
        out.append(char(0x04)); // dispose: leave in place, no transparency
        u16(delaysCs[f]);
        out.append(char(0));
        out.append(char(0));
        out.append(char(0x2C));
        u16(0);
        u16(0);
        u16(w);
        u16(h);
        out.append(char(0));
        out.append(char(2)); // LZW minimum code size
        QByteArray data;
        quint32 acc = 0;
        int bits = 0;
        auto code = [&](int c) {
            acc |= quint32(c) << bits;
            bits += 3;
            while (bits >= 8) {
                data.append(char(acc & 0xFF));
                acc >>= 8;
                bits -= 8;
            }
        };
        const QList<int>& px = frames[f];
        for (qsizetype i = 0; i < px.size(); ++i) {
            if (i % 2 == 0)
                code(4);
            code(px[i]);
        }
        code(5);
        if (bits > 0)
            data.append(char(acc & 0xFF));
        for (qsizetype i = 0; i < data.size(); i += 255) {
            const QByteArray block = data.mid(i, 255);
            out.append(char(block.size()));
            out.append(block);
        }
        out.append(char(0));
    }
    out.append(char(0x3B));
    return out;
}

} // namespace hitmask::testing
