// SPDX-License-Identifier: MIT
// Asks how many rotations a rotation set has (1 to 360, 24 by default: 15 degrees apart).
#pragma once

#include <QDialog>

class QLabel;
class QSpinBox;

namespace hitmask {

class RotationSetDialog final : public QDialog {
    Q_OBJECT

public:
    // `regenerating`: the sprite is a rotation set already, of `current` rotations.
    RotationSetDialog(bool regenerating, int current, QWidget* parent = nullptr);

    int rotations() const;
    QSpinBox* countBox() const { return count_; }

private:
    void updateStep();

    QSpinBox* count_;
    QLabel* step_;
};

} // namespace hitmask
