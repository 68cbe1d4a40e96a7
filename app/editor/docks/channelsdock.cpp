// SPDX-License-Identifier: MIT
#include "channelsdock.h"

#include "document/commands/channelcommands.h"
#include "document/commands/setchannelrule.h"
#include "document/projectdocument.h"
#include "editor/canvas/channelcolours.h"
#include "editor/channelactions.h"
#include "editor/docks/channelcolourbutton.h"
#include "editor/docks/ruleeditor.h"
#include "editor/docks/swatch.h"
#include "editor/editfocus.h"

#include <QAction>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMainWindow>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace hitmask {

ChannelsDock::ChannelsDock(EditFocus* focus, QWidget* parent)
    : QDockWidget(tr("Channels"), parent)
    , focus_(focus)
    , list_(new QListWidget)
    , add_(new QPushButton(tr("Add")))
    , remove_(new QPushButton(tr("Remove")))
    , colour_(new ChannelColourButton)
    , rule_(new RuleEditor(RuleEditor::Layout::Compact))
    , problem_(new QLabel)
    , physicsToggle_(new QToolButton)
    , physics_(new PhysicsEditor)
    , physicsScope_(new QLabel)
    , next_(new QAction(tr("Next &Channel"), this))
    , previous_(new QAction(tr("Previous C&hannel"), this))
    , actions_(new ChannelActions(focus, this)) {
    setObjectName(QStringLiteral("ChannelsDock"));
    list_->setToolTip(tr("The canvas paints on the selected channel; unticked channels are "
                         "hidden. Double-click a name to rename it."));
    list_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    problem_->setWordWrap(true);
    problem_->setStyleSheet(QStringLiteral("color: #c0392b"));
    problem_->hide();
    next_->setShortcut(QKeySequence(Qt::Key_C));
    previous_->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_C));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add_);
    buttons->addWidget(remove_);
    buttons->addWidget(colour_);
    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    layout->addWidget(list_, 1);
    layout->addLayout(buttons);
    auto* form = new QFormLayout;
    form->addRow(tr("Made from:"), rule_);
    layout->addLayout(form);
    layout->addWidget(problem_);
    // Folded until asked for: open, it is taller than the rest of the panel, and the
    // sprite list above keeps its rows.
    physicsToggle_->setText(tr("Physics"));
    physicsToggle_->setToolTip(tr("How the channel's shapes behave in a physics engine"));
    physicsToggle_->setCheckable(true);
    physicsToggle_->setAutoRaise(true);
    physicsToggle_->setArrowType(Qt::RightArrow);
    physicsToggle_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    auto* physics = new QWidget;
    auto* physicsLayout = new QVBoxLayout(physics);
    physicsLayout->setContentsMargins(0, 0, 0, 0);
    physicsScope_->setWordWrap(true);
    physicsLayout->addWidget(physicsScope_);
    physicsLayout->addWidget(physics_);
    // Scrolled where the window is too short for it and the other docks: never taller
    // than the screen.
    auto* scroll = new QScrollArea;
    scroll->setWidget(physics);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumHeight(physicsToggle_->sizeHint().height() * 4);
    scroll->hide();
    layout->addWidget(physicsToggle_);
    layout->addWidget(scroll);
    connect(physicsToggle_, &QToolButton::toggled, scroll, [this, scroll](bool open) {
        physicsToggle_->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
        scroll->setVisible(open);
        // The window keeps a dock's height until told: opened, the properties take their
        // room from the docks that grow (the sprite list); folded, they give it back.
        if (auto* window = qobject_cast<QMainWindow*>(parentWidget()); window && !isFloating())
            window->resizeDocks({this}, {open ? sizeHint().height() : minimumSizeHint().height()},
                                Qt::Vertical);
    });
    // Its own height and no more: a taller window goes to the sprite list.
    body->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    setWidget(body);

    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        const Sprite* s = sprite();
        if (refreshing_ || !s || row < 0 || std::size_t(row) >= s->channels().size())
            return;
        focus_->setChannel(s->channels()[std::size_t(row)].id);
    });
    connect(list_, &QListWidget::itemChanged, this, &ChannelsDock::onItemChanged);
    // The buttons are the Channel menu's actions, enabled as they are.
    for (auto [button, action] :
         {std::pair{add_, actions_->addAction()}, std::pair{remove_, actions_->removeAction()}}) {
        button->setToolTip(action->toolTip());
        connect(button, &QPushButton::clicked, action, &QAction::trigger);
        connect(action, &QAction::enabledChanged, button, &QWidget::setEnabled);
        button->setEnabled(action->isEnabled());
    }
    connect(actions_, &ChannelActions::renameRequested, this, [this] {
        show();
        raise();
        if (QListWidgetItem* item = list_->currentItem()) {
            list_->setFocus(Qt::ShortcutFocusReason);
            list_->editItem(item);
        }
    });
    connect(colour_, &ChannelColourButton::colourChosen, this, &ChannelsDock::setChannelColour);
    connect(colour_, &ChannelColourButton::automaticChosen, this,
            &ChannelsDock::setAutomaticColour);
    connect(rule_, &RuleEditor::ruleEdited, this, &ChannelsDock::onRuleEdited);
    connect(physics_, &PhysicsEditor::edited, this, &ChannelsDock::onPhysicsEdited);
    connect(focus_, &EditFocus::selectionChanged, this, &ChannelsDock::showPhysics);
    connect(focus_, &EditFocus::documentChanged, this, &ChannelsDock::watchDocument);
    watchDocument(focus_->document());
    connect(next_, &QAction::triggered, this, [this] { cycle(1); });
    connect(previous_, &QAction::triggered, this, [this] { cycle(-1); });
    connect(focus_, &EditFocus::placeChanged, this, &ChannelsDock::refresh);
    connect(focus_, &EditFocus::spriteRebuilt, this, &ChannelsDock::refresh);
    connect(focus_, &EditFocus::channelsChanged, this, &ChannelsDock::refresh);
    refresh();
}

