// SPDX-License-Identifier: MIT
// File > Open Recent: the last projects and images opened or saved, kept in the settings.
#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace hitmask {

class RecentFiles final : public QObject {
    Q_OBJECT

public:
    explicit RecentFiles(QObject* parent = nullptr);
    ~RecentFiles() override;

    QMenu* menu() const { return menu_; }
    QStringList files() const;
    // Puts `path` first (files inside the resources are not remembered).
    void add(const QString& path);

signals:
    void openRequested(const QString& path);

private:
    void rebuildMenu();

    QMenu* menu_;
};

} // namespace hitmask
