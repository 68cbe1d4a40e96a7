// SPDX-License-Identifier: MIT
#include "rotationsetdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <hitmask/rotationset.hpp>

namespace hitmask {

namespace {
constexpr int kDefaultRotations = 24; // 15 degrees apart, as many games pre-rotate
} // namespace

RotationSetDialog::RotationSetDialog(bool regenerating, int current, QWidget* parent)
    : QDialog(parent)
    , count_(new QSpinBox(this))
    , step_(new QLabel(this)) {
    setWindowTitle(tr("Generate Rotation Set"));
    count_->setObjectName(QStringLiteral("rotations"));
    count_->setRange(1, kMaxRotations);
    count_->setValue(regenerating ? current : kDefaultRotations);
    auto* form = new QFormLayout(this);
    auto* note = new QLabel(
        regenerating
            ? tr("The frames are rotations already: they are made again from the same source "
                 "frame. With the same count, each rotation keeps its hand edits.")
            : tr("The current frame, turned clockwise about its centre (nearest neighbour), "
                 "becomes the sprite's frames, one per rotation. Each frame's mask is then "
                 "yours to fix; the edits stay when the set is made again."),
        this);
    note->setWordWrap(true);
    form->addRow(note);
    form->addRow(tr("&Rotations:"), count_);
    form->addRow(tr("Step:"), step_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(count_, &QSpinBox::valueChanged, this, &RotationSetDialog::updateStep);
    updateStep();
}

int RotationSetDialog::rotations() const {
    return count_->value();
}

void RotationSetDialog::updateStep() {
    step_->setText(tr("%1° between frames").arg(QLocale().toString(360.0 / rotations(), 'g', 4)));
}

} // namespace hitmask
