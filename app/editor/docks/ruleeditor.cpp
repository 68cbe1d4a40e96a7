// SPDX-License-Identifier: MIT
#include "ruleeditor.h"

#include "editor/docks/editsession.h"
#include "editor/docks/swatch.h"

#include <QColorDialog>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QToolButton>

// The strings keep the contexts of the docks that first had them, so their translations
// still match: Full's those of the mask settings, Compact's those of the channels dock.

namespace hitmask {

namespace {

// The source box's entries: the kind of rule, and for copies the channel copied.
const QString kAlpha = QStringLiteral("alpha");
const QString kKey = QStringLiteral("key");
const QString kEmpty = QStringLiteral("empty");
const QString kCopy = QStringLiteral("copy:%1");

} // namespace

RuleEditor::RuleEditor(Layout layout, QWidget* parent)
    : QWidget(parent)
    , layout_(layout)
    , source_(new QComboBox)
    , threshold_(new QSpinBox)
    , key_(new QToolButton)
    , tolerance_(new QSpinBox)
    , thresholdSession_(new EditSession(threshold_))
    , toleranceSession_(new EditSession(tolerance_)) {
    tolerance_->setRange(0, 255);
    if (layout_ == Layout::Full)
        buildFull();
    else
        buildCompact();

    connect(source_, &QComboBox::activated, this, &RuleEditor::onSourceChosen);
    connect(threshold_, &QSpinBox::valueChanged, this, [this](int value) {
        if ((mixed_ & Threshold) && value < 0)
            return; // stepped back onto "—"
        if (slider_)
            slider_->setValue(value);
        ChannelRule after = rule_;
        after.image.threshold = value;
        edit(after, Threshold, thresholdSession_);
    });
    connect(tolerance_, &QSpinBox::valueChanged, this, [this](int value) {
        if ((mixed_ & Tolerance) && value < 0)
            return;
        ChannelRule after = rule_;
        after.image.keyTolerance = value;
        edit(after, Tolerance, toleranceSession_);
    });
    // Enter gives the keyboard back: Ctrl+Z and Delete then edit the mask, not the number.
    for (QSpinBox* box : {threshold_, tolerance_})
        connect(box, &QSpinBox::editingFinished, this, [this, box] {
            if (box->hasFocus())
                emit typingDone();
        });
    connect(key_, &QToolButton::clicked, this, &RuleEditor::chooseKey);
    // Compact waits for a rule: a box sized by entries it does not show yet would widen
    // the dock for nothing.
    if (layout_ == Layout::Full)
        showControls();
    else
        clear();
}

void RuleEditor::buildFull() {
    slider_ = new QSlider(Qt::Horizontal);
    pick_ = new QPushButton(QCoreApplication::translate("hitmask::MaskSettingsDock", "Pick"));
    source_->addItem(QCoreApplication::translate("hitmask::MaskSettingsDock", "Alpha threshold"),
                     kAlpha);
    source_->addItem(QCoreApplication::translate("hitmask::MaskSettingsDock", "Colour key"), kKey);
    source_->setPlaceholderText(QStringLiteral("—")); // rules that differ in their mode
    source_->setToolTip(QCoreApplication::translate(
        "hitmask::MaskSettingsDock",
        "Make the mask from the alpha channel, or from a transparent colour"));
    slider_->setRange(0, 255);
    threshold_->setRange(0, 255);
    threshold_->setToolTip(QCoreApplication::translate(
        "hitmask::MaskSettingsDock", "A pixel collides when its alpha is greater than this"));
    slider_->setToolTip(threshold_->toolTip());
    key_->setToolTip(QCoreApplication::translate("hitmask::MaskSettingsDock",
                                                 "The transparent colour; click to choose it"));
    pick_->setToolTip(QCoreApplication::translate(
        "hitmask::MaskSettingsDock", "Pick the transparent colour from the sprite (I)"));
    tolerance_->setToolTip(QCoreApplication::translate(
        "hitmask::MaskSettingsDock",
        "How far each of red, green and blue may lie from the key and still be transparent: "
        "raise it for JPEG art, whose background is no longer one exact colour"));

    auto* threshold = new QHBoxLayout;
    threshold->addWidget(slider_, 1);
    threshold->addWidget(threshold_);
    auto* key = new QHBoxLayout;
    key->addWidget(key_);
    key->addWidget(pick_);
    auto* toleranceLabel =
        new QLabel(QCoreApplication::translate("hitmask::MaskSettingsDock", "T&olerance:"));
    toleranceLabel->setBuddy(tolerance_); // Alt+O reaches it from the keyboard (Alt+T opens Tools)
    key->addWidget(toleranceLabel);
    key->addWidget(tolerance_);
    key->addStretch();
    form_ = new QFormLayout(this);
    form_->setContentsMargins(0, 0, 0, 0);
    form_->addRow(QCoreApplication::translate("hitmask::MaskSettingsDock", "Mode:"), source_);
    form_->addRow(QCoreApplication::translate("hitmask::MaskSettingsDock", "Threshold:"),
                  threshold);
    form_->addRow(QCoreApplication::translate("hitmask::MaskSettingsDock", "Colour key:"), key);

    connect(slider_, &QSlider::valueChanged, threshold_, &QSpinBox::setValue);
    // A drag is one step; the next drag is another.
    connect(slider_, &QSlider::sliderReleased, thresholdSession_, &EditSession::end);
    connect(pick_, &QPushButton::clicked, this, &RuleEditor::pickKeyRequested);
}

void RuleEditor::buildCompact() {
    source_->setToolTip(QCoreApplication::translate(
        "hitmask::ChannelsDock", "How the channel's mask is made before hand edits"));
    threshold_->setRange(0, 254);
    threshold_->setToolTip(
        QCoreApplication::translate("hitmask::ChannelsDock", "Solid where alpha is above this"));
    key_->setText(QCoreApplication::translate("hitmask::ChannelsDock", "Key..."));
    key_->setToolTip(
        QCoreApplication::translate("hitmask::ChannelsDock", "The colour that does not collide"));
    tolerance_->setPrefix(QCoreApplication::translate("hitmask::ChannelsDock", "± "));
    tolerance_->setToolTip(QCoreApplication::translate(
        "hitmask::ChannelsDock", "Key tolerance: colours this close to the key on each of red, "
                                 "green and blue do not collide either"));
    tolerance_->setAccessibleName(
        QCoreApplication::translate("hitmask::ChannelsDock", "Key tolerance"));

    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(source_, 1);
    row->addWidget(threshold_);
    row->addWidget(key_);
    row->addWidget(tolerance_);
}

void RuleEditor::setRule(const ChannelRule& rule, const QList<std::pair<int, QString>>& copyable) {
    rule_ = rule;
    copyable_ = copyable;
    showControls();
}

void RuleEditor::setEditable(bool editable) {
    editable_ = editable;
    showControls();
}

void RuleEditor::clear() {
    rule_ = {};
    copyable_.clear();
    source_->clear();
    threshold_->hide();
    key_->hide();
    tolerance_->hide();
}

void RuleEditor::setKeyStart(const QColor& key, int tolerance) {
    keyStart_ = key;
    toleranceStart_ = tolerance;
}

void RuleEditor::setKey(const QColor& key) {
    ChannelRule after = rule_;
    after.source = ChannelSource::Image;
    after.image.colorKey = key;
    edit(after, Key);
}

void RuleEditor::setMixed(int parts) {
    if (layout_ != Layout::Full)
        return;
    mixed_ = parts;
    showControls();
}

void RuleEditor::showControls() {
    const MaskRule& image = rule_.image;
    const QSignalBlocker b1(threshold_), b2(tolerance_);
    threshold_->setValue(image.threshold);
    tolerance_->setValue(image.keyTolerance);
    QString chosen = kEmpty;
    if (rule_.source == ChannelSource::Image)
        chosen = image.colorKey ? kKey : kAlpha;
    else if (rule_.source == ChannelSource::Copy)
        chosen = kCopy.arg(rule_.copyOf);

    if (layout_ == Layout::Full) {
        const QSignalBlocker b3(slider_);
        slider_->setValue(image.threshold);
        source_->setCurrentIndex(image.colorKey ? 1 : 0);
        source_->setEnabled(editable_);
        threshold_->setEnabled(editable_ && !image.colorKey);
        slider_->setEnabled(threshold_->isEnabled());
        tolerance_->setEnabled(editable_ && image.colorKey.has_value());
        const QColor key = image.colorKey.value_or(QColor(Qt::transparent));
        key_->setText(image.colorKey
                          ? key.name().toUpper()
                          : QCoreApplication::translate("hitmask::MaskSettingsDock", "none"));
        key_->setStyleSheet(image.colorKey ? QStringLiteral("background:%1;color:%2")
                                                 .arg(key.name(), key.lightness() > 128
                                                                      ? QStringLiteral("black")
                                                                      : QStringLiteral("white"))
                                           : QString());
        showMixed();
        return;
    }
    if (!editable_) {
        // Solid's rule is the sprite's mask rule, set in the mask settings.
        source_->clear();
        source_->addItem(
            QCoreApplication::translate("hitmask::ChannelsDock", "The image (see Mask Settings)"));
        source_->setEnabled(false);
        threshold_->hide();
        key_->hide();
        tolerance_->hide();
        return;
    }
    source_->clear();
    source_->setEnabled(true);
    source_->addItem(QCoreApplication::translate("hitmask::ChannelsDock", "Alpha"), kAlpha);
    source_->addItem(QCoreApplication::translate("hitmask::ChannelsDock", "Colour key"), kKey);
    source_->addItem(QCoreApplication::translate("hitmask::ChannelsDock", "Empty (paint by hand)"),
                     kEmpty);
    for (const auto& [id, name] : copyable_)
        source_->addItem(
            QCoreApplication::translate("hitmask::ChannelsDock", "Copy of %1").arg(name),
            kCopy.arg(id));
    if (source_->findData(chosen) < 0) // a copy of a channel removed since
        source_->addItem(
            QCoreApplication::translate("hitmask::ChannelsDock", "Copy of a removed channel"),
            chosen);
    source_->setCurrentIndex(source_->findData(chosen));
    threshold_->setVisible(chosen == kAlpha);
    key_->setVisible(chosen == kKey);
    tolerance_->setVisible(chosen == kKey);
    if (image.colorKey)
        key_->setIcon(swatch(*image.colorKey));
}

// Full, over the first rule shown: "—" in each part the rules do not share. A number box
// then sits one below its range, where its special text shows, as the physics panel's do.
void RuleEditor::showMixed() {
    const QSignalBlocker b1(threshold_), b2(tolerance_), b3(slider_);
    const auto mixedBox = [](QSpinBox* box, bool mixed, int value) {
        box->setSpecialValueText(mixed ? QStringLiteral("—") : QString());
        box->setMinimum(mixed ? -1 : 0);
        box->setValue(mixed ? -1 : value);
    };
    mixedBox(threshold_, mixed_ & Threshold, rule_.image.threshold);
    mixedBox(tolerance_, mixed_ & Tolerance, rule_.image.keyTolerance);
    if (mixed_ & Mode) {
        source_->setCurrentIndex(-1);
        // Either number may be set while some rules key and others do not.
        threshold_->setEnabled(editable_);
        slider_->setEnabled(editable_);
        tolerance_->setEnabled(editable_);
    }
    if (mixed_ & (Key | Mode)) {
        key_->setText(QStringLiteral("—"));
        key_->setStyleSheet(QString());
    }
}

void RuleEditor::onSourceChosen() {
    ChannelRule after = rule_;
    const QString data = source_->currentData().toString();
    if (data == kAlpha) {
        after.source = ChannelSource::Image;
        after.image.colorKey.reset();
    } else if (data == kKey) {
        // A rule keyed already keeps its key; another starts from the one it was given.
        if (after.source != ChannelSource::Image || !after.image.colorKey) {
            after.image.colorKey = keyStart_;
            after.image.keyTolerance = toleranceStart_;
        }
        after.source = ChannelSource::Image;
    } else if (data == kEmpty) {
        after.source = ChannelSource::Empty;
    } else if (data.startsWith(kCopy.section(u':', 0, 0))) {
        after.source = ChannelSource::Copy;
        after.copyOf = data.section(u':', 1).toInt();
    }
    edit(after, Mode);
}

void RuleEditor::chooseKey() {
    const bool full = layout_ == Layout::Full;
    if (!full && !rule_.image.colorKey)
        return;
    const QColor key = QColorDialog::getColor(
        rule_.image.colorKey.value_or(Qt::magenta), this,
        full ? QCoreApplication::translate("hitmask::MaskSettingsDock", "Transparent Colour")
             : QCoreApplication::translate("hitmask::ChannelsDock", "Key"));
    if (key.isValid())
        setKey(key);
}

void RuleEditor::edit(const ChannelRule& after, Part part, const EditSession* session) {
    // A part that differs between the rules is set in all, even to the first one's value.
    if (after == rule_ && !(mixed_ & part))
        return;
    mixed_ &= ~part;
    lastEdited_ = part;
    rule_ = after;
    showControls();
    emit ruleEdited(after, session ? session->key() : 0);
}

} // namespace hitmask
