// SPDX-License-Identifier: MIT
// The pixel formats HMSK (bytes, rle, bits, or their raw payloads), PBM and PNG, and what
// every format shares: file names beside the output, C identifiers.
#include "maskexporter.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QRect>
#include <algorithm>

namespace hitmask {

namespace {

// Hands each piece to `device`; a failed write stops the writer.
ByteSink sinkInto(QIODevice& device) {
    return [&device](std::span<const std::uint8_t> piece) {
        const auto size = qint64(piece.size());
        return device.write(reinterpret_cast<const char*>(piece.data()), size) == size;
    };
}

// An HMSK file in one encoding, or with --raw the payload of the first frame.
class HmskExporter final : public MaskExporter {
public:
    explicit HmskExporter(Encoding encoding)
        : encoding_(encoding) {}

    QString id() const override { return QString::fromLatin1(encodingName(encoding_)); }
    QString displayName() const override {
        switch (encoding_) {
        case Encoding::Bytes:
            return QCoreApplication::translate("MaskExporter", "HMSK, one byte per pixel");
        case Encoding::Rle:
            return QCoreApplication::translate("MaskExporter", "HMSK, run-length encoded");
        case Encoding::Bits:
            return QCoreApplication::translate("MaskExporter", "HMSK, one bit per pixel");
        }
        return {};
    }
    QString helpNote() const override {
        return QCoreApplication::translate("MaskExporter", "HMSK files; see docs/exports.md");
    }
    QString suffix() const override { return QStringLiteral("hmsk"); }
    Capabilities capabilities() const override { return RawPayload | Channels | Streams; }
    QString rawSuffix() const override { return id(); } // .bytes, .rle, .bits
    // Any HMSK file, whatever its encoding: re-exporting in another replaces it. A raw
    // payload has no header; its suffix is Hitmask's own.
    bool recognises(const QByteArray& bytes, bool raw) const override {
        return raw || bytes.startsWith("HMSK");
    }
    bool canWrite(const ExportChannels& channels, const ExportOptions& options) const override {
        const std::vector<Mask>& frames = channels.front().frames;
        if (options.raw)
            return !frames.empty() && frames.front().width() > 0 && frames.front().height() > 0;
        return canSaveHmsk(views(channels, options), names(channels), encoding_);
    }
    QByteArray write(const ExportChannels& channels, const ExportOptions& options) const override {
        QByteArray out;
        if (!canWrite(channels, options))
            return out;
        const ByteSink append = [&out](std::span<const std::uint8_t> piece) {
            out.append(reinterpret_cast<const char*>(piece.data()), qsizetype(piece.size()));
            return true;
        };
        if (options.raw)
            (void)encodePayload(channels.front().frames.front(), encoding_, append);
        else
            (void)saveHmsk(views(channels, options), names(channels), encoding_, append);
        return out;
    }
    // Encoded row by row into the device: the file is never whole in memory, and the
    // masks are not copied.
    bool writeTo(QIODevice& device, const ExportChannels& channels,
                 const ExportOptions& options) const override {
        if (!canWrite(channels, options))
            return false;
        if (options.raw)
            return encodePayload(channels.front().frames.front(), encoding_, sinkInto(device));
        return saveHmsk(views(channels, options), names(channels), encoding_, sinkInto(device));
    }

private:
    static std::vector<std::string> names(const ExportChannels& channels) {
        std::vector<std::string> list;
        for (const ExportChannel& channel : channels)
            list.push_back(channel.name.toStdString());
        return list;
    }
    // One payload per channel per frame, in the channel table's order; a channel short of
    // frames gives a null mask, which canSaveHmsk() refuses.
    static std::vector<HmskFrameView> views(const ExportChannels& channels,
                                            const ExportOptions& options) {
        const std::vector<Mask>& frames = channels.front().frames;
        std::vector<HmskFrameView> list(frames.size());
        for (std::size_t f = 0; f < frames.size(); ++f) {
            list[f].origin = options.origin(f);
            for (const ExportChannel& channel : channels)
                list[f].channels.push_back(f < channel.frames.size() ? &channel.frames[f]
                                                                     : nullptr);
        }
        return list;
    }

