// SPDX-License-Identifier: MIT
// Reads a PNG file a few rows at a time as 8-bit RGBA, the values Qt's reader gives, so
// that art too big to hold decoded can still become a mask.
#pragma once

#include <QSize>
#include <QString>
#include <functional>
#include <memory>

namespace hitmask {

// Decoded pixels handed over by PngBands::read(): `rows` rows of `columns` RGBA pixels,
// `stride` bytes apart, showing image rows top, top + 1, ... and, in each, the columns
// left, left + columnStep, ... (an interlaced file's passes deliver every 2nd, 4th or 8th
// column; a plain file whole rows, columnStep 1).
struct PixelBand {
    int top = 0;
    int rows = 0;
    int left = 0;
    int columnStep = 1;
    int columns = 0;
    const unsigned char* rgba = nullptr;
    qsizetype stride = 0;
};

class PngBands {
public:
    // Reads the header only. `allocationLimitMb` is the decoding budget Qt's reader is given
    // (ImageLoadLimits::allocationLimitMb): a file Qt would refuse is not taken.
    PngBands(const QString& path, int allocationLimitMb);
    ~PngBands();
    PngBands(const PngBands&) = delete;
    PngBands& operator=(const PngBands&) = delete;

    // Whether the file is a PNG whose pixels this reader gives exactly as Qt's reader
    // would, Qt would decode it within the budget and it is at most `maxSide` a side. When
    // not, the caller decodes the file whole as before, with that path's messages.
    bool usable(int maxSide) const;
    QSize size() const;
    // As LoadedImage::hadAlpha: whether Qt's decoded image has an alpha channel.
    bool hadAlpha() const;

    // Decodes the file from its start, handing over bands of about `bandBytes` of pixels
    // in file order. False when the data is corrupt or cut short; the caller then takes the
    // whole-image path, whose message (or image) is the one the user has always seen.
    bool read(const std::function<void(const PixelBand&)>& band, qsizetype bandBytes = 8 << 20);

private:
    struct Header;
    struct Buffers;
    class PngFile;
    static bool decode(PngFile& file, const Header& header, int bandRows, Buffers& buffers,
                       const std::function<void(const PixelBand&)>& band);

    std::unique_ptr<Header> header_;
    QString path_;
};

} // namespace hitmask
