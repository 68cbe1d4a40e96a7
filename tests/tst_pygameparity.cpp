// SPDX-License-Identifier: MIT
// The pygame.mask toolbox against pygame itself: random masks go to a Python script that
// asks pygame.mask (connected components, bounding rects, centroid, angle, scale,
// convolve, outline, from_threshold) and the answers must match ours. Skipped, with a
// note, where python3 or pygame is missing.
#include "support/reference.hpp"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <functional>
#include <hitmask/components.hpp>
#include <hitmask/convolve.hpp>
#include <hitmask/moments.hpp>
#include <hitmask/outline.hpp>
#include <hitmask/threshold.hpp>
#include <hitmask/transform.hpp>
#include <map>

using namespace hitmask;
using testing::ByteMask;
using testing::MaskGenerator;

namespace {

// zlib streams in base64, as the script's pack() and unpack() read and write them.
QString pack(const QByteArray& raw) {
    return QString::fromLatin1(qCompress(raw).mid(4).toBase64()); // qCompress prefixes a length
}
QByteArray unpack(const QJsonValue& value, qsizetype size) {
    QByteArray data = QByteArray::fromBase64(value.toString().toLatin1());
    const auto n = static_cast<quint32>(size);
    const char length[4] = {char(n >> 24), char(n >> 16), char(n >> 8), char(n)};
    return qUncompress(data.prepend(length, 4));
}

QJsonObject maskJson(const ByteMask& m) {
    QByteArray raw(reinterpret_cast<const char*>(m.pixels.data()), qsizetype(m.pixels.size()));
    return {{"w", m.width}, {"h", m.height}, {"bits", pack(raw)}};
}

// Where our mask differs from pygame's, or nothing. pygame keeps a w x 0 size where a
// Mask is 0 x 0: both are empty and count as the same.
QString differs(const Mask& ours, const QJsonValue& theirs) {
    const QJsonObject o = theirs.toObject();
    const int w = o["w"].toInt(), h = o["h"].toInt();
    if (w == 0 || h == 0)
        return ours.width() == 0 ? QString() : QStringLiteral("pygame's is empty");
    if (ours.width() != w || ours.height() != h)
        return QStringLiteral("size %1x%2, pygame %3x%4")
            .arg(ours.width())
            .arg(ours.height())
            .arg(w)
            .arg(h);
    const QByteArray bits = unpack(o["bits"], qsizetype(w) * h);
    if (bits.size() != qsizetype(w) * h)
        return QStringLiteral("pygame's answer does not decode");
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            if (ours.test(x, y) != (bits[qsizetype(y) * w + x] != 0))
                return QStringLiteral("pixel (%1, %2)").arg(x).arg(y);
    return {};
}

// A Python 3 that can import pygame.mask, or nothing: HITMASK_PYTHON if set, else
// Debian's (where python3-pygame installs it), else the first python3 on the PATH.
QString pythonWithPygame(QString* why) {
    QStringList candidates = {QStringLiteral("/usr/bin/python3")};
    const QString onPath = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (!onPath.isEmpty())
        candidates << onPath;
    if (qEnvironmentVariableIsSet("HITMASK_PYTHON"))
        candidates = {qEnvironmentVariable("HITMASK_PYTHON")};
    for (const QString& python : candidates) {
        if (!QFile::exists(python))
            continue;
        QProcess probe;
        probe.start(python, {QStringLiteral("-c"), QStringLiteral("import pygame.mask")});
        if (probe.waitForFinished(60000) && probe.exitStatus() == QProcess::NormalExit &&
            probe.exitCode() == 0)
            return python;
    }
    *why = QFile::exists(candidates.front())
               ? QStringLiteral("pygame is not installed for %1 (Debian: python3-pygame)")
                     .arg(candidates.join(QStringLiteral(", ")))
               : QStringLiteral("%1 is not installed").arg(candidates.front());
    return {};
}

} // namespace

class TestPygameParity : public QObject {
    Q_OBJECT

    QString python_;

private slots:
    void initTestCase() {
        QString why;
        python_ = pythonWithPygame(&why);
        if (python_.isEmpty())
            QSKIP(qPrintable(QStringLiteral("no pygame to compare with: ") + why));
    }

