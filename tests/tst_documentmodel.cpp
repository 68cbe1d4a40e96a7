// SPDX-License-Identifier: MIT
// The document model driven by thousands of random operation sequences (paint, fill,
// invert, clear, reset, threshold, reload at another size, add, remove and change
// channels, set hand shapes, trace them again, clear review, undo, redo, save and load),
// checked after every step against a model of its own: per channel a map of hand edits
// by pixel, its rule and its hand shapes, the review flags of hand shapes, and the alpha
// bytes of the art on disk, with the masks computed here by plain loops.
#include "document/commands/channelcommands.h"
#include "document/commands/clearreview.h"
#include "document/commands/paintpixels.h"
#include "document/commands/setchannelrule.h"
#include "document/commands/shapecommands.h"
#include "document/maskoperations.h"
#include "document/pixeledits.h"
#include "document/projectdocument.h"
#include "document/projectfile.h"
#include "editor/tools/filltool.h"
#include "support/shapemodel.h"

#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>
#include <map>
#include <random>
#include <set>

using namespace hitmask;

namespace {

using Pixel = std::pair<int, int>; // x, y
using Edits = std::map<Pixel, Override>;

enum class Kind { Alpha, Empty, Copy };

struct ModelChannel {
    int id = 0;
    Kind kind = Kind::Alpha;
    int threshold = 0; // Alpha
    int copyOf = 0;    // Copy: a channel id
    Edits edits;
    std::optional<Colliders> shapes; // owned by hand; nullopt: traced
    friend bool operator==(const ModelChannel&, const ModelChannel&) = default;
};

// What the user would see: an undo step's worth of state. Channel 0 is solid.
struct State {
    std::vector<ModelChannel> channels{ModelChannel{}};
    // What the step that led here did to review flags, for its undo and redo.
    struct Note {
        int shapesOf = -1;        // a channel id whose hand shapes the step set
        bool flagBefore = false;  // its flag before the step
        bool clear = false;       // Clear Review
        std::vector<int> cleared; // the channels it cleared
    } note;
    bool operator==(const State& other) const { return channels == other.channels; }
};

struct Art {
    int w = 0, h = 0;
    std::vector<std::uint8_t> alpha;
    bool autoSolid(int x, int y, int threshold) const {
        return alpha[std::size_t(y) * w + x] > threshold;
    }
};

Override stateOf(const Edits& edits, int x, int y) {
    const auto it = edits.find({x, y});
    return it == edits.end() ? Override::Auto : it->second;
}

bool expectedAuto(const Art& art, const State& s, int channel, int x, int y);

// The channel's pixel as the definition says: a hand edit wins, else the rule.
bool expectedIn(const Art& art, const State& s, int channel, int x, int y) {
    const Override o = stateOf(s.channels[std::size_t(channel)].edits, x, y);
    return o == Override::Solid || (o == Override::Auto && expectedAuto(art, s, channel, x, y));
}

bool expectedAuto(const Art& art, const State& s, int channel, int x, int y) {
    const ModelChannel& c = s.channels[std::size_t(channel)];
    switch (c.kind) {
    case Kind::Alpha:
        return art.autoSolid(x, y, c.threshold);
    case Kind::Empty:
        return false;
    case Kind::Copy:
        // Only an earlier channel counts; a missing one copies nothing.
        for (int k = 0; k < channel; ++k)
            if (s.channels[std::size_t(k)].id == c.copyOf)
                return expectedIn(art, s, k, x, y);
        return false;
    }
    return false;
}

void setState(Edits& edits, int x, int y, Override o) {
    if (o == Override::Auto)
        edits.erase({x, y});
    else
        edits[{x, y}] = o;
}

class Run {
public:
    Run(std::uint32_t seed, const QString& folder)
        : rng_(seed)
        , path_(folder + QStringLiteral("/art.png"))
        , project_(folder + QStringLiteral("/model.hitmask")) {}

