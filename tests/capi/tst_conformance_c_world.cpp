// SPDX-License-Identifier: MIT
// The conformance suite's World sections through the C API: "events" (hm_world_step and
// hm_world_step_into) and "queries" (each query in its callback and its _into form,
// hm_world_separation), both built by ops that place entries by pivot (hm_world_add_frame,
// hm_world_set_frame) and name stale ids.
#include "tst_conformance_c.hpp"

#include <QJsonDocument>
#include <QTest>
#include <algorithm>
#include <set>
#include <vector>

namespace conformance_c {

namespace {

using Ids = std::vector<uint32_t>;

uint32_t u32(const QJsonValue& v) {
    return static_cast<uint32_t>(v.toDouble());
}

uint32_t excludeOf(const QJsonObject& q) {
    return q["exclude"].isNull() ? HM_INVALID_ID : u32(q["exclude"]);
}

Ids idsOf(const QJsonValue& v) {
    Ids ids;
    for (const QJsonValue& id : v.toArray())
        ids.push_back(u32(id));
    return ids;
}

void collect(uint32_t id, void* user) {
    static_cast<Ids*>(user)->push_back(id);
}

// Ids through a buffer form: counted first (out NULL, capacity 0), then written.
template <typename F> Ids intoBuffer(F call) {
    const long long n = call(nullptr, 0LL);
    Ids ids(static_cast<std::size_t>(std::max(n, 0LL)));
    if (n < 0 || call(ids.data(), n) != n)
        return {0xDEADBEEFu}; // matches no answer
    return ids;
}

// Applies one world's ops; the ids the adds return must be the suite's, and each call
// naming a stale id must change nothing and say so.
void applyOps(hm_world* world, const QJsonArray& ops, const Files& files,
              std::set<uint32_t>& live) {
    for (const QJsonValue& value : ops) {
        const QJsonObject op = value.toObject();
        const QString kind = op["op"].toString();
        const QString where = QString::fromUtf8(QJsonDocument(op).toJson(QJsonDocument::Compact));
        if (kind == "add" || kind == "add_frame") {
            uint32_t id = HM_INVALID_ID;
            if (kind == "add") {
                const hm_mask* mask = maskOf(files, op["mask"].toObject());
                QVERIFY2(mask, qPrintable(where));
                id = hm_world_add(world, mask, op["x"].toInt(), op["y"].toInt());
            } else {
                const hm_file* file = fileOf(files, op["file"].toString());
                QVERIFY2(file, qPrintable(where));
                const int channel =
                    hm_file_channel_index(file, op["channel"].toString().toUtf8().constData());
                id = hm_world_add_frame(world, file, op["frame"].toInt(), channel, op["x"].toInt(),
                                        op["y"].toInt());
            }
            QVERIFY2(id == u32(op["entry"]), qPrintable(where));
            live.insert(id);
            continue;
        }
        const uint32_t id = u32(op["id"]);
        const int isLive = live.count(id) ? 1 : 0;
        int done = -1;
        if (kind == "move") {
            done = hm_world_move(world, id, op["x"].toInt(), op["y"].toInt());
        } else if (kind == "set_frame") {
            const hm_file* file = fileOf(files, op["file"].toString());
            QVERIFY2(file, qPrintable(where));
            done = hm_world_set_frame(
                world, id, file, op["frame"].toInt(),
                hm_file_channel_index(file, op["channel"].toString().toUtf8().constData()));
        } else if (kind == "set_mask") {
            const hm_mask* mask = maskOf(files, op["mask"].toObject());
            QVERIFY2(mask, qPrintable(where));
            done = hm_world_set_mask(world, id, mask);
        } else if (kind == "set_layers") {
            done = hm_world_set_layers(world, id, u32(op["layers"]), u32(op["collides_with"]));
        } else if (kind == "remove") {
            done = hm_world_remove(world, id);
            live.erase(id);
        }
        QVERIFY2(done == isLive, qPrintable(where));
        QVERIFY2(hm_last_error() == (isLive ? HM_OK : HM_ERROR_STALE_ID), qPrintable(where));
    }
}

struct Event {
    uint32_t first, second;
    int phase;
};

std::vector<Event> stepByCallback(hm_world* world) {
    std::vector<Event> events;
    const long long n = hm_world_step(
        world,
        [](uint32_t first, uint32_t second, int phase, void* user) {
            static_cast<std::vector<Event>*>(user)->push_back({first, second, phase});
        },
        &events);
    if (n != static_cast<long long>(events.size()))
        events.push_back({0, 0, -1}); // matches no answer
    return events;
}

// Counted first: the events are held, and the second call hands them over unstepped.
std::vector<Event> stepIntoBuffer(hm_world* world) {
    const long long n = hm_world_step_into(world, nullptr, 0);
    std::vector<hm_contact> contacts(static_cast<std::size_t>(std::max(n, 0LL)));
    if (n < 0 || (n > 0 && hm_world_step_into(world, contacts.data(), n) != n))
        return {{0, 0, -1}};
    std::vector<Event> events;
    for (const hm_contact& c : contacts)
        events.push_back({c.first, c.second, c.phase});
    return events;
}

int phaseOf(const QString& name) {
    return name == "began"    ? HM_CONTACT_BEGAN
           : name == "stayed" ? HM_CONTACT_STAYED
                              : HM_CONTACT_ENDED;
}

} // namespace

void checkEvents(const QJsonArray& worlds, const Files& files, long long& checks) {
    int steps = 0;
    for (int w = 0; w < worlds.size(); ++w) {
        const QJsonObject spec = worlds[w].toObject();
        // Each world twice: once stepped with the callback, once into buffers.
        for (const bool buffers : {false, true}) {
            std::unique_ptr<hm_world, WorldDeleter> world(hm_world_new(spec["cell_size"].toInt()));
            QVERIFY(world);
            std::set<uint32_t> live;
            const QJsonArray stepList = spec["steps"].toArray();
            for (int s = 0; s < stepList.size(); ++s) {
                const QJsonObject step = stepList[s].toObject();
                applyOps(world.get(), step["ops"].toArray(), files, live);
                if (QTest::currentTestFailed())
                    return;
                const std::vector<Event> got =
                    buffers ? stepIntoBuffer(world.get()) : stepByCallback(world.get());
                const QJsonArray want = step["events"].toArray();
                const QString where = QStringLiteral("events world %1 step %2%3")
                                          .arg(w)
                                          .arg(s)
                                          .arg(buffers ? " (step_into)" : "");
                QVERIFY2(got.size() == static_cast<std::size_t>(want.size()),
                         qPrintable(where + ": " + QString::number(got.size()) + " events"));
                for (std::size_t i = 0; i < got.size(); ++i) {
                    const QJsonArray e = want[static_cast<int>(i)].toArray();
                    const QString at = where + " event " + QString::number(i);
                    QVERIFY2(got[i].first == u32(e[0]) && got[i].second == u32(e[1]) &&
                                 got[i].phase == phaseOf(e[2].toString()),
                             qPrintable(at));
                    QVERIFY2(hm_world_overlap_area(world.get(), got[i].first, got[i].second) ==
                                 static_cast<long long>(e[3].toDouble()),
                             qPrintable(at + " area"));
                    int x = 0, y = 0;
                    const bool found = hm_world_first_contact(world.get(), got[i].first,
                                                              got[i].second, &x, &y) == 1;
                    QVERIFY2(found == !e[4].isNull(), qPrintable(at + " contact"));
                    if (found)
                        QVERIFY2(x == e[4].toArray()[0].toInt() && y == e[4].toArray()[1].toInt(),
                                 qPrintable(at + " contact"));
                    checks += 3;
                }
                ++steps;
            }
        }
    }
    qInfo("%d event steps (each world stepped with the callback, then into buffers)", steps);
}

namespace {

void checkQuery(hm_world* world, const QJsonObject& q, const Files& files,
                const std::set<uint32_t>& live, const QString& where) {
    const QString kind = q["kind"].toString();
    const uint32_t layers = u32(q["layers"]);
    const uint32_t exclude = excludeOf(q);
    const int x = q["x"].toInt(), y = q["y"].toInt();
    Ids byCallback, byBuffer;
    if (kind == "point") {
        hm_world_query_point(world, x, y, layers, exclude, collect, &byCallback);
        byBuffer = intoBuffer([&](uint32_t* out, long long capacity) {
            return hm_world_query_point_into(world, x, y, layers, exclude, out, capacity);
        });
    } else if (kind == "rect") {
        const int width = q["width"].toInt(), height = q["height"].toInt();
        hm_world_query_rect(world, x, y, width, height, layers, exclude, collect, &byCallback);
        byBuffer = intoBuffer([&](uint32_t* out, long long capacity) {
            return hm_world_query_rect_into(world, x, y, width, height, layers, exclude, out,
                                            capacity);
        });
    } else if (kind == "mask") {
        const hm_mask* mask = maskOf(files, q["mask"].toObject());
        QVERIFY2(mask, qPrintable(where));
        hm_world_query_mask_excluding(world, mask, x, y, layers, exclude, collect, &byCallback);
        byBuffer = intoBuffer([&](uint32_t* out, long long capacity) {
            return hm_world_query_mask_into(world, mask, x, y, layers, exclude, out, capacity);
        });
    } else if (kind == "collisions_of") {
        const uint32_t id = u32(q["id"]);
        hm_world_collisions_of(world, id, collect, &byCallback);
        byBuffer = intoBuffer([&](uint32_t* out, long long capacity) {
            return hm_world_collisions_of_into(world, id, out, capacity);
        });
    } else if (kind == "segment") {
        const QJsonArray from = q["from"].toArray(), to = q["to"].toArray();
        int hx = 0, hy = 0;
        const uint32_t id =
            hm_world_query_segment(world, from[0].toInt(), from[1].toInt(), to[0].toInt(),
                                   to[1].toInt(), layers, exclude, &hx, &hy);
        const QJsonObject hit = q["hit"].toObject();
        QVERIFY2((id == HM_INVALID_ID) == q["hit"].isNull(), qPrintable(where));
        if (id != HM_INVALID_ID)
            QVERIFY2(id == u32(hit["id"]) && hx == hit["x"].toInt() && hy == hit["y"].toInt(),
                     qPrintable(where));
        return;
    } else if (kind == "separation") {
        hm_separation_t s{};
        const uint32_t a = u32(q["a"]), b = u32(q["b"]);
        const int result = hm_world_separation(world, a, b, &s);
        if (!live.count(a) || !live.count(b))
            QVERIFY2(result == -1 && hm_last_error() == HM_ERROR_STALE_ID, qPrintable(where));
        else
            QVERIFY2(result == (q["left"].toInt() != 0 ? 1 : 0), qPrintable(where));
        QVERIFY2(s.left == q["left"].toInt() && s.right == q["right"].toInt() &&
                     s.up == q["up"].toInt() && s.down == q["down"].toInt() &&
                     s.push_x == q["push"].toArray()[0].toInt() &&
                     s.push_y == q["push"].toArray()[1].toInt(),
                 qPrintable(where));
        return;
    } else {
        QFAIL(qPrintable(where + ": unknown kind"));
    }
    const Ids want = idsOf(q["ids"]);
    QVERIFY2(byCallback == want, qPrintable(where + " (callback)"));
    QVERIFY2(byBuffer == want, qPrintable(where + " (_into)"));
}

} // namespace

void checkQueries(const QJsonArray& worlds, const Files& files, long long& checks) {
    int queries = 0;
    for (int w = 0; w < worlds.size(); ++w) {
        const QJsonObject spec = worlds[w].toObject();
        std::unique_ptr<hm_world, WorldDeleter> world(hm_world_new(spec["cell_size"].toInt()));
        QVERIFY(world);
        std::set<uint32_t> live;
        applyOps(world.get(), spec["ops"].toArray(), files, live);
        if (QTest::currentTestFailed())
            return;
        // Every live entry's pivot and origin, and no other entry.
        const QJsonArray positions = spec["positions"].toArray();
        Ids ids;
        for (const QJsonValue& value : positions) {
            const QJsonArray p = value.toArray();
            const uint32_t id = u32(p[0]);
            ids.push_back(id);
            int px = 0, py = 0, ox = 0, oy = 0;
            QVERIFY(hm_world_position(world.get(), id, &px, &py) == 1);
            QVERIFY(hm_world_origin(world.get(), id, &ox, &oy) == 1);
            QVERIFY2(
                px == p[1].toInt() && py == p[2].toInt() && ox == p[3].toInt() &&
                    oy == p[4].toInt(),
                qPrintable(QStringLiteral("queries world %1: entry %2's place").arg(w).arg(id)));
            checks += 4;
        }
        Ids entries = intoBuffer([&](uint32_t* out, long long capacity) {
            return hm_world_entries_into(world.get(), out, capacity);
        });
        std::sort(entries.begin(), entries.end());
        QVERIFY2(entries == ids,
                 qPrintable(QStringLiteral("queries world %1: its entries").arg(w)));
        const QJsonArray list = spec["queries"].toArray();
        for (int i = 0; i < list.size(); ++i) {
            checkQuery(world.get(), list[i].toObject(), files, live,
                       QStringLiteral("queries world %1 query %2 (%3)")
                           .arg(w)
                           .arg(i)
                           .arg(list[i].toObject()["kind"].toString()));
            if (QTest::currentTestFailed())
                return;
            ++checks;
            ++queries;
        }
    }
    qInfo("%d queries, each kind in its callback and its _into form", queries);
}

} // namespace conformance_c
