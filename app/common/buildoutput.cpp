// SPDX-License-Identifier: MIT
#include "buildoutput.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <algorithm>

namespace hitmask {

namespace {

// A write-only device that compares what it is given with a file, a piece at a time, and
// refuses the first piece that differs, so that a streamed writer stops early.
class ComparingDevice final : public QIODevice {
public:
    explicit ComparingDevice(QFile& file)
        : file_(file) {
        open(QIODevice::WriteOnly);
    }
    // Whether everything written matched and the file holds nothing more.
    bool matchedAll() const { return !differs_ && file_.atEnd(); }

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char* data, qint64 size) override {
        if (differs_)
            return -1;
        if (file_.read(size) != QByteArrayView(data, size)) {
            differs_ = true;
            return -1;
        }
        return size;
    }

private:
    QFile& file_;
    bool differs_ = false;
};

// For a file that already holds the bytes to write: leaves it and its time alone, so a
// build sees nothing new downstream (Ninja's restat), unless an input is newer: Make would
// then run the rule again on every build. The file takes a time past the newest input's
// (whose stored time may have more digits than the millisecond QDateTime holds), or now
// if that is later. False when the time cannot be set (not ours): write the file anew.
bool keepUnchanged(QFile& existing, const QStringList& inputs) {
    QDateTime newest;
    for (const QString& input : inputs)
        if (const QDateTime time = QFileInfo(input).lastModified();
            time.isValid() && (!newest.isValid() || time > newest))
            newest = time;
    const QDateTime stamp = existing.fileTime(QFileDevice::FileModificationTime);
    if (!newest.isValid() || stamp > newest)
        return true;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QDateTime later = std::max(now, newest.addMSecs(1));
    return existing.setFileTime(later, QFileDevice::FileModificationTime);
}

} // namespace

bool writeBuildOutput(const QString& path, const QByteArray& bytes, QString* error,
                      const QStringList& inputs) {
    return writeBuildOutput(
        path, [&bytes](QIODevice& device) { return device.write(bytes) == bytes.size(); }, error,
        inputs);
}

bool writeBuildOutput(const QString& path, const DeviceWriter& writer, QString* error,
                      const QStringList& inputs) {
    if (!makeFolders(QFileInfo(path).absolutePath(), error))
        return false;
    // A link where an output goes is replaced by the file, never written through: its
    // target may lie anywhere (the replace check has asked before an export gets here).
    if (QFileInfo(path).isSymLink())
        return replaceLinkAtomically(path, writer, error);
    // The size is not known before writing, so the comparison streams too: it reads the
    // old file as the writer goes and stops at the first difference.
    QFile existing(path);
    if (existing.exists() && existing.open(QIODevice::ReadOnly)) {
        ComparingDevice compare(existing);
        if (writer(compare) && compare.matchedAll() && keepUnchanged(existing, inputs))
            return true;
    }
    existing.close();
    return writeFileAtomically(path, writer, error);
}

} // namespace hitmask
