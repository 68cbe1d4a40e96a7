// SPDX-License-Identifier: MIT
#include "channelcolours.h"

#include "contrast.h"
#include "document/sprite.h"

namespace hitmask {

QList<QColor> channelColours(const Sprite& sprite) {
    const QList<QColor> art = artColours(sprite.image(), colorKeyOf(sprite.settings()));
    // Chosen colours are kept as they are; the automatic ones keep clear of them and of
    // each other, in channel order, so that adding a channel never changes the others.
    QList<QColor> taken;
    for (const Channel& channel : sprite.channels())
        if (channel.colourChosen)
            taken.append(channel.colour);
    QList<QColor> colours;
    for (const Channel& channel : sprite.channels()) {
        if (channel.colourChosen) {
            colours.append(channel.colour);
            continue;
        }
        colours.append(standOutColour(channel.colour, art, taken));
        taken.append(colours.back());
    }
    return colours;
}

QColor channelColour(const Sprite& sprite, int index) {
    const QList<QColor> colours = channelColours(sprite);
    return index >= 0 && index < colours.size() ? colours[index] : overlayPalette().front();
}

} // namespace hitmask
