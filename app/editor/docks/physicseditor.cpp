// SPDX-License-Identifier: MIT
#include "physicseditor.h"

#include "editor/docks/bitseditor.h"
#include "editor/docks/editsession.h"
#include "editor/docks/wheelguard.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <algorithm>

namespace hitmask {

namespace {

// What a number box shows when the channels' values differ.
const QString kMixedValue = QStringLiteral("—");

template <typename T>
bool differ(const QList<PhysicsProperties>& channels, T PhysicsProperties::*field) {
    return std::any_of(channels.begin(), channels.end(), [&](const PhysicsProperties& p) {
        return p.*field != channels.front().*field;
    });
}

// Shows the channels' `field` in `box`, or "—" when they differ: the box then sits one
// step below its range, where its special text shows, and a step up or a number typed
// sets them all.
template <typename Box, typename T>
void showNumber(Box* box, T lowest, const QList<PhysicsProperties>& channels,
                T PhysicsProperties::*field) {
    const bool mixed = differ(channels, field);
    const QSignalBlocker blocker(box);
    box->setSpecialValueText(mixed ? kMixedValue : QString());
    box->setMinimum(mixed ? lowest - box->singleStep() : lowest);
    const T value = mixed ? T(box->minimum()) : channels.front().*field;
    // Not while it already says so: setValue rewrites the text, and "0." being typed
    // would become "0.000" under the cursor.
    if (box->value() != value)
        box->setValue(value);
}

// The box shows "—" and was not changed from it.
bool showsMixed(const QAbstractSpinBox* box, double value, double minimum) {
    return !box->specialValueText().isEmpty() && value == minimum;
}

QDoubleSpinBox* decimalBox(double maximum, double step, const QString& tip) {
    auto* box = new QDoubleSpinBox;
    box->setDecimals(3);
    box->setRange(0, maximum);
    box->setSingleStep(step);
    box->setToolTip(tip);
    // A number is taken on Enter, or at once from the arrows: not "0" while "0.5" is typed.
    box->setKeyboardTracking(false);
    return box;
}

} // namespace

PhysicsEditor::PhysicsEditor(QWidget* parent)
    : QWidget(parent)
    , sensor_(new QCheckBox(tr("Sensor")))
    , density_(decimalBox(100000, 0.1, tr("Mass per square metre of the shapes")))
    , friction_(decimalBox(100, 0.05, tr("0 is ice; Box2D's default is 0.6")))
    , restitution_(decimalBox(100, 0.05, tr("Bounce: 0 stops dead, 1 bounces back as fast")))
    , category_(new BitsEditor)
    , collides_(new BitsEditor)
    , group_(new QSpinBox)
    , custom_(new QTableWidget(0, 2))
    , addPair_(new QPushButton(tr("Add")))
    , removePair_(new QPushButton(tr("Remove")))
    , customMixed_(new QLabel) {
    sensor_->setToolTip(tr("The shapes report contacts but push nothing (Godot's Area2D)"));
    category_->setToolTip(tr("The layers the channel's shapes are on (Box2D's categoryBits, "
                             "Godot's collision_layer)"));
    collides_->setToolTip(tr("The layers the channel's shapes collide with (Box2D's maskBits, "
                             "Godot's collision_mask)"));
    group_->setRange(-32768, 32767); // Box2D's int16
    group_->setKeyboardTracking(false);
    group_->setToolTip(tr("Box2D's group index: shapes of the same positive group always "
                          "collide, of the same negative group never; 0 leaves it to the bits"));
    custom_->setHorizontalHeaderLabels({tr("Key"), tr("Value")});
    custom_->horizontalHeader()->setStretchLastSection(true);
    custom_->verticalHeader()->hide();
    custom_->setSelectionBehavior(QAbstractItemView::SelectRows);
    custom_->setToolTip(tr("Free properties every shape format writes with the channel's "
                           "shapes; double-click to edit"));
    // Two rows to four: the pairs are few, and the dock is narrow and shared.
    const int rows = custom_->verticalHeader()->defaultSectionSize();
    const int header = custom_->horizontalHeader()->sizeHint().height() + 4;
    custom_->setMinimumHeight(rows * 2 + header);
    custom_->setMaximumHeight(rows * 4 + header);
    customMixed_->setText(tr("The selected sprites' pairs differ; an edit gives them all these."));
    customMixed_->setWordWrap(true);
    customMixed_->hide();

    auto* pairButtons = new QHBoxLayout;
    pairButtons->addWidget(addPair_);
    pairButtons->addWidget(removePair_);
    pairButtons->addStretch();
    auto* form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(sensor_);
    form->addRow(tr("Density:"), density_);
    form->addRow(tr("Friction:"), friction_);
    form->addRow(tr("Restitution:"), restitution_);
    form->addRow(tr("Category:"), category_);
    form->addRow(tr("Collides with:"), collides_);
    form->addRow(tr("Group:"), group_);
    form->addRow(custom_);
    form->addRow(customMixed_);
    form->addRow(pairButtons);

    connect(sensor_, &QCheckBox::clicked, this, [this] {
        const bool on = sensor_->checkState() == Qt::Checked;
        emit edited([on](PhysicsProperties& p) { p.sensor = on; }, tr("Sensor"), 0);
    });
    // The panel scrolls under the pointer: scrolling past a number must not change it.
    for (QWidget* box : std::initializer_list<QWidget*>{density_, friction_, restitution_, group_})
        takeWheelOnlyWhenFocused(box);
    connectNumbers();
    connectBits(category_, &PhysicsProperties::categoryBits, tr("Category"));
    connectBits(collides_, &PhysicsProperties::collidesWith, tr("Collides With"));
    connect(custom_, &QTableWidget::itemChanged, this, &PhysicsEditor::onPairEdited);
    connect(addPair_, &QPushButton::clicked, this, &PhysicsEditor::addPair);
    connect(removePair_, &QPushButton::clicked, this, &PhysicsEditor::removePair);
    connect(custom_, &QTableWidget::currentCellChanged, this,
            [this](int row) { removePair_->setEnabled(row >= 0); });
    setProperties({PhysicsProperties()});
}

void PhysicsEditor::connectNumbers() {
    const auto number = [this](QDoubleSpinBox* box, double PhysicsProperties::*field,
                               const QString& name) {
        auto* session = new EditSession(box);
        connect(box, &QDoubleSpinBox::valueChanged, this, [=, this](double value) {
            if (!showing_ && !showsMixed(box, value, box->minimum()))
                emit edited([=](PhysicsProperties& p) { p.*field = value; }, name, session->key());
        });
    };
    number(density_, &PhysicsProperties::density, tr("Density"));
    number(friction_, &PhysicsProperties::friction, tr("Friction"));
    number(restitution_, &PhysicsProperties::restitution, tr("Restitution"));
    auto* session = new EditSession(group_);
    connect(group_, &QSpinBox::valueChanged, this, [this, session](int value) {
        if (!showing_ && !showsMixed(group_, value, group_->minimum()))
            emit edited([value](PhysicsProperties& p) { p.groupIndex = value; }, tr("Group"),
                        session->key());
    });
}

void PhysicsEditor::connectBits(BitsEditor* editor, std::uint32_t PhysicsProperties::*bits,
                                const QString& field) {
    connect(editor, &BitsEditor::bitsTyped, this, [=, this](std::uint32_t value) {
        emit edited([=](PhysicsProperties& p) { p.*bits = value; }, field, 0);
    });
    connect(editor, &BitsEditor::layerToggled, this, [=, this](int layer, bool on) {
        const std::uint32_t bit = std::uint32_t(1) << (layer - 1);
        emit edited(
            [=](PhysicsProperties& p) { p.*bits = on ? (p.*bits | bit) : (p.*bits & ~bit); }, field,
            0);
    });
}

void PhysicsEditor::setProperties(const QList<PhysicsProperties>& channels) {
    if (channels.isEmpty())
        return;
    channels_ = channels;
    showing_ = true;
    {
        const QSignalBlocker blocker(sensor_);
        const bool mixed = differ(channels, &PhysicsProperties::sensor);
        // Tristate only while mixed: a click takes it to ticked, and the edit that follows
        // shows it plain again, so no click ever leads back to mixed.
        sensor_->setTristate(mixed);
        sensor_->setCheckState(mixed                     ? Qt::PartiallyChecked
                               : channels.front().sensor ? Qt::Checked
                                                         : Qt::Unchecked);
    }
    showNumber(density_, 0.0, channels, &PhysicsProperties::density);
    showNumber(friction_, 0.0, channels, &PhysicsProperties::friction);
    showNumber(restitution_, 0.0, channels, &PhysicsProperties::restitution);
    showNumber(group_, -32768, channels, &PhysicsProperties::groupIndex);
    for (const auto& [editor, bits] : {std::pair{category_, &PhysicsProperties::categoryBits},
                                       std::pair{collides_, &PhysicsProperties::collidesWith}}) {
        std::uint32_t all = 0xFFFFFFFF;
        std::uint32_t any = 0;
        for (const PhysicsProperties& p : channels) {
            all &= p.*bits;
            any |= p.*bits;
        }
        editor->setBits(all, any);
    }
    showCustom();
    showing_ = false;
}

void PhysicsEditor::showCustom() {
    const bool wasShowing = showing_;
    showing_ = true;
    const auto& pairs = channels_.front().custom;
    custom_->setRowCount(int(pairs.size()));
    for (int row = 0; row < int(pairs.size()); ++row) {
        const auto& [key, value] = pairs[row];
        for (int column = 0; column < 2; ++column) {
            const QString& text = column == 0 ? key : value;
            if (QTableWidgetItem* item = custom_->item(row, column))
                item->setText(text);
            else
                custom_->setItem(row, column, new QTableWidgetItem(text));
        }
    }
    customMixed_->setVisible(differ(channels_, &PhysicsProperties::custom));
    removePair_->setEnabled(custom_->currentRow() >= 0 && custom_->currentRow() < pairs.size());
    showing_ = wasShowing;
}

void PhysicsEditor::onPairEdited() {
    if (showing_)
        return;
    QList<std::pair<QString, QString>> pairs;
    for (int row = 0; row < custom_->rowCount(); ++row) {
        const QString key =
            custom_->item(row, 0) ? custom_->item(row, 0)->text().trimmed() : QString();
        const QString value = custom_->item(row, 1) ? custom_->item(row, 1)->text() : QString();
        // A key is a name in every format: none empty, none twice.
        const bool taken = std::any_of(pairs.begin(), pairs.end(),
                                       [&](const auto& pair) { return pair.first == key; });
        if (key.isEmpty() || taken) {
            showCustom(); // the key as it was
            return;
        }
        pairs.append({key, value});
    }
    if (pairs != channels_.front().custom || differ(channels_, &PhysicsProperties::custom))
        emit edited([pairs](PhysicsProperties& p) { p.custom = pairs; }, tr("Properties"), 0);
}

void PhysicsEditor::addPair() {
    QList<std::pair<QString, QString>> pairs = channels_.front().custom;
    QString key = QStringLiteral("key");
    for (int n = 2; std::any_of(pairs.begin(), pairs.end(),
                                [&](const auto& pair) { return pair.first == key; });
         ++n)
        key = QStringLiteral("key%1").arg(n);
    pairs.append({key, QString()});
    emit edited([pairs](PhysicsProperties& p) { p.custom = pairs; }, tr("Properties"), 0);
    // The new row, shown by now, ready to be named.
    if (custom_->rowCount() == pairs.size()) {
        custom_->setCurrentCell(int(pairs.size()) - 1, 0);
        custom_->editItem(custom_->item(int(pairs.size()) - 1, 0));
    }
}

void PhysicsEditor::removePair() {
    QList<std::pair<QString, QString>> pairs = channels_.front().custom;
    const int row = custom_->currentRow();
    if (row < 0 || row >= pairs.size())
        return;
    pairs.removeAt(row);
    emit edited([pairs](PhysicsProperties& p) { p.custom = pairs; }, tr("Properties"), 0);
}

} // namespace hitmask
