// SPDX-License-Identifier: MIT
// The C API's error scheme: every function declared in the headers records HM_OK when it
// succeeds (the per-pair tests leave the code alone), every error code is reachable with
// a message naming the function and the reason, and the record is per thread.
#include "../support/allocationcounter.hpp"
#include "capitest.hpp"

#include <QTest>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <map>
#include <new>
#include <set>
#include <string>
#include <thread>

using capitest::FilePtr;
using capitest::MaskPtr;
using capitest::WorldPtr;

// Allocation failure on demand reaches HM_ERROR_MEMORY: the library's C++ allocations
// come to the test program's operator new, which replaces the standard library's.
using hitmask::testing::g_failAllocations;

namespace {

void noPair(uint32_t, uint32_t, void*) {}
void noId(uint32_t, void*) {}
void noContact(uint32_t, uint32_t, int, void*) {}
void noDetail(uint32_t, uint32_t, long long, int, int, void*) {}

// Every hm_* function the headers declare, read from them as check_exports.cmake does.
std::set<std::string> declaredFunctions() {
    std::set<std::string> names;
    for (const char* header :
         {"hitmask_common.h", "hitmask_file.h", "hitmask_mask.h", "hitmask_world.h",
          "hitmask_world_queries.h", "hitmask_world_buffers.h"}) {
        std::ifstream in(std::string(HITMASK_C_HEADERS) + "/" + header);
        std::string line;
        while (std::getline(in, line)) {
            // "HM_API type hm_name(" or "HM_API type* hm_name(": the name ends at the "(".
            const std::size_t paren = line.find('(');
            if (line.rfind("HM_API ", 0) != 0 || paren == std::string::npos)
                continue;
            const std::size_t start = line.rfind("hm_", paren);
            if (start != std::string::npos)
                names.insert(line.substr(start, paren - start));
        }
    }
    return names;
}

// A failure recorded, so that a call that succeeds must clear it.
void setSomeError() {
    hm_mask_width(nullptr);
}

struct Fixture {
    std::vector<std::uint8_t> bytes;
    FilePtr file;
    MaskPtr mask;
    WorldPtr world;
    uint32_t a = 0, b = 0;
    Fixture() {
        capioracle::Pixels dot{2, 2, {1, 1, 1, 1}};
        bytes = capioracle::writeHmsk({"solid"}, {{{dot}, 1, 1}}, 0);
        file.reset(hm_file_load_memory(bytes.data(), bytes.size(), nullptr, 0));
        mask.reset(hm_mask_new(2, 2));
        hm_mask_set(mask.get(), 0, 0, 1);
        world.reset(hm_world_new(16));
        a = hm_world_add(world.get(), mask.get(), 0, 0);
        b = hm_world_add_frame(world.get(), file.get(), 0, 0, 1, 1);
    }
};

} // namespace

class TestCApiErrors : public QObject {
    Q_OBJECT

private slots:
    void everyFunctionRecordsSuccess();
    void everyCodeIsReachable();
    void errorsArePerThread();
    void versionNumber();
};

