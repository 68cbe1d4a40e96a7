// SPDX-License-Identifier: MIT
#include "preferencesdialog.h"

#include "shortcuttable.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontMetrics>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace hitmask {

QList<QPair<QString, QString>> PreferencesDialog::languages() {
    return {{QString(), tr("System language")},
            {QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("de"), QStringLiteral("Deutsch")},
            {QStringLiteral("pt_BR"), QStringLiteral("Português (Brasil)")}};
}

PreferencesDialog::PreferencesDialog(const Preferences& current, QWidget* parent,
                                     const ShortcutMap* shortcuts)
    : QDialog(parent)
    , threshold_(new QSpinBox)
    , highlight_(new QToolButton)
    , highlightColor_(current.highlight)
    , grid_(new QCheckBox(tr("Show the pixel grid from 8x zoom")))
    , autosave_(new QSpinBox)
    , language_(new QComboBox)
    , maxSide_(new QSpinBox) {
    setWindowTitle(tr("Preferences"));
    threshold_->setRange(0, 255);
    threshold_->setValue(current.defaultThreshold);
    threshold_->setToolTip(tr("Alpha threshold of sprites added from now on"));
    highlight_->setMinimumWidth(80);
    grid_->setChecked(current.grid);
    autosave_->setRange(0, 3600);
    autosave_->setSuffix(tr(" s"));
    autosave_->setSpecialValueText(tr("Off"));
    autosave_->setValue(current.autosaveSeconds);
    autosave_->setToolTip(tr("How often unsaved work is written to a recovery file"));
    for (const auto& [code, name] : languages())
        language_->addItem(name, code);
    language_->setCurrentIndex(std::max(0, language_->findData(current.language)));
    maxSide_->setRange(16, 65536);
    maxSide_->setSuffix(tr(" px"));
    maxSide_->setValue(current.maxImageSide);
    maxSide_->setToolTip(
        tr("Images wider or taller than this are refused before they are decoded"));

    auto* form = new QFormLayout;
    form->addRow(tr("Default &threshold:"), threshold_);
    form->addRow(tr("&Highlight colour:"), highlight_);
    form->addRow(QString(), grid_);
    form->addRow(tr("&Autosave every:"), autosave_);
    form->addRow(tr("&Language:"), language_);
    form->addRow(QString(), new QLabel(tr("A new language applies after a restart.")));
    form->addRow(tr("Largest &image side:"), maxSide_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    auto* layout = new QVBoxLayout(this);
    if (shortcuts) {
        auto* general = new QWidget;
        general->setLayout(form);
        shortcuts_ = new ShortcutTable(shortcuts);
        auto* pages = new QTabWidget;
        pages->addTab(general, tr("&General"));
        pages->addTab(shortcuts_, tr("&Shortcuts"));
        layout->addWidget(pages);
        // Room for a good part of the command list, in the font's units for every language.
        const QFontMetrics metrics = fontMetrics();
        resize(sizeHint().expandedTo(
            QSize(metrics.averageCharWidth() * 80, metrics.lineSpacing() * 30)));
    } else {
        layout->addLayout(form);
    }
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(highlight_, &QToolButton::clicked, this, [this] {
        const QColor chosen = QColorDialog::getColor(highlightColor_, this, tr("Highlight Colour"));
        if (chosen.isValid()) {
            highlightColor_ = chosen;
            showColor();
        }
    });
    showColor();
}

void PreferencesDialog::showColor() {
    highlight_->setText(highlightColor_.name().toUpper());
    highlight_->setStyleSheet(
        QStringLiteral("background:%1;color:%2")
            .arg(highlightColor_.name(), highlightColor_.lightness() > 128 ? "black" : "white"));
}

Preferences PreferencesDialog::preferences() const {
    Preferences p;
    p.defaultThreshold = threshold_->value();
    p.highlight = highlightColor_;
    p.grid = grid_->isChecked();
    p.autosaveSeconds = autosave_->value();
    p.language = language_->currentData().toString();
    p.maxImageSide = maxSide_->value();
    return p;
}

} // namespace hitmask