    // Returns an empty string, or what went wrong and where.
    QString go(int steps);

private:
    int pick(int n) { return int(rng_() % unsigned(n)); }
    Art randomArt();
    void writeArt(const Art& art);
    const Frame& frame() const { return doc_->spriteAt(0)->frames().front(); }
    // After a push: the model's stack follows the real one by index (push, merge or
    // an obsolete command that cancelled itself).
    void pushed(const State& expected);
    QString check(const char* step) const;

    // A random channel: solid half of the time.
    int pickChannel() {
        const int n = int(states_[index_].channels.size());
        return n == 1 || pick(2) ? 0 : 1 + pick(n - 1);
    }
    int channelId(int channel) const { return states_[index_].channels[std::size_t(channel)].id; }

    void paint();
    void fill();
    void wholeFrame();
    void threshold();
    void addChannel();
    void removeChannel();
    void changeRule();
    void reload();
    void setShapes();
    void clearReview();
    // The flags after a step, undo and redo bringing back what their step noted.
    void followFlags();
    void undone(const State::Note& note);
    void redone(State::Note& note);
    QString saveAndLoad();

    std::mt19937 rng_;
    QString path_;
    QString project_;
    std::unique_ptr<ProjectDocument> doc_;
    Art art_;
    std::vector<State> states_;
    std::size_t index_ = 0;
    int strokeId_ = 0;
    int strokeChannel_ = 0;
    int nextChannelId_ = 1; // the ids the sprite hands out, in the same order
    int nameSerial_ = 1;    // names stay unique across loads, which renumber ids
    testing::ShapeFlags flags_;
};

Art Run::randomArt() {
    Art art;
    // Sizes around one and two words, and tiny ones.
    static constexpr int kSides[] = {1, 2, 7, 31, 63, 64, 65, 70, 90, 128, 129};
    art.w = rng_() % 3 ? kSides[pick(11)] : 1 + pick(130);
    art.h = 1 + pick(rng_() % 4 ? 40 : 100);
    art.alpha.resize(std::size_t(art.w) * art.h);
    const int style = pick(3);
    for (int y = 0; y < art.h; ++y)
        for (int x = 0; x < art.w; ++x)
            art.alpha[std::size_t(y) * art.w + x] =
                style == 0   ? std::uint8_t(((x + y) % 2) * 255)               // dithered
                : style == 1 ? std::uint8_t(pick(256))                         // noisy alpha
                             : std::uint8_t(x * 255 / std::max(1, art.w - 1)); // ramp
    return art;
}

void Run::writeArt(const Art& art) {
    QImage image(art.w, art.h, QImage::Format_RGBA8888);
    for (int y = 0; y < art.h; ++y)
        for (int x = 0; x < art.w; ++x)
            image.setPixelColor(x, y, QColor(90, 40, 200, art.alpha[std::size_t(y) * art.w + x]));
    if (!image.save(path_))
        qFatal("cannot write %s", qPrintable(path_));
}

void Run::pushed(const State& expected) {
    const std::size_t index = std::size_t(doc_->undoStack()->index());
    states_.resize(index + 1);
    states_[index] = expected;
    states_[index].note = {};
    index_ = index;
}

void Run::paint() {
    const Frame& f = frame();
    const int fw = f.rect.width(), fh = f.rect.height();
    struct Request {
        int x, y, length;
        Override state;
    };
    const Override kinds[] = {Override::Auto, Override::Solid, Override::Empty};
    std::vector<Request> requests;
    const int x0 = pick(fw + 20) - 10, y0 = pick(fh + 10) - 5;
    const int w = 1 + pick(30), h = 1 + pick(10);
    const Override shared = kinds[pick(3)];
    const bool scatter = pick(2);
    for (int y = y0; y < y0 + h; ++y)
        for (int x = x0; x < x0 + w; ++x)
            if (!scatter || pick(3) == 0)
                requests.push_back(
                    {x, y, pick(5) == 0 ? 1 + pick(6) : 0, scatter ? kinds[pick(3)] : shared});

    // A stroke stays on its channel; a new one may pick another.
    const int channel = strokeId_ && strokeChannel_ < int(states_[index_].channels.size())
                            ? strokeChannel_
                            : pickChannel();
    PixelEdits edits(f, channel);
    State next = states_[index_];
    Edits& changed = next.channels[std::size_t(channel)].edits;
    std::set<Pixel> claimed;
    for (const Request& r : requests) {
        if (r.length)
            edits.setSpan(r.y, r.x, r.x + r.length, r.state);
        else
            edits.set(r.x, r.y, r.state);
        for (int x = r.x; x < r.x + std::max(r.length, 1); ++x)
            if (x >= 0 && r.y >= 0 && x < fw && r.y < fh && claimed.insert({x, r.y}).second)
                setState(changed, x, r.y, r.state);
    }
    RegionEdit edit = edits.take();
    if (edit.isEmpty() != (next == states_[index_]))
        qFatal("PixelEdits: empty edit %d, but the model changes %d", int(edit.isEmpty()),
               int(!(next == states_[index_])));
    if (edit.isEmpty())
        return;
    // Sometimes continue the last stroke: merged into one undo step.
    const int stroke = pick(2) ? (strokeId_ ? strokeId_ : (strokeId_ = 1 + pick(1000))) : 0;
    if (!stroke)
        strokeId_ = 0;
    strokeChannel_ = channel;
    doc_->undoStack()->push(new PaintPixels(doc_.get(), doc_->spriteAt(0)->id(), f.id,
                                            std::move(edit), stroke, QStringLiteral("paint"),
                                            channelId(channel)));
    pushed(next);
}

// The model's flood fill: 4-connected region of equal effective state, written here.
void Run::fill() {
    const Frame& f = frame();
    const int fw = f.rect.width(), fh = f.rect.height();
    const int sx = pick(fw), sy = pick(fh);
    const bool solid = pick(2);
    const int channel = pickChannel();
    State next = states_[index_];
    const bool target = expectedIn(art_, next, channel, sx, sy);
    std::vector<std::uint8_t> seen(std::size_t(fw) * fh, 0);
    std::vector<Pixel> todo{{sx, sy}};
    seen[std::size_t(sy) * fw + sx] = 1;
    while (!todo.empty()) {
        const auto [x, y] = todo.back();
        todo.pop_back();
        setState(next.channels[std::size_t(channel)].edits, x, y,
                 solid ? Override::Solid : Override::Empty);
        const Pixel around[] = {{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}};
        for (const auto& [nx, ny] : around)
            if (nx >= 0 && ny >= 0 && nx < fw && ny < fh && !seen[std::size_t(ny) * fw + nx] &&
                expectedIn(art_, states_[index_], channel, nx, ny) == target) {
                seen[std::size_t(ny) * fw + nx] = 1;
                todo.push_back({nx, ny});
            }
    }
    PixelEdits edits(f, channel);
    FillTool::floodFill(f, {sx, sy}, solid, edits, channel);
    RegionEdit edit = edits.take();
    if (edit.isEmpty())
        return (next == states_[index_]) ? void() : qFatal("fill changed nothing");
    doc_->undoStack()->push(new PaintPixels(doc_.get(), doc_->spriteAt(0)->id(), f.id,
                                            std::move(edit), 0, QStringLiteral("fill"),
                                            channelId(channel)));
    pushed(next);
}

void Run::wholeFrame() {
    const Frame& f = frame();
    State next = states_[index_];
    const int which = pick(3);
    const int channel = pickChannel();
    for (int y = 0; y < f.rect.height(); ++y)
        for (int x = 0; x < f.rect.width(); ++x) {
            const Override o =
                which == 0   ? (expectedIn(art_, states_[index_], channel, x, y) ? Override::Empty
                                                                                 : Override::Solid)
                : which == 1 ? Override::Empty
                             : Override::Auto;
            setState(next.channels[std::size_t(channel)].edits, x, y, o);
        }
    const int id = doc_->spriteAt(0)->id();
    const int cid = channelId(channel);
    const bool changed = which == 0   ? MaskOperations::invert(doc_.get(), id, 0, cid)
                         : which == 1 ? MaskOperations::clear(doc_.get(), id, 0, cid)
                                      : MaskOperations::resetToAuto(doc_.get(), id, 0, cid);
    if (changed != !(next == states_[index_]))
        qFatal("whole-frame operation %d: changed %d", which, int(changed));
    if (changed)
        pushed(next);
}

void Run::threshold() {
    const Sprite* sprite = doc_->spriteAt(0);
    MaskRule rule = sprite->settings();
    rule.threshold = pick(4) == 0 ? states_[index_].channels[0].threshold : pick(256);
    if (rule == sprite->settings())
        return;
    State next = states_[index_];
    next.channels[0].threshold = rule.threshold;
    doc_->undoStack()->push(
        new SetChannelRule(doc_.get(), sprite->id(), 0, {ChannelSource::Image, rule}));
    pushed(next);
}

// The rule in the sprite's terms for a model channel.
ChannelRule ruleOf(const ModelChannel& c) {
    ChannelRule rule;
    rule.source = c.kind == Kind::Alpha   ? ChannelSource::Image
                  : c.kind == Kind::Empty ? ChannelSource::Empty
                                          : ChannelSource::Copy;
    rule.image.threshold = c.threshold;
    rule.copyOf = c.copyOf;
    return rule;
}

// A random rule; copies name any channel id seen so far, even removed ones.
void Run::changeRule() {
    const int n = int(states_[index_].channels.size());
    if (n == 1)
        return addChannel();
    const int channel = 1 + pick(n - 1);
    State next = states_[index_];
    ModelChannel& c = next.channels[std::size_t(channel)];
    c.kind = Kind(pick(3));
    c.threshold = c.kind == Kind::Alpha ? pick(256) : 0;
    c.copyOf = c.kind == Kind::Copy ? pick(nextChannelId_) : 0;
    const Channel* before = doc_->spriteAt(0)->channelById(c.id);
    Channel after = *before;
    after.rule = ruleOf(c);
    if (after == *before)
        return;
    doc_->undoStack()->push(
        new SetChannelRule(doc_.get(), doc_->spriteAt(0)->id(), after.id, after.rule));
    pushed(next);
}

void Run::addChannel() {
    State next = states_[index_];
    ModelChannel c;
    c.id = nextChannelId_++;
    c.kind = Kind(pick(3));
    c.threshold = c.kind == Kind::Alpha ? pick(256) : 0;
    c.copyOf = c.kind == Kind::Copy ? pick(c.id) : 0; // an earlier id, maybe gone
    next.channels.push_back(c);
    const Sprite* sprite = doc_->spriteAt(0);
    if (sprite->nextChannelId() != c.id)
        qFatal("channel ids: the sprite hands out %d, the model %d", sprite->nextChannelId(), c.id);
    doc_->undoStack()->push(new AddChannel(doc_.get(), sprite->id(),
                                           Channel{c.id,
                                                   QStringLiteral("c%1").arg(nameSerial_++),
                                                   QColor(Qt::blue),
                                                   true,
                                                   ruleOf(c),
                                                   {}}));
    pushed(next);
}

void Run::removeChannel() {
    const int n = int(states_[index_].channels.size());
    if (n == 1)
        return;
    const int channel = 1 + pick(n - 1);
    State next = states_[index_];
    const int id = next.channels[std::size_t(channel)].id;
    next.channels.erase(next.channels.begin() + channel);
    doc_->undoStack()->push(new RemoveChannel(doc_.get(), doc_->spriteAt(0)->id(), id));
    pushed(next);
}

void Run::reload() {
    art_ = pick(3) ? randomArt() : art_;
    if (pick(4) == 0) // same size, new pixels
        for (auto& a : art_.alpha)
            a = std::uint8_t(pick(256));
    writeArt(art_);
    QString why;
    if (!doc_->reloadSprite(doc_->spriteAt(0)->id(), &why))
        qFatal("reload failed: %s", qPrintable(why));
}

// New hand shapes on a random channel, or (a quarter of the time) its shapes traced again.
void Run::setShapes() {
    const int channel = pickChannel();
    State next = states_[index_];
    ModelChannel& c = next.channels[std::size_t(channel)];
    const bool trace = c.shapes && pick(4) == 0;
    c.shapes = trace ? std::nullopt : std::optional(testing::randomShapes(rng_, art_.w, art_.h));
    const bool flagBefore = flags_.flagged(c.id);
    doc_->undoStack()->push(new SetHandShapes(doc_.get(), QStringLiteral("shapes"),
                                              {{doc_->spriteAt(0)->id(), frame().id, c.id}},
                                              {c.shapes}));
    pushed(next);
    states_[index_].note.shapesOf = c.id;
    states_[index_].note.flagBefore = flagBefore;
    flags_.set(c.id, false);
}

void Run::clearReview() {
    State next = states_[index_];
    State::Note note;
    note.clear = true;
    for (const ModelChannel& c : next.channels)
        if (c.shapes && flags_.flagged(c.id))
            note.cleared.push_back(c.id);
    doc_->undoStack()->push(new ClearReview(doc_.get(), doc_->spriteAt(0)->id()));
    pushed(next);
    states_[index_].note = note;
    for (int id : note.cleared)
        flags_.set(id, false);
}

void Run::followFlags() {
    for (std::size_t k = 0; k < states_[index_].channels.size(); ++k) {
        const ModelChannel& c = states_[index_].channels[k];
        if (!c.shapes) {
            flags_.traced(c.id);
            continue;
        }
        std::vector<std::uint8_t> mask(std::size_t(art_.w) * std::size_t(art_.h));
        for (int y = 0; y < art_.h; ++y)
            for (int x = 0; x < art_.w; ++x)
                mask[std::size_t(y) * std::size_t(art_.w) + std::size_t(x)] =
                    expectedIn(art_, states_[index_], int(k), x, y);
        flags_.follow(c.id, std::move(mask), art_.w, art_.h);
    }
}

void Run::undone(const State::Note& note) {
    if (note.shapesOf >= 0)
        flags_.set(note.shapesOf, note.flagBefore);
    for (int id : note.cleared)
        flags_.set(id, true);
}

// The document reads the flag a step replaces again at each redo (a reload may have
// raised it since); Clear Review clears what it found when it was first done.
void Run::redone(State::Note& note) {
    if (note.shapesOf >= 0) {
        note.flagBefore = flags_.flagged(note.shapesOf);
        flags_.set(note.shapesOf, false);
    }
    for (int id : note.cleared)
        flags_.set(id, false);
}

QString Run::saveAndLoad() {
    QString error;
    if (!ProjectFile::save(*doc_, project_, &error))
        return QStringLiteral("save: ") + error;
    auto loaded = std::make_unique<ProjectDocument>();
    if (!ProjectFile::load(*loaded, project_, &error))
        return QStringLiteral("load: ") + error;
    const Frame& before = frame();
    const Frame& after = loaded->spriteAt(0)->frames().front();
    if (after.channelCount() != before.channelCount())
        return QStringLiteral("save and load changed the channel count");
    for (int k = 0; k < before.channelCount(); ++k) {
        const ChannelMasks& b = before.channel(k);
        const ChannelMasks& a = after.channel(k);
        if (!(a.review == b.review) || !(a.effective == b.effective) ||
            a.handShapes != b.handShapes || a.shapesReview != b.shapesReview ||
            a.overrides.countOutside(art_.w, art_.h) != b.overrides.countOutside(art_.w, art_.h) ||
            a.overrides.count() != b.overrides.count())
            return QStringLiteral("save and load changed channel %1 of the frame").arg(k);
    }
    doc_ = std::move(loaded);
    // Ids are not saved: a loaded sprite numbers its channels 1, 2, ... in order, and a
    // copy of a channel that is gone copies nothing.
    State state = states_[index_];
    std::map<int, int> newIds{{0, 0}};
    for (std::size_t k = 1; k < state.channels.size(); ++k)
        newIds[state.channels[k].id] = int(k);
    for (ModelChannel& c : state.channels) {
        c.id = newIds[c.id];
        if (c.kind == Kind::Copy)
            c.copyOf = newIds.count(c.copyOf) ? newIds[c.copyOf] : -1;
    }
    flags_.renumber(newIds);
    nextChannelId_ = int(state.channels.size());
    states_ = {state};
    index_ = 0;
    strokeId_ = 0;
    return {};
}

QString Run::check(const char* step) const {
    const Frame& f = frame();
    const Sprite* sprite = doc_->spriteAt(0);
    const State& s = states_[index_];
    auto fail = [&](const QString& what) {
        return QStringLiteral("after %1: %2").arg(QLatin1String(step), what);
    };
    if (f.rect != QRect(0, 0, art_.w, art_.h))
        return fail(QStringLiteral("frame size"));
    // The whole image is one frame whatever its size: a reload never sets it aside.
    if (sprite->frames().size() != 1 || !sprite->framesAside().empty() ||
        !sprite->framesOutsideImage().isEmpty())
        return fail(QStringLiteral("frames set aside"));
    if (sprite->settings().threshold != s.channels[0].threshold)
        return fail(QStringLiteral("threshold"));
    if (f.channelCount() != int(s.channels.size()) ||
        sprite->channels().size() != s.channels.size())
        return fail(QStringLiteral("channel count"));
    for (int k = 0; k < f.channelCount(); ++k) {
        const ChannelMasks& c = f.channel(k);
        const ModelChannel& m = s.channels[std::size_t(k)];
        if (sprite->channels()[std::size_t(k)].id != m.id)
            return fail(QStringLiteral("channel %1 id").arg(k));
        if (c.effective.width() != art_.w || c.effective.height() != art_.h ||
            c.autoMask.width() != art_.w || c.autoMask.height() != art_.h ||
            c.review.width() != art_.w || c.review.height() != art_.h)
            return fail(QStringLiteral("channel %1 size").arg(k));
        std::size_t solid = 0;
        for (int y = 0; y < art_.h; ++y)
            for (int x = 0; x < art_.w; ++x) {
                const bool expected = expectedIn(art_, s, k, x, y);
                solid += expected;
                if (c.effective.test(x, y) != expected)
                    return fail(
                        QStringLiteral("channel %1 effective pixel %2,%3").arg(k).arg(x).arg(y));
                if (c.autoMask.test(x, y) != expectedAuto(art_, s, k, x, y))
                    return fail(QStringLiteral("channel %1 auto pixel %2,%3").arg(k).arg(x).arg(y));
            }
        if (c.effective.count() != solid)
            return fail(QStringLiteral("channel %1 count").arg(k));
        // Every edit of the model is in the layer, inside or kept aside, and no other.
        std::size_t outside = 0;
        for (const auto& [pixel, o] : m.edits) {
            if (c.overrides.at(pixel.first, pixel.second) != o)
                return fail(QStringLiteral("channel %1 edit at %2,%3")
                                .arg(k)
                                .arg(pixel.first)
                                .arg(pixel.second));
            outside += pixel.first >= art_.w || pixel.second >= art_.h;
        }
        if (c.overrides.count() != m.edits.size() ||
            c.overrides.countOutside(art_.w, art_.h) != outside)
            return fail(QStringLiteral("channel %1 edit count").arg(k));
        if (c.handShapes != m.shapes)
            return fail(QStringLiteral("channel %1 hand shapes").arg(k));
        if (c.shapesReview != (m.shapes && flags_.flagged(m.id)))
            return fail(QStringLiteral("channel %1 review flag %2").arg(k).arg(c.shapesReview));
    }
    return {};
}

QString Run::go(int steps) {
    art_ = randomArt();
    writeArt(art_);
    doc_ = std::make_unique<ProjectDocument>();
    QImage image(path_);
    auto sprite = std::make_unique<Sprite>(doc_->nextSpriteId(), path_, image);
    doc_->insertSprite(std::move(sprite), 0);
    states_ = {State{}};
    index_ = 0;
    for (int i = 0; i < steps; ++i) {
        const char* step = "";
        switch (pick(18)) {
        case 15:
        case 16:
            step = "set hand shapes";
            setShapes();
            break;
        case 17:
            step = "clear review";
            clearReview();
            break;
        case 12:
            step = "add channel";
            addChannel();
            break;
        case 13:
            step = "remove channel";
            removeChannel();
            break;
        case 14:
            step = "change channel rule";
            changeRule();
            break;
        case 0:
        case 1:
        case 2:
            step = "paint";
            paint();
            break;
        case 3:
            step = "fill";
            fill();
            break;
        case 4:
            step = "whole frame";
            wholeFrame();
            break;
        case 5:
            step = "threshold";
            threshold();
            break;
        case 6:
            step = "reload";
            reload();
            break;
        case 7:
        case 8:
            step = "undo";
            if (doc_->undoStack()->canUndo()) {
                doc_->undoStack()->undo();
                undone(states_[index_--].note);
            }
            break;
        case 9:
            step = "redo";
            if (doc_->undoStack()->canRedo()) {
                doc_->undoStack()->redo();
                redone(states_[++index_].note);
            }
            break;
        case 10:
            step = "save and load";
            if (QString why = saveAndLoad(); !why.isEmpty())
                return why;
            break;
        default:
            strokeId_ = 0; // the stroke ends
            break;
        }
        followFlags();
        if (QString why = check(step); !why.isEmpty())
            return QStringLiteral("step %1 ").arg(i) + why;
    }
    // Undo everything: back to the start; redo everything: back to the end.
    const std::size_t last = states_.size() - 1;
    while (doc_->undoStack()->canUndo()) {
        doc_->undoStack()->undo();
        undone(states_[index_--].note);
        followFlags();
    }
    if (index_ != 0)
        return QStringLiteral("undo all stopped at %1").arg(index_);
    if (QString why = check("undo all"); !why.isEmpty())
        return why;
    while (doc_->undoStack()->canRedo()) {
        doc_->undoStack()->redo();
        redone(states_[++index_].note);
        followFlags();
    }
    if (index_ != last)
        return QStringLiteral("redo all stopped at %1 of %2").arg(index_).arg(last);
    return check("redo all");
}

} // namespace

