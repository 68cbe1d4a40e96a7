// SPDX-License-Identifier: MIT
// A channel's physics properties as the shape formats spell them (JSON, C, Tiled XML),
// and the string escapes each needs: one place for every format's wording of them.
#pragma once

#include "common/physicsproperties.h"

#include <QByteArray>
#include <QString>

namespace hitmask {

// A JSON string literal, quotes included.
QByteArray jsonString(const QString& text);
// A C string literal, quotes included: non-ASCII bytes and controls as octal escapes.
QByteArray cString(const QString& text);
// `{"sensor": false, "density": 1, "friction": 0.6, "restitution": 0, "category_bits": 1,
// "collides_with": 4294967295, "group_index": 0, "properties": {"k": "v"}}`
QByteArray physicsJson(const PhysicsProperties& physics);
// The `<properties>` element of a Tiled object, each line indented by `indent`: the seven
// fixed properties, then the custom ones as strings. Bits are Tiled's 32-bit ints
// (4294967295 reads as -1).
QByteArray physicsTiledProperties(const PhysicsProperties& physics, const QByteArray& indent);

} // namespace hitmask
