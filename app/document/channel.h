// SPDX-License-Identifier: MIT
// A named mask that every frame of a sprite carries (solid, hurt, hit): how its auto
// mask is made and how the editor shows it.
#pragma once

#include "common/physicsproperties.h"
#include "common/spritemask.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>
#include <cstdint>

namespace hitmask {

enum class ChannelSource : std::uint8_t {
    Image, // from the frame's pixels by the MaskRule: alpha threshold or colour key
    Empty, // nothing until painted by hand
    Copy,  // the effective mask of an earlier channel, hand edits included
};

struct ChannelRule {
    ChannelSource source = ChannelSource::Image;
    MaskRule image; // for Image
    int copyOf = 0; // for Copy: the id of the channel copied

    friend bool operator==(const ChannelRule&, const ChannelRule&) = default;
};

struct Channel {
    int id = 0; // stays the same while channels come and go; the first channel is id 0
    QString name;
    QColor colour;
    bool visible = true;
    ChannelRule rule;
    PhysicsProperties physics; // of the channel's shapes, in every frame
    // Whether the user chose `colour`. When not, the editor draws the channel in a colour
    // that stands out against the sprite's art (its stored colour when that does), and the
    // stored colour is kept only to be saved back as it was read.
    bool colourChosen = false;

    friend bool operator==(const Channel&, const Channel&) = default;
};

class ChannelNames {
    Q_DECLARE_TR_FUNCTIONS(ChannelNames)

public:
    // Names are C identifiers of at most kMaxLength characters, so that a C header, a
    // command line and an HMSK channel table all take them as they are.
    static constexpr int kMaxLength = 32;
    // Channels per sprite, solid included: every one costs a few masks per frame, and a
    // damaged project file must not ask for millions.
    static constexpr int kMaxChannels = 32;
    static bool isValid(const QString& name);
    // Why `name` cannot be used, or an empty string when it can.
    static QString problem(const QString& name);
    // The first channel, from the sprite's mask rule.
    static QString solid() { return QStringLiteral("solid"); }
    // The overlay colour a new channel gets when it is the n-th (0 = solid).
    static QColor defaultColour(int n);
};

} // namespace hitmask
