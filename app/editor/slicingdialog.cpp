// SPDX-License-Identifier: MIT
#include "slicingdialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hitmask {

// The image at a whole-number zoom with the cells outlined and numbered in order.
class GridOverlay final : public QWidget {
public:
    explicit GridOverlay(const QImage& image, QWidget* parent = nullptr)
        : QWidget(parent)
        , image_(image) {
        setMinimumSize(320, 200);
    }
    void setCells(const QList<QRect>& cells) {
        cells_ = cells;
        update();
    }

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter painter(this);
        painter.fillRect(rect(), QColor(0x30, 0x30, 0x30));
        if (image_.isNull())
            return;
        const int zoom = std::max(1, std::min({8, width() / std::max(1, image_.width()),
                                               height() / std::max(1, image_.height())}));
        const QRect target(0, 0, image_.width() * zoom, image_.height() * zoom);
        // A checkerboard under the art so that transparent pixels read as empty.
        for (int y = 0; y < target.height(); y += 8)
            for (int x = 0; x < target.width(); x += 8)
                painter.fillRect(QRect(x, y, 8, 8).intersected(target),
                                 ((x + y) / 8) % 2 ? QColor(0x99, 0x99, 0x99)
                                                   : QColor(0x66, 0x66, 0x66));
        painter.drawImage(target, image_);
        painter.setRenderHint(QPainter::Antialiasing, false);
        for (qsizetype i = 0; i < cells_.size(); ++i) {
            const QRect& c = cells_[i];
            const QRect r(c.x() * zoom, c.y() * zoom, c.width() * zoom - 1, c.height() * zoom - 1);
            painter.fillRect(r, QColor(0, 160, 255, 40));
            painter.setPen(QPen(QColor(0, 160, 255), 1));
            painter.drawRect(r);
            painter.drawText(r.adjusted(3, 2, 0, 0), Qt::AlignLeft | Qt::AlignTop,
                             QLocale().toString(i + 1));
        }
    }

private:
    QImage image_;
    QList<QRect> cells_;
};

SlicingDialog::SlicingDialog(const QImage& image, QWidget* parent)
    : QDialog(parent)
    , image_(image.convertToFormat(QImage::Format_RGBA8888)) {
    setWindowTitle(tr("Slice into Frames"));
    const GridSpec initial = GridSpec::defaultFor(image_.size());
    auto spin = [this](int min, int max, int value) {
        auto* box = new QSpinBox(this);
        box->setRange(min, max);
        box->setValue(value);
        connect(box, &QSpinBox::valueChanged, this, &SlicingDialog::recompute);
        return box;
    };
    const int maxSide = std::max(1, std::max(image_.width(), image_.height()));
    bySize_ = new QRadioButton(tr("Frame &size"), this);
    byCount_ = new QRadioButton(tr("&Columns and rows"), this);
    bySize_->setChecked(true);
    cellWidth_ = spin(1, maxSide, initial.cell.width());
    cellHeight_ = spin(1, maxSide, initial.cell.height());
    columns_ = spin(1, std::max(1, image_.width()),
                    std::max(1, image_.width() / std::max(1, initial.cell.width())));
    rows_ = spin(1, std::max(1, image_.height()), 1);
    margin_ = spin(0, maxSide, 0);
    spacing_ = spin(0, maxSide, 0);
    skipEmpty_ = new QCheckBox(tr("Skip &empty cells"), this);
    connect(bySize_, &QRadioButton::toggled, this, &SlicingDialog::recompute);
    connect(skipEmpty_, &QCheckBox::toggled, this, &SlicingDialog::recompute);

    auto* size = new QHBoxLayout;
    size->addWidget(cellWidth_);
    size->addWidget(new QLabel(QStringLiteral("×"), this));
    size->addWidget(cellHeight_);
    auto* count = new QHBoxLayout;
    count->addWidget(columns_);
    count->addWidget(new QLabel(QStringLiteral("×"), this));
    count->addWidget(rows_);
    auto* form = new QFormLayout;
    form->addRow(bySize_, size);
    form->addRow(byCount_, count);
    form->addRow(tr("&Margin:"), margin_);
    form->addRow(tr("S&pacing:"), spacing_);
    form->addRow(skipEmpty_);

    overlay_ = new GridOverlay(image_, this);
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    top->addLayout(form);
    top->addWidget(overlay_, 1);
    layout->addLayout(top, 1);
    layout->addWidget(status_);
    layout->addWidget(buttons_);
    recompute();
}

GridSpec SlicingDialog::grid() const {
    GridSpec grid;
    if (bySize_->isChecked()) {
        grid.cell = QSize(cellWidth_->value(), cellHeight_->value());
    } else {
        grid.columns = columns_->value();
        grid.rows = rows_->value();
    }
    grid.margin = margin_->value();
    grid.spacing = spacing_->value();
    grid.skipEmpty = skipEmpty_->isChecked();
    return grid;
}

void SlicingDialog::recompute() {
    const bool bySize = bySize_->isChecked();
    cellWidth_->setEnabled(bySize);
    cellHeight_->setEnabled(bySize);
    columns_->setEnabled(!bySize);
    rows_->setEnabled(!bySize);
    cells_.clear();
    error_.clear();
    const FrameSet set = FrameSource::sliceGrid(image_, grid());
    if (set.ok()) {
        for (const SourceFrame& frame : set.frames)
            cells_.append(frame.sourceRect);
        status_->setText(tr("%n frame(s)", nullptr, int(cells_.size())));
    } else {
        error_ = set.error;
        status_->setText(error_);
    }
    overlay_->setCells(cells_);
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(!cells_.isEmpty());
    emit cellsChanged();
}

} // namespace hitmask
