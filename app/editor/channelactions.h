// SPDX-License-Identifier: MIT
// The Channel menu's edits of the sprite in focus: add, remove and rename a channel, and
// clear its review marks; the Channels and Mask panels' buttons trigger these same actions.
#pragma once

#include <QObject>

class QAction;

namespace hitmask {

class EditFocus;
class ProjectDocument;

class ChannelActions final : public QObject {
    Q_OBJECT

public:
    explicit ChannelActions(EditFocus* focus, QObject* parent = nullptr);

    QAction* addAction() const { return add_; }
    QAction* removeAction() const { return remove_; }
    // Rename starts the Channels panel's editor on the channel's name (renameRequested).
    QAction* renameAction() const { return rename_; }
    QAction* clearReviewAction() const { return clearReview_; }
    QList<QAction*> actions() const { return {add_, remove_, rename_, clearReview_}; }

signals:
    void renameRequested();

private:
    void watch(ProjectDocument* document);
    void refresh();
    void addChannel();
    void removeChannel();
    void clearReview();

    EditFocus* focus_;
    QAction* add_;
    QAction* remove_;
    QAction* rename_;
    QAction* clearReview_;
};

} // namespace hitmask
