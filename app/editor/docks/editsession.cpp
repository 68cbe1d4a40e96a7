// SPDX-License-Identifier: MIT
#include "editsession.h"

#include <QAbstractSpinBox>

namespace hitmask {

EditSession::EditSession(QAbstractSpinBox* box)
    : QObject(box)
    , key_(nextKey()) {
    connect(box, &QAbstractSpinBox::editingFinished, this, &EditSession::end);
}

void EditSession::end() {
    key_ = nextKey();
}

// Unique across every box in the process, so two boxes' commands never merge either.
int EditSession::nextKey() {
    static int last = 0;
    return ++last;
}

} // namespace hitmask