    Encoding encoding_;
};

// Netpbm P4: 1 = solid (black), rows padded to bytes; several frames are several
// images one after another, as netpbm allows.
class PbmExporter final : public MaskExporter {
public:
    QString id() const override { return QStringLiteral("pbm"); }
    QString displayName() const override {
        return QCoreApplication::translate("MaskExporter", "PBM image (P4)");
    }
    QString suffix() const override { return QStringLiteral("pbm"); }
    Capabilities capabilities() const override { return Streams; }
    // P4 has room for a comment, but readers trip on it: a file is ours when it is
    // exactly what write() makes, "P4\nW H\n" and the rows, image after image.
    bool recognises(const QByteArray& bytes, bool) const override {
        qsizetype at = 0;
        while (at < bytes.size()) {
            if (bytes.mid(at, 3) != "P4\n")
                return false;
            const qsizetype end = bytes.indexOf('\n', at + 3);
            const QList<QByteArray> size = bytes.mid(at + 3, end - at - 3).split(' ');
            bool okW = false, okH = false;
            const qint64 w = size.value(0).toLongLong(&okW);
            const qint64 h = size.value(1).toLongLong(&okH);
            if (end < 0 || size.size() != 2 || !okW || !okH || w <= 0 || h <= 0)
                return false;
            at = end + 1 + (w + 7) / 8 * h;
        }
        return at == bytes.size() && !bytes.isEmpty();
    }
    bool canWrite(const ExportChannels& channels, const ExportOptions&) const override {
        return !channels.front().frames.empty();
    }
    QByteArray write(const ExportChannels& channels, const ExportOptions& options) const override {
        QByteArray out;
        QBuffer buffer(&out);
        buffer.open(QIODevice::WriteOnly);
        writeTo(buffer, channels, options);
        return out;
    }
    bool writeTo(QIODevice& device, const ExportChannels& channels,
                 const ExportOptions&) const override {
        for (const Mask& frame : channels.front().frames) {
            const QByteArray header = QByteArrayLiteral("P4\n") +
                                      QByteArray::number(frame.width()) + ' ' +
                                      QByteArray::number(frame.height()) + '\n';
            if (device.write(header) != header.size() ||
                !encodePayload(frame, Encoding::Bits, sinkInto(device)))
                return false;
        }
        return true;
    }
};

// Solid pixels opaque white, empty ones transparent; frames stacked top to bottom, each
// at the left edge. A JSON side-car names each frame's rectangle and origin, and the
// sprite's tags.
class PngExporter final : public MaskExporter {
public:
    QString id() const override { return QStringLiteral("png"); }
    QString displayName() const override {
        return QCoreApplication::translate("MaskExporter", "PNG image (white = solid)");
    }
    QString suffix() const override { return QStringLiteral("png"); }
    Capabilities capabilities() const override { return {}; }
    QByteArray write(const ExportChannels& channels, const ExportOptions&) const override {
        const std::vector<Mask>& frames = channels.front().frames;
        if (frames.empty())
            return {};
        const QList<QRect> rects = stackedRects(frames);
        QImage image(rects.back().bottom() + 1 > 0 ? boundingWidth(rects) : 1,
                     rects.back().bottom() + 1, QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        // A new QImage takes the screen's resolution in the editor and 100 dpi without a
        // screen: the file holds 100 dpi, as hitmask-cli has always written, from either.
        image.setDotsPerMeterX(kPngDotsPerMeter);
        image.setDotsPerMeterY(kPngDotsPerMeter);
        for (std::size_t f = 0; f < frames.size(); ++f)
            for (int y = 0; y < frames[f].height(); ++y) {
                auto* line = reinterpret_cast<QRgb*>(image.scanLine(rects[qsizetype(f)].y() + y));
                for (int x = 0; x < frames[f].width(); ++x)
                    if (frames[f].test(x, y))
                        line[x] = qRgba(255, 255, 255, 255);
            }
        // A text chunk, so that a later export knows the image for its own.
        image.setText(QString::fromLatin1(kSoftwareKey), QString::fromLatin1(kSoftware));
        QByteArray out;
        QBuffer buffer(&out);
        buffer.open(QIODevice::WriteOnly);
        image.save(&buffer, "PNG");
        return out;
    }
    bool recognises(const QByteArray& bytes, bool) const override {
        QByteArray copy = bytes;
        QBuffer buffer(&copy);
        QImageReader reader(&buffer, "png");
        return reader.canRead() &&
               reader.text(QString::fromLatin1(kSoftwareKey)) == QLatin1String(kSoftware);
    }
    QString sidecarSuffix() const override { return QStringLiteral("frames.json"); }
    // An object whose "frames" are all {"rect": [...], "origin": [...]}.
    bool recognisesSidecar(const QByteArray& bytes) const override {
        QJsonParseError error;
        const QJsonDocument json = QJsonDocument::fromJson(bytes, &error);
        if (error.error != QJsonParseError::NoError || !json.isObject())
            return false;
        const QJsonValue frames = json.object().value(QStringLiteral("frames"));
        if (!frames.isArray())
            return false;
        for (const QJsonValue& frame : frames.toArray())
            if (!frame.toObject().value(QStringLiteral("rect")).isArray() ||
                !frame.toObject().value(QStringLiteral("origin")).isArray())
                return false;
        return true;
    }
    QByteArray writeSidecar(const ExportChannels& channels,
                            const ExportOptions& options) const override {
        const std::vector<Mask>& frames = channels.front().frames;
        const QList<QRect> rects = stackedRects(frames);
        QJsonArray list;
        for (std::size_t f = 0; f < frames.size(); ++f) {
            const QRect& r = rects[qsizetype(f)];
            const Point o = options.origin(f);
            list.append(QJsonObject{
                {QStringLiteral("rect"), QJsonArray{r.x(), r.y(), r.width(), r.height()}},
                {QStringLiteral("origin"), QJsonArray{o.x, o.y}}});
        }
        QJsonObject json{{QStringLiteral("frames"), list}};
        // Only with tags, so that the side-car of a sprite without any stays as it was.
        QJsonArray tags;
        const int last = int(frames.size()) - 1;
        for (const FrameAnimation& tag : options.tags)
            if (tag.from <= last)
                tags.append(QJsonObject{{QStringLiteral("name"), tag.name},
                                        {QStringLiteral("from"), tag.from},
                                        {QStringLiteral("to"), std::min(tag.to, last)},
                                        {QStringLiteral("direction"), tag.direction}});
        if (!tags.isEmpty())
            json.insert(QStringLiteral("tags"), tags);
        return QJsonDocument(json).toJson();
    }

private:
    static constexpr char kSoftwareKey[] = "Software";
    static constexpr char kSoftware[] = "Hitmask";
    static constexpr int kPngDotsPerMeter = 3937; // 100 dpi

    static QList<QRect> stackedRects(const std::vector<Mask>& frames) {
        QList<QRect> rects;
        int y = 0;
        for (const Mask& frame : frames) {
            rects.append(QRect(0, y, frame.width(), frame.height()));
            y += frame.height();
        }
        return rects;
    }
    static int boundingWidth(const QList<QRect>& rects) {
        int w = 1;
        for (const QRect& r : rects)
            w = std::max(w, r.width());
        return w;
    }
};

} // namespace

bool MaskExporter::writeTo(QIODevice& device, const ExportChannels& channels,
                           const ExportOptions& options) const {
    const QByteArray bytes = write(channels, options);
    return !bytes.isEmpty() && device.write(bytes) == bytes.size();
}

const MaskExporter& hmskExporter(Encoding encoding) {
    static const HmskExporter bytes(Encoding::Bytes);
    static const HmskExporter rle(Encoding::Rle);
    static const HmskExporter bits(Encoding::Bits);
    switch (encoding) {
    case Encoding::Bytes:
        return bytes;
    case Encoding::Rle:
        return rle;
    case Encoding::Bits:
        break;
    }
    return bits;
}

const MaskExporter& pbmExporter() {
    static const PbmExporter pbm;
    return pbm;
}

const MaskExporter& pngExporter() {
    static const PngExporter png;
    return png;
}

QString withoutFormatSuffix(const QString& fileName, const MaskExporter& exporter) {
    const QString name = QFileInfo(fileName).fileName();
    if (name.endsWith(u'.' + exporter.suffix(), Qt::CaseInsensitive))
        return name.chopped(exporter.suffix().size() + 1);
    return QFileInfo(name).completeBaseName();
}

QString sidecarPathFor(const QString& output, const MaskExporter& exporter) {
    const QFileInfo info(output);
    return info.dir().filePath(withoutFormatSuffix(output, exporter) + u'.' +
                               exporter.sidecarSuffix());
}

QByteArray beginHeaderChannel(QByteArray& out, const QByteArray& identifier,
                              const ExportChannels& channels, std::size_t index) {
    if (index == 0)
        return identifier;
    const QByteArray channel = cIdentifier(channels[index].name).toLatin1();
    out += "\n/* Channel " + channel + " */\n";
    return identifier + '_' + channel;
}

QByteArray cMacroPrefix(const QString& identifier) {
    return "HITMASK_" + identifier.toUpper().toLatin1();
}

QString cIdentifier(const QString& text) {
    // Runs of anything but ASCII letters and digits become one underscore, trimmed at both
    // ends: C++ reserves identifiers with "__" and C those that start with "_" at file scope.
    QString id;
    for (const QChar c : text) {
        if (c.unicode() < 128 && c.isLetterOrNumber())
            id += c.toLower();
        else if (!id.isEmpty() && !id.endsWith(u'_'))
            id += u'_';
    }
    if (id.endsWith(u'_'))
        id.chop(1);
    if (id.isEmpty())
        return QStringLiteral("sprite");
    if (id.front().isDigit())
        id.prepend(QLatin1String("sprite_"));
    return id;
}

} // namespace hitmask