void TestCApiErrors::everyFunctionRecordsSuccess() {
    Fixture f;
    hm_world* w = f.world.get();
    const hm_mask* m = f.mask.get();
    const hm_file* file = f.file.get();
    const std::string path = std::string(HITMASK_CONFORMANCE_DIR) + "/files/shapes.hmsk";
    int x = 0, y = 0;
    uint32_t ids[8];
    hm_pair pairs[8];
    hm_contact contacts[8];
    const uint32_t moveIds[1] = {f.a};
    const int32_t moveXy[2] = {0, 0};
    const std::uint8_t bits[1] = {1};
    const std::uint8_t rgba[4] = {0, 0, 0, 255};
    hm_separation_t sep;
    // What the calls make is freed after the check, so that the freeing call's own
    // record never hides the maker's; what they free was made here.
    std::vector<hm_file*> files;
    std::vector<hm_mask*> masks;
    hm_world* made = nullptr;
    std::vector<uint32_t> added;
    hm_file* toFree = hm_file_load_memory(f.bytes.data(), f.bytes.size(), nullptr, 0);
    hm_mask* maskToFree = hm_mask_new(1, 1);
    hm_world* worldToFree = hm_world_new(8);
    const uint32_t toRemove = hm_world_add(w, m, 9, 9);
    // One function a line, a table:
    // clang-format off
    const std::map<std::string, std::function<void()>> calls = {
        {"hm_version", [] { hm_version(); }},
        {"hm_version_number", [] { hm_version_number(); }},
        {"hm_file_load", [&] { files.push_back(hm_file_load(path.c_str(), nullptr, 0)); }},
        {"hm_file_load_memory", [&] { files.push_back(hm_file_load_memory(f.bytes.data(), f.bytes.size(), nullptr, 0)); }},
        {"hm_file_free", [&] { hm_file_free(toFree); }},
        {"hm_file_version", [&] { hm_file_version(file); }},
        {"hm_file_encoding", [&] { hm_file_encoding(file); }},
        {"hm_file_frames", [&] { hm_file_frames(file); }},
        {"hm_file_channels", [&] { hm_file_channels(file); }},
        {"hm_file_channel_name", [&] { hm_file_channel_name(file, 0); }},
        {"hm_file_channel_index", [&] { hm_file_channel_index(file, "solid"); }},
        {"hm_file_frame_width", [&] { hm_file_frame_width(file, 0); }},
        {"hm_file_frame_height", [&] { hm_file_frame_height(file, 0); }},
        {"hm_file_mask", [&] { hm_file_mask(file, 0, 0); }},
        {"hm_file_origin", [&] { hm_file_origin(file, 0, &x, &y); }},
        {"hm_mask_new", [&] { masks.push_back(hm_mask_new(3, 3)); }},
        {"hm_mask_from_rgba", [&] { masks.push_back(hm_mask_from_rgba(rgba, 1, 1, 4, 0)); }},
        {"hm_mask_from_bits", [&] { masks.push_back(hm_mask_from_bits(bits, 1, 1, 1)); }},
        {"hm_mask_free", [&] { hm_mask_free(maskToFree); }},
        {"hm_mask_width", [&] { hm_mask_width(m); }},
        {"hm_mask_height", [&] { hm_mask_height(m); }},
        {"hm_mask_get", [&] { hm_mask_get(m, 9, 9); }},
        {"hm_mask_set", [&] { hm_mask_set(f.mask.get(), 0, 0, 1); }},
        {"hm_mask_count", [&] { hm_mask_count(m); }},
        {"hm_separation", [&] { hm_separation(m, m, 0, 0, &sep); }},
        {"hm_overlap_mask", [&] { masks.push_back(hm_overlap_mask(m, m, 1, 0)); }},
        {"hm_world_new", [&] { made = hm_world_new(8); }},
        {"hm_world_free", [&] { hm_world_free(worldToFree); }},
        {"hm_world_add", [&] { added.push_back(hm_world_add(w, m, 5, 5)); }},
        {"hm_world_add_origin", [&] { added.push_back(hm_world_add_origin(w, m, 1, 1, 5, 5)); }},
        {"hm_world_add_frame", [&] { added.push_back(hm_world_add_frame(w, file, 0, 0, 5, 5)); }},
        {"hm_world_move", [&] { hm_world_move(w, f.a, 0, 0); }},
        {"hm_world_move_many", [&] { hm_world_move_many(w, moveIds, moveXy, 1); }},
        {"hm_world_set_mask", [&] { hm_world_set_mask(w, f.a, m); }},
        {"hm_world_set_frame", [&] { hm_world_set_frame(w, f.b, file, 0, 0); }},
        {"hm_world_set_mask_origin", [&] { hm_world_set_mask_origin(w, f.b, m, 2, 3); }},
        {"hm_world_remove", [&] { hm_world_remove(w, toRemove); }},
        {"hm_world_set_layers", [&] { hm_world_set_layers(w, f.a, 1, ~0u); }},
        {"hm_world_contains", [&] { hm_world_contains(w, HM_INVALID_ID); }},
        {"hm_world_set_user_data", [&] { hm_world_set_user_data(w, f.a, nullptr); }},
        {"hm_world_user_data", [&] { hm_world_user_data(w, f.a); }},
        {"hm_world_position", [&] { hm_world_position(w, f.a, &x, &y); }},
        {"hm_world_origin", [&] { hm_world_origin(w, f.b, &x, &y); }},
        {"hm_world_mask", [&] { hm_world_mask(w, f.a); }},
        {"hm_world_layers", [&] { hm_world_layers(w, f.a, nullptr, nullptr); }},
        {"hm_world_entries", [&] { hm_world_entries(w, noId, nullptr); }},
        {"hm_world_cell_size", [&] { hm_world_cell_size(w); }},
        {"hm_world_size", [&] { hm_world_size(w); }},
        {"hm_world_candidate_pairs", [&] { hm_world_candidate_pairs(w); }},
        {"hm_world_collisions", [&] { hm_world_collisions(w, noPair, nullptr); }},
        {"hm_world_query", [&] { hm_world_query(w, m, 0, 0, ~0u, noId, nullptr); }},
        {"hm_world_query_mask_excluding", [&] { hm_world_query_mask_excluding(w, m, 0, 0, ~0u, f.a, noId, nullptr); }},
        {"hm_world_query_mask", [&] { hm_world_query_mask(w, m, 0, 0, ~0u, f.a, noId, nullptr); }},
        {"hm_world_query_point", [&] { hm_world_query_point(w, 0, 0, ~0u, f.a, noId, nullptr); }},
        {"hm_world_query_rect", [&] { hm_world_query_rect(w, 0, 0, 4, 4, ~0u, f.a, noId, nullptr); }},
        {"hm_world_query_segment", [&] { hm_world_query_segment(w, -9, -9, -5, -5, ~0u, f.a, &x, &y); }},
        {"hm_world_collisions_of", [&] { hm_world_collisions_of(w, f.a, noId, nullptr); }},
        {"hm_world_step", [&] { hm_world_step(w, noContact, nullptr); }},
        {"hm_world_collisions_detail", [&] { hm_world_collisions_detail(w, 3, noDetail, nullptr); }},
        {"hm_world_overlap_area", [&] { hm_world_overlap_area(w, f.a, f.b); }},
        {"hm_world_first_contact", [&] { hm_world_first_contact(w, f.a, f.b, &x, &y); }},
        {"hm_world_separation", [&] { hm_world_separation(w, f.a, f.b, &sep); }},
        {"hm_world_collisions_into", [&] { hm_world_collisions_into(w, pairs, 8); }},
        {"hm_world_step_into", [&] { hm_world_step_into(w, contacts, 8); }},
        {"hm_world_collisions_of_into", [&] { hm_world_collisions_of_into(w, f.a, ids, 8); }},
        {"hm_world_entries_into", [&] { hm_world_entries_into(w, ids, 8); }},
        {"hm_world_query_mask_into", [&] { hm_world_query_mask_into(w, m, 0, 0, ~0u, HM_INVALID_ID, ids, 8); }},
        {"hm_world_query_point_into", [&] { hm_world_query_point_into(w, 0, 0, ~0u, HM_INVALID_ID, ids, 8); }},
        {"hm_world_query_rect_into", [&] { hm_world_query_rect_into(w, 0, 0, 3, 3, ~0u, HM_INVALID_ID, ids, 8); }},
    };
    // The per-pair hot path leaves the code alone when it succeeds; the two readers of the
    // record change nothing.
    const std::map<std::string, std::function<void()>> keep = {
        {"hm_overlaps", [&] { hm_overlaps(m, m, 0, 0); }},
        {"hm_overlap_area", [&] { hm_overlap_area(m, m, 0, 0); }},
        {"hm_first_contact", [&] { hm_first_contact(m, m, 0, 0, &x, &y); }},
        {"hm_last_error", [] { hm_last_error(); }},
        {"hm_last_error_message", [] { hm_last_error_message(); }},
    };
    // clang-format on
    std::set<std::string> covered;
    for (const auto& [name, call] : calls) {
        setSomeError();
        call();
        QVERIFY2(hm_last_error() == HM_OK, (name + ": " + hm_last_error_message()).c_str());
        QCOMPARE(std::string(hm_last_error_message()), std::string());
        covered.insert(name);
    }
    QCOMPARE(files.size(), std::size_t(2));
    for (hm_file* loaded : files)
        QVERIFY(loaded);
    for (hm_file* loaded : files)
        hm_file_free(loaded);
    QCOMPARE(masks.size(), std::size_t(4));
    for (hm_mask* one : masks)
        QVERIFY(one);
    for (hm_mask* one : masks)
        hm_mask_free(one);
    QVERIFY(made);
    hm_world_free(made);
    for (const uint32_t id : added)
        QCOMPARE(hm_world_remove(w, id), 1);
    QVERIFY(!hm_world_contains(w, toRemove));
    for (const auto& [name, call] : keep) {
        setSomeError();
        call();
        QVERIFY2(hm_last_error() == HM_ERROR_ARGUMENT, name.c_str());
        QCOMPARE(std::string(hm_last_error_message()), std::string("hm_mask_width: mask is NULL"));
        covered.insert(name);
    }
    const std::set<std::string> declared = declaredFunctions();
    QCOMPARE(declared.size(), std::size_t(74));
    for (const std::string& name : declared)
        QVERIFY2(covered.count(name), (name + " is not checked").c_str());
}

