// SPDX-License-Identifier: MIT
#include "pngbands.h"

#include <QFile>
#include <QImageReader>
#include <QRgba64>
#include <algorithm>
#include <csetjmp>
#include <png.h>
#include <vector>

namespace hitmask {

struct PngBands::Buffers {
    std::vector<unsigned char> pixels;  // one band of 8-bit RGBA rows
    std::vector<unsigned char> wideRow; // one 16-bit row, for 16-bit files
};

struct PngBands::Header {
    int width = 0;
    int height = 0;
    int bitDepth = 0;
    int colourType = 0;
    bool interlaced = false;
    bool hasTrns = false;
    bool usable = false;
    bool hadAlpha = false;
};

// One libpng read of a file; libpng reports errors by longjmp, so nothing here but plain
// data lives in the frames it jumps across.
class PngBands::PngFile {
public:
    explicit PngFile(const QString& path)
        : file_(path) {
        if (!file_.open(QIODevice::ReadOnly))
            return;
        png_ = png_create_read_struct(PNG_LIBPNG_VER_STRING, nullptr, &PngFile::error,
                                      &PngFile::warning);
        if (!png_)
            return;
        info_ = png_create_info_struct(png_);
        end_ = png_create_info_struct(png_);
        png_set_read_fn(png_, &file_, &PngFile::readBytes);
        // As Qt's reader: some files in the wild declare too small an inflate window.
        png_set_option(png_, PNG_MAXIMUM_INFLATE_WINDOW, PNG_OPTION_ON);
    }
    ~PngFile() {
        if (png_)
            png_destroy_read_struct(&png_, info_ ? &info_ : nullptr, end_ ? &end_ : nullptr);
    }
    PngFile(const PngFile&) = delete;
    PngFile& operator=(const PngFile&) = delete;

    bool ok() const { return png_ && info_ && end_; }
    png_structp png() const { return png_; }
    png_infop info() const { return info_; }
    png_infop end() const { return end_; }

private:
    static void readBytes(png_structp png, png_bytep data, size_t length) {
        auto* file = static_cast<QFile*>(png_get_io_ptr(png));
        while (length > 0) {
            const qint64 read = file->read(reinterpret_cast<char*>(data), qint64(length));
            if (read <= 0)
                png_error(png, "Read Error");
            data += read;
            length -= size_t(read);
        }
    }
    [[noreturn]] static void error(png_structp png, png_const_charp) { png_longjmp(png, 1); }
    static void warning(png_structp, png_const_charp) {}

