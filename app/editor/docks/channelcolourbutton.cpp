// SPDX-License-Identifier: MIT
#include "channelcolourbutton.h"

#include "editor/docks/swatch.h"

#include <QAction>
#include <QColorDialog>
#include <QCoreApplication>
#include <QMenu>
#include <QShortcut>

namespace hitmask {

// Its words are the Channels panel's (their translation context): it is part of it.
ChannelColourButton::ChannelColourButton(QWidget* parent)
    : QToolButton(parent)
    , choose_(new QAction(QCoreApplication::translate("hitmask::ChannelsDock", "&Choose Colour..."),
                          this))
    , automatic_(new QAction(
          QCoreApplication::translate("hitmask::ChannelsDock", "&Automatic Colour"), this)) {
    // The colour is the channel's everywhere: chosen here, or picked to stand out
    // against the art. A click opens the colour dialog; the arrow offers both.
    setToolTip(QCoreApplication::translate(
        "hitmask::ChannelsDock",
        "The channel's colour on the canvas: choose one, or let Hitmask pick one "
        "that stands out against the sprite"));
    setAccessibleName(QCoreApplication::translate("hitmask::ChannelsDock", "Channel colour"));
    setFocusPolicy(Qt::StrongFocus);
    setPopupMode(QToolButton::MenuButtonPopup);
    auto* menu = new QMenu(this);
    menu->addAction(choose_);
    menu->addAction(automatic_);
    setMenu(menu);
    automatic_->setCheckable(true);
    // The arrow from the keyboard too, as a combo box opens.
    for (const QKeySequence& keys :
         {QKeySequence(Qt::ALT | Qt::Key_Down), QKeySequence(Qt::Key_Down)})
        new QShortcut(keys, this, this, &QToolButton::showMenu, Qt::WidgetShortcut);
    connect(this, &QToolButton::clicked, choose_, &QAction::trigger);
    connect(choose_, &QAction::triggered, this, [this] {
        const QColor colour = QColorDialog::getColor(
            shown_, this, QCoreApplication::translate("hitmask::ChannelsDock", "Channel Colour"),
            QColorDialog::DontUseNativeDialog);
        if (colour.isValid())
            emit colourChosen(colour);
    });
    connect(automatic_, &QAction::triggered, this, &ChannelColourButton::automaticChosen);
}

void ChannelColourButton::showColour(const QColor& colour, bool chosen) {
    shown_ = colour;
    setIcon(swatch(colour));
    const QSignalBlocker quiet(automatic_);
    automatic_->setChecked(!chosen);
    automatic_->setEnabled(chosen);
}

} // namespace hitmask
