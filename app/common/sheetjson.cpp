// SPDX-License-Identifier: MIT
// Aseprite and TexturePacker JSON sheets (hash and array forms).
#include "sheetjson.h"

#include "imageloader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace hitmask {

namespace {

// The keys of the top-level "frames" object in the order the file lists them, which
// QJsonObject forgets (it sorts them). `json` has already parsed as valid JSON.
QStringList frameKeysInFileOrder(const QByteArray& json) {
    QStringList keys;
    int depth = 0;
    bool inFrames = false;
    bool expectKey = false;
    QByteArray lastString;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json[i];
        if (c == '"') {
            QByteArray text;
            for (++i; i < json.size() && json[i] != '"'; ++i) {
                text += json[i];
                if (json[i] == '\\' && i + 1 < json.size())
                    text += json[++i];
            }
            if (inFrames && depth == 2 && expectKey) {
                const QJsonDocument unescaped = QJsonDocument::fromJson("[\"" + text + "\"]");
                keys.append(unescaped.array().at(0).toString());
                expectKey = false;
            }
            lastString = text;
        } else if (c == '{' || c == '[') {
            ++depth;
            if (c == '{' && depth == 2 && lastString == "frames" && !inFrames && keys.isEmpty())
                inFrames = true;
            expectKey = inFrames && depth == 2;
        } else if (c == '}' || c == ']') {
            if (inFrames && depth == 2)
                return keys;
            --depth;
        } else if (c == ',' && inFrames && depth == 2) {
            expectKey = true;
        } else if (c == ':' && depth == 1) {
            // lastString is the key of a top-level member
        } else if (c == ',' && depth == 1) {
            lastString.clear();
        }
    }
    return keys;
}

// Far past any image's side (at most 65536 pixels), yet small enough that no sum of two
// coordinates overflows an int.
constexpr double kMaxCoordinate = 1 << 24;

// A whole number of pixels; a fraction or a value out of range is no coordinate.
bool readCoordinate(const QJsonValue& value, int& out) {
    const double v = value.toDouble(kMaxCoordinate + 1);
    if (!value.isDouble() || !(std::abs(v) <= kMaxCoordinate) || v != std::floor(v))
        return false;
    out = int(v);
    return true;
}

bool readRect(const QJsonValue& value, QRect& rect) {
    const QJsonObject o = value.toObject();
    int x = 0, y = 0, w = 0, h = 0;
    if (!readCoordinate(o.value(QLatin1String("x")), x) ||
        !readCoordinate(o.value(QLatin1String("y")), y) ||
        !readCoordinate(o.value(QLatin1String("w")), w) ||
        !readCoordinate(o.value(QLatin1String("h")), h))
        return false;
    rect = QRect(x, y, w, h);
    return true;
}

} // namespace

