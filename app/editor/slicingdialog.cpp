// SPDX-License-Identifier: MIT
#include "slicingdialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QScreen>
#include <QSettings>
#include <QSpinBox>
#include <QToolTip>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace hitmask {

namespace {
const QString kByCountKey = QStringLiteral("slicing/byCount");
} // namespace

// The image fitted to the preview in its own colours (nearest pixels, no tint), the cells
// outlined over it; hovering a cell names its frame.
class GridOverlay final : public QWidget {
public:
    explicit GridOverlay(const QImage& image, QWidget* parent = nullptr)
        : QWidget(parent)
        , image_(image) {
        setMinimumSize(320, 200);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
        setMouseTracking(true);
    }
    void setCells(const QList<QRect>& cells) {
        cells_ = cells;
        update();
    }
    // The size asked for: the image at the largest whole zoom (up to 4) that fits `room`,
    // or reduced to fit it.
    void setRoom(QSize room) {
        room_ = room;
        updateGeometry();
    }
    QSize sizeHint() const override {
        if (image_.isNull() || room_.isEmpty())
            return minimumSize();
        const double fit = std::min(double(room_.width()) / image_.width(),
                                    double(room_.height()) / image_.height());
        const double scale = fit >= 1 ? std::min(4.0, std::floor(fit)) : fit;
        return QSize(int(image_.width() * scale), int(image_.height() * scale))
            .expandedTo(minimumSize());
    }
    // Where the image is drawn: as large as fits, centred; whole-number zooms up to 8
    // when it is small, a fraction when it is larger than the preview.
    QRect imageRect() const {
        if (image_.isNull())
            return {};
        double scale =
            std::min(double(width()) / image_.width(), double(height()) / image_.height());
        scale = scale >= 1 ? std::min(8.0, std::floor(scale)) : scale;
        const QSize size(std::max(1, int(image_.width() * scale)),
                         std::max(1, int(image_.height() * scale)));
        return QRect(QPoint((width() - size.width()) / 2, (height() - size.height()) / 2), size);
    }

protected:
    bool event(QEvent* event) override {
        if (event->type() == QEvent::ToolTip) {
            const QPoint at = static_cast<QHelpEvent*>(event)->pos();
            for (qsizetype i = 0; i < cells_.size(); ++i)
                if (screenRect(cells_[i]).contains(at)) {
                    QToolTip::showText(static_cast<QHelpEvent*>(event)->globalPos(),
                                       SlicingDialog::tr("Frame %1").arg(QLocale().toString(i + 1)),
                                       this);
                    return true;
                }
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        return QWidget::event(event);
    }

    void paintEvent(QPaintEvent*) override {
        QPainter painter(this);
        painter.fillRect(rect(), QColor(0x30, 0x30, 0x30));
        if (image_.isNull())
            return;
        const QRect target = imageRect();
        // A checkerboard under the art so that transparent pixels read as empty.
        for (int y = 0; y < target.height(); y += 8)
            for (int x = 0; x < target.width(); x += 8)
                painter.fillRect(QRect(target.x() + x, target.y() + y, 8, 8).intersected(target),
                                 ((x + y) / 8) % 2 ? QColor(0x99, 0x99, 0x99)
                                                   : QColor(0x66, 0x66, 0x66));
        painter.drawImage(target, image_); // nearest pixels: no smoothing is asked for
        // Each outline a light line under a dashed dark one, seen on art of any colour.
        painter.setBrush(Qt::NoBrush);
        for (const QRect& cell : cells_) {
            // A 1-pixel pen draws a rectangle's right and bottom one pixel out: pulled in,
            // the outline lies on the cell's own edge pixels.
            const QRect r = screenRect(cell).adjusted(0, 0, -1, -1);
            painter.setPen(QPen(QColor(255, 255, 255), 1));
            painter.drawRect(r);
            painter.setPen(QPen(QColor(0, 0, 0), 1, Qt::DashLine));
            painter.drawRect(r);
        }
    }

private:
    // A cell's outline on screen: its first and last image pixels' blocks included.
    QRect screenRect(const QRect& cell) const {
        const QRect target = imageRect();
        const double sx = double(target.width()) / image_.width();
        const double sy = double(target.height()) / image_.height();
        return QRect(QPoint(target.x() + int(cell.x() * sx), target.y() + int(cell.y() * sy)),
                     QPoint(target.x() + int((cell.x() + cell.width()) * sx) - 1,
                            target.y() + int((cell.y() + cell.height()) * sy) - 1));
    }

    QImage image_;
    QList<QRect> cells_;
    QSize room_;
};

SlicingDialog::SlicingDialog(const QImage& image, QWidget* parent)
    : QDialog(parent)
    , image_(image.convertToFormat(QImage::Format_RGBA8888)) {
    setWindowTitle(tr("Slice into Frames"));
    const GridSpec initial = GridSpec::proposedFor(image_);
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
    // The form the user cut with last time: a cut keeps its cells, not how they were asked.
    (QSettings().value(kByCountKey).toBool() ? byCount_ : bySize_)->setChecked(true);
    cellWidth_ = spin(1, maxSide, initial.cell.width());
    cellHeight_ = spin(1, maxSide, initial.cell.height());
    columns_ = spin(1, std::max(1, image_.width()), 1);
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
    connect(buttons_, &QDialogButtonBox::accepted, this, [this] {
        QSettings().setValue(kByCountKey, byCount_->isChecked());
        accept();
    });
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // A strip wider than tall keeps the dialog's width for itself, under the settings;
    // other sheets sit beside them.
    auto* layout = new QVBoxLayout(this);
    const bool wide = image_.width() >= 2 * image_.height();
    auto* top = new QBoxLayout(wide ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    auto* settings = new QHBoxLayout; // the fields at their own width, not the strip's
    settings->addLayout(form);
    settings->addStretch(wide ? 1 : 0);
    top->addLayout(settings);
    top->addWidget(overlay_, 1);
    layout->addLayout(top, 1);
    layout->addWidget(status_);
    layout->addWidget(buttons_);
    setGrid(initial); // in both forms, whichever is chosen
    resize(defaultSize(top));
}

// Room to show the sheet at a whole zoom where the screen allows, within most of the
// screen the dialog opens on.
QSize SlicingDialog::defaultSize(QLayout* previewRow) {
    const QScreen* screen =
        parentWidget() ? parentWidget()->screen() : QGuiApplication::primaryScreen();
    const QSize available = screen ? screen->availableSize() : QSize(1024, 768);
    const QSize most(available.width() * 4 / 5, available.height() * 4 / 5);
    // What the settings, status and buttons take beside the preview at its smallest.
    const QSize around = sizeHint() - overlay_->minimumSize();
    overlay_->setRoom(most - around);
    previewRow->invalidate(); // its size hint is cached
    layout()->invalidate();
    return sizeHint().boundedTo(most).expandedTo(minimumSizeHint());
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

void SlicingDialog::setGrid(const GridSpec& grid) {
    const QList<QSpinBox*> boxes = {cellWidth_, cellHeight_, columns_, rows_, margin_, spacing_};
    for (QSpinBox* box : boxes)
        box->blockSignals(true);
    const QSignalBlocker quietCheck(skipEmpty_);
    margin_->setValue(grid.margin);
    spacing_->setValue(grid.spacing);
    skipEmpty_->setChecked(grid.skipEmpty);
    // Both forms show the cut: the one not chosen is filled in from the other.
    GridSpec all = grid;
    all.skipEmpty = false;
    const QList<QRect> cells = FrameGrid::gridCells(image_.size(), all, nullptr);
    if (!cells.isEmpty()) {
        const QRect last = cells.back();
        cellWidth_->setValue(last.width());
        cellHeight_->setValue(last.height());
        columns_->setValue(int(std::count_if(cells.begin(), cells.end(),
                                             [&](const QRect& c) { return c.y() == last.y(); })));
        rows_->setValue(int(std::count_if(cells.begin(), cells.end(),
                                          [&](const QRect& c) { return c.x() == last.x(); })));
    }
    for (QSpinBox* box : boxes)
        box->blockSignals(false);
    recompute();
}

// The greyed pair says what the chosen one gives: 32 x 32 cells of a 256 x 64 strip
// read 8 x 2, 8 x 2 cells read 32 x 32.
void SlicingDialog::showOtherForm() {
    QString error;
    GridSpec all = grid();
    all.skipEmpty = false;
    const QList<QRect> cells = FrameGrid::gridCells(image_.size(), all, &error);
    if (cells.isEmpty())
        return;
    const QRect first = cells.front();
    int columns = 0;
    for (const QRect& cell : cells)
        columns += cell.y() == first.y() ? 1 : 0;
    const auto show = [](QSpinBox* box, int value) {
        const QSignalBlocker quiet(box);
        box->setValue(value);
    };
    if (bySize_->isChecked()) {
        show(columns_, columns);
        show(rows_, int(cells.size()) / std::max(1, columns));
    } else {
        show(cellWidth_, first.width());
        show(cellHeight_, first.height());
    }
}

void SlicingDialog::recompute() {
    const bool bySize = bySize_->isChecked();
    cellWidth_->setEnabled(bySize);
    cellHeight_->setEnabled(bySize);
    columns_->setEnabled(!bySize);
    rows_->setEnabled(!bySize);
    cells_.clear();
    error_.clear();
    const FrameSet set = FrameGrid::sliceGrid(image_, grid());
    if (set.ok()) {
        for (const SourceFrame& frame : set.frames)
            cells_.append(frame.sourceRect);
        showOtherForm();
        status_->setText(tr("%n frame(s)", nullptr, int(cells_.size())));
    } else {
        error_ = set.error;
        status_->setText(error_);
    }
    overlay_->setCells(cells_);
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(!cells_.isEmpty());
    emit cellsChanged();
}

QRect SlicingDialog::previewImageRect() const {
    return overlay_->imageRect();
}

QWidget* SlicingDialog::preview() const {
    return overlay_;
}

} // namespace hitmask
