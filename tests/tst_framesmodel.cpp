// SPDX-License-Identifier: MIT
// A sprite cut by a JSON sheet, driven by random sequences of paint on any frame, durations
// and origins set by hand (or given back to the file) on random sets of frames, reloads of
// a new sheet (more or fewer frames, other sizes, durations and tags, or an image cropped
// through a frame its JSON still lists, which is set aside with those after it), undo,
// redo, save and load; checked after every step against a model of its own: hand edits,
// durations and origins by frame index, the sheet's durations and tags, and the alpha
// bytes of each frame, with the masks computed here by plain loops.
#include "document/commands/addsprite.h"
#include "document/commands/framecommands.h"
#include "document/commands/paintpixels.h"
#include "document/pixeledits.h"
#include "document/projectdocument.h"
#include "document/projectfile.h"
#include "document/spritefile.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <map>
#include <random>
#include <set>

using namespace hitmask;

namespace {

using Pixel = std::pair<int, int>;       // x, y
using Edits = std::map<Pixel, Override>; // one frame's
struct State {
    std::map<int, Edits> edits;                 // by frame index
    std::map<int, int> durations;               // set by hand, by frame index
    std::map<int, std::pair<int, int>> origins; // set by hand, by frame index
};
struct ArtFrame {
    int w = 0, h = 0;
    int durationMs = 0; // as the sheet gives it
    std::vector<std::uint8_t> alpha;
    bool solid(int x, int y) const { return alpha[std::size_t(y) * w + x] > 0; }
};

class Run {
public:
    Run(std::uint32_t seed, const QString& folder)
        : rng_(seed)
        , folder_(folder) {}
    QString go(int steps);

private:
    int pick(int n) { return int(rng_() % unsigned(n)); }
    // With `mayCrop`, the image may end inside a frame past the first: the JSON still lists
    // that frame and those after it, which the sprite sets aside.
    void writeArt(bool mayCrop);
    void pushed(const State& next);
    void paint();
    // Some shown frames, at random, by index.
    std::vector<int> someFrames();
    void setDuration();
    void setOrigin();
    void reload();
    QString saveAndLoad();
    QString check(const char* step) const;
    const Sprite& sprite() const { return *doc_->spriteAt(0); }

