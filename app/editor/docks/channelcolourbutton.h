// SPDX-License-Identifier: MIT
// The Channels panel's colour button: a swatch of the channel's colour that opens the
// colour dialog, with a menu (its arrow, or Alt+Down) to choose a colour or go back to an
// automatic one.
#pragma once

#include <QColor>
#include <QToolButton>

class QAction;

namespace hitmask {

class ChannelColourButton final : public QToolButton {
    Q_OBJECT

public:
    explicit ChannelColourButton(QWidget* parent = nullptr);

    // Shows `colour`, the channel's as drawn, chosen by the user or automatic.
    void showColour(const QColor& colour, bool chosen);
    QAction* chooseAction() const { return choose_; }
    QAction* automaticAction() const { return automatic_; }

signals:
    // The user picked `colour` in the dialog.
    void colourChosen(const QColor& colour);
    void automaticChosen();

private:
    QAction* choose_;
    QAction* automatic_;
    QColor shown_;
};

} // namespace hitmask
