// SPDX-License-Identifier: MIT
#include "framecommands.h"

#include "document/projectdocument.h"

#include <QCoreApplication>

namespace hitmask {

template <typename T>
ChangeFrameValue<T>::ChangeFrameValue(ProjectDocument* document, int spriteId, const Values& values,
                                      const QString& text)
    : ChangeFrameValue(document, spriteId, present(document, spriteId, values), text) {}

template <typename T>
ChangeFrameValue<T>::ChangeFrameValue(ProjectDocument* document, int spriteId,
                                      std::pair<QList<int>, QList<std::optional<T>>> values,
                                      const QString& text)
    : ChangeValue<int, std::optional<T>>(document, text, std::move(values.first),
                                         std::move(values.second))
    , spriteId_(spriteId) {}

template <typename T>
auto ChangeFrameValue<T>::present(const ProjectDocument* document, int spriteId,
                                  const Values& values)
    -> std::pair<QList<int>, QList<std::optional<T>>> {
    std::pair<QList<int>, QList<std::optional<T>>> split;
    for (const auto& [id, value] : values)
        if (document->frame(spriteId, id)) {
            split.first.append(id);
            split.second.append(value);
        }
    return split;
}

template <typename T>
auto ChangeFrameValue<T>::paired(const QList<int>& frames, const QList<std::optional<T>>& values)
    -> Values {
    Values pairs;
    for (qsizetype i = 0; i < frames.size(); ++i)
        pairs.append({frames[i], values[i]});
    return pairs;
}

SetFrameDuration::SetFrameDuration(ProjectDocument* document, int spriteId, const Values& values)
    : ChangeFrameValue(document, spriteId, values,
                       QCoreApplication::translate("SetFrameDuration",
                                                   "Set Duration of %n Frame(s)", nullptr,
                                                   int(values.size()))) {}

std::optional<int> SetFrameDuration::get(const int& frameId) const {
    const Frame* frame = document()->frame(spriteId_, frameId);
    return frame ? frame->durationSet : std::nullopt;
}

void SetFrameDuration::set(const QList<int>& frames, const QList<std::optional<int>>& values) {
    document()->applyFrameDurations(spriteId_, paired(frames, values));
}

SetFrameOrigin::SetFrameOrigin(ProjectDocument* document, int spriteId, const Values& values)
    : ChangeFrameValue(document, spriteId, values,
                       QCoreApplication::translate("SetFrameOrigin", "Set Origin of %n Frame(s)",
                                                   nullptr, int(values.size()))) {}

std::optional<QPoint> SetFrameOrigin::get(const int& frameId) const {
    const Frame* frame = document()->frame(spriteId_, frameId);
    return frame ? frame->originSet : std::nullopt;
}

void SetFrameOrigin::set(const QList<int>& frames, const QList<std::optional<QPoint>>& values) {
    document()->applyFrameOrigins(spriteId_, paired(frames, values));
}

template class ChangeFrameValue<int>;
template class ChangeFrameValue<QPoint>;

} // namespace hitmask
