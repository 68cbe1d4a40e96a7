// SPDX-License-Identifier: MIT
// Exported shapes in a real engine: Box2D 2.4 worlds built from shapes JSON files (the
// demo's traced convex pieces and boxes from hitmask-cli, and a hand-written file of hand
// boxes, circles and polygons in channels with different physics properties), checked
// against what Box2D does with them and against plain scans of the shapes' pixels.
#include "support/box2dbuild.hpp"
#include "support/clirunner.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace hitmask::testing;
using namespace hitmask::testing::shapesfile;

Q_DECLARE_METATYPE(std::vector<hitmask::testing::shapesfile::Point>)

namespace {

constexpr double kDefaultPpm = 32;    // the export's default pixels per metre
constexpr float kStep = 1.0f / 60.0f; // a game's frame
const QString kEngine = QStringLiteral(HITMASK_SHAPES_DIR "/engine.json");

// The lowest set bit of a Box2D filter mask: a category that mask accepts.
std::uint16_t lowestBit(std::uint16_t bits) {
    return std::uint16_t(bits & -bits);
}

// A free-moving box of side `side` pixels centred at (x, y) pixels, in `category`,
// colliding with `mask`.
b2Body* addProbe(b2World& world, double ppm, double x, double y, double side,
                 std::uint16_t category, std::uint16_t mask) {
    b2BodyDef def;
    def.type = b2_dynamicBody;
    def.position.Set(float(x / ppm), float(y / ppm));
    b2Body* body = world.CreateBody(&def);
    b2PolygonShape box;
    box.SetAsBox(float(side / 2 / ppm), float(side / 2 / ppm));
    b2FixtureDef fixture;
    fixture.shape = &box;
    fixture.density = 1;
    fixture.friction = 0.9f;
    fixture.filter.categoryBits = category;
    fixture.filter.maskBits = mask;
    body->CreateFixture(&fixture);
    return body;
}

b2Body* addSprite(b2World& world, const Entry& entry, b2BodyType type, QStringList& problems,
                  double ppm = kDefaultPpm) {
    b2BodyDef def;
    def.type = type;
    b2Body* body = world.CreateBody(&def);
    problems += addFixtures(body, entry, ppm);
    return body;
}

QString where(const Entry& e) {
    return QStringLiteral("frame %1%2")
        .arg(e.frame)
        .arg(e.channel.isEmpty() ? QString() : QStringLiteral(" channel ") + e.channel);
}

} // namespace

