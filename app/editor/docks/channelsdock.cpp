// SPDX-License-Identifier: MIT
#include "channelsdock.h"

#include "document/commands/channelcommands.h"
#include "document/commands/setchannelrule.h"
#include "document/projectdocument.h"
#include "editor/canvas/viewoptions.h"
#include "editor/docks/editsession.h"
#include "editor/editfocus.h"

#include <QAction>
#include <QColorDialog>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMainWindow>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace hitmask {

namespace {

QIcon swatch(const QColor& colour) {
    QPixmap pixmap(14, 14);
    pixmap.fill(colour);
    return QIcon(pixmap);
}

// The rule box's entries: the kind of rule, and for copies the channel copied.
const QString kAlpha = QStringLiteral("alpha");
const QString kKey = QStringLiteral("key");
const QString kEmpty = QStringLiteral("empty");
const QString kCopy = QStringLiteral("copy:%1");

} // namespace

ChannelsDock::ChannelsDock(EditFocus* focus, const ViewOptions* view, QWidget* parent)
    : QDockWidget(tr("Channels"), parent)
    , focus_(focus)
    , view_(view)
    , list_(new QListWidget)
    , add_(new QPushButton(tr("Add")))
    , remove_(new QPushButton(tr("Remove")))
    , colour_(new QToolButton)
    , rule_(new QComboBox)
    , threshold_(new QSpinBox)
    , key_(new QToolButton)
    , tolerance_(new QSpinBox)
    , thresholdSession_(new EditSession(threshold_))
    , toleranceSession_(new EditSession(tolerance_))
    , problem_(new QLabel)
    , next_(new QAction(tr("Next &Channel"), this))
    , previous_(new QAction(tr("Previous C&hannel"), this)) {
    setObjectName(QStringLiteral("ChannelsDock"));
    list_->setToolTip(tr("The canvas paints on the selected channel; unticked channels are "
                         "hidden. Double-click a name to rename it."));
    list_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    colour_->setToolTip(tr("The channel's colour on the canvas"));
    rule_->setToolTip(tr("How the channel's mask is made before hand edits"));
    threshold_->setRange(0, 254);
    threshold_->setToolTip(tr("Solid where alpha is above this"));
    key_->setText(tr("Key..."));
    key_->setToolTip(tr("The colour that does not collide"));
    tolerance_->setRange(0, 255);
    tolerance_->setPrefix(tr("± "));
    tolerance_->setToolTip(tr("Key tolerance: colours this close to the key on each of red, "
                              "green and blue do not collide either"));
    tolerance_->setAccessibleName(tr("Key tolerance"));
    problem_->setWordWrap(true);
    problem_->setStyleSheet(QStringLiteral("color: #c0392b"));
    problem_->hide();
    next_->setShortcut(QKeySequence(Qt::Key_C));
    previous_->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_C));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add_);
    buttons->addWidget(remove_);
    buttons->addWidget(colour_);
    auto* ruleRow = new QHBoxLayout;
    ruleRow->addWidget(rule_, 1);
    ruleRow->addWidget(threshold_);
    ruleRow->addWidget(key_);
    ruleRow->addWidget(tolerance_);
    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    layout->addWidget(list_, 1);
    layout->addLayout(buttons);
    auto* form = new QFormLayout;
    form->addRow(tr("Made from:"), ruleRow);
    layout->addLayout(form);
    layout->addWidget(problem_);
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
    connect(add_, &QPushButton::clicked, this, &ChannelsDock::addChannel);
    connect(remove_, &QPushButton::clicked, this, &ChannelsDock::removeChannel);
    connect(colour_, &QToolButton::clicked, this, [this] {
        if (const Channel* c = current()) {
            const QColor colour = QColorDialog::getColor(c->colour, this, tr("Channel Colour"));
            if (colour.isValid())
                setChannelColour(colour);
        }
    });
    connect(key_, &QToolButton::clicked, this, [this] {
        const Channel* c = current();
        if (c && c->rule.image.colorKey) {
            const QColor key = QColorDialog::getColor(*c->rule.image.colorKey, this, tr("Key"));
            if (key.isValid())
                setColourKey(key);
        }
    });
    connect(rule_, &QComboBox::activated, this, &ChannelsDock::onRuleChosen);
    connect(threshold_, &QSpinBox::valueChanged, this, [this](int value) {
        if (const Channel* c = current(); c && !refreshing_) {
            Channel after = *c;
            after.rule.image.threshold = value;
            edit(after, thresholdSession_);
        }
    });
    connect(tolerance_, &QSpinBox::valueChanged, this, [this](int value) {
        if (const Channel* c = current(); c && !refreshing_) {
            Channel after = *c;
            after.rule.image.keyTolerance = value;
            edit(after, toleranceSession_);
        }
    });
    connect(next_, &QAction::triggered, this, [this] { cycle(1); });
    connect(previous_, &QAction::triggered, this, [this] { cycle(-1); });
    connect(focus_, &EditFocus::placeChanged, this, &ChannelsDock::refresh);
    connect(focus_, &EditFocus::spriteRebuilt, this, &ChannelsDock::refresh);
    connect(focus_, &EditFocus::channelsChanged, this, &ChannelsDock::refresh);
    refresh();
}

