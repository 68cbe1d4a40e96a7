// SPDX-License-Identifier: MIT
// The conformance suite (tests/conformance, README there) through the C API: every
// answer of expected.json checked with hm_* calls only (the World sections "events" and
// "queries" in tst_conformance_c_world.cpp). HITMASK_CONFORMANCE_DIR in the
// environment points it at another copy of the suite.
#include "tst_conformance_c.hpp"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace conformance_c {

const hm_file* fileOf(const Files& files, const QString& name) {
    const auto found = files.find(name);
    return found == files.end() ? nullptr : found->second.get();
}

const hm_mask* maskOf(const Files& files, const QJsonObject& ref) {
    const hm_file* file = fileOf(files, ref["file"].toString());
    if (!file)
        return nullptr;
    return hm_file_mask(
        file, ref["frame"].toInt(),
        hm_file_channel_index(file, ref["channel"].toString().toUtf8().constData()));
}

} // namespace conformance_c

namespace {

using namespace conformance_c;

// A mask's rows as the suite writes them: ceil(width / 8) bytes of lowercase hex each,
// the most significant bit leftmost.
QStringList hexRows(const hm_mask* mask) {
    QStringList rows;
    const int width = hm_mask_width(mask);
    for (int y = 0; y < hm_mask_height(mask); ++y) {
        QByteArray bytes;
        for (int x = 0; x < width; x += 8) {
            int byte = 0;
            for (int i = 0; i < 8; ++i)
                if (hm_mask_get(mask, x + i, y))
                    byte |= 0x80 >> i;
            bytes.append(static_cast<char>(byte));
        }
        rows << QString::fromLatin1(bytes.toHex());
    }
    return rows;
}

QStringList strings(const QJsonValue& value) {
    QStringList out;
    for (const QJsonValue& v : value.toArray())
        out << v.toString();
    return out;
}

} // namespace

class TestConformanceC : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void limits();
    void files();
    void rgba();
    void pairs();
    void worlds();
    void events();
    void queries();
    void malformed();
    void cleanupTestCase();

private:
    const hm_mask* maskOf(const QJsonObject& ref) { return conformance_c::maskOf(files_, ref); }
    void checkPushOut(const hm_mask* a, const hm_mask* b, const QJsonObject& offset,
                      const QString& where);

    QString dir_;
    QJsonObject suite_;
    Files files_;
    long long checks_ = 0;
    long long overlapMasks_ = 0;
};