    QFile file_;
    png_structp png_ = nullptr;
    png_infop info_ = nullptr;
    png_infop end_ = nullptr;
};

namespace {

// Qt's reader decodes palette and low-bit grey images to an indexed image, whose alpha
// comes from the palette; true when a tRNS entry is below 255.
bool paletteHasAlpha(png_structp png, png_infop info) {
    png_bytep alpha = nullptr;
    int count = 0;
    if (!png_get_tRNS(png, info, &alpha, &count, nullptr) || !alpha)
        return false;
    for (int i = 0; i < count; ++i)
        if (alpha[i] != 255)
            return true;
    return false;
}

// One row of `pixels` pixels as 8-bit RGBA; a 16-bit row (read into `wideRow`) becomes 8
// bits a sample as Qt converts its 64-bit images.
void readRow(png_structp png, unsigned char* out, unsigned char* wideRow, int pixels) {
    if (!wideRow) {
        png_read_row(png, out, nullptr);
        return;
    }
    png_read_row(png, wideRow, nullptr);
    for (int i = 0; i < pixels; ++i) {
        const unsigned char* s = wideRow + 8 * i;
        const QRgb argb = QRgba64::fromRgba64(quint16(s[0] << 8 | s[1]), quint16(s[2] << 8 | s[3]),
                                              quint16(s[4] << 8 | s[5]), quint16(s[6] << 8 | s[7]))
                              .toArgb32();
        out[4 * i] = uchar(qRed(argb));
        out[4 * i + 1] = uchar(qGreen(argb));
        out[4 * i + 2] = uchar(qBlue(argb));
        out[4 * i + 3] = uchar(qAlpha(argb));
    }
}

} // namespace

PngBands::PngBands(const QString& path, int allocationLimitMb)
    : header_(std::make_unique<Header>())
    , path_(path) {
    QImageReader reader(path);
    reader.setDecideFormatFromContent(true);
    if (reader.format() != "png")
        return;
    const QImage::Format qtFormat = reader.imageFormat();
    PngFile file(path);
    if (!file.ok())
        return;
    Header& h = *header_;
    if (setjmp(png_jmpbuf(file.png())))
        return; // a broken header: the whole-image path says what is wrong
    png_read_info(file.png(), file.info());
    h.width = int(png_get_image_width(file.png(), file.info()));
    h.height = int(png_get_image_height(file.png(), file.info()));
    h.bitDepth = png_get_bit_depth(file.png(), file.info());
    h.colourType = png_get_color_type(file.png(), file.info());
    h.interlaced = png_get_interlace_type(file.png(), file.info()) != PNG_INTERLACE_NONE;
    h.hasTrns = png_get_valid(file.png(), file.info(), PNG_INFO_tRNS) != 0;
    const bool grey = (h.colourType & PNG_COLOR_MASK_COLOR) == 0;
    // Qt keys a grey tRNS colour through a palette of its own, and decodes 16-bit files
    // with a tRNS colour leaving some pixels undefined (Qt 6.4: two decodes differ), so
    // no reader can match it: such files take the whole-image path.
    if (h.hasTrns && (grey || h.bitDepth == 16))
        return;
    if (qtFormat == QImage::Format_Indexed8 || qtFormat == QImage::Format_Mono)
        h.hadAlpha =
            h.colourType == PNG_COLOR_TYPE_PALETTE && paletteHasAlpha(file.png(), file.info());
    else
        h.hadAlpha = QImage::toPixelFormat(qtFormat).alphaUsage() == QPixelFormat::UsesAlpha;
    // The bytes Qt's reader would allocate, for the same budget.
    const qint64 lineBytes =
        (qint64(h.width) * QImage::toPixelFormat(qtFormat).bitsPerPixel() + 31) / 32 * 4;
    if (qtFormat == QImage::Format_Invalid ||
        lineBytes * h.height > (qint64(allocationLimitMb) << 20))
        return;
    h.usable = h.width > 0 && h.height > 0;
}

PngBands::~PngBands() = default;

bool PngBands::usable(int maxSide) const {
    return header_->usable && header_->width <= maxSide && header_->height <= maxSide;
}

QSize PngBands::size() const {
    return {header_->width, header_->height};
}

bool PngBands::hadAlpha() const {
    return header_->hadAlpha;
}

bool PngBands::read(const std::function<void(const PixelBand&)>& band, qsizetype bandBytes) {
    if (!header_->usable)
        return false;
    const Header& h = *header_;
    const qsizetype rgbaRow = qsizetype(h.width) * 4;
    const int bandRows =
        h.interlaced ? 1 : int(std::clamp<qsizetype>(bandBytes / rgbaRow, 1, h.height));
    Buffers buffers;
    buffers.pixels.resize(std::size_t(rgbaRow) * std::size_t(bandRows));
    buffers.wideRow.resize(h.bitDepth == 16 ? std::size_t(rgbaRow) * 2 : 0);
    PngFile file(path_);
    return file.ok() && decode(file, h, bandRows, buffers, band);
}

// Everything here is plain data or made before setjmp: libpng's errors longjmp back to it.
bool PngBands::decode(PngFile& file, const Header& h, int bandRows, Buffers& buffers,
                      const std::function<void(const PixelBand&)>& band) {
    png_structp png = file.png();
    const bool wide = h.bitDepth == 16;
    const qsizetype rgbaRow = qsizetype(h.width) * 4;
    unsigned char* const pixels = buffers.pixels.data();
    unsigned char* const wideRow = buffers.wideRow.data();
    if (setjmp(png_jmpbuf(png)))
        return false;
    png_read_info(png, file.info());
    if (h.colourType == PNG_COLOR_TYPE_PALETTE)
        png_set_palette_to_rgb(png);
    if ((h.colourType & PNG_COLOR_MASK_COLOR) == 0) {
        if (h.bitDepth < 8)
            png_set_expand_gray_1_2_4_to_8(png);
        png_set_gray_to_rgb(png);
    }
    if (h.hasTrns)
        png_set_tRNS_to_alpha(png);
    else if ((h.colourType & PNG_COLOR_MASK_ALPHA) == 0)
        png_set_filler(png, wide ? 0xFFFF : 0xFF, PNG_FILLER_AFTER);
    png_read_update_info(png, file.info());
    if (png_get_rowbytes(png, file.info()) != std::size_t(rgbaRow) * (wide ? 2 : 1))
        png_error(png, "unexpected row size");

    if (!h.interlaced) {
        for (int top = 0; top < h.height; top += bandRows) {
            const int rows = std::min(bandRows, h.height - top);
            for (int r = 0; r < rows; ++r)
                readRow(png, pixels + qsizetype(r) * rgbaRow, wideRow, h.width);
            band({top, rows, 0, 1, h.width, pixels, rgbaRow});
        }
    } else {
        // Adam7 without libpng's interlace handling: each pass's rows come as they are,
        // narrower than the image, and each pixel arrives exactly once.
        for (int pass = 0; pass < 7; ++pass) {
            const int columns = int(PNG_PASS_COLS(png_uint_32(h.width), pass));
            const int rows = int(PNG_PASS_ROWS(png_uint_32(h.height), pass));
            if (columns == 0 || rows == 0)
                continue;
            for (int r = 0; r < rows; ++r) {
                readRow(png, pixels, wideRow, columns);
                band({int(PNG_PASS_START_ROW(pass)) + (r << PNG_PASS_ROW_SHIFT(pass)), 1,
                      int(PNG_PASS_START_COL(pass)), 1 << PNG_PASS_COL_SHIFT(pass), columns, pixels,
                      rgbaRow});
            }
        }
    }
    // As Qt's reader, which fails a file whose chunks after the image data are broken.
    png_read_end(png, file.end());
    return true;
}

} // namespace hitmask
