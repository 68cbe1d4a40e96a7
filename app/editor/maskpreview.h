// SPDX-License-Identifier: MIT
// Shows a sprite enlarged, pixel for pixel, under a tinted overlay of its mask.
#pragma once

#include <QImage>
#include <QWidget>
#include <hitmask/mask.hpp>

namespace hitmask {

class MaskPreview final : public QWidget {
    Q_OBJECT

public:
    explicit MaskPreview(QWidget* parent = nullptr);

    void setSprite(const QImage& image, const Mask& mask);
    // Largest whole zoom at which the sprite fits the widget.
    int zoom() const;

    QSize sizeHint() const override { return {640, 480}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QImage image_;
    QImage overlay_;
};

} // namespace hitmask