void TestConformanceC::initTestCase() {
    dir_ = qEnvironmentVariable("HITMASK_CONFORMANCE_DIR", QStringLiteral(HITMASK_CONFORMANCE_DIR));
    QFile json(dir_ + "/expected.json");
    QVERIFY2(json.open(QIODevice::ReadOnly),
             qPrintable(json.fileName() + ": " + json.errorString()));
    QJsonParseError error;
    suite_ = QJsonDocument::fromJson(json.readAll(), &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QCOMPARE(suite_["format"].toString(), QStringLiteral("hitmask-conformance"));
    QCOMPARE(suite_["version"].toInt(), 1);
    QVERIFY(!suite_["files"].toArray().isEmpty());
}

// The header's HM_HMSK_MAX_* macros are the format's limits, number for number.
void TestConformanceC::limits() {
    const QJsonObject want = suite_["limits"].toObject();
    const std::pair<const char*, unsigned long long> macros[] = {
        {"max_frames", HM_HMSK_MAX_FRAMES},
        {"max_channels", HM_HMSK_MAX_CHANNELS},
        {"max_name_bytes", HM_HMSK_MAX_NAME_BYTES},
        {"max_side", HM_HMSK_MAX_SIDE},
        {"max_frame_pixels", HM_HMSK_MAX_FRAME_PIXELS},
        {"max_pixels", HM_HMSK_MAX_PIXELS},
        {"max_rows", HM_HMSK_MAX_ROWS},
        {"max_masks", HM_HMSK_MAX_MASKS},
        {"max_file_bytes", HM_HMSK_MAX_FILE_BYTES},
    };
    QCOMPARE(want.size(), qsizetype(std::size(macros)));
    for (const auto& [key, value] : macros) {
        QVERIFY2(want.contains(QLatin1String(key)), key);
        QCOMPARE(want[QLatin1String(key)].toInteger(), qint64(value));
    }
}

void TestConformanceC::files() {
    for (const QJsonValue& value : suite_["files"].toArray()) {
        const QJsonObject want = value.toObject();
        const QString name = want["name"].toString();
        const QByteArray path = QFile::encodeName(dir_ + "/files/" + name);
        char error[256] = "";
        hm_file* file = hm_file_load(path.constData(), error, sizeof error);
        QVERIFY2(file, qPrintable(name + ": " + error));
        files_[name].reset(file);
        QCOMPARE(hm_file_version(file), want["version"].toInt());
        QCOMPARE(QString::fromLatin1(hm_file_encoding(file)), want["encoding"].toString());
        const QStringList channels = strings(want["channels"]);
        QCOMPARE(hm_file_channels(file), channels.size());
        for (int c = 0; c < channels.size(); ++c) {
            QCOMPARE(QString::fromUtf8(hm_file_channel_name(file, c)), channels[c]);
            QCOMPARE(hm_file_channel_index(file, channels[c].toUtf8().constData()), c);
        }
        const QJsonArray frames = want["frames"].toArray();
        QCOMPARE(hm_file_frames(file), frames.size());
        for (int f = 0; f < frames.size(); ++f) {
            const QJsonObject frame = frames[f].toObject();
            const QString where = QStringLiteral("%1 frame %2").arg(name).arg(f);
            QCOMPARE(hm_file_frame_width(file, f), frame["width"].toInt());
            QCOMPARE(hm_file_frame_height(file, f), frame["height"].toInt());
            int x = 0, y = 0;
            QVERIFY(hm_file_origin(file, f, &x, &y));
            QCOMPARE(x, frame["origin"].toArray()[0].toInt());
            QCOMPARE(y, frame["origin"].toArray()[1].toInt());
            const QJsonObject masks = frame["masks"].toObject();
            QCOMPARE(masks.size(), channels.size());
            for (int c = 0; c < channels.size(); ++c) {
                const QJsonObject mask = masks[channels[c]].toObject();
                const hm_mask* m = hm_file_mask(file, f, c);
                QVERIFY2(m, qPrintable(where));
                QCOMPARE(hm_mask_width(m), frame["width"].toInt());
                QCOMPARE(hm_mask_height(m), frame["height"].toInt());
                QVERIFY2(hm_mask_count(m) == static_cast<long long>(mask["count"].toDouble()),
                         qPrintable(where + " " + channels[c] + " count"));
                QVERIFY2(hexRows(m) == strings(mask["rows"]),
                         qPrintable(where + " " + channels[c] + " rows"));
                checks_ += 2 + hm_mask_height(m);
            }
            checks_ += 3;
        }
        checks_ += 3 + channels.size();
    }
    qInfo("%zu files", files_.size());
}

void TestConformanceC::rgba() {
    int cases = 0;
    for (const QJsonValue& value : suite_["rgba"].toArray()) {
        const QJsonObject want = value.toObject();
        QFile in(dir_ + "/rgba/" + want["name"].toString());
        QVERIFY2(in.open(QIODevice::ReadOnly), qPrintable(in.fileName()));
        const QByteArray pixels = in.readAll();
        const int width = want["width"].toInt(), height = want["height"].toInt();
        QCOMPARE(pixels.size(), static_cast<qsizetype>(width) * height * 4);
        std::unique_ptr<hm_mask, MaskDeleter> mask(hm_mask_from_rgba(
            reinterpret_cast<const uint8_t*>(pixels.constData()), width, height,
            static_cast<ptrdiff_t>(width) * 4, static_cast<uint8_t>(want["threshold"].toInt())));
        QVERIFY(mask);
        QCOMPARE(hm_mask_count(mask.get()), static_cast<long long>(want["count"].toDouble()));
        QVERIFY2(hexRows(mask.get()) == strings(want["rows"]), qPrintable(want["name"].toString()));
        checks_ += 2 + height;
        ++cases;
    }
    qInfo("%d RGBA cases", cases);
}

// An offset's separation and push through hm_separation(), and its overlap mask, when
// the suite gives one, through hm_overlap_mask().
void TestConformanceC::checkPushOut(const hm_mask* a, const hm_mask* b, const QJsonObject& offset,
                                    const QString& where) {
    const int dx = offset["dx"].toInt(), dy = offset["dy"].toInt();
    const QJsonArray want = offset["separation"].toArray();
    const QJsonArray push = offset["push"].toArray();
    QVERIFY2(want.size() == 4 && push.size() == 2, qPrintable(where));
    hm_separation_t s{};
    QVERIFY2(hm_separation(a, b, dx, dy, &s) == (offset["overlaps"].toBool() ? 1 : 0),
             qPrintable(where));
    QVERIFY2(s.left == want[0].toInt() && s.right == want[1].toInt() && s.up == want[2].toInt() &&
                 s.down == want[3].toInt() && s.push_x == push[0].toInt() &&
                 s.push_y == push[1].toInt(),
             qPrintable(where + " separation"));
    checks_ += 2;
    if (!offset.contains("overlap_mask"))
        return;
    const QJsonObject mask = offset["overlap_mask"].toObject();
    std::unique_ptr<hm_mask, MaskDeleter> both(hm_overlap_mask(a, b, dx, dy));
    QVERIFY2(both, qPrintable(where));
    QVERIFY2(hm_mask_count(both.get()) == static_cast<long long>(mask["count"].toDouble()) &&
                 hexRows(both.get()) == strings(mask["rows"]),
             qPrintable(where + " overlap mask"));
    ++overlapMasks_;
    checks_ += 2;
}

void TestConformanceC::pairs() {
    QVERIFY(!files_.empty());
    long long offsets = 0;
    for (const QJsonValue& value : suite_["pairs"].toArray()) {
        const QJsonObject pair = value.toObject();
        const hm_mask* a = maskOf(pair["a"].toObject());
        const hm_mask* b = maskOf(pair["b"].toObject());
        QVERIFY2(a && b,
                 qPrintable(QJsonDocument(pair["a"].toObject()).toJson(QJsonDocument::Compact)));
        for (const QJsonValue& o : pair["offsets"].toArray()) {
            const QJsonObject offset = o.toObject();
            const int dx = offset["dx"].toInt(), dy = offset["dy"].toInt();
            QCOMPARE(static_cast<double>(dx), offset["dx"].toDouble()); // in int range
            const QString where = QStringLiteral("%1 / %2 at %3, %4")
                                      .arg(pair["a"].toObject()["file"].toString(),
                                           pair["b"].toObject()["file"].toString())
                                      .arg(dx)
                                      .arg(dy);
            QVERIFY2(hm_overlaps(a, b, dx, dy) == (offset["overlaps"].toBool() ? 1 : 0),
                     qPrintable(where));
            QVERIFY2(hm_overlap_area(a, b, dx, dy) ==
                         static_cast<long long>(offset["area"].toDouble()),
                     qPrintable(where));
            int x = 0, y = 0;
            const bool found = hm_first_contact(a, b, dx, dy, &x, &y) == 1;
            const QJsonValue contact = offset["contact"];
            QVERIFY2(found == !contact.isNull(), qPrintable(where));
            if (found)
                QVERIFY2(x == contact.toArray()[0].toInt() && y == contact.toArray()[1].toInt(),
                         qPrintable(where));
            checkPushOut(a, b, offset, where);
            if (QTest::currentTestFailed())
                return;
            ++offsets;
        }
    }
    checks_ += 3 * offsets;
    qInfo("%lld pair offsets, %lld overlap masks", offsets, overlapMasks_);
}

void TestConformanceC::worlds() {
    QVERIFY(!files_.empty());
    int worlds = 0, steps = 0;
    for (const QJsonValue& value : suite_["worlds"].toArray()) {
        const QJsonObject spec = value.toObject();
        std::unique_ptr<hm_world, WorldDeleter> world(hm_world_new(spec["cell_size"].toInt()));
        QVERIFY(world);
        std::map<int, uint32_t> idOf;    // entry number -> id, live entries
        std::map<uint32_t, int> entryOf; // id -> entry number
        for (const QJsonValue& s : spec["steps"].toArray()) {
            const QJsonObject step = s.toObject();
            for (const QJsonValue& a : step["add"].toArray()) {
                const QJsonObject add = a.toObject();
                const hm_mask* mask = maskOf(add["mask"].toObject());
                QVERIFY(mask);
                const uint32_t id =
                    hm_world_add(world.get(), mask, add["x"].toInt(), add["y"].toInt());
                QVERIFY(id != HM_INVALID_ID);
                if (add.contains("layers") || add.contains("collides_with"))
                    QVERIFY(hm_world_set_layers(
                        world.get(), id, static_cast<uint32_t>(add["layers"].toDouble(1)),
                        static_cast<uint32_t>(add["collides_with"].toDouble(4294967295.0))));
                const int entry = add["entry"].toInt();
                QVERIFY(!idOf.count(entry));
                idOf[entry] = id;
                entryOf[id] = entry;
            }
            for (const QJsonValue& m : step["move"].toArray()) {
                const QJsonObject move = m.toObject();
                QVERIFY(idOf.count(move["entry"].toInt()));
                QVERIFY(hm_world_move(world.get(), idOf[move["entry"].toInt()], move["x"].toInt(),
                                      move["y"].toInt()));
            }
            for (const QJsonValue& r : step["remove"].toArray()) {
                QVERIFY(idOf.count(r.toInt()));
                const uint32_t id = idOf[r.toInt()];
                QVERIFY(hm_world_remove(world.get(), id));
                idOf.erase(r.toInt());
                entryOf.erase(id);
            }
            std::vector<std::pair<uint32_t, uint32_t>> got;
            const long long count = hm_world_collisions(
                world.get(),
                [](uint32_t first, uint32_t second, void* user) {
                    static_cast<std::vector<std::pair<uint32_t, uint32_t>>*>(user)->emplace_back(
                        first, second);
                },
                &got);
            QCOMPARE(count, static_cast<long long>(got.size()));
            QVERIFY(std::is_sorted(got.begin(), got.end()));
            std::vector<std::pair<int, int>> entries;
            for (const auto& [first, second] : got) {
                QVERIFY(first < second);
                QVERIFY(entryOf.count(first) && entryOf.count(second));
                const int p = entryOf[first], q = entryOf[second];
                entries.emplace_back(std::min(p, q), std::max(p, q));
            }
            std::sort(entries.begin(), entries.end());
            std::vector<std::pair<int, int>> want;
            for (const QJsonValue& p : step["pairs"].toArray())
                want.emplace_back(p.toArray()[0].toInt(), p.toArray()[1].toInt());
            QVERIFY2(entries == want,
                     qPrintable(QStringLiteral("world %1 step %2: %3 pairs, want %4")
                                    .arg(worlds)
                                    .arg(steps)
                                    .arg(entries.size())
                                    .arg(want.size())));
            QCOMPARE(hm_world_size(world.get()), static_cast<long long>(idOf.size()));
            checks_ += 1 + static_cast<long long>(want.size());
            ++steps;
        }
        ++worlds;
    }
    qInfo("%d worlds, %d steps", worlds, steps);
}

void TestConformanceC::events() {
    QVERIFY(!files_.empty());
    QVERIFY(!suite_["events"].toArray().isEmpty());
    checkEvents(suite_["events"].toArray(), files_, checks_);
}

void TestConformanceC::queries() {
    QVERIFY(!files_.empty());
    QVERIFY(!suite_["queries"].toArray().isEmpty());
    checkQueries(suite_["queries"].toArray(), files_, checks_);
}

void TestConformanceC::malformed() {
    int cases = 0;
    for (const QJsonValue& value : suite_["malformed"].toArray()) {
        const QJsonObject want = value.toObject();
        const QString path = dir_ + "/malformed/" + want["name"].toString();
        char error[512] = "";
        QVERIFY(!hm_file_load(QFile::encodeName(path).constData(), error, sizeof error));
        QCOMPARE(QString::fromUtf8(error), want["error"].toString());
        QFile in(path);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QByteArray bytes = in.readAll();
        error[0] = '\0';
        QVERIFY(!hm_file_load_memory(bytes.constData(), static_cast<size_t>(bytes.size()), error,
                                     sizeof error));
        QCOMPARE(QString::fromUtf8(error), want["error"].toString());
        checks_ += 2;
        ++cases;
    }
    qInfo("%d malformed files", cases);
}

void TestConformanceC::cleanupTestCase() {
    qInfo("%lld answers checked through the C API", checks_);
}

QTEST_GUILESS_MAIN(TestConformanceC)
#include "tst_conformance_c.moc"
