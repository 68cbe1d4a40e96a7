// SPDX-License-Identifier: MIT
// ProjectExport's rendering: an item's masks and options, and the bytes its format makes
// of them, one item or many on every core.
#include "document/project.h"
#include "maskexporter.h"
#include "projectexport.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <atomic>
#include <thread>

namespace hitmask {

ExportChannels ProjectExport::itemChannels(const ExportItem& item, const ExportSettings& settings,
                                           ExportOptions* options) {
    for (int f = item.firstFrame; f < item.firstFrame + item.frameCount; ++f) {
        const Frame& frame = item.sprite->frames()[std::size_t(f)];
        options->origins.push_back({frame.origin.x(), frame.origin.y()});
    }
    // The tags over the item's frames, counted from its first.
    const int last = item.firstFrame + item.frameCount - 1;
    for (FrameAnimation tag : item.sprite->tags()) {
        if (tag.to < item.firstFrame || tag.from > last)
            continue;
        tag.from = std::max(tag.from, item.firstFrame) - item.firstFrame;
        tag.to = std::min(tag.to, last) - item.firstFrame;
        options->tags.append(tag);
    }
    options->raw = settings.raw;
    options->shapes = settings.shapes;
    options->encoding = settings.headerEncoding;
    options->name = item.identifier;
    options->sourceName = QFileInfo(item.sprite->path()).fileName();
    options->sourcePath = QFileInfo(item.path).absoluteDir().relativeFilePath(item.sprite->path());
    if (const MaskExporter* exporter = exporterFor(settings.format);
        exporter && exporter->pointsIntoImage()) {
        options->places = framePlaces(*item.sprite);
        options->places.first = std::size_t(item.firstFrame);
    }
    return channelMasks(*item.sprite, item.channel, item.firstFrame, item.frameCount);
}

ExportChannels ProjectExport::channelMasks(const Sprite& sprite, int channel, int firstFrame,
                                           int frameCount) {
    const int first = channel < 0 ? 0 : channel;
    const int end = channel < 0 ? int(sprite.channels().size()) : channel + 1;
    ExportChannels channels;
    for (int c = first; c < end; ++c) {
        const Channel& source = sprite.channels()[std::size_t(c)];
        channels.push_back({source.name, {}, {}, source.physics});
        for (int f = firstFrame; f < firstFrame + frameCount; ++f) {
            const ChannelMasks& masks = sprite.frames()[std::size_t(f)].channel(c);
            channels.back().frames.push_back(masks.effective);
            channels.back().hand.push_back(masks.handShapes);
        }
    }
    return channels;
}

FramePlaces ProjectExport::framePlaces(const Sprite& sprite) {
    FramePlaces places;
    places.imageSize = sprite.image().size();
    for (const Frame& frame : sprite.frames())
        places.rects.push_back(placeInImage(sprite.image(), frame.rect, frame.image));
    return places;
}

QByteArray ProjectExport::render(const ExportItem& item, const ExportSettings& settings) {
    const MaskExporter* exporter = exporterFor(settings.format);
    if (!exporter || !item.sprite)
        return {};
    ExportOptions options;
    const ExportChannels channels = itemChannels(item, settings, &options);
    return exporter->write(channels, options);
}

QByteArray ProjectExport::renderSidecar(const ExportItem& item, const ExportSettings& settings) {
    const MaskExporter* exporter = exporterFor(settings.format);
    if (!exporter || !item.sprite)
        return {};
    ExportOptions options;
    return exporter->writeSidecar(itemChannels(item, settings, &options), options);
}

std::vector<RenderedItem> ProjectExport::renderAll(const QList<ExportItem>& items,
                                                   const ExportSettings& settings, int threads) {
    std::vector<RenderedItem> rendered(std::size_t(items.size()));
    // Each thread takes the next item until none is left; each item's bytes depend on it
    // alone, so the order they are made in changes nothing.
    std::atomic<qsizetype> next{0};
    const auto work = [&] {
        for (qsizetype i = next++; i < items.size(); i = next++) {
            RenderedItem& out = rendered[std::size_t(i)];
            out.bytes = render(items[i], settings);
            out.sidecarPath = sidecarPath(items[i], settings);
            if (!out.sidecarPath.isEmpty())
                out.sidecar = renderSidecar(items[i], settings);
        }
    };
    const qsizetype wanted =
        threads > 0 ? threads : qsizetype(std::max(1u, std::thread::hardware_concurrency()));
    {
        std::vector<std::jthread> helpers;
        for (qsizetype t = 1; t < std::min(wanted, items.size()); ++t)
            helpers.emplace_back(work);
        work();
    } // the helpers join here
    return rendered;
}

} // namespace hitmask
