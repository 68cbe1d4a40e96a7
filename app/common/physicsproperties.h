// SPDX-License-Identifier: MIT
// How a channel's shapes behave in a physics engine: what a Box2D fixture, a Godot body
// and a Tiled object's properties say. Saved in the project per channel and written by
// every shape format.
#pragma once

#include <QList>
#include <QString>
#include <cstdint>
#include <utility>

namespace hitmask {

struct PhysicsProperties {
    bool sensor = false;    // reports contacts, pushes nothing
    double density = 1;     // kg per square metre
    double friction = 0.6;  // Box2D's default
    double restitution = 0; // bounce
    std::uint32_t categoryBits = 0x1;
    std::uint32_t collidesWith = 0xFFFFFFFF; // Box2D's maskBits, Godot's collision_mask
    int groupIndex = 0; // Box2D's filter group: same positive group always, negative never
    QList<std::pair<QString, QString>> custom; // free key/value pairs, in order

    friend bool operator==(const PhysicsProperties&, const PhysicsProperties&) = default;
};

} // namespace hitmask