    void againstPygame() {
        MaskGenerator gen(2024);
        std::mt19937 rng(99);
        QJsonArray cases;
        // Each case's check, run on pygame's answer; returns a difference or nothing.
        std::vector<std::function<QString(const QJsonValue&)>> checks;
        std::vector<QString> ops;
        auto randomMask = [&](int maxSide) {
            switch (gen.pick(8)) {
            case 0:
                return gen.make(1, 1);
            case 1:
                return gen.make(64 + int(gen.pick(3)) - 1, 1 + int(gen.pick(70)));
            default:
                return gen.make(gen.side(maxSide), gen.side(maxSide));
            }
        };
        auto add = [&](const QString& op, QJsonObject c,
                       std::function<QString(const QJsonValue&)> check) {
            c["op"] = op;
            cases.append(c);
            checks.push_back(std::move(check));
            ops.push_back(op);
        };

        for (int i = 0; i < 400; ++i) {
            ByteMask m = i == 0 ? ByteMask{} : randomMask(90);
            // pygame 2.1.2's labelling reads an unset label on masks one pixel wide and
            // crashes (cc_label's "c" neighbour is the pixel itself there): none are sent.
            while (m.width == 1 && m.height > 1)
                m = randomMask(90);
            const int minimum = gen.pick(3) == 0 ? 0 : int(gen.pick(30));
            QJsonArray points;
            std::vector<Point> pts;
            for (int k = 0; k < 3 && m.width > 0; ++k) {
                pts.push_back(
                    {int(gen.pick(unsigned(m.width))), int(gen.pick(unsigned(m.height)))});
                points.append(QJsonArray{pts.back().x, pts.back().y});
            }
            add("components", {{"mask", maskJson(m)}, {"minimum", minimum}, {"points", points}},
                [m, minimum, pts](const QJsonValue& a) -> QString {
                    const Mask mask = m.toMask();
                    const QJsonObject o = a.toObject();
                    // pygame 2.1.2 sums component sizes over its union-find without
                    // flattening it first, so a component merged late can be counted short:
                    // it may then drop a component of `minimum` pixels or more, or pick a
                    // smaller one as the largest. Such answers are told apart (every
                    // component pygame lists is one of ours, in order, and pygame's own
                    // list of all components holds more of `minimum` pixels than it kept,
                    // or one larger than its pick) and tallied, not failed: the core counts
                    // by the definition, which tst_components checks.
                    QString miscount;
                    const std::vector<Mask> all = connectedComponents(mask);
                    const std::vector<Mask> ours = connectedComponents(mask, std::size_t(minimum));
                    const QJsonArray theirs = o["components"].toArray();
                    if (ours.size() != std::size_t(theirs.size())) {
                        std::size_t k = 0;
                        for (const QJsonValue& t : theirs) {
                            while (k < all.size() && !differs(all[k], t).isEmpty())
                                ++k;
                            if (k++ == all.size())
                                return QStringLiteral(
                                           "minimum %1: pygame lists a component we do not")
                                    .arg(minimum);
                        }
                        qsizetype pygameBig = 0;
                        for (const QJsonValue& count : o["counts"].toArray())
                            pygameBig += count.toInt() >= minimum;
                        if (ours.size() < std::size_t(theirs.size()) ||
                            std::size_t(pygameBig) != ours.size())
                            return QStringLiteral("minimum %1: %2 components, pygame %3")
                                .arg(minimum)
                                .arg(ours.size())
                                .arg(theirs.size());
                        miscount = QStringLiteral("pygame miscount: minimum %1 keeps %2 of our %3")
                                       .arg(minimum)
                                       .arg(theirs.size())
                                       .arg(ours.size());
                    } else {
                        for (std::size_t k = 0; k < ours.size(); ++k)
                            if (QString d = differs(ours[k], theirs[qsizetype(k)]); !d.isEmpty())
                                return QStringLiteral("component %1: ").arg(k) + d;
                    }
                    const std::vector<Rect> rects = boundingRects(mask);
                    const QJsonArray theirRects = o["rects"].toArray();
                    if (rects.size() != std::size_t(theirRects.size()))
                        return QStringLiteral("%1 rects, pygame %2")
                            .arg(rects.size())
                            .arg(theirRects.size());
                    for (std::size_t k = 0; k < rects.size(); ++k) {
                        const QJsonArray r = theirRects[qsizetype(k)].toArray();
                        if (rects[k] !=
                            Rect{r[0].toInt(), r[1].toInt(), r[2].toInt(), r[3].toInt()})
                            return QStringLiteral("rect %1").arg(k);
                    }
                    for (std::size_t k = 0; k < pts.size(); ++k)
                        if (QString d =
                                differs(connectedComponent(mask, pts[k]), o["at"][qsizetype(k)]);
                            !d.isEmpty())
                            return QStringLiteral("component at (%1, %2): ")
                                       .arg(pts[k].x)
                                       .arg(pts[k].y) +
                                   d;
                    if (QString d = differs(largestComponent(mask), o["largest"]); !d.isEmpty()) {
                        // Explained only if pygame's pick is one of ours, not larger, and
                        // pygame's own sizes name a larger one.
                        const Mask best = largestComponent(mask);
                        int pygameMax = 0;
                        for (const QJsonValue& count : o["counts"].toArray())
                            pygameMax = std::max(pygameMax, count.toInt());
                        for (const Mask& c : all)
                            if (differs(c, o["largest"]).isEmpty() && c.count() < best.count() &&
                                std::size_t(pygameMax) == best.count())
                                return QStringLiteral(
                                           "pygame miscount: largest has %1 pixels, pygame's %2")
                                    .arg(best.count())
                                    .arg(c.count());
                        return QStringLiteral("largest: ") + d;
                    }
                    return miscount;
                });
        }
        for (int i = 0; i < 1500; ++i) {
            const ByteMask m = i == 0 ? ByteMask{} : randomMask(130);
            add("moments", {{"mask", maskJson(m)}}, [m](const QJsonValue& a) -> QString {
                const Mask mask = m.toMask();
                const QJsonArray c = a["centroid"].toArray();
                if (centroid(mask) != Point{c[0].toInt(), c[1].toInt()})
                    return QStringLiteral("centroid (%1, %2), pygame (%3, %4)")
                        .arg(centroid(mask).x)
                        .arg(centroid(mask).y)
                        .arg(c[0].toInt())
                        .arg(c[1].toInt());
                // repr() round-trips: the same double or not.
                const double theirs = a["angle"].toString().toDouble();
                if (angle(mask) != theirs)
                    return QStringLiteral("angle %1, pygame %2")
                        .arg(angle(mask), 0, 'g', 17)
                        .arg(a["angle"].toString());
                return {};
            });
        }
        for (int i = 0; i < 800; ++i) {
            const ByteMask m = randomMask(100);
            const int w = gen.pick(20) == 0 ? 0 : gen.side(140), h = gen.side(140);
            add("scale", {{"mask", maskJson(m)}, {"size", QJsonArray{w, h}}},
                [m, w, h](const QJsonValue& a) { return differs(scaledTo(m.toMask(), w, h), a); });
        }
        for (int i = 0; i < 400; ++i) {
            const ByteMask a = randomMask(70), b = randomMask(12);
            const bool own = gen.pick(2) == 1;
            const ByteMask out = own ? gen.make(gen.side(90), gen.side(90)) : ByteMask{};
            const Point off = own ? Point{int(gen.pick(31)) - 15, int(gen.pick(31)) - 15} : Point{};
            QJsonObject c{{"mask", maskJson(a)},
                          {"other", maskJson(b)},
                          {"offset", QJsonArray{off.x, off.y}}};
            if (own)
                c["output"] = maskJson(out);
            add("convolve", c, [a, b, out, own, off](const QJsonValue& answer) {
                Mask ours = own ? out.toMask() : convolved(a.toMask(), b.toMask());
                if (own)
                    convolve(a.toMask(), b.toMask(), ours, off);
                return differs(ours, answer);
            });
        }
        for (int i = 0; i < 1500; ++i) {
            const ByteMask m = randomMask(90);
            const int every = gen.pick(4) == 0 ? 1 + int(gen.pick(4)) : 1;
            add("outline", {{"mask", maskJson(m)}, {"every", every}},
                [m, every](const QJsonValue& a) -> QString {
                    const std::vector<Point> ours = outlinePixels(m.toMask(), every);
                    const QJsonArray theirs = a["points"].toArray();
                    if (ours.size() != std::size_t(theirs.size()))
                        return QStringLiteral("%1 points, pygame %2")
                            .arg(ours.size())
                            .arg(theirs.size());
                    for (std::size_t k = 0; k < ours.size(); ++k) {
                        const QJsonArray p = theirs[qsizetype(k)].toArray();
                        if (ours[k] != Point{p[0].toInt(), p[1].toInt()})
                            return QStringLiteral("point %1").arg(k);
                    }
                    return {};
                });
        }
        for (int i = 0; i < 400; ++i) {
            const int w = gen.side(80), h = gen.side(40);
            const Rgb colour{std::uint8_t(rng()), std::uint8_t(rng()), std::uint8_t(rng())};
            const ChannelThreshold t{int(rng() % 256), int(rng() % 40), int(rng() % 256)};
            QByteArray a(qsizetype(w) * h * 4, 0), b(a.size(), 0);
            const std::uint8_t base[3] = {colour.red, colour.green, colour.blue};
            for (qsizetype k = 0; k < a.size(); k += 4) {
                for (int c = 0; c < 3; ++c) {
                    a[k + c] = char(base[c] + int(rng() % 41) - 20);
                    b[k + c] = rng() % 4 ? char(a[k + c] + int(rng() % 31) - 15) : char(rng());
                }
                a[k + 3] = char(rng());
                b[k + 3] = char(rng());
            }
            const bool other = i % 2 == 1;
            QJsonObject c{{"w", w},
                          {"h", h},
                          {"rgba", pack(a)},
                          {"color", QJsonArray{colour.red, colour.green, colour.blue}},
                          {"threshold", QJsonArray{t.red, t.green, t.blue}}};
            if (other)
                c["other"] = pack(b);
            add("threshold", c, [=](const QJsonValue& answer) {
                const auto* pa = reinterpret_cast<const std::uint8_t*>(a.constData());
                const auto* pb = reinterpret_cast<const std::uint8_t*>(b.constData());
                return differs(other ? fromThreshold(pa, 4 * w, pb, 4 * w, w, h, t)
                                     : fromThreshold(pa, w, h, 4 * w, colour, t),
                               answer);
            });
        }

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile casesFile(dir.filePath(QStringLiteral("cases.json")));
        QVERIFY(casesFile.open(QIODevice::WriteOnly));
        casesFile.write(QJsonDocument(cases).toJson(QJsonDocument::Compact));
        casesFile.close();
        QProcess python;
        python.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        python.start(python_, {QStringLiteral(HITMASK_PYGAME_SCRIPT), casesFile.fileName(),
                               dir.filePath(QStringLiteral("answers.json"))});
        QVERIFY(python.waitForFinished(240000));
        if (python.exitCode() == 3)
            QSKIP("pygame could not be imported by the script");
        QCOMPARE(python.exitCode(), 0);
        QFile answersFile(dir.filePath(QStringLiteral("answers.json")));
        QVERIFY(answersFile.open(QIODevice::ReadOnly));
        const QJsonObject answers = QJsonDocument::fromJson(answersFile.readAll()).object();
        const QJsonArray list = answers["answers"].toArray();
        QCOMPARE(list.size(), cases.size());

        std::map<QString, std::pair<int, int>> tally; // op: agreed, cases
        QStringList disagreements, miscounts;
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString diff = checks[std::size_t(i)](list[i]);
            auto& [agreed, total] = tally[ops[std::size_t(i)]];
            ++total;
            if (diff.isEmpty())
                ++agreed;
            else if (diff.startsWith(QStringLiteral("pygame miscount")))
                miscounts << QStringLiteral("case %1: %2").arg(i).arg(diff);
            else if (disagreements.size() < 20)
                disagreements
                    << QStringLiteral("case %1 (%2): %3").arg(i).arg(ops[std::size_t(i)], diff);
        }
        QStringList summary;
        for (const auto& [op, counts] : tally)
            summary << QStringLiteral("%1 %2/%3").arg(op).arg(counts.first).arg(counts.second);
        qInfo("pygame %s agrees on: %s", qPrintable(answers["pygame"].toString()),
              qPrintable(summary.join(", ")));
        if (!miscounts.isEmpty())
            qInfo("pygame's component sizes were short in %lld cases (its bug, not ours):\n%s",
                  static_cast<long long>(miscounts.size()), qPrintable(miscounts.join('\n')));
        QVERIFY2(disagreements.isEmpty(), qPrintable(disagreements.join('\n')));
    }
};

QTEST_APPLESS_MAIN(TestPygameParity)
#include "tst_pygameparity.moc"