ChannelsDock* ChannelsDock::addTo(QMainWindow* window, EditFocus* focus, QDockWidget* above) {
    auto* dock = new ChannelsDock(focus, window);
    window->splitDockWidget(above, dock, Qt::Vertical);
    // Shortcuts that work wherever the window has focus, in a menu or not.
    window->addAction(dock->next_);
    window->addAction(dock->previous_);
    return dock;
}

const Sprite* ChannelsDock::sprite() const {
    return focus_->sprite();
}

const Channel* ChannelsDock::current() const {
    const Sprite* s = sprite();
    return s ? s->channelById(focus_->channelId()) : nullptr;
}

void ChannelsDock::refresh() {
    document_ = focus_->document();
    refreshing_ = true;
    const Sprite* s = sprite();
    const int count = s ? int(s->channels().size()) : 0;
    // Items are updated in place when only their text, colour or box changed: a rename
    // arrives while the list is still committing its editor, which must not lose its item.
    if (list_->count() != count) {
        list_->clear();
        for (int i = 0; i < count; ++i) {
            auto* item = new QListWidgetItem;
            item->setFlags(item->flags() | Qt::ItemIsEditable | Qt::ItemIsUserCheckable);
            list_->addItem(item);
        }
    }
    const QList<QColor> colours = s ? channelColours(*s) : QList<QColor>();
    for (int i = 0; i < count; ++i) {
        const Channel& channel = s->channels()[std::size_t(i)];
        QListWidgetItem* item = list_->item(i);
        item->setText(channel.name);
        // The colour the canvas draws the channel in, selected or not.
        item->setIcon(swatch(colours[i]));
        item->setCheckState(channel.visible ? Qt::Checked : Qt::Unchecked);
    }
    if (s)
        list_->setCurrentRow(focus_->channelIndex());
    const Channel* c = current();
    widget()->setEnabled(c != nullptr);
    next_->setEnabled(s && s->channels().size() > 1);
    previous_->setEnabled(next_->isEnabled());
    if (c) {
        colour_->showColour(colours[focus_->channelIndex()], c->colourChosen);
        showRule(*s, *c);
        showPhysics();
    } else {
        // No sprite: no rule to show, and no stray "0", "Key..." or "± 0".
        rule_->clear();
    }
    refreshing_ = false;
}

QComboBox* ChannelsDock::ruleBox() const {
    return rule_->sourceBox();
}

QSpinBox* ChannelsDock::thresholdBox() const {
    return rule_->thresholdBox();
}

QSpinBox* ChannelsDock::toleranceBox() const {
    return rule_->toleranceBox();
}

void ChannelsDock::showRule(const Sprite& s, const Channel& channel) {
    // Only earlier channels: copies never go round in a circle.
    QList<std::pair<int, QString>> copyable;
    for (const Channel& other : s.channels()) {
        if (other.id == channel.id)
            break;
        copyable.append({other.id, other.name});
    }
    // Colour key starts from the sprite's own key when it has one, else from its top-left
    // pixel, the usual place for a sheet's background colour.
    const QImage& image = s.image();
    QColor key = s.settings().colorKey
                     ? *s.settings().colorKey
                     : (image.isNull() ? QColor(Qt::magenta) : image.pixelColor(0, 0).toRgb());
    key.setAlpha(255);
    rule_->setKeyStart(key, s.settings().colorKey ? s.settings().keyTolerance
                                                  : channel.rule.image.keyTolerance);
    rule_->setEditable(channel.id != 0); // solid's is the sprite's, set in the mask settings
    rule_->setRule(channel.rule, copyable);
}

