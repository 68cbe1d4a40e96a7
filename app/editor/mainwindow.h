// SPDX-License-Identifier: MIT
// The editor's main window: wires menus and views together.
#pragma once

#include <QMainWindow>

namespace hitmask {

class MaskPreview;

class MainWindow final : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);

    // Shows the sprite at `path` and its mask; on failure says why and keeps what is shown.
    bool openSprite(const QString& path);
    void openDemo();

private:
    void chooseSprite();

    MaskPreview* preview_ = nullptr;
};

} // namespace hitmask