ChannelsDock* ChannelsDock::addTo(QMainWindow* window, EditFocus* focus, const ViewOptions* view,
                                  QDockWidget* above) {
    auto* dock = new ChannelsDock(focus, view, window);
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
    for (int i = 0; i < count; ++i) {
        const Channel& channel = s->channels()[std::size_t(i)];
        QListWidgetItem* item = list_->item(i);
        item->setText(channel.name);
        // The colour the canvas draws: the channel on top may be shifted away from the
        // art's own colours (ViewOptions::maskColor), the others are drawn as they are.
        item->setIcon(swatch(i == focus_->channelIndex() ? view_->maskColor() : channel.colour));
        item->setCheckState(channel.visible ? Qt::Checked : Qt::Unchecked);
    }
    if (s)
        list_->setCurrentRow(focus_->channelIndex());
    const Channel* c = current();
    widget()->setEnabled(c != nullptr);
    remove_->setEnabled(c && c->id != 0);
    add_->setEnabled(count < ChannelNames::kMaxChannels);
    next_->setEnabled(s && s->channels().size() > 1);
    previous_->setEnabled(next_->isEnabled());
    if (c) {
        colour_->setIcon(swatch(view_->maskColor()));
        showRule(*s, *c);
    } else {
        // No sprite: no rule to show, and no stray "0", "Key..." or "± 0".
        rule_->clear();
        threshold_->hide();
        key_->hide();
        tolerance_->hide();
    }
    refreshing_ = false;
}

