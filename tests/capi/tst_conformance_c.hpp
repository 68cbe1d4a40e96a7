// SPDX-License-Identifier: MIT
// The pieces tst_conformance_c's two files share: the suite's files, loaded through the C
// API, and the checks of its World sections (events, queries) in tst_conformance_c_world.cpp.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <hitmask/hitmask.h>
#include <map>
#include <memory>

namespace conformance_c {

struct FileDeleter {
    void operator()(hm_file* f) const { hm_file_free(f); }
};
struct MaskDeleter {
    void operator()(hm_mask* m) const { hm_mask_free(m); }
};
struct WorldDeleter {
    void operator()(hm_world* w) const { hm_world_free(w); }
};

using Files = std::map<QString, std::unique_ptr<hm_file, FileDeleter>>;

// The file a reference names, and its mask; null when the suite names what is not there.
const hm_file* fileOf(const Files& files, const QString& name);
const hm_mask* maskOf(const Files& files, const QJsonObject& ref);

// Each runs every case of its section through the C API (QVERIFY fails the test) and
// adds the answers it checked to `checks`.
void checkEvents(const QJsonArray& worlds, const Files& files, long long& checks);
void checkQueries(const QJsonArray& worlds, const Files& files, long long& checks);

} // namespace conformance_c
