// SPDX-License-Identifier: MIT
// Shows and edits the physics properties of a channel, or of the same-named channel of
// several sprites at once: sensor, density, friction, restitution, category and
// collides-with bits, group index and free key/value pairs. A field that differs between
// the channels shows as mixed ("—", a partly ticked box) until an edit sets it in all.
#pragma once

#include "common/physicsproperties.h"

#include <QWidget>
#include <functional>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace hitmask {

class BitsEditor;
class EditSession;

class PhysicsEditor final : public QWidget {
    Q_OBJECT

public:
    // What an edit does to one channel's properties: it sets the fields the user changed
    // and leaves the others, which may differ from channel to channel.
    using Change = std::function<void(PhysicsProperties&)>;

    explicit PhysicsEditor(QWidget* parent = nullptr);

    // The properties of every channel an edit applies to; at least one.
    void setProperties(const QList<PhysicsProperties>& channels);

    QCheckBox* sensorBox() const { return sensor_; }
    QDoubleSpinBox* densityBox() const { return density_; }
    QDoubleSpinBox* frictionBox() const { return friction_; }
    QDoubleSpinBox* restitutionBox() const { return restitution_; }
    BitsEditor* categoryEditor() const { return category_; }
    BitsEditor* collidesEditor() const { return collides_; }
    QSpinBox* groupBox() const { return group_; }
    QTableWidget* customTable() const { return custom_; }
    QPushButton* addPairButton() const { return addPair_; }
    QPushButton* removePairButton() const { return removePair_; }

signals:
    // The user edited `field` (its name, for the undo step's text); `session`: the number
    // box's editing session (EditSession::key), 0 for a one-off choice.
    void edited(const hitmask::PhysicsEditor::Change& change, const QString& field, int session);

private:
    void connectNumbers();
    void connectBits(BitsEditor* editor, std::uint32_t PhysicsProperties::*bits,
                     const QString& field);
    void showCustom();
    void onPairEdited();
    void addPair();
    void removePair();

    QList<PhysicsProperties> channels_;
    bool showing_ = false;
    QCheckBox* sensor_;
    QDoubleSpinBox* density_;
    QDoubleSpinBox* friction_;
    QDoubleSpinBox* restitution_;
    BitsEditor* category_;
    BitsEditor* collides_;
    QSpinBox* group_;
    QTableWidget* custom_;
    QPushButton* addPair_;
    QPushButton* removePair_;
    QLabel* customMixed_;
};

} // namespace hitmask
