// SPDX-License-Identifier: MIT
// hitmask-cli world: a seeded random world of many moving sprites, as a stress test of
// the broad phase on a game's own masks.
#include "cli.h"
#include "clioptions.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>
#include <deque>
#include <hitmask/world.hpp>
#include <random>

namespace hitmask::cli {

namespace {

// Pair tests per frame allowed unless --max-pairs says otherwise: three times what a
// million 32 x 32 sprites on the default playfield need (3.4 million), and about a
// second's work when every pair is a pixel test, as in a pile.
constexpr int kDefaultMaxPairs = 10000000;

struct FrameResult {
    std::size_t boxPairs = 0;
    std::size_t pixelPairs = 0;
    std::size_t began = 0; // with --events: contacts since the frame before
    std::size_t ended = 0;
    double ms = 0;
};

class WorldCommand {
    Q_DECLARE_TR_FUNCTIONS(WorldCommand)

public:
    static int run(const QStringList& arguments, Io io) {
        QCommandLineParser parser;
        parser.setApplicationDescription(
            tr("Run a seeded random world of many moving sprites, chosen in turn from the "
               "given images and HMSK files (every frame of a file), and print, for every "
               "frame, the pairs whose boxes overlap, the pairs whose pixels overlap and the "
               "time taken to move every sprite and find the pairs."));
        parser.addPositionalArgument(QStringLiteral("SPRITE"),
                                     tr("Sprite images or .hmsk files, one or more."),
                                     QStringLiteral("world SPRITE..."));
        CliOptions::addMaskRuleOptions(parser);
        parser.addOption({QStringLiteral("sprites"), tr("Number of sprites (default 1000)."),
                          QStringLiteral("N"), QStringLiteral("1000")});
        parser.addOption({QStringLiteral("size"),
                          tr("Playfield size in pixels; sprites wrap around its edges (default: "
                             "a square where each sprite's box meets about two others)."),
                          QStringLiteral("WxH")});
        parser.addOption({QStringLiteral("frames"), tr("Frames to run (default 60)."),
                          QStringLiteral("F"), QStringLiteral("60")});
        parser.addOption({QStringLiteral("seed"), tr("Random seed (default 1)."),
                          QStringLiteral("S"), QStringLiteral("1")});
        parser.addOption({QStringLiteral("cell"), tr("Grid cell size in pixels (default 64)."),
                          QStringLiteral("C"), QStringLiteral("64")});
        parser.addOption(
            {QStringLiteral("max-pairs"),
             tr("Stop with an error before a frame whose sprites would need more than N pair "
                "tests, such as thousands of sprites piled on one spot (default %L1).")
                 .arg(kDefaultMaxPairs),
             QStringLiteral("N"), QString::number(kDefaultMaxPairs)});
        parser.addOption({QStringLiteral("events"),
                          tr("Also count, for every frame, the pairs that began and ended "
                             "touching since the frame before (the world's contact events).")});
        parser.addOption({QStringLiteral("json"), tr("Print one JSON object.")});
        parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
        if (!CliOptions::parseAtLeast(parser, arguments, io, 0))
            return kExitOk;

        const QStringList files = parser.positionalArguments();
        if (files.isEmpty())
            throw Failure{tr("world: no sprites given (see world --help)")};
        const int count = CliOptions::parseInt(parser.value(QStringLiteral("sprites")),
                                               QStringLiteral("--sprites"), 1, 1000000);
        const int frames = CliOptions::parseInt(parser.value(QStringLiteral("frames")),
                                                QStringLiteral("--frames"), 1, 1000000);
        const int seed = CliOptions::parseInt(parser.value(QStringLiteral("seed")),
                                              QStringLiteral("--seed"), 0, INT_MAX);
        const int cell = CliOptions::parseInt(parser.value(QStringLiteral("cell")),
                                              QStringLiteral("--cell"), 4, 1 << 20);
        const int maxPairs = CliOptions::parseInt(parser.value(QStringLiteral("max-pairs")),
                                                  QStringLiteral("--max-pairs"), 0, INT_MAX);

        // A deque: the world borrows these masks, and a deque never moves them.
        std::deque<Mask> masks;
        for (const QString& file : files)
            loadMasks(file, parser, masks);
        const auto [width, height] = parser.isSet(QStringLiteral("size"))
                                         ? parseSize(parser.value(QStringLiteral("size")))
                                         : defaultSize(masks, count);

        const bool events = parser.isSet(QStringLiteral("events"));
        const std::vector<FrameResult> results = simulate(
            masks, count, width, height, frames, std::uint32_t(seed), cell, maxPairs, events);
        if (parser.isSet(QStringLiteral("json")))
            printJson(io, count, int(masks.size()), width, height, seed, events, results);
        else
            printText(io, count, int(masks.size()), width, height, seed, events, results);
        return kExitOk;
    }

private:
    static void loadMasks(const QString& path, const QCommandLineParser& ruleOptions,
                          std::deque<Mask>& masks) {
        if (QFileInfo(path).suffix().compare(QLatin1String("hmsk"), Qt::CaseInsensitive) != 0) {
            masks.push_back(CliOptions::loadSpriteMask(path, ruleOptions));
            return;
        }
        const QByteArray data = CliOptions::readFile(path, qint64(kHmskMaxFileBytes));
        MaskFile file = loadHmsk(std::span(reinterpret_cast<const std::uint8_t*>(data.constData()),
                                           std::size_t(data.size())));
        if (!file)
            throw Failure{QStringLiteral("%1: %2").arg(path, QString::fromStdString(file.error))};
        for (HmskFrame& frame : file.frames)
            masks.push_back(std::move(frame.channels.front())); // the "solid" channel
    }

