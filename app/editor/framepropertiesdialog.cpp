// SPDX-License-Identifier: MIT
#include "framepropertiesdialog.h"

#include "document/commands/framecommands.h"
#include "document/framejson.h"
#include "document/projectdocument.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>

namespace hitmask {

namespace {

// A spin box whose lowest value stands for "each frame its own" (shown as Mixed). An
// arrow key, Page key or wheel step from there starts at `start`, the first selected
// frame's value, rather than at the end of the range, which no one meant to type.
class MixedSpinBox final : public QSpinBox {
public:
    using QSpinBox::QSpinBox;
    int start = 0;

    void stepBy(int steps) override {
        if (mixed()) {
            setValue(start);
            return;
        }
        QSpinBox::stepBy(steps);
    }

protected:
    // Down too: at the lowest value Qt would otherwise not step at all.
    StepEnabled stepEnabled() const override {
        return mixed() ? StepUpEnabled | StepDownEnabled : QSpinBox::stepEnabled();
    }

private:
    bool mixed() const { return !specialValueText().isEmpty() && value() == minimum(); }
};

} // namespace

FramePropertiesDialog::FramePropertiesDialog(const Sprite& sprite, const QList<int>& frameIds,
                                             QWidget* parent)
    : QDialog(parent)
    , spriteId_(sprite.id())
    , frameIds_(frameIds)
    , duration_(new MixedSpinBox(this))
    , originX_(new MixedSpinBox(this))
    , originY_(new MixedSpinBox(this)) {
    setWindowTitle(tr("Frame Properties"));
    duration_->setObjectName(QStringLiteral("duration"));
    originX_->setObjectName(QStringLiteral("originX"));
    originY_->setObjectName(QStringLiteral("originY"));
    duration_->setRange(1, kMaxFrameDurationMs);
    duration_->setSuffix(tr(" ms"));
    for (QSpinBox* box : {originX_, originY_})
        box->setRange(-kMaxOriginCoordinate, kMaxOriginCoordinate);
    QList<int> durations, xs, ys;
    QStringList numbers;
    for (int id : frameIds_) {
        const int index = sprite.frameIndex(id);
        if (index < 0)
            continue;
        const Frame& frame = sprite.frames()[std::size_t(index)];
        durations << frame.playDurationMs();
        xs << frame.origin.x();
        ys << frame.origin.y();
        numbers << QLocale().toString(index + 1);
    }
    showValues(duration_, durations, &durationEdited_);
    showValues(originX_, xs, &originXEdited_);
    showValues(originY_, ys, &originYEdited_);

    auto* form = new QFormLayout(this);
    auto* which = new QLabel(tr("%n frame(s) of %1: %2", nullptr, int(numbers.size()))
                                 .arg(sprite.name(), numbers.join(tr(", "))),
                             this);
    which->setWordWrap(true);
    form->addRow(which);
    form->addRow(tr("&Duration:"), duration_);
    form->addRow(tr("Origin &X:"), originX_);
    form->addRow(tr("Origin &Y:"), originY_);
    auto* note = new QLabel(tr("The origin is the pivot in the frame's pixels, from its top-left "
                               "corner; exports write it with each frame. Values set here stay "
                               "when the art is reloaded."),
                            this);
    note->setWordWrap(true);
    form->addRow(note);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void FramePropertiesDialog::showValues(QSpinBox* box, const QList<int>& values, bool* edited) {
    const bool mixed = !values.isEmpty() && values.count(values.front()) != values.size();
    if (mixed) {
        // One below the range stands for "each frame its own".
        static_cast<MixedSpinBox*>(box)->start = values.front();
        box->setMinimum(box->minimum() - 1);
        box->setSpecialValueText(tr("Mixed"));
        box->setValue(box->minimum());
    } else if (!values.isEmpty()) {
        box->setValue(values.front());
    }
    connect(box, &QSpinBox::valueChanged, this, [edited] { *edited = true; });
}

std::optional<int> FramePropertiesDialog::typed(const QSpinBox* box, bool edited) const {
    if (!edited || (!box->specialValueText().isEmpty() && box->value() == box->minimum()))
        return std::nullopt;
    return box->value();
}

bool FramePropertiesDialog::apply(ProjectDocument* document) const {
    const std::optional<int> duration = typed(duration_, durationEdited_);
    const std::optional<int> x = typed(originX_, originXEdited_);
    const std::optional<int> y = typed(originY_, originYEdited_);
    SetFrameDuration::Values durations;
    SetFrameOrigin::Values origins;
    for (int id : frameIds_) {
        const Frame* frame = document->frame(spriteId_, id);
        if (!frame)
            continue;
        if (duration && frame->durationSet != duration)
            durations.append({id, duration});
        // A coordinate left as it was stays the frame's own.
        const QPoint origin(x.value_or(frame->origin.x()), y.value_or(frame->origin.y()));
        if ((x || y) && frame->originSet != origin)
            origins.append({id, origin});
    }
    if (durations.isEmpty() && origins.isEmpty())
        return false;
    QUndoStack* stack = document->undoStack();
    const bool both = !durations.isEmpty() && !origins.isEmpty();
    if (both)
        stack->beginMacro(tr("Set Frame Properties"));
    if (!durations.isEmpty())
        stack->push(new SetFrameDuration(document, spriteId_, durations));
    if (!origins.isEmpty())
        stack->push(new SetFrameOrigin(document, spriteId_, origins));
    if (both)
        stack->endMacro();
    return true;
}

bool FramePropertiesDialog::edit(ProjectDocument* document, int spriteId,
                                 const QList<int>& frameIds, QWidget* parent) {
    const Sprite* sprite = document ? document->sprite(spriteId) : nullptr;
    if (!sprite || frameIds.isEmpty())
        return false;
    FramePropertiesDialog dialog(*sprite, frameIds, parent);
    return dialog.exec() == QDialog::Accepted && dialog.apply(document);
}

} // namespace hitmask