class TestBox2dShapes : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    // engine.json and the demo's exports, each with the pixels per metre it was made for
    QList<std::pair<QString, double>> files_;

    std::vector<Entry> entries(const QString& path) {
        QString error;
        std::vector<Entry> read = readShapes(path, error);
        if (!error.isEmpty())
            qWarning("%s", qPrintable(error));
        return read;
    }

    // One row per file made for at most `maxPpm` pixels per metre.
    void addFiles(double maxPpm = 1e9) {
        QTest::addColumn<QString>("path");
        QTest::addColumn<double>("ppm");
        for (const auto& [path, ppm] : files_)
            if (ppm <= maxPpm)
                QTest::addRow("%s", qPrintable(QFileInfo(path).fileName())) << path << ppm;
    }

    // The current data row's file and its pixels per metre.
    static std::pair<QString, double> fetchFile() {
        QFETCH(QString, path);
        QFETCH(double, ppm);
        return {path, ppm};
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        files_.push_back({kEngine, kDefaultPpm});
        const QString demo = QStringLiteral(HITMASK_DEMO_DIR);
        // hitmask-cli shapes ARGUMENTS --convex, written for `ppm` pixels per metre.
        const auto cli = [&](const QString& name, QStringList arguments, double ppm) {
            const QString out = dir_.filePath(name);
            if (ppm != kDefaultPpm)
                arguments << QStringLiteral("--pixels-per-metre") << QString::number(ppm);
            arguments << QStringLiteral("--format") << QStringLiteral("shapes-json")
                      << QStringLiteral("-o") << out;
            const CliRun run = runCli(QStringList{QStringLiteral("shapes")} + arguments);
            QVERIFY2(run.status == 0, run.err.constData());
            files_.push_back({out, ppm});
        };
        const QStringList convex{QStringLiteral("--polygons"), QStringLiteral("--tolerance"),
                                 QStringLiteral("1"), QStringLiteral("--convex")};
        const QString project = demo + QStringLiteral("/demo.hitmask");
        for (const char* sprite : {"frog", "potato", "asteroid", "ship"})
            cli(QStringLiteral("%1-convex.json").arg(sprite),
                QStringList{project, QStringLiteral("--sprite"), QString::fromLatin1(sprite)} +
                    convex,
                kDefaultPpm);
        // Box2D's linear slop is 0.64 pixels at 128 pixels a metre: vertices closer than
        // that are left out of the pieces, or Box2D would weld them.
        cli(QStringLiteral("ship-convex-128.json"),
            QStringList{project, QStringLiteral("--sprite"), QStringLiteral("ship")} + convex, 128);
        for (const char* sprite : {"frog", "asteroid"})
            cli(QStringLiteral("%1-boxes.json").arg(sprite),
                {demo + QStringLiteral("/%1.png").arg(sprite), QStringLiteral("--boxes")},
                kDefaultPpm);
        // A project's hand shapes: boxes on quarter pixels, a concave polygon cut into
        // convex pieces, a circle; a solid channel and a sensor with their own bits.
        const QString hand = QStringLiteral(HITMASK_SHAPES_DIR "/../project/hand.hitmask");
        for (double ppm : {kDefaultPpm, 16.0})
            cli(QStringLiteral("hand-convex-%1.json").arg(ppm),
                {hand, QStringLiteral("--polygons"), QStringLiteral("--convex")}, ppm);
    }

    // Every polygon, box and circle becomes a fixture whose vertices are the file's, as
    // b2PolygonShape::Set would silently weld, drop or reorder them otherwise.
    void fixturesKeepEveryVertex_data() { addFiles(); }
    void fixturesKeepEveryVertex() {
        const auto [path, ppm] = fetchFile();
        const std::vector<Entry> all = entries(path);
        QVERIFY(!all.empty());
        int fixtures = 0;
        for (const Entry& e : all) {
            b2World world(b2Vec2(0, 0));
            QStringList problems;
            b2Body* body = addSprite(world, e, b2_staticBody, problems, ppm);
            QVERIFY2(problems.isEmpty(), qPrintable(where(e) + ": " + problems.join("; ")));
            int count = 0;
            for (const b2Fixture* f = body->GetFixtureList(); f; f = f->GetNext()) {
                ++count;
                QCOMPARE(f->IsSensor(), e.physics.sensor);
                QCOMPARE(f->GetFriction(), float(e.physics.friction));
                QCOMPARE(f->GetFilterData().categoryBits,
                         std::uint16_t(e.physics.categoryBits & 0xFFFF));
            }
            QCOMPARE(std::size_t(count), e.boxes.size() + e.polygons.size() + e.circles.size());
            fixtures += count;
        }
        qInfo("%d fixtures in %zu frames and channels", fixtures, all.size());
    }

    // What Box2D would change is caught: a vertex on its neighbours' line (dropped by the
    // hull), two closer than the linear slop (welded), a concave ring (hulled), a hole, too
    // many vertices; a clean piece passes.
    void theVertexCheckCatchesWhatBox2DChanges_data() {
        QTest::addColumn<std::vector<Point>>("ring");
        QTest::addColumn<int>("holes");
        QTest::addColumn<bool>("kept");
        QTest::newRow("clean") << std::vector<Point>{{0, 0}, {8, 0}, {8, 4}, {0, 6}} << 0 << true;
        QTest::newRow("collinear")
            << std::vector<Point>{{0, 0}, {4, 0}, {8, 0}, {8, 4}} << 0 << false;
        QTest::newRow("near") << std::vector<Point>{{0, 0}, {8, 0}, {8, 4}, {8.1, 4.05}} << 0
                              << false;
        QTest::newRow("concave") << std::vector<Point>{{0, 0}, {8, 0}, {4, 2}, {8, 8}, {0, 8}} << 0
                                 << false;
        QTest::newRow("hole") << std::vector<Point>{{0, 0}, {8, 0}, {8, 8}} << 1 << false;
        std::vector<Point> nine;
        for (int i = 0; i < 9; ++i)
            nine.push_back({10 * std::cos(i * 0.698), 10 * std::sin(i * 0.698)});
        QTest::newRow("nine") << nine << 0 << false;
    }
    void theVertexCheckCatchesWhatBox2DChanges() {
        QFETCH(std::vector<Point>, ring);
        QFETCH(int, holes);
        QFETCH(bool, kept);
        Entry entry;
        entry.polygons.push_back({ring, holes});
        b2World world(b2Vec2(0, 0));
        QStringList problems;
        addSprite(world, entry, b2_staticBody, problems);
        QVERIFY2(problems.isEmpty() == kept, qPrintable(problems.join("; ")));
    }

    // Two overlapping bodies touch only where both filters accept the other: every pair
    // of engine.json's channels (itself included), against Box2D's rule as its manual
    // states it and the fixture pairs whose shapes overlap.
    void filterBitsDecideContacts() {
        const std::vector<Entry> all = entries(kEngine);
        int allowed = 0, refused = 0;
        for (const Entry& a : all)
            for (const Entry& b : all) {
                b2World world(b2Vec2(0, 0));
                QStringList problems;
                b2Body* bodyA = addSprite(world, a, b2_staticBody, problems);
                b2Body* bodyB = addSprite(world, b, b2_dynamicBody, problems);
                QVERIFY(problems.isEmpty());
                // A step of no time finds and updates contacts but moves nothing (a real
                // step's solver would push the bodies apart and update some contacts again).
                int overlapping = 0;
                for (const b2Fixture* fa = bodyA->GetFixtureList(); fa; fa = fa->GetNext())
                    for (const b2Fixture* fb = bodyB->GetFixtureList(); fb; fb = fb->GetNext())
                        overlapping += b2TestOverlap(fa->GetShape(), 0, fb->GetShape(), 0,
                                                     bodyA->GetTransform(), bodyB->GetTransform());
                world.Step(0, 8, 3);
                int touching = 0;
                for (b2Contact* c = world.GetContactList(); c; c = c->GetNext())
                    touching += c->IsTouching() &&
                                c->GetFixtureA()->GetBody() != c->GetFixtureB()->GetBody();
                const bool collide = filtersCollide(a.physics, b.physics);
                QVERIFY2(overlapping > 0, qPrintable(a.channel + " / " + b.channel));
                QVERIFY2(touching == (collide ? overlapping : 0),
                         qPrintable(QStringLiteral("%1 / %2: %3 contacts, %4 overlapping, %5")
                                        .arg(a.channel, b.channel)
                                        .arg(touching)
                                        .arg(overlapping)
                                        .arg(collide ? "allowed" : "refused")));
                ++(collide ? allowed : refused);
            }
        // Both outcomes happen: the bits, the low-16 cut and the negative group all bite.
        QVERIFY(allowed >= 4 && refused >= 20);
    }

    // A probe flying through the sensor channel is reported (BeginContact on the sensor
    // fixture) and keeps its velocity; through a solid channel it is pushed.
    void sensorReportsAndPushesNothing() {
        const std::vector<Entry> all = entries(kEngine);
        const auto sensor =
            std::find_if(all.begin(), all.end(), [](const Entry& e) { return e.physics.sensor; });
        QVERIFY(sensor != all.end());
        Physics probe;
        probe.categoryBits = lowestBit(std::uint16_t(sensor->physics.collidesWith));
        probe.collidesWith = 0xFFFF;
        const auto solid = std::find_if(all.begin(), all.end(), [&](const Entry& e) {
            return !e.physics.sensor && filtersCollide(e.physics, probe);
        });
        QVERIFY(solid != all.end());
        for (const Entry* target : {&*sensor, &*solid}) {
            struct Listener : b2ContactListener {
                int sensorBegins = 0, begins = 0;
                void BeginContact(b2Contact* c) override {
                    ++begins;
                    sensorBegins += c->GetFixtureA()->IsSensor() || c->GetFixtureB()->IsSensor();
                }
            } listener;
            b2World world(b2Vec2(0, 0));
            world.SetContactListener(&listener);
            QStringList problems;
            addSprite(world, *target, b2_staticBody, problems);
            const Raster raster(*target);
            const int row = raster.fullestRow();
            b2Body* body = addProbe(world, kDefaultPpm, raster.left() - 6.0, row + 0.5, 4,
                                    std::uint16_t(probe.categoryBits), 0xFFFF);
            const b2Vec2 velocity(10, 0); // 320 pixels a second: through it in 60 steps
            body->SetLinearVelocity(velocity);
            for (int i = 0; i < 60; ++i)
                world.Step(kStep, 8, 3);
            const b2Vec2 after = body->GetLinearVelocity();
            if (target->physics.sensor) {
                QVERIFY(listener.sensorBegins > 0);
                QCOMPARE(after.x, velocity.x);
                QCOMPARE(after.y, velocity.y);
                QCOMPARE(body->GetAngularVelocity(), 0.0f);
                QVERIFY(body->GetPosition().x * kDefaultPpm > raster.right()); // went through
            } else {
                QCOMPARE(listener.sensorBegins, 0);
                QVERIFY(listener.begins > 0);
                QVERIFY2(after.x < velocity.x - 1, qPrintable(QString::number(after.x)));
            }
        }
    }

    // A small box dropped on the flattest spot of each channel's top settles with its
    // bottom on the top edge a plain scan of the shapes' pixels finds there.
    // Box2D keeps bodies 2 b2_polygonRadius - b2_linearSlop apart: 0.48 pixels at 32 pixels
    // a metre, but more than the pixel allowed here past 64.
    void boxComesToRestOnTopEdge_data() { addFiles(kDefaultPpm); }
    void boxComesToRestOnTopEdge() {
        const auto [path, ppm] = fetchFile();
        int dropped = 0;
        for (const Entry& e : entries(path)) {
            const b2Filter filter = filterOf(e.physics);
            const std::uint16_t category = lowestBit(filter.maskBits);
            if (e.physics.sensor || !category || !filter.categoryBits)
                continue; // holds nothing up, or collides with nothing in Box2D 2.4
            const Raster raster(e);
            const Raster::Spot spot = raster.flattestTop(4);
            if (spot.top == INT_MAX)
                continue;
            b2World world(b2Vec2(0, 10));
            QStringList problems;
            addSprite(world, e, b2_staticBody, problems, ppm);
            const double side = 3, x = spot.left + 2.0;
            b2Body* box = addProbe(world, ppm, x, spot.top - 6.0 - side / 2, side, category,
                                   filter.categoryBits);
            box->SetFixedRotation(true); // a box this small would roll down any slope
            for (int i = 0; i < 1200 && box->IsAwake(); ++i)
                world.Step(kStep, 8, 3);
            // The top edge under the box: the highest point of the shapes over its width,
            // column by column, scanned down each column.
            double surface = INFINITY;
            for (int i = 0; i <= 48; ++i)
                surface = std::min(surface, raster.firstAlong(x - side / 2 + side * i / 48, false,
                                                              raster.top(), raster.bottom()));
            const double bottom = box->GetPosition().y * ppm + side / 2;
            const QString at = where(e) + QStringLiteral(" at x %1").arg(spot.left);
            QVERIFY2(!box->IsAwake(), qPrintable(at + ": still moving"));
            QVERIFY2(
                std::abs(bottom - surface) <= 1.0,
                qPrintable(
                    at +
                    QStringLiteral(": rests at %1, the top edge is %2").arg(bottom).arg(surface)));
            QVERIFY2(std::abs(box->GetPosition().x * ppm - x) <= 1.0, qPrintable(at));
            ++dropped;
        }
        QVERIFY(dropped > 0);
    }

    // Rays along every row and column of pixel centres, from both ends, meet the shapes
    // where a scan along the same line finds them, and no later than the first solid pixel
    // of a plain scan of their pixels.
    void rayCastsMeetTheOutline_data() { addFiles(); }
    void rayCastsMeetTheOutline() {
        const auto [path, ppm] = fetchFile();
        int rays = 0;
        for (const Entry& e : entries(path)) {
            b2World world(b2Vec2(0, 0));
            QStringList problems, failures;
            addSprite(world, e, b2_staticBody, problems, ppm);
            const Raster raster(e);
            for (int y = raster.top(); y < raster.bottom(); ++y)
                checkLine(world, ppm, raster, y, true, failures);
            for (int x = raster.left(); x < raster.right(); ++x)
                checkLine(world, ppm, raster, x, false, failures);
            rays += 2 * (raster.right() - raster.left() + raster.bottom() - raster.top());
            QVERIFY2(failures.isEmpty(),
                     qPrintable(where(e) + ": " + failures.mid(0, 5).join("; ")));
        }
        qInfo("%d rays", rays);
    }
};

QTEST_GUILESS_MAIN(TestBox2dShapes)
#include "tst_box2dshapes.moc"