void ChannelsDock::onItemChanged(QListWidgetItem* item) {
    const Sprite* s = sprite();
    const int row = list_->row(item);
    if (refreshing_ || !s || row < 0 || std::size_t(row) >= s->channels().size())
        return;
    Channel after = s->channels()[std::size_t(row)];
    after.visible = item->checkState() == Qt::Checked;
    const QString name = item->text().trimmed();
    QString problem = ChannelNames::problem(name);
    // Ignoring case: C identifiers are made lower-case, so Hit and hit would clash there.
    for (const Channel& other : s->channels())
        if (problem.isEmpty() && other.id != after.id &&
            other.name.compare(name, Qt::CaseInsensitive) == 0)
            problem = tr("there is a channel called %1 already").arg(other.name);
    problem_->setText(problem.isEmpty() ? QString() : tr("Not renamed: %1.").arg(problem));
    problem_->setVisible(!problem.isEmpty());
    if (problem.isEmpty())
        after.name = name;
    edit(after);
    if (!problem.isEmpty())
        refresh(); // the old name back in the list
}

void ChannelsDock::onRuleEdited(const ChannelRule& rule, int session) {
    const Sprite* s = sprite();
    const Channel* c = current();
    if (refreshing_ || !s || !c || c->id == 0 || !document_ || c->rule == rule)
        return;
    document_->undoStack()->push(new SetChannelRule(document_, s->id(), c->id, rule, session));
}

void ChannelsDock::setChannelColour(const QColor& colour) {
    if (const Channel* c = current()) {
        Channel after = *c;
        after.colour = colour;
        after.colourChosen = true;
        edit(after);
    }
}

void ChannelsDock::setAutomaticColour() {
    const Sprite* s = sprite();
    if (const Channel* c = current(); s && c) {
        // Back to the colour a channel in its place starts with, shifted when the art
        // is of a like colour: what it would show had it never been chosen.
        Channel after = *c;
        after.colour = ChannelNames::defaultColour(s->channelIndex(c->id));
        after.colourChosen = false;
        edit(after);
    }
}

void ChannelsDock::setColourKey(const QColor& key) {
    if (const Channel* c = current(); c && c->id != 0)
        rule_->setKey(key);
}

void ChannelsDock::cycle(int step) {
    const Sprite* s = sprite();
    if (!s)
        return;
    const int n = int(s->channels().size());
    focus_->setChannel(
        s->channels()[std::size_t(((focus_->channelIndex() + step) % n + n) % n)].id);
}

void ChannelsDock::edit(const Channel& after) {
    const Sprite* s = sprite();
    const Channel* before = s ? s->channelById(after.id) : nullptr;
    if (before && document_ && *before != after)
        document_->undoStack()->push(new EditChannel(document_, s->id(), after));
}

} // namespace hitmask

namespace hitmask {

QList<EditPlace> ChannelsDock::physicsTargets() const {
    const Sprite* s = sprite();
    const Channel* c = current();
    if (!s || !c || !document_)
        return {};
    QList<EditPlace> places{{s->id(), -1, c->id}};
    for (int id : focus_->selectedSprites())
        if (const Sprite* other = document_->sprite(id); other && id != s->id()) {
            const int index = other->channelIndexByName(c->name);
            if (index >= 0)
                places.append({id, -1, other->channels()[std::size_t(index)].id});
        }
    return places;
}

void ChannelsDock::showPhysics() {
    const QList<EditPlace> places = physicsTargets();
    if (places.isEmpty())
        return;
    QList<PhysicsProperties> properties;
    for (const EditPlace& place : places)
        properties.append(document_->sprite(place.spriteId)->channelById(place.channelId)->physics);
    physics_->setProperties(properties);
    const QString channel = current()->name;
    // Said only when an edit reaches beyond the sprite on the canvas.
    physicsScope_->setText(
        tr("Of the channel %1 in %n selected sprite(s).", nullptr, int(places.size()))
            .arg(channel));
    physicsScope_->setVisible(places.size() > 1);
}

void ChannelsDock::onPhysicsEdited(const PhysicsEditor::Change& change, const QString& field,
                                   int session) {
    if (refreshing_ || !document_)
        return;
    QList<EditPlace> changed;
    QList<PhysicsProperties> after;
    for (const EditPlace& place : physicsTargets()) {
        PhysicsProperties properties =
            document_->sprite(place.spriteId)->channelById(place.channelId)->physics;
        const PhysicsProperties before = properties;
        change(properties);
        if (properties != before) {
            changed.append(place);
            after.append(properties);
        }
    }
    if (changed.isEmpty()) {
        showPhysics(); // a value typed over "—" that all had already
        return;
    }
    const QString channel = current()->name;
    const QString text =
        changed.size() == 1
            ? tr("Set %1 of %2").arg(field, channel)
            : tr("Set %1 of %2 in %n Sprite(s)", nullptr, int(changed.size())).arg(field, channel);
    document_->undoStack()->push(new SetChannelPhysics(document_, changed, after, text, session));
}

void ChannelsDock::watchDocument(ProjectDocument* document) {
    if (watched_)
        disconnect(watched_, &ProjectDocument::channelsChanged, this, nullptr);
    watched_ = document;
    // An undo of a step that left the sprite in focus as it was changes only the others.
    if (watched_)
        connect(watched_, &ProjectDocument::channelsChanged, this, [this](int id) {
            if (!refreshing_ && id != focus_->spriteId() && focus_->selectedSprites().contains(id))
                showPhysics();
        });
}

} // namespace hitmask
