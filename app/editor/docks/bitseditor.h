// SPDX-License-Identifier: MIT
// Edits 32 collision bits (category, collides-with) as a number or as layers 1 to 32:
// a line that takes hex (0x0000000F) or a list of layers (1, 3-5), and a button that
// opens Godot's grid of 32 layers to tick. Bits that differ between the channels being
// edited show as partly ticked, and the line as "—".
#pragma once

#include <QWidget>
#include <array>
#include <cstdint>
#include <optional>

class QCheckBox;
class QLineEdit;
class QMenu;
class QToolButton;

namespace hitmask {

class BitsEditor final : public QWidget {
    Q_OBJECT

public:
    static constexpr int kLayers = 32;

    explicit BitsEditor(QWidget* parent = nullptr);

    // `all`: the bits set in every channel shown; `any`: those set in at least one.
    void setBits(std::uint32_t all, std::uint32_t any);
    // "0x0000000F", or a list of layers numbered from 1 ("1, 3-5", "none"); nullopt for
    // anything else.
    static std::optional<std::uint32_t> parse(const QString& text);
    static QString hex(std::uint32_t bits);
    static QString layers(std::uint32_t bits);

    QLineEdit* lineEdit() const { return line_; }
    QToolButton* gridButton() const { return button_; }
    QMenu* gridMenu() const { return menu_; }
    // Layer `layer` (1 to 32) in the grid.
    QCheckBox* layerBox(int layer) const { return boxes_[std::size_t(layer - 1)]; }

signals:
    // The user typed a whole value.
    void bitsTyped(std::uint32_t bits);
    // The user ticked (or unticked) one layer in the grid: bit `layer - 1`.
    void layerToggled(int layer, bool on);

private:
    void onTyped();

    QLineEdit* line_;
    QToolButton* button_;
    QMenu* menu_;
    std::array<QCheckBox*, kLayers> boxes_{};
    std::uint32_t all_ = 0;
    std::uint32_t any_ = 0;
};

} // namespace hitmask
