// SPDX-License-Identifier: MIT
// Loads sprite images defensively: size limits are checked before decoding.
#pragma once

#include <QCoreApplication>
#include <QImage>
#include <QString>

namespace hitmask {

struct ImageLoadLimits {
    int maxSide = 16384;          // pixels, either side
    int allocationLimitMb = 1024; // QImageReader's decoding budget, and the memory budget below
    // Bytes a pixel costs the caller once the image is open, or 0 to check only the decoding:
    // an image that would cost more than allocationLimitMb is refused before it is decoded.
    int heldBytesPerPixel = 0;

    // What the editor keeps of an open image: its RGBA pixels and the premultiplied copy it
    // draws (the mask adds an eighth of a byte).
    static constexpr int kEditorBytesPerPixel = 8;

    // The editor's limits: the user's side limit from the preferences, and the budget.
    static ImageLoadLimits fromPreferences();

    qint64 budgetBytes() const { return qint64(allocationLimitMb) << 20; }
    // `bytes` in whole MB, rounded up, as messages about the budget give them.
    static QString megabytes(qint64 bytes);
};

struct LoadedImage {
    QImage image;         // Format_RGBA8888 on success
    QString error;        // a sentence naming the cause; empty on success
    bool hadAlpha = true; // false when the file has no alpha channel (BMP, JPEG, ...)

    bool ok() const { return error.isEmpty(); }
};

class ImageLoader {
    Q_DECLARE_TR_FUNCTIONS(ImageLoader)

public:
    explicit ImageLoader(ImageLoadLimits limits = {})
        : limits_(limits) {}

    // Never throws and never crashes on a bad file: the error says what is wrong.
    LoadedImage load(const QString& path) const;

private:
    ImageLoadLimits limits_;
};

} // namespace hitmask