    static std::pair<int, int> parseSize(const QString& text) {
        const QStringList parts = text.split(u'x');
        bool okW = false;
        bool okH = false;
        const int w = parts.value(0).trimmed().toInt(&okW);
        const int h = parts.value(1).trimmed().toInt(&okH);
        constexpr int kLimit = 1 << 30;
        if (parts.size() != 2 || !okW || !okH || w < 1 || h < 1 || w > kLimit || h > kLimit)
            throw Failure{tr("--size: '%1' is not in the form WxH (whole numbers from 1 to %2, "
                             "e.g. 1024x768)")
                              .arg(text)
                              .arg(kLimit)};
        return {w, h};
    }

    // Boxes of sides s and t overlap when their centres are within (s + t) / 2 on both
    // axes, so a sprite meets count * E[(s + t)^2] / area others: make that two.
    static std::pair<int, int> defaultSize(const std::deque<Mask>& masks, int count) {
        double sum = 0, sumSquares = 0;
        for (const Mask& m : masks) {
            const double side = (m.width() + m.height()) / 2.0;
            sum += side;
            sumSquares += side * side;
        }
        const double n = double(masks.size());
        const double pair = 2 * sumSquares / n + 2 * (sum / n) * (sum / n);
        const int side = int(std::clamp(std::sqrt(count * pair / 2.0), 1.0, double(1 << 30)));
        return {side, side};
    }

    // Positions and velocities come straight from mt19937, whose output the standard
    // fixes, so a seed gives the same world with any compiler.
    static std::vector<FrameResult> simulate(const std::deque<Mask>& masks, int count, int width,
                                             int height, int frames, std::uint32_t seed, int cell,
                                             int maxPairs, bool events) {
        std::mt19937 rng(seed);
        struct Sprite {
            std::int64_t x, y;
            int vx, vy;
        };
        std::vector<Sprite> sprites;
        std::vector<World::Id> ids;
        sprites.reserve(std::size_t(count));
        ids.reserve(std::size_t(count));
        World world(cell);
        for (int i = 0; i < count; ++i) {
            const Sprite s{std::int64_t(rng() % std::uint32_t(width)),
                           std::int64_t(rng() % std::uint32_t(height)), int(rng() % 7) - 3,
                           int(rng() % 7) - 3};
            sprites.push_back(s);
            ids.push_back(world.add(masks[std::size_t(i) % masks.size()], int(s.x), int(s.y)));
        }
        std::vector<FrameResult> results;
        QElapsedTimer timer;
        for (int f = 0; f < frames; ++f) {
            for (Sprite& s : sprites) {
                s.x = (s.x + s.vx + width) % width;
                s.y = (s.y + s.vy + height) % height;
            }
            FrameResult r;
            timer.start();
            for (std::size_t i = 0; i < sprites.size(); ++i)
                world.move(ids[i], int(sprites[i].x), int(sprites[i].y));
            // Counted in linear time before the tests, whose number grows with the square
            // of a pile's size: a world that would take hours says so at once instead.
            if (const std::uint64_t pairs = world.candidatePairBound(); pairs > quint64(maxPairs))
                throw Failure{tr("world: frame %1 would test up to %L2 pairs of sprites, more "
                                 "than --max-pairs %L3; spread the sprites out (--size), use "
                                 "fewer (--sprites) or raise --max-pairs")
                                  .arg(f + 1)
                                  .arg(pairs)
                                  .arg(maxPairs)};
            if (events)
                world.step([&r](const World::Contact& c) {
                    r.pixelPairs += c.phase != World::Phase::Ended;
                    r.began += c.phase == World::Phase::Began;
                    r.ended += c.phase == World::Phase::Ended;
                });
            else
                world.forEachCollision([&r](World::Id, World::Id) { ++r.pixelPairs; });
            r.ms = double(timer.nsecsElapsed()) / 1e6;
            r.boxPairs = world.lastBoxPairs();
            results.push_back(r);
        }
        return results;
    }

