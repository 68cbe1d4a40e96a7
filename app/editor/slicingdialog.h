// SPDX-License-Identifier: MIT
// Cuts a sprite sheet into frames: a cell size or columns x rows, margin, spacing and
// empty cells skipped on request, with the grid drawn live over the image in its own
// colours. It opens with the sprite's cut, in the form (size, or columns and rows) last
// used.
#pragma once

#include "common/framegrid.h"

#include <QDialog>
#include <QImage>
#include <QList>
#include <QRect>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLayout;
class QRadioButton;
class QSpinBox;

namespace hitmask {

class GridOverlay;

class SlicingDialog final : public QDialog {
    Q_OBJECT

public:
    explicit SlicingDialog(const QImage& image, QWidget* parent = nullptr);

    GridSpec grid() const;
    // Shows `grid` in every field (a sprite's current cut), in the form last used.
    void setGrid(const GridSpec& grid);
    // The frames the grid gives (empty cells left out when asked); empty when the grid
    // does not fit the image, and then error() says why.
    const QList<QRect>& cells() const { return cells_; }
    const QString& error() const { return error_; }

    // For tests.
    QSpinBox* cellWidthBox() const { return cellWidth_; }
    QSpinBox* columnsBox() const { return columns_; }
    QRadioButton* bySizeButton() const { return bySize_; }
    QRadioButton* byCountButton() const { return byCount_; }
    QCheckBox* skipEmptyBox() const { return skipEmpty_; }
    QSpinBox* marginBox() const { return margin_; }
    QSpinBox* spacingBox() const { return spacing_; }
    QSpinBox* cellHeightBox() const { return cellHeight_; }
    QSpinBox* rowsBox() const { return rows_; }
    // Where the preview draws the image, in the preview's coordinates, and the preview.
    QRect previewImageRect() const;
    QWidget* preview() const;

signals:
    void cellsChanged();

private:
    void recompute();
    void showOtherForm();
    QSize defaultSize(QLayout* previewRow);

    QImage image_;
    QRadioButton* bySize_ = nullptr;
    QRadioButton* byCount_ = nullptr;
    QSpinBox* cellWidth_ = nullptr;
    QSpinBox* cellHeight_ = nullptr;
    QSpinBox* columns_ = nullptr;
    QSpinBox* rows_ = nullptr;
    QSpinBox* margin_ = nullptr;
    QSpinBox* spacing_ = nullptr;
    QCheckBox* skipEmpty_ = nullptr;
    GridOverlay* overlay_ = nullptr;
    QLabel* status_ = nullptr;
    QDialogButtonBox* buttons_ = nullptr;
    QList<QRect> cells_;
    QString error_;
};

} // namespace hitmask
