// SPDX-License-Identifier: MIT
// Frame Properties: the duration and origin (pivot) of the selected frames, set by hand.
// Values the frames do not share show as "Mixed" and stay each frame's own unless typed.
#pragma once

#include <QDialog>
#include <QList>

class QSpinBox;

namespace hitmask {

class ProjectDocument;
class Sprite;

class FramePropertiesDialog final : public QDialog {
    Q_OBJECT

public:
    FramePropertiesDialog(const Sprite& sprite, const QList<int>& frameIds,
                          QWidget* parent = nullptr);

    QSpinBox* durationBox() const { return duration_; }
    QSpinBox* originXBox() const { return originX_; }
    QSpinBox* originYBox() const { return originY_; }

    // Pushes what the user changed as one undo step; false when nothing changes.
    bool apply(ProjectDocument* document) const;

    // Shows the dialog for frames of a sprite of `document` and applies it when accepted.
    static bool edit(ProjectDocument* document, int spriteId, const QList<int>& frameIds,
                     QWidget* parent);

private:
    // Shows `values` in `box`: their value when they agree, "Mixed" otherwise.
    void showValues(QSpinBox* box, const QList<int>& values, bool* edited);
    // The box's value when the user typed one, nullopt otherwise.
    std::optional<int> typed(const QSpinBox* box, bool edited) const;

    int spriteId_;
    QList<int> frameIds_;
    QSpinBox* duration_;
    QSpinBox* originX_;
    QSpinBox* originY_;
    bool durationEdited_ = false;
    bool originXEdited_ = false;
    bool originYEdited_ = false;
};

} // namespace hitmask