    static double meanMs(const std::vector<FrameResult>& results) {
        double sum = 0;
        for (const auto& r : results)
            sum += r.ms;
        return sum / double(results.size());
    }

    static double maxMs(const std::vector<FrameResult>& results) {
        double most = 0;
        for (const auto& r : results)
            most = std::max(most, r.ms);
        return most;
    }

    static void printJson(Io io, int count, int masks, int width, int height, int seed, bool events,
                          const std::vector<FrameResult>& results) {
        QJsonArray frames;
        for (const auto& r : results) {
            QJsonObject frame{{QStringLiteral("box_pairs"), qint64(r.boxPairs)},
                              {QStringLiteral("pixel_pairs"), qint64(r.pixelPairs)},
                              {QStringLiteral("ms"), r.ms}};
            if (events) {
                frame.insert(QStringLiteral("began"), qint64(r.began));
                frame.insert(QStringLiteral("ended"), qint64(r.ended));
            }
            frames.append(frame);
        }
        const QJsonObject result{{QStringLiteral("sprites"), count},
                                 {QStringLiteral("masks"), masks},
                                 {QStringLiteral("size"), QJsonArray{width, height}},
                                 {QStringLiteral("seed"), seed},
                                 {QStringLiteral("mean_ms"), meanMs(results)},
                                 {QStringLiteral("max_ms"), maxMs(results)},
                                 {QStringLiteral("frames"), frames}};
        io.out << QJsonDocument(result).toJson(QJsonDocument::Compact) << '\n';
    }

    static void printText(Io io, int count, int masks, int width, int height, int seed, bool events,
                          const std::vector<FrameResult>& results) {
        io.out << tr("%1 sprites (%n mask(s)) on %2x%3 pixels, seed %4", nullptr, masks)
                      .arg(count)
                      .arg(width)
                      .arg(height)
                      .arg(seed)
               << '\n';
        for (std::size_t f = 0; f < results.size(); ++f) {
            const FrameResult& r = results[f];
            if (events)
                io.out << tr("frame %1: %2 box pairs, %3 pixel pairs (%4 began, %5 ended), %6 ms")
                              .arg(f + 1)
                              .arg(r.boxPairs)
                              .arg(r.pixelPairs)
                              .arg(r.began)
                              .arg(r.ended)
                              .arg(r.ms, 0, 'f', 3)
                       << '\n';
            else
                io.out << tr("frame %1: %2 box pairs, %3 pixel pairs, %4 ms")
                              .arg(f + 1)
                              .arg(r.boxPairs)
                              .arg(r.pixelPairs)
                              .arg(r.ms, 0, 'f', 3)
                       << '\n';
        }
        io.out << tr("%1 frames: %2 ms per frame on average, %3 ms at most")
                      .arg(results.size())
                      .arg(meanMs(results), 0, 'f', 3)
                      .arg(maxMs(results), 0, 'f', 3)
               << '\n';
    }
};

} // namespace

int runWorld(const QStringList& arguments, Io io) {
    return WorldCommand::run(arguments, io);
}

} // namespace hitmask::cli