namespace {

struct Reentry {
    hm_world* world;
    uint32_t id;
    int code = -1;
    std::string message;
};

void moveFromCallback(uint32_t, uint32_t, void* user) {
    auto* r = static_cast<Reentry*>(user);
    hm_world_move(r->world, r->id, 1, 1);
    r->code = hm_last_error();
    r->message = hm_last_error_message();
}

// The code and message the call left, as "code: message".
template <class F> std::string after(F&& call) {
    call();
    return std::to_string(hm_last_error()) + ": " + hm_last_error_message();
}

} // namespace

void TestCApiErrors::everyCodeIsReachable() {
    Fixture f;
    hm_world* w = f.world.get();
    QCOMPARE(hm_world_remove(w, f.a), 1);
    const uint32_t reused = hm_world_add(w, f.mask.get(), 0, 0); // slot 0, generation 1
    QCOMPARE(reused, 0x00100000u);
    QCOMPARE(hm_world_remove(w, reused), 1);
    QCOMPARE(after([&] { hm_world_move(w, reused, 0, 0); }),
             std::string("2: hm_world_move: id 0x00100000 is not live"));
    QCOMPARE(after([&] { hm_world_user_data(w, HM_INVALID_ID); }),
             std::string("2: hm_world_user_data: id 0xffffffff is not live"));
    hm_separation_t s;
    QCOMPARE(hm_world_separation(w, f.b, reused, &s), -1);
    QCOMPARE(hm_last_error(), HM_ERROR_STALE_ID);
    QCOMPARE(after([&] { hm_world_move(nullptr, 0, 0, 0); }),
             std::string("1: hm_world_move: world is NULL"));
    QCOMPARE(after([&] { hm_mask_set(f.mask.get(), 2, 0, 1); }),
             std::string("1: hm_mask_set: pixel (2, 0) is outside the 2 x 2 mask"));
    QCOMPARE(after([&] { hm_file_mask(f.file.get(), 1, 0); }),
             std::string("1: hm_file_mask: frame 1 is not in 0..0"));
    QCOMPARE(after([&] { hm_file_channel_index(f.file.get(), "hurt"); }),
             std::string("1: hm_file_channel_index: no channel named \"hurt\""));
    QCOMPARE(after([&] { hm_world_new(0); }),
             std::string("1: hm_world_new: cell size 0 is below 1"));
    QCOMPARE(after([&] { hm_world_entries_into(w, nullptr, -2); }),
             std::string("1: hm_world_entries_into: capacity -2 is negative"));

    Reentry r{w, f.b, -1, {}};
    hm_world_add(w, f.mask.get(), 1, 1);
    QVERIFY(hm_world_collisions(w, moveFromCallback, &r) > 0);
    QCOMPARE(r.code, HM_ERROR_IN_CALLBACK);
    QCOMPARE(r.message, std::string("hm_world_move: called from a callback of this world"));
    QCOMPARE(hm_last_error(), HM_OK); // the outer call succeeded after its callbacks

    g_failAllocations = true;
    hm_world* none = hm_world_new(8);
    g_failAllocations = false;
    QVERIFY(!none);
    QCOMPARE(hm_last_error(), HM_ERROR_MEMORY);
    QCOMPARE(std::string(hm_last_error_message()), std::string("hm_world_new: out of memory"));

    QCOMPARE(after([] { hm_mask_new(1 << 30, 1 << 30); }),
             std::string("5: hm_mask_new: a 1073741824 x 1073741824 mask takes more than 1 GiB"));

    char error[64];
    QVERIFY(!hm_file_load_memory("HMSKjunk", 8, error, sizeof error));
    QCOMPARE(hm_last_error(), HM_ERROR_FILE);
    QCOMPARE(std::string(hm_last_error_message()), "hm_file_load_memory: " + std::string(error));
    QVERIFY(!hm_file_load("/nonexistent/ship.hmsk", nullptr, 0));
    QCOMPARE(hm_last_error(), HM_ERROR_FILE);
    QVERIFY(std::string(hm_last_error_message()).rfind("hm_file_load: cannot", 0) == 0);
}