SheetLayout SheetJson::readSheetLayout(const QByteArray& json, QSize sheetSize,
                                       const ImageLoadLimits& limits, bool keepOutside) {
    SheetLayout set;
    auto fail = [&set](const QString& why) {
        set.frames.clear();
        set.animations.clear();
        set.error = why;
        return set;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull())
        return fail(
            tr("not JSON: %1 at byte %2").arg(parseError.errorString()).arg(parseError.offset));
    const QJsonValue framesValue = doc.object().value(QLatin1String("frames"));
    QList<QPair<QString, QJsonObject>> entries;
    if (framesValue.isArray()) {
        for (const QJsonValue& v : framesValue.toArray())
            entries.append(
                {v.toObject().value(QLatin1String("filename")).toString(), v.toObject()});
    } else if (framesValue.isObject()) {
        const QJsonObject frames = framesValue.toObject();
        const QStringList keys = frameKeysInFileOrder(json);
        if (keys.size() != frames.size())
            return fail(tr("cannot read the order of the sheet's frames"));
        for (const QString& key : keys)
            entries.append({key, frames.value(key).toObject()});
    } else {
        return fail(tr("not a sprite sheet: no \"frames\" object or array"));
    }
    if (entries.isEmpty())
        return fail(tr("the sheet lists no frames"));
    if (entries.size() > 65535)
        return fail(tr("the sheet lists more than 65535 frames"));

    const QRect sheetRect(QPoint(0, 0), sheetSize);
    // Each frame holds its own pixels, and frames may overlap or be trimmed from a larger
    // size: a small sheet can ask for far more memory than its image.
    const qint64 budget = qint64(limits.allocationLimitMb) << 20;
    qint64 used = 0;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QString& name = entries[i].first;
        const QJsonObject& entry = entries[i].second;
        QRect frame;
        if (!readRect(entry.value(QLatin1String("frame")), frame) || frame.width() < 1 ||
            frame.height() < 1)
            return fail(tr("frame %1 (\"%2\") has no valid \"frame\" rectangle").arg(i).arg(name));
        const bool rotated = entry.value(QLatin1String("rotated")).toBool();
        // A rotated frame's rectangle gives its upright size; in the sheet it lies turned
        // 90 degrees clockwise, so it covers h x w pixels there.
        const QRect inSheet = rotated ? QRect(frame.topLeft(), frame.size().transposed()) : frame;
        if (!sheetRect.contains(inSheet) && !keepOutside)
            return fail(tr("frame %1 (\"%2\") at %3,%4 %5 x %6 lies outside the %7 x %8 image")
                            .arg(i)
                            .arg(name)
                            .arg(inSheet.x())
                            .arg(inSheet.y())
                            .arg(inSheet.width())
                            .arg(inSheet.height())
                            .arg(sheetSize.width())
                            .arg(sheetSize.height()));

        // Trimmed frames go back to their place in the untrimmed source size.
        QRect placed(QPoint(0, 0), frame.size());
        QSize sourceSize = frame.size();
        if (entry.value(QLatin1String("trimmed")).toBool()) {
            const QJsonObject size = entry.value(QLatin1String("sourceSize")).toObject();
            int w = 0, h = 0;
            if (readCoordinate(size.value(QLatin1String("w")), w) &&
                readCoordinate(size.value(QLatin1String("h")), h))
                sourceSize = QSize(w, h);
            else
                sourceSize = QSize();
            if (!readRect(entry.value(QLatin1String("spriteSourceSize")), placed) ||
                sourceSize.isEmpty() || placed.size() != frame.size() ||
                !QRect(QPoint(0, 0), sourceSize).contains(placed))
                return fail(tr("frame %1 (\"%2\") is trimmed but its spriteSourceSize does not fit "
                               "its sourceSize")
                                .arg(i)
                                .arg(name));
        }
        if (sourceSize.width() > limits.maxSide || sourceSize.height() > limits.maxSide)
            return fail(tr("frame %1 is larger than the limit of %2 pixels a side")
                            .arg(i + 1)
                            .arg(limits.maxSide));
        used += qint64(sourceSize.width()) * sourceSize.height() * 4;
        if (used > budget)
            return fail(tr("the frames need more than the %1 MB allowed for images")
                            .arg(limits.allocationLimitMb));
        const int duration = entry.value(QLatin1String("duration")).toInt(0);
        set.frames.append(
            {inSheet, rotated, placed.topLeft(), sourceSize, QPoint(), qMax(0, duration)});
    }

    const QJsonArray tags = doc.object()
                                .value(QLatin1String("meta"))
                                .toObject()
                                .value(QLatin1String("frameTags"))
                                .toArray();
    for (const QJsonValue& v : tags) {
        const QJsonObject tag = v.toObject();
        FrameAnimation animation{
            tag.value(QLatin1String("name")).toString(), tag.value(QLatin1String("from")).toInt(-1),
            tag.value(QLatin1String("to")).toInt(-1),
            tag.value(QLatin1String("direction")).toString(QStringLiteral("forward"))};
        if (animation.from < 0 || animation.to < animation.from ||
            animation.to >= set.frames.size())
            return fail(tr("frame tag \"%1\" names frames %2 to %3 of %4")
                            .arg(animation.name)
                            .arg(animation.from)
                            .arg(animation.to)
                            .arg(set.frames.size()));
        set.animations.append(animation);
    }
    return set;
}

FrameSet SheetJson::loadSheetJson(const QByteArray& json, const QImage& sheet,
                                  const ImageLoadLimits& limits, bool keepOutside) {
    const SheetLayout layout = readSheetLayout(json, sheet.size(), limits, keepOutside);
    if (!layout.ok()) {
        FrameSet failed;
        failed.error = layout.error;
        return failed;
    }
    FrameSet set = cutFramesInside(sheet, layout.frames);
    set.animations = layout.animations;
    return set;
}

} // namespace hitmask