    std::mt19937 rng_;
    QString folder_;
    std::unique_ptr<ProjectDocument> doc_;
    std::vector<ArtFrame> art_;
    QList<FrameAnimation> tags_; // as the sheet gives them
    std::size_t seenFrames_ = 0; // the most frames the image ever held: the rest wait aside
    QList<int> outside_;         // frames of the JSON past the cropped image
    std::vector<State> states_;
    std::size_t index_ = 0;
};

// A strip of 1 to 4 frames of random sizes, and its JSON (array form) beside it.
void Run::writeArt(bool mayCrop) {
    art_.assign(std::size_t(1 + pick(4)), {});
    int width = 0, height = 1;
    for (ArtFrame& f : art_) {
        f.w = 1 + pick(pick(3) ? 20 : 70);
        f.h = 1 + pick(12);
        f.alpha.resize(std::size_t(f.w) * f.h);
        const int style = pick(3);
        for (int y = 0; y < f.h; ++y)
            for (int x = 0; x < f.w; ++x)
                f.alpha[std::size_t(y) * f.w + x] = style == 0   ? std::uint8_t(((x + y) % 2) * 255)
                                                    : style == 1 ? std::uint8_t(pick(2) * 200)
                                                                 : std::uint8_t(x % 3);
        f.durationMs = pick(4) ? 10 * (1 + pick(20)) : 0; // some frames give none
        width += f.w;
        height = std::max(height, f.h);
    }
    tags_.clear();
    const char* directions[] = {"forward", "reverse", "pingpong"};
    for (int t = pick(3); t > 0; --t) {
        const int from = pick(int(art_.size()));
        tags_.append({QStringLiteral("tag%1").arg(pick(100)), from,
                      from + pick(int(art_.size()) - from), QLatin1String(directions[pick(3)])});
    }
    QImage image(width, height, QImage::Format_RGBA8888);
    image.fill(QColor(255, 255, 255, 255)); // opaque between frames: must never leak in
    QJsonArray frames;
    int left = 0;
    for (const ArtFrame& f : art_) {
        for (int y = 0; y < f.h; ++y)
            for (int x = 0; x < f.w; ++x)
                image.setPixelColor(left + x, y,
                                    QColor(30, 90, 160, f.alpha[std::size_t(y) * f.w + x]));
        auto rect = [](int x, int y, int w, int h) {
            return QJsonObject{{"x", x}, {"y", y}, {"w", w}, {"h", h}};
        };
        frames.append(QJsonObject{{"frame", rect(left, 0, f.w, f.h)},
                                  {"rotated", false},
                                  {"trimmed", false},
                                  {"spriteSourceSize", rect(0, 0, f.w, f.h)},
                                  {"sourceSize", QJsonObject{{"w", f.w}, {"h", f.h}}},
                                  {"duration", f.durationMs}});
        left += f.w;
    }
    QJsonArray tags;
    for (const FrameAnimation& t : tags_)
        tags.append(QJsonObject{
            {"name", t.name}, {"from", t.from}, {"to", t.to}, {"direction", t.direction}});
    // Cropped through frame `first` (in it, or just before it): it and the frames after it
    // no longer lie in the image.
    outside_.clear();
    if (mayCrop && art_.size() >= 2 && pick(3) == 0) {
        const int first = 1 + pick(int(art_.size()) - 1);
        int start = 0;
        for (int f = 0; f < first; ++f)
            start += art_[std::size_t(f)].w;
        image = image.copy(0, 0, start + pick(art_[std::size_t(first)].w), height);
        for (int f = first; f < int(art_.size()); ++f)
            outside_ << f;
        art_.resize(std::size_t(first));
    }
    seenFrames_ = std::max(seenFrames_, art_.size());
    if (!image.save(folder_ + QStringLiteral("/sheet.png")))
        qFatal("cannot write the sheet");
    QFile json(folder_ + QStringLiteral("/sheet.json"));
    if (!json.open(QIODevice::WriteOnly))
        qFatal("cannot write the JSON");
    json.write(QJsonDocument(
                   QJsonObject{{"frames", frames},
                               {"meta", QJsonObject{{"image", "sheet.png"}, {"frameTags", tags}}}})
                   .toJson());
}

void Run::pushed(const State& next) {
    const std::size_t index = std::size_t(doc_->undoStack()->index());
    states_.resize(index + 1);
    states_[index] = next;
    index_ = index;
}

void Run::paint() {
    const int f = pick(int(sprite().frames().size()));
    const Frame& frame = sprite().frames()[std::size_t(f)];
    const int fw = frame.width(), fh = frame.height();
    const Override kinds[] = {Override::Auto, Override::Solid, Override::Empty};
    PixelEdits edits(frame);
    State next = states_[index_];
    std::set<Pixel> claimed;
    const int x0 = pick(fw + 10) - 5, y0 = pick(fh + 6) - 3;
    for (int y = y0; y < y0 + 1 + pick(6); ++y)
        for (int x = x0; x < x0 + 1 + pick(12); ++x) {
            const Override o = kinds[pick(3)];
            edits.set(x, y, o);
            if (x >= 0 && y >= 0 && x < fw && y < fh && claimed.insert({x, y}).second) {
                if (o == Override::Auto)
                    next.edits[f].erase({x, y});
                else
                    next.edits[f][{x, y}] = o;
            }
        }
    RegionEdit edit = edits.take();
    if (edit.isEmpty())
        return;
    doc_->undoStack()->push(new PaintPixels(doc_.get(), sprite().id(), frame.id, std::move(edit), 0,
                                            QStringLiteral("paint")));
    pushed(next);
}

std::vector<int> Run::someFrames() {
    std::vector<int> frames;
    const int count = int(sprite().frames().size());
    const int every = pick(3);
    for (int i = 0; i < count; ++i)
        if (every == 0 || pick(2))
            frames.push_back(i);
    if (frames.empty())
        frames.push_back(pick(count));
    return frames;
}

void Run::setDuration() {
    State next = states_[index_];
    const std::optional<int> value =
        pick(4) ? std::optional<int>(1 + pick(2000)) : std::nullopt; // nullopt: the file's
    SetFrameDuration::Values values;
    for (int i : someFrames()) {
        values.append({sprite().frames()[std::size_t(i)].id, value});
        if (value)
            next.durations[i] = *value;
        else
            next.durations.erase(i);
    }
    doc_->undoStack()->push(new SetFrameDuration(doc_.get(), sprite().id(), values));
    pushed(next);
}

void Run::setOrigin() {
    State next = states_[index_];
    SetFrameOrigin::Values values;
    const bool reset = pick(4) == 0;
    for (int i : someFrames()) {
        // Each frame its own point (as the dialog gives when one coordinate is mixed).
        const int x = pick(200) - 100, y = pick(200) - 100;
        values.append({sprite().frames()[std::size_t(i)].id,
                       reset ? std::nullopt : std::optional<QPoint>(QPoint(x, y))});
        if (reset)
            next.origins.erase(i);
        else
            next.origins[i] = {x, y};
    }
    doc_->undoStack()->push(new SetFrameOrigin(doc_.get(), sprite().id(), values));
    pushed(next);
}

void Run::reload() {
    writeArt(true);
    QString why;
    if (!doc_->reloadSprite(sprite().id(), &why))
        qFatal("reload failed: %s", qPrintable(why));
}

QString Run::saveAndLoad() {
    const QString project = folder_ + QStringLiteral("/model.hitmask");
    QString error;
    if (!ProjectFile::save(*doc_, project, &error))
        return QStringLiteral("save: ") + error;
    auto loaded = std::make_unique<ProjectDocument>();
    if (!ProjectFile::load(*loaded, project, &error))
        return QStringLiteral("load: ") + error;
    doc_ = std::move(loaded);
    states_ = {states_[index_]};
    index_ = 0;
    return {};
}

QString Run::check(const char* step) const {
    auto fail = [&](const QString& what) {
        return QStringLiteral("after %1: %2").arg(QLatin1String(step), what);
    };
    const Sprite& s = sprite();
    // std::ranges::equal: Qt 6.4's QList == hands memcmp() a null pointer for an empty
    // list, which UndefinedBehaviorSanitizer refuses.
    if (!std::ranges::equal(s.framesOutsideImage(), outside_))
        return fail(
            QStringLiteral("%1 frames outside the image").arg(s.framesOutsideImage().size()));
    if (s.frames().size() != art_.size() || s.framesAside().size() != seenFrames_ - art_.size())
        return fail(QStringLiteral("frame count %1 + %2 aside")
                        .arg(s.frames().size())
                        .arg(s.framesAside().size()));
    const State& state = states_[index_];
    if (s.tags().size() != tags_.size())
        return fail(QStringLiteral("%1 tags").arg(s.tags().size()));
    for (qsizetype t = 0; t < tags_.size(); ++t)
        if (s.tags()[t].name != tags_[t].name || s.tags()[t].from != tags_[t].from ||
            s.tags()[t].to != tags_[t].to || s.tags()[t].direction != tags_[t].direction)
            return fail(QStringLiteral("tag %1").arg(t));
    for (std::size_t i = 0; i < seenFrames_; ++i) {
        const bool shown = i < art_.size();
        const Frame& frame = shown ? s.frames()[i] : s.framesAside()[i - art_.size()];
        const auto found = state.edits.find(int(i));
        const Edits none;
        const Edits& edits = found == state.edits.end() ? none : found->second;
        // Durations and origins set by hand stay with the frame's index, aside or not.
        const auto duration = state.durations.find(int(i));
        const std::optional<int> durationSet =
            duration == state.durations.end() ? std::nullopt : std::optional<int>(duration->second);
        const auto origin = state.origins.find(int(i));
        const std::optional<QPoint> originSet =
            origin == state.origins.end()
                ? std::nullopt
                : std::optional<QPoint>(QPoint(origin->second.first, origin->second.second));
        if (frame.durationSet != durationSet || frame.originSet != originSet)
            return fail(QStringLiteral("frame %1: duration or origin set by hand").arg(i));
        if (shown && (frame.durationMs != durationSet.value_or(art_[i].durationMs) ||
                      frame.origin != originSet.value_or(QPoint(0, 0))))
            return fail(QStringLiteral("frame %1: duration %2 or origin %3,%4")
                            .arg(i)
                            .arg(frame.durationMs)
                            .arg(frame.origin.x())
                            .arg(frame.origin.y()));
        for (const auto& [pixel, o] : edits)
            if (frame.solid().overrides.at(pixel.first, pixel.second) != o)
                return fail(QStringLiteral("frame %1: edit at %2,%3")
                                .arg(i)
                                .arg(pixel.first)
                                .arg(pixel.second));
        if (frame.solid().overrides.count() != edits.size())
            return fail(QStringLiteral("frame %1: edit count").arg(i));
        if (!shown)
            continue;
        const ArtFrame& art = art_[i];
        if (frame.width() != art.w || frame.height() != art.h ||
            frame.solid().effective.width() != art.w || frame.solid().effective.height() != art.h)
            return fail(QStringLiteral("frame %1: size").arg(i));
        for (int y = 0; y < art.h; ++y)
            for (int x = 0; x < art.w; ++x) {
                const auto e = edits.find({x, y});
                const Override o = e == edits.end() ? Override::Auto : e->second;
                const bool expected =
                    o == Override::Solid || (o == Override::Auto && art.solid(x, y));
                if (frame.solid().effective.test(x, y) != expected)
                    return fail(QStringLiteral("frame %1: pixel %2,%3").arg(i).arg(x).arg(y));
            }
    }
    return {};
}

QString Run::go(int steps) {
    writeArt(false);
    doc_ = std::make_unique<ProjectDocument>();
    const SpriteFile file = SpriteFile::loadSheet(folder_ + QStringLiteral("/sheet.json"), {});
    if (!file.ok())
        return QStringLiteral("first load: ") + file.error;
    doc_->insertSprite(file.makeSprite(doc_->nextSpriteId()), 0);
    states_ = {State{}};
    index_ = 0;
    for (int i = 0; i < steps; ++i) {
        const char* step = "";
        switch (pick(10)) {
        case 0:
        case 1:
        case 2:
            step = "paint";
            paint();
            break;
        case 8:
            step = "set duration";
            setDuration();
            break;
        case 9:
            step = "set origin";
            setOrigin();
            break;
        case 3:
        case 4:
            step = "reload";
            reload();
            break;
        case 5:
            step = "undo";
            if (doc_->undoStack()->canUndo()) {
                doc_->undoStack()->undo();
                --index_;
            }
            break;
        case 6:
            step = "redo";
            if (doc_->undoStack()->canRedo()) {
                doc_->undoStack()->redo();
                ++index_;
            }
            break;
        case 7:
            step = "save and load";
            if (QString why = saveAndLoad(); !why.isEmpty())
                return why;
            break;
        }
        if (QString why = check(step); !why.isEmpty())
            return QStringLiteral("step %1 ").arg(i) + why;
    }
    while (doc_->undoStack()->canUndo()) {
        doc_->undoStack()->undo();
        --index_;
    }
    return check("undo all");
}

} // namespace

class TestFramesModel : public QObject {
    Q_OBJECT

private slots:
    void randomSheetSequences();
};

void TestFramesModel::randomSheetSequences() {
    QTemporaryDir dir(QDir(QStringLiteral("/dev/shm")).exists()
                          ? QStringLiteral("/dev/shm/hitmask-frames-XXXXXX")
                          : QDir::tempPath() + QStringLiteral("/hitmask-frames-XXXXXX"));
    const int sequences = 300;
    for (int done = 0; done < sequences; ++done) {
        Run run(std::uint32_t(done) * 2246822519u + 7, dir.path());
        const QString why = run.go(30);
        QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("sequence %1: %2").arg(done).arg(why)));
    }
}

QTEST_GUILESS_MAIN(TestFramesModel)
#include "tst_framesmodel.moc"