void TestCApiErrors::errorsArePerThread() {
    hm_world_move(nullptr, 0, 0, 0);
    QCOMPARE(hm_last_error(), HM_ERROR_ARGUMENT);
    int seenThere = -1, afterThere = -1;
    std::string messageThere;
    std::thread other([&] {
        seenThere = hm_last_error(); // a fresh thread has no failure
        hm_world_user_data(nullptr, 0);
        hm_mask_new(-1, 0);
        afterThere = hm_last_error();
        messageThere = hm_last_error_message();
    });
    other.join();
    QCOMPARE(seenThere, HM_OK);
    QCOMPARE(afterThere, HM_ERROR_ARGUMENT);
    QCOMPARE(messageThere, std::string("hm_mask_new: size -1 x 0 is negative"));
    QCOMPARE(std::string(hm_last_error_message()), std::string("hm_world_move: world is NULL"));
}

void TestCApiErrors::versionNumber() {
    QCOMPARE(hm_version_number(), HM_VERSION_NUMBER);
    QCOMPARE(HM_VERSION_NUMBER,
             HM_VERSION_MAJOR * 10000 + HM_VERSION_MINOR * 100 + HM_VERSION_PATCH);
    const std::string text = std::to_string(HM_VERSION_MAJOR) + "." +
                             std::to_string(HM_VERSION_MINOR) + "." +
                             std::to_string(HM_VERSION_PATCH);
    QCOMPARE(std::string(hm_version()), text);
}

QTEST_GUILESS_MAIN(TestCApiErrors)

#include "tst_capierrors.moc"
