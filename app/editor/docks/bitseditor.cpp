// SPDX-License-Identifier: MIT
#include "bitseditor.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMenu>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QToolButton>
#include <QWidgetAction>

namespace hitmask {

namespace {
// What the line shows when the channels' bits differ.
const QString kMixed = QStringLiteral("—");
} // namespace

BitsEditor::BitsEditor(QWidget* parent)
    : QWidget(parent)
    , line_(new QLineEdit)
    , button_(new QToolButton)
    , menu_(new QMenu(this)) {
    line_->setToolTip(tr("Hex (0x0000000F) or layers 1 to 32 (1, 3-5); the grid button ticks "
                         "layers one by one"));
    // Wide enough for "0x00000000" and no more: the dock stays narrow.
    line_->setMinimumWidth(line_->fontMetrics().horizontalAdvance(QStringLiteral("0x00000000  ")));
    button_->setText(tr("Layers"));
    button_->setToolTip(tr("Tick layers 1 to 32"));
    button_->setPopupMode(QToolButton::InstantPopup);
    button_->setMenu(menu_);

    // Godot's layout: 2 rows of 16 would be too wide for a dock; 4 rows of 8.
    auto* grid = new QWidget;
    auto* layout = new QGridLayout(grid);
    layout->setSpacing(2);
    for (int layer = 1; layer <= kLayers; ++layer) {
        auto* box = new QCheckBox(QLocale().toString(layer));
        box->setToolTip(tr("Layer %1 (bit %2)").arg(QLocale().toString(layer)).arg(layer - 1));
        layout->addWidget(box, (layer - 1) / 8, (layer - 1) % 8);
        boxes_[std::size_t(layer - 1)] = box;
        connect(box, &QCheckBox::clicked, this,
                [this, layer, box] { emit layerToggled(layer, box->checkState() == Qt::Checked); });
    }
    auto* action = new QWidgetAction(menu_);
    action->setDefaultWidget(grid);
    menu_->addAction(action);

    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(line_, 1);
    row->addWidget(button_);
    connect(line_, &QLineEdit::editingFinished, this, &BitsEditor::onTyped);
    setBits(0, 0);
}

void BitsEditor::setBits(std::uint32_t all, std::uint32_t any) {
    all_ = all;
    any_ = any;
    const bool mixed = all != any;
    if (!line_->hasFocus() || line_->text() != (mixed ? kMixed : hex(all))) {
        const QSignalBlocker blocker(line_);
        line_->setText(mixed ? kMixed : hex(all));
    }
    line_->setToolTip(mixed ? tr("Differs between the selected sprites; a value typed here "
                                 "replaces it in all")
                            : tr("Layers %1").arg(layers(all)));
    for (int layer = 1; layer <= kLayers; ++layer) {
        const std::uint32_t bit = std::uint32_t(1) << (layer - 1);
        QCheckBox* box = layerBox(layer);
        const QSignalBlocker blocker(box);
        // Tristate only while mixed: a click takes a partly ticked layer to ticked, and the
        // edit that follows shows it plain again.
        box->setTristate((any & bit) && !(all & bit));
        box->setCheckState((all & bit)   ? Qt::Checked
                           : (any & bit) ? Qt::PartiallyChecked
                                         : Qt::Unchecked);
    }
}

void BitsEditor::onTyped() {
    const QString text = line_->text().trimmed();
    if (all_ != any_ && text == kMixed)
        return;
    const std::optional<std::uint32_t> bits = parse(text);
    if (!bits || (all_ == any_ && *bits == all_)) {
        setBits(all_, any_); // what it was back in the line
        return;
    }
    emit bitsTyped(*bits);
}

std::optional<std::uint32_t> BitsEditor::parse(const QString& input) {
    const QString text = input.trimmed();
    if (text.startsWith(QLatin1String("0x"), Qt::CaseInsensitive)) {
        bool ok = false;
        const qulonglong value = text.mid(2).toULongLong(&ok, 16);
        if (!ok || value > 0xFFFFFFFFull)
            return std::nullopt;
        return std::uint32_t(value);
    }
    if (text.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0)
        return 0;
    static const QRegularExpression item(QStringLiteral("^(\\d+)(?:-(\\d+))?$"));
    std::uint32_t bits = 0;
    static const QRegularExpression dash(QStringLiteral("\\s*-\\s*"));
    static const QRegularExpression separator(QStringLiteral("[,;\\s]+"));
    const QStringList items =
        QString(text).replace(dash, QStringLiteral("-")).split(separator, Qt::SkipEmptyParts);
    if (items.isEmpty())
        return std::nullopt;
    for (const QString& piece : items) {
        const QRegularExpressionMatch m = item.match(piece);
        if (!m.hasMatch())
            return std::nullopt;
        const int first = m.captured(1).toInt();
        const int last = m.captured(2).isEmpty() ? first : m.captured(2).toInt();
        if (first < 1 || last > kLayers || first > last)
            return std::nullopt;
        for (int layer = first; layer <= last; ++layer)
            bits |= std::uint32_t(1) << (layer - 1);
    }
    return bits;
}

QString BitsEditor::hex(std::uint32_t bits) {
    return QStringLiteral("0x") +
           QString::number(bits, 16).rightJustified(8, QLatin1Char('0')).toUpper();
}

QString BitsEditor::layers(std::uint32_t bits) {
    if (bits == 0)
        return tr("none");
    QStringList runs;
    for (int layer = 1; layer <= kLayers; ++layer) {
        if (!(bits & (std::uint32_t(1) << (layer - 1))))
            continue;
        int last = layer;
        while (last < kLayers && (bits & (std::uint32_t(1) << last)))
            ++last;
        runs << (last == layer ? QLocale().toString(layer)
                               : QStringLiteral("%1-%2").arg(QLocale().toString(layer),
                                                             QLocale().toString(last)));
        layer = last;
    }
    return runs.join(QStringLiteral(", "));
}

} // namespace hitmask