void ChannelsDock::showRule(const Sprite& s, const Channel& channel) {
    rule_->clear();
    const ChannelRule& rule = channel.rule;
    if (channel.id == 0) {
        // Solid's rule is the sprite's mask rule, set in the mask settings.
        rule_->addItem(tr("The image (see Mask Settings)"));
        rule_->setEnabled(false);
        threshold_->hide();
        key_->hide();
        tolerance_->hide();
        return;
    }
    rule_->setEnabled(true);
    rule_->addItem(tr("Alpha"), kAlpha);
    rule_->addItem(tr("Colour key"), kKey);
    rule_->addItem(tr("Empty (paint by hand)"), kEmpty);
    // Only earlier channels: copies never go round in a circle.
    for (const Channel& other : s.channels()) {
        if (other.id == channel.id)
            break;
        rule_->addItem(tr("Copy of %1").arg(other.name), kCopy.arg(other.id));
    }
    QString chosen = kEmpty;
    if (rule.source == ChannelSource::Image)
        chosen = rule.image.colorKey ? kKey : kAlpha;
    else if (rule.source == ChannelSource::Copy)
        chosen = kCopy.arg(rule.copyOf);
    if (rule_->findData(chosen) < 0) // a copy of a channel removed since
        rule_->addItem(tr("Copy of a removed channel"), chosen);
    rule_->setCurrentIndex(rule_->findData(chosen));
    threshold_->setVisible(chosen == kAlpha);
    threshold_->setValue(rule.image.threshold);
    key_->setVisible(chosen == kKey);
    tolerance_->setVisible(chosen == kKey);
    tolerance_->setValue(rule.image.keyTolerance);
    if (rule.image.colorKey)
        key_->setIcon(swatch(*rule.image.colorKey));
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

void ChannelsDock::onRuleChosen() {
    const Channel* c = current();
    if (!c || c->id == 0)
        return;
    Channel after = *c;
    const QString data = rule_->currentData().toString();
    if (data == kAlpha) {
        after.rule.source = ChannelSource::Image;
        after.rule.image.colorKey.reset();
    } else if (data == kKey) {
        after.rule.source = ChannelSource::Image;
        // The sprite's own key when it has one, else its top-left pixel, the usual
        // place for a sheet's background colour.
        const Sprite* s = sprite();
        const QImage& image = s->image();
        after.rule.image.colorKey =
            s->settings().colorKey
                ? *s->settings().colorKey
                : (image.isNull() ? QColor(Qt::magenta) : image.pixelColor(0, 0).toRgb());
        after.rule.image.colorKey->setAlpha(255);
        if (s->settings().colorKey)
            after.rule.image.keyTolerance = s->settings().keyTolerance;
    } else if (data == kEmpty) {
        after.rule.source = ChannelSource::Empty;
    } else {
        after.rule.source = ChannelSource::Copy;
        after.rule.copyOf = data.section(u':', 1).toInt();
    }
    edit(after);
}

void ChannelsDock::setChannelColour(const QColor& colour) {
    if (const Channel* c = current()) {
        Channel after = *c;
        after.colour = colour;
        edit(after);
    }
}

void ChannelsDock::setColourKey(const QColor& key) {
    if (const Channel* c = current(); c && c->id != 0) {
        Channel after = *c;
        after.rule.source = ChannelSource::Image;
        after.rule.image.colorKey = key;
        edit(after);
    }
}

void ChannelsDock::addChannel() {
    const Sprite* s = sprite();
    if (!s || !document_ || int(s->channels().size()) >= ChannelNames::kMaxChannels)
        return;
    // The usual ones first, then numbered.
    QString name;
    for (const QString& candidate : {QStringLiteral("hurt"), QStringLiteral("hit")})
        if (s->channelIndexByName(candidate) < 0) {
            name = candidate;
            break;
        }
    for (int n = int(s->channels().size()); name.isEmpty(); ++n)
        if (const QString candidate = QStringLiteral("channel%1").arg(n);
            s->channelIndexByName(candidate) < 0)
            name = candidate;
    Channel channel;
    channel.id = s->nextChannelId();
    channel.name = name;
    channel.colour = ChannelNames::defaultColour(int(s->channels().size()));
    channel.rule.source = ChannelSource::Empty;
    document_->undoStack()->push(new AddChannel(document_, s->id(), channel));
    focus_->setChannel(channel.id);
}

void ChannelsDock::removeChannel() {
    const Sprite* s = sprite();
    const Channel* c = current();
    if (s && c && c->id != 0 && document_)
        document_->undoStack()->push(new RemoveChannel(document_, s->id(), c->id));
}

void ChannelsDock::cycle(int step) {
    const Sprite* s = sprite();
    if (!s)
        return;
    const int n = int(s->channels().size());
    focus_->setChannel(
        s->channels()[std::size_t(((focus_->channelIndex() + step) % n + n) % n)].id);
}

void ChannelsDock::edit(const Channel& after, const EditSession* session) {
    const Sprite* s = sprite();
    const Channel* before = s ? s->channelById(after.id) : nullptr;
    if (!before || !document_ || *before == after)
        return;
    if (before->rule == after.rule)
        document_->undoStack()->push(new EditChannel(document_, s->id(), after));
    else
        document_->undoStack()->push(new SetChannelRule(document_, s->id(), after.id, after.rule,
                                                        session ? session->key() : 0));
}

} // namespace hitmask
