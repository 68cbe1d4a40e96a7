// SPDX-License-Identifier: MIT
// The shape formats' settings in the export dialog: boxes (exact or at most K) or
// polygons (tolerance, convex pieces), growing the mask first, and the engine's scale.
#pragma once

#include "common/shapesettings.h"

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace hitmask {

class ShapeSettingsBox final : public QGroupBox {
    Q_OBJECT

public:
    explicit ShapeSettingsBox(QWidget* parent = nullptr);

    ShapeSettings settings() const;
    void setSettings(const ShapeSettings& settings);

    QComboBox* kindBox() const { return kind_; }
    QSpinBox* maxBoxesBox() const { return maxBoxes_; }
    QDoubleSpinBox* toleranceBox() const { return tolerance_; }
    QCheckBox* convexBox() const { return convex_; }
    QSpinBox* maxVerticesBox() const { return maxVertices_; }
    QSpinBox* growBox() const { return grow_; }
    QDoubleSpinBox* pixelsPerMetreBox() const { return pixelsPerMetre_; }

signals:
    void changed();

private:
    void updateEnabled();

    QComboBox* kind_;
    QSpinBox* maxBoxes_;
    QDoubleSpinBox* tolerance_;
    QCheckBox* convex_;
    QSpinBox* maxVertices_;
    QSpinBox* grow_;
    QDoubleSpinBox* pixelsPerMetre_;
};

} // namespace hitmask