class TestDocumentModel : public QObject {
    Q_OBJECT

private slots:
    void randomSequences();
};

// Bounded by count and by time, so that a sanitizer build finishes within its share of CI.
void TestDocumentModel::randomSequences() {
    const int sequences = qEnvironmentVariableIntValue("HITMASK_MODEL_SEQUENCES") > 0
                              ? qEnvironmentVariableIntValue("HITMASK_MODEL_SEQUENCES")
                              : 1000;
    const qint64 budgetMs = 8000;
    // Saves sync to disk: on a RAM-backed folder that costs nothing.
    QTemporaryDir dir(QDir(QStringLiteral("/dev/shm")).exists()
                          ? QStringLiteral("/dev/shm/hitmask-model-XXXXXX")
                          : QDir::tempPath() + QStringLiteral("/hitmask-model-XXXXXX"));
    QElapsedTimer clock;
    clock.start();
    int done = 0;
    for (; done < sequences && (done < 200 || clock.elapsed() < budgetMs); ++done) {
        Run run(std::uint32_t(done) * 2654435761u + 1, dir.path());
        const QString why = run.go(40);
        QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("sequence %1: %2").arg(done).arg(why)));
    }
    qInfo("%d random sequences of 40 steps in %lld ms", done, clock.elapsed());
}

QTEST_MAIN(TestDocumentModel)
#include "tst_documentmodel.moc"
