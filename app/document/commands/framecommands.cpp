// SPDX-License-Identifier: MIT
#include "framecommands.h"

#include "document/projectdocument.h"

#include <QCoreApplication>

namespace hitmask {

template <typename T>
ChangeFrameValue<T>::ChangeFrameValue(ProjectDocument* document, int spriteId, const Values& values,
                                      const QString& text, Field field, Apply apply)
    : ChangeFrameValue(document, spriteId, present(document, spriteId, values), text, field,
                       apply) {}

template <typename T>
ChangeFrameValue<T>::ChangeFrameValue(ProjectDocument* document, int spriteId, Split values,
                                      const QString& text, Field field, Apply apply)
    : ChangeValue<int, std::optional<T>>(document, text, std::move(values.first),
                                         std::move(values.second))
    , spriteId_(spriteId)
    , field_(field)
    , apply_(apply) {}

template <typename T>
auto ChangeFrameValue<T>::present(const ProjectDocument* document, int spriteId,
                                  const Values& values) -> Split {
    Split split;
    for (const auto& [id, value] : values)
        if (document->frame(spriteId, id)) {
            split.first.append(id);
            split.second.append(value);
        }
    return split;
}

template <typename T> std::optional<T> ChangeFrameValue<T>::get(const int& frameId) const {
    const Frame* frame = this->document()->frame(spriteId_, frameId);
    return frame ? frame->*field_ : std::nullopt;
}

template <typename T>
void ChangeFrameValue<T>::set(const QList<int>& frames, const QList<std::optional<T>>& values) {
    Values pairs;
    for (qsizetype i = 0; i < frames.size(); ++i)
        pairs.append({frames[i], values[i]});
    (this->document()->*apply_)(spriteId_, pairs);
}

SetFrameDuration::SetFrameDuration(ProjectDocument* document, int spriteId, const Values& values)
    : ChangeFrameValue(document, spriteId, values,
                       QCoreApplication::translate("SetFrameDuration",
                                                   "Set Duration of %n Frame(s)", nullptr,
                                                   int(values.size())),
                       &Frame::durationSet, &ProjectDocument::applyFrameDurations) {}

SetFrameOrigin::SetFrameOrigin(ProjectDocument* document, int spriteId, const Values& values)
    : ChangeFrameValue(document, spriteId, values,
                       QCoreApplication::translate("SetFrameOrigin", "Set Origin of %n Frame(s)",
                                                   nullptr, int(values.size())),
                       &Frame::originSet, &ProjectDocument::applyFrameOrigins) {}

template class ChangeFrameValue<int>;
template class ChangeFrameValue<QPoint>;

} // namespace hitmask
