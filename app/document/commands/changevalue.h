// SPDX-License-Identifier: MIT
// One undo step that gives some objects of a project new values and, on undo, each its
// old one back; the shape of every simple property edit (after Tiled's ChangeValue).
#pragma once

#include "commandids.h"

#include <QList>
#include <QUndoCommand>
#include <optional>

namespace hitmask {

class ProjectDocument;

// Objects are named by `Key` (ids, never pointers: the object may be taken out and put
// back by other steps); subclasses say only how to read one object's value and how to
// set values, all in one call so the document says once that they changed. The old
// values are read when the step is first done, which QUndoStack::push does at once.
template <typename Key, typename Value> class ChangeValue : public QUndoCommand {
public:
    void redo() override {
        if (before_.size() != keys_.size()) {
            before_.clear();
            for (const Key& key : keys_)
                before_.append(get(key));
        }
        set(keys_, after_);
    }
    void undo() override { set(keys_, before_); }
    int id() const override { return mergeId_ ? int(*mergeId_) : -1; }

    const QList<Key>& keys() const { return keys_; }
    // Empty until the step is first done.
    const QList<Value>& before() const { return before_; }
    const QList<Value>& after() const { return after_; }

    // With a merge id, a step absorbs the next one on the same objects in the same editing
    // session (a key from the editor's EditSession, or 0 for callers outside any), when
    // `mergeable` agrees: a slider's drag is one step. A step that ends where it began
    // leaves the stack.
    bool mergeWith(const QUndoCommand* other) override {
        const auto* next = static_cast<const ChangeValue*>(other); // the same id: the same type
        if (!mergeId_ || next->session_ != session_ || next->keys_ != keys_ || !mergeable(*next))
            return false;
        after_ = next->after_;
        setText(next->text());
        if (after_ == before_)
            setObsolete(true);
        return true;
    }

protected:
    ChangeValue(ProjectDocument* document, const QString& text, QList<Key> keys, QList<Value> after,
                std::optional<CommandId> mergeId = std::nullopt, int session = 0)
        : QUndoCommand(text)
        , document_(document)
        , keys_(std::move(keys))
        , after_(std::move(after))
        , mergeId_(mergeId)
        , session_(session) {}

    virtual Value get(const Key& key) const = 0;
    // `values[i]` for `keys[i]`.
    virtual void set(const QList<Key>& keys, const QList<Value>& values) = 0;
    // Whether this step may absorb `next` (same type, objects and session).
    virtual bool mergeable(const ChangeValue& next) const {
        Q_UNUSED(next);
        return true;
    }

    ProjectDocument* document() const { return document_; }

private:
    ProjectDocument* document_;
    QList<Key> keys_;
    QList<Value> before_;
    QList<Value> after_;
    std::optional<CommandId> mergeId_;
    int session_;
};

} // namespace hitmask
