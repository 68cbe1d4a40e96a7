// SPDX-License-Identifier: MIT
// Shapes owned by hand: one undo step sets the hand shapes of some frames x channels, or
// (nullopt) traces them again from the mask. A drag is one step: the steps of one editing
// session on the same places merge.
#pragma once

#include "changevalue.h"
#include "editplace.h"

#include <QString>
#include <hitmask/colliders.hpp>
#include <optional>

namespace hitmask {

class SetHandShapes final : public ChangeValue<EditPlace, std::optional<Colliders>>,
                            public PlacedCommand {
public:
    // `places` name a sprite, a frame and a channel each; `shapes[i]` is what place i gets.
    // With `session` non-zero (EditSession's key), steps of that session on the same places
    // merge into one.
    SetHandShapes(ProjectDocument* document, const QString& text, QList<EditPlace> places,
                  QList<std::optional<Colliders>> shapes, int session = 0);

    EditPlace place() const override { return keys().isEmpty() ? EditPlace{} : keys().front(); }

    // Setting shapes settles their review; undo puts each place's review flag back as it
    // was, so a frame flagged before the step is flagged again.
    void redo() override;
    void undo() override;

private:
    QList<bool> reviewBefore_; // per place, read when the step is done
    std::optional<Colliders> get(const EditPlace& place) const override;
    void set(const QList<EditPlace>& places,
             const QList<std::optional<Colliders>>& shapes) override;
};

} // namespace hitmask
