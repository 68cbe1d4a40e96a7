// SPDX-License-Identifier: MIT
#include "channelpicker.h"

#include "document/sprite.h"
#include "editor/canvas/channelcolours.h"

#include <QPixmap>
#include <QSignalBlocker>

namespace hitmask {

ChannelPicker::ChannelPicker(QWidget* parent)
    : QComboBox(parent)
    , name_(ChannelNames::solid()) {
    setToolTip(tr("Which channel collides: solid, or a hitbox or hurtbox channel"));
    connect(this, &QComboBox::activated, this, [this](int index) {
        name_ = itemText(index);
        emit channelChosen(name_);
    });
    hide();
}

void ChannelPicker::setSprite(const Sprite* sprite) {
    const QSignalBlocker blocker(this);
    clear();
    if (sprite)
        for (int i = 0; const QColor& colour : channelColours(*sprite)) {
            QPixmap swatch(12, 12);
            swatch.fill(colour); // as the canvas draws the channel
            addItem(QIcon(swatch), sprite->channels()[std::size_t(i++)].name);
        }
    const int index = findText(name_);
    setCurrentIndex(index >= 0 ? index : 0);
    setVisible(count() > 1);
}

void ChannelPicker::setChannelName(const QString& name) {
    name_ = name;
    const int index = findText(name);
    if (index >= 0)
        setCurrentIndex(index);
}

int ChannelPicker::indexIn(const Sprite& sprite) const {
    return std::max(0, sprite.channelIndexByName(name_));
}

} // namespace hitmask
