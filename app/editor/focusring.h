// SPDX-License-Identifier: MIT
// A ring in the highlight colour around the canvas, a preview or a list while it has the
// keyboard: the style marks a focused button or field, but not these large views.
#pragma once

#include <QWidget>

namespace hitmask {

class FocusRing final : public QWidget {
    Q_OBJECT

public:
    // Rings `view` whenever it has the keyboard focus.
    static void add(QWidget* view);
    // Rings every list, table and tree under `window`, and `views`.
    static void addToViews(QWidget* window, const QList<QWidget*>& views);
    static FocusRing* of(const QWidget* view);

protected:
    bool eventFilter(QObject* object, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    explicit FocusRing(QWidget* view);
    void follow();
};

} // namespace hitmask
