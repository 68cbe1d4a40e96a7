// SPDX-License-Identifier: MIT
// The shape formats' shared helpers and the JSON format, each frame's shapes with the
// physics properties of its channel.
#include "maskexporter.h"
#include "shapeexporting.h"
#include "shapes.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QLocale>

namespace hitmask {

// Frame f of the channel: its hand shapes unless the options trace every frame, with
// the frame's origin and the channel's physics.
FrameShapes shapesOf(const ExportChannel& channel, std::size_t f, const ExportOptions& options) {
    const Colliders* hand = options.traced ? nullptr : channel.handShapes(f);
    FrameShapes shapes = hand ? handFrameShapes(*hand, channel.frames[f], int(f), options.shapes)
                              : frameShapes(channel.frames[f], int(f), options.shapes);
    shapes.origin = options.origin(f);
    shapes.physics = channel.physics;
    return shapes;
}

// Each frame's shapes of one channel.
std::vector<FrameShapes> allShapes(const ExportChannel& channel, const ExportOptions& options) {
    std::vector<FrameShapes> shapes;
    for (std::size_t f = 0; f < channel.frames.size(); ++f)
        shapes.push_back(shapesOf(channel, f, options));
    return shapes;
}

// Frame after frame, each with every channel in order, named when there are several.
std::vector<FrameShapes> allChannelShapes(const ExportChannels& channels,
                                          const ExportOptions& options) {
    if (channels.size() == 1)
        return allShapes(channels.front(), options);
    std::vector<FrameShapes> shapes;
    for (std::size_t f = 0; f < channels.front().frames.size(); ++f)
        for (const ExportChannel& channel : channels)
            if (f < channel.frames.size()) {
                shapes.push_back(shapesOf(channel, f, options));
                shapes.back().channel = channel.name;
            }
    return shapes;
}

QByteArray shapesIdentifier(const ExportOptions& options) {
    return cIdentifier(options.name.isEmpty() ? QStringLiteral("shapes") : options.name).toLatin1();
}

QByteArray pointText(const PointF& p, const char* separator) {
    return formatCoordinate(p.x) + separator + formatCoordinate(p.y);
}

namespace {

class ShapesJsonExporter final : public MaskExporter {
public:
    QString id() const override { return QStringLiteral("shapes-json"); }
    QString displayName() const override {
        return QCoreApplication::translate("MaskExporter", "Collision shapes, JSON");
    }
    QString suffix() const override { return QStringLiteral("shapes.json"); }
    Capabilities capabilities() const override { return Shapes | ShapeHoles | Channels; }
    QByteArray write(const ExportChannels& channels, const ExportOptions& options) const override {
        return shapesJson(allChannelShapes(channels, options));
    }
    // An array whose entries all have a frame, a size, and boxes or polygons.
    bool recognises(const QByteArray& bytes, bool) const override {
        QJsonParseError error;
        const QJsonDocument json = QJsonDocument::fromJson(bytes, &error);
        if (error.error != QJsonParseError::NoError || !json.isArray())
            return false;
        for (const QJsonValue& value : json.array()) {
            const QJsonObject frame = value.toObject();
            for (const char* key : {"frame", "width", "height"})
                if (!frame.value(QLatin1String(key)).isDouble())
                    return false;
            if (!frame.value(QStringLiteral("boxes")).isArray() &&
                !frame.value(QStringLiteral("polygons")).isArray())
                return false;
        }
        return true;
    }
};

} // namespace

QString channelShapesProblem(const ExportChannels& channels, const ExportOptions& options) {
    if (options.traced)
        return {};
    for (const ExportChannel& channel : channels)
        for (std::size_t f = 0; f < channel.frames.size(); ++f)
            if (const Colliders* hand = channel.handShapes(f))
                if (const QString why = handShapesProblem(*hand, options.shapes); !why.isEmpty())
                    return QCoreApplication::translate("MaskExporter", "channel %1, frame %2: %3")
                        .arg(channel.name, QLocale().toString(qulonglong(f + 1)), why);
    return {};
}

const MaskExporter& shapesJsonExporter() {
    static const ShapesJsonExporter json;
    return json;
}

} // namespace hitmask
