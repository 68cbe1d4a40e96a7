// SPDX-License-Identifier: MIT
// Set a duration or an origin (pivot) by hand on some frames of a sprite, one undo step
// each; undo gives every frame back what it had, its own value or the file's.
#pragma once

#include "changevalue.h"
#include "editplace.h"

#include <QPoint>
#include <optional>
#include <utility>

namespace hitmask {

struct Frame;

// A value set by hand on frames (by id) of one sprite; nullopt goes back to the file's.
template <typename T>
class ChangeFrameValue : public ChangeValue<int, std::optional<T>>, public PlacedCommand {
public:
    // Each frame (by id) its value; frames the sprite does not have are left out.
    using Values = QList<std::pair<int, std::optional<T>>>;
    // The frame's value set by hand, and the document's function that sets values.
    using Field = std::optional<T> Frame::*;
    using Apply = void (ProjectDocument::*)(int, const Values&);

    EditPlace place() const override {
        return {spriteId_, this->keys().isEmpty() ? -1 : this->keys().front(), -1};
    }

protected:
    ChangeFrameValue(ProjectDocument* document, int spriteId, const Values& values,
                     const QString& text, Field field, Apply apply);

private:
    using Split = std::pair<QList<int>, QList<std::optional<T>>>;
    ChangeFrameValue(ProjectDocument* document, int spriteId, Split values, const QString& text,
                     Field field, Apply apply);
    // The frames of `values` that the sprite has, and the values they get.
    static Split present(const ProjectDocument* document, int spriteId, const Values& values);

    std::optional<T> get(const int& frameId) const override;
    void set(const QList<int>& frames, const QList<std::optional<T>>& values) override;

    int spriteId_;
    Field field_;
    Apply apply_;
};

class SetFrameDuration final : public ChangeFrameValue<int> {
public:
    SetFrameDuration(ProjectDocument* document, int spriteId, const Values& values);
};

class SetFrameOrigin final : public ChangeFrameValue<QPoint> {
public:
    SetFrameOrigin(ProjectDocument* document, int spriteId, const Values& values);
};

} // namespace hitmask
