// SPDX-License-Identifier: MIT
#include "shapesettingsbox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>

namespace hitmask {

ShapeSettingsBox::ShapeSettingsBox(QWidget* parent)
    : QGroupBox(tr("Collision shapes"), parent)
    , kind_(new QComboBox)
    , maxBoxes_(new QSpinBox)
    , tolerance_(new QDoubleSpinBox)
    , convex_(new QCheckBox(tr("Convex pieces")))
    , maxVertices_(new QSpinBox)
    , grow_(new QSpinBox)
    , pixelsPerMetre_(new QDoubleSpinBox) {
    kind_->addItem(tr("Boxes"), int(ShapeSettings::Kind::Boxes));
    kind_->addItem(tr("Polygons"), int(ShapeSettings::Kind::Polygons));
    maxBoxes_->setRange(0, ShapeSettings::kMaxBoxes);
    maxBoxes_->setSpecialValueText(tr("As many as exact needs"));
    maxBoxes_->setToolTip(tr("At most this many boxes, as close to the mask as they can be"));
    tolerance_->setRange(0, ShapeSettings::kMaxTolerance);
    tolerance_->setSingleStep(0.5);
    tolerance_->setSuffix(tr(" px"));
    tolerance_->setToolTip(tr("Vertices may move up to this far; 0 follows the pixels exactly"));
    convex_->setToolTip(tr("For physics engines: convex polygons without holes"));
    maxVertices_->setRange(ShapeSettings::kMinVertices, ShapeSettings::kMaxVertices);
    maxVertices_->setToolTip(tr("Vertices per convex piece (Box2D takes 8)"));
    grow_->setRange(-ShapeSettings::kMaxGrow, ShapeSettings::kMaxGrow);
    grow_->setSuffix(tr(" px"));
    grow_->setToolTip(tr("Grow the mask first; negative shrinks it"));
    pixelsPerMetre_->setRange(ShapeSettings::kMinPixelsPerMetre, ShapeSettings::kMaxPixelsPerMetre);
    pixelsPerMetre_->setDecimals(1);
    pixelsPerMetre_->setSuffix(tr(" px/m"));
    pixelsPerMetre_->setToolTip(tr("The engine's scale: convex pieces keep their vertices Box2D's "
                                   "linear slop (0.005 m) apart at it"));
    auto* form = new QFormLayout(this);
    form->addRow(tr("Kind:"), kind_);
    form->addRow(tr("Most boxes:"), maxBoxes_);
    form->addRow(tr("Tolerance:"), tolerance_);
    form->addRow(QString(), convex_);
    form->addRow(tr("Vertices per piece:"), maxVertices_);
    form->addRow(tr("Grow:"), grow_);
    form->addRow(tr("Pixels per metre:"), pixelsPerMetre_);
    setSettings({});
    connect(kind_, &QComboBox::currentIndexChanged, this, &ShapeSettingsBox::updateEnabled);
    connect(convex_, &QCheckBox::toggled, this, &ShapeSettingsBox::updateEnabled);
    connect(kind_, &QComboBox::currentIndexChanged, this, &ShapeSettingsBox::changed);
    connect(maxBoxes_, &QSpinBox::valueChanged, this, &ShapeSettingsBox::changed);
    connect(tolerance_, &QDoubleSpinBox::valueChanged, this, &ShapeSettingsBox::changed);
    connect(convex_, &QCheckBox::toggled, this, &ShapeSettingsBox::changed);
    connect(maxVertices_, &QSpinBox::valueChanged, this, &ShapeSettingsBox::changed);
    connect(grow_, &QSpinBox::valueChanged, this, &ShapeSettingsBox::changed);
    connect(pixelsPerMetre_, &QDoubleSpinBox::valueChanged, this, &ShapeSettingsBox::changed);
}

ShapeSettings ShapeSettingsBox::settings() const {
    ShapeSettings s;
    s.kind = ShapeSettings::Kind(kind_->currentData().toInt());
    s.maxBoxes = maxBoxes_->value();
    s.tolerance = tolerance_->value();
    s.convex = convex_->isChecked();
    s.maxVertices = maxVertices_->value();
    s.grow = grow_->value();
    s.pixelsPerMetre = pixelsPerMetre_->value();
    return s;
}

void ShapeSettingsBox::setSettings(const ShapeSettings& s) {
    kind_->setCurrentIndex(std::max(0, kind_->findData(int(s.kind))));
    maxBoxes_->setValue(s.maxBoxes);
    tolerance_->setValue(s.tolerance);
    convex_->setChecked(s.convex);
    maxVertices_->setValue(s.maxVertices);
    grow_->setValue(s.grow);
    pixelsPerMetre_->setValue(s.pixelsPerMetre);
    updateEnabled();
}

void ShapeSettingsBox::updateEnabled() {
    const bool boxes = kind_->currentData().toInt() == int(ShapeSettings::Kind::Boxes);
    maxBoxes_->setEnabled(boxes);
    tolerance_->setEnabled(!boxes);
    convex_->setEnabled(!boxes);
    maxVertices_->setEnabled(!boxes && convex_->isChecked());
}

} // namespace hitmask
