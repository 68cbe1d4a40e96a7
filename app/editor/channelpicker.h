// SPDX-License-Identifier: MIT
// A combo box of a sprite's channels by name, each with its colour; it keeps its choice
// by name when the sprite changes, so "hit" stays chosen from sprite to sprite.
#pragma once

#include <QComboBox>

namespace hitmask {

class Sprite;

class ChannelPicker final : public QComboBox {
    Q_OBJECT

public:
    explicit ChannelPicker(QWidget* parent = nullptr);

    // Lists the sprite's channels (none for null) and chooses the one named as before,
    // else the first. Hidden when there is only one channel to choose.
    void setSprite(const Sprite* sprite);
    // The chosen channel's name, solid until one was chosen.
    const QString& channelName() const { return name_; }
    void setChannelName(const QString& name);
    // The chosen channel's index in `sprite`, 0 when it has none of that name.
    int indexIn(const Sprite& sprite) const;

signals:
    void channelChosen(const QString& name);

private:
    QString name_;
};

} // namespace hitmask
