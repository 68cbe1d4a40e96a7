// SPDX-License-Identifier: MIT
// The "pairs", "worlds", "events" and "queries" sections of expected.json
// (tests/conformance/README.md).
#include "conformance.hpp"

#include <ostream>

namespace conformance {

namespace {

const char* phaseName(Phase phase) {
    return phase == Phase::Began ? "began" : phase == Phase::Stayed ? "stayed" : "ended";
}

std::string frameFields(const MaskRef& ref) {
    return "\"file\": " + quoted(ref.file) + ", \"frame\": " + std::to_string(ref.frame) +
           ", \"channel\": " + quoted(ref.channel);
}

std::string opJson(const WorldOp& op) {
    const std::string id = std::to_string(op.id);
    const std::string xy = ", \"x\": " + std::to_string(op.x) + ", \"y\": " + std::to_string(op.y);
    switch (op.kind) {
    case WorldOp::Kind::Add:
        return "{\"op\": \"add\", \"entry\": " + id + ", \"mask\": " + refJson(op.mask) + xy + "}";
    case WorldOp::Kind::AddFrame:
        return "{\"op\": \"add_frame\", \"entry\": " + id + ", " + frameFields(op.mask) + xy + "}";
    case WorldOp::Kind::Move:
        return "{\"op\": \"move\", \"id\": " + id + xy + "}";
    case WorldOp::Kind::SetFrame:
        return "{\"op\": \"set_frame\", \"id\": " + id + ", " + frameFields(op.mask) + "}";
    case WorldOp::Kind::SetMask:
        return "{\"op\": \"set_mask\", \"id\": " + id + ", \"mask\": " + refJson(op.mask) + "}";
    case WorldOp::Kind::SetLayers:
        return "{\"op\": \"set_layers\", \"id\": " + id +
               ", \"layers\": " + std::to_string(op.layers) +
               ", \"collides_with\": " + std::to_string(op.collidesWith) + "}";
    case WorldOp::Kind::Remove:
        return "{\"op\": \"remove\", \"id\": " + id + "}";
    }
    return {};
}

void opsJson(std::ostream& json, const std::vector<WorldOp>& ops, const std::string& indent) {
    json << '[';
    for (std::size_t i = 0; i < ops.size(); ++i)
        json << (i ? ",\n" : "\n") << indent << "  " << opJson(ops[i]);
    json << (ops.empty() ? "" : "\n" + indent) << ']';
}

std::string idsJson(const std::vector<std::uint32_t>& ids) {
    std::string out = "[";
    for (std::size_t i = 0; i < ids.size(); ++i)
        out += (i ? ", " : "") + std::to_string(ids[i]);
    return out + "]";
}

std::string filterJson(const QueryAnswer& q) {
    return ", \"layers\": " + std::to_string(q.layers) +
           ", \"exclude\": " + (q.hasExclude ? std::to_string(q.exclude) : std::string("null"));
}

std::string queryJson(const QueryAnswer& q) {
    using Kind = QueryAnswer::Kind;
    const std::string xy = "\"x\": " + std::to_string(q.x) + ", \"y\": " + std::to_string(q.y);
    switch (q.kind) {
    case Kind::Point:
        return "{\"kind\": \"point\", " + xy + filterJson(q) + ", \"ids\": " + idsJson(q.ids) + "}";
    case Kind::Rect:
        return "{\"kind\": \"rect\", " + xy + ", \"width\": " + std::to_string(q.width) +
               ", \"height\": " + std::to_string(q.height) + filterJson(q) +
               ", \"ids\": " + idsJson(q.ids) + "}";
    case Kind::Mask:
        return "{\"kind\": \"mask\", \"mask\": " + refJson(q.mask) + ", " + xy + filterJson(q) +
               ", \"ids\": " + idsJson(q.ids) + "}";
    case Kind::Segment: {
        std::string out = "{\"kind\": \"segment\", \"from\": [" + std::to_string(q.x) + ", " +
                          std::to_string(q.y) + "], \"to\": [" + std::to_string(q.toX) + ", " +
                          std::to_string(q.toY) + "]" + filterJson(q) + ", \"hit\": ";
        if (!q.hit)
            return out + "null}";
        return out + "{\"id\": " + std::to_string(q.hitId) +
               ", \"x\": " + std::to_string(q.hitPixel.x) +
               ", \"y\": " + std::to_string(q.hitPixel.y) + "}}";
    }
    case Kind::CollisionsOf:
        return "{\"kind\": \"collisions_of\", \"id\": " + std::to_string(q.a) +
               ", \"ids\": " + idsJson(q.ids) + "}";
    case Kind::Separation: {
        const Push& s = q.separation;
        const hitmask::Point push = s.vector();
        return "{\"kind\": \"separation\", \"a\": " + std::to_string(q.a) +
               ", \"b\": " + std::to_string(q.b) + ", \"left\": " + std::to_string(s.left) +
               ", \"right\": " + std::to_string(s.right) + ", \"up\": " + std::to_string(s.up) +
               ", \"down\": " + std::to_string(s.down) + ", \"push\": [" + std::to_string(push.x) +
               ", " + std::to_string(push.y) + "]}";
    }
    }
    return {};
}

} // namespace

std::size_t pairsJson(std::ostream& json, const std::vector<PairCase>& pairs) {
    std::size_t offsetCount = 0;
    json << "  \"pairs\": [\n";
    list(json, pairs, [&](const PairCase& pair) {
        json << "    {\n      \"a\": " << refJson(pair.a) << ",\n      \"b\": " << refJson(pair.b)
             << ",\n      \"offsets\": [\n";
        offsetCount += pair.offsets.size();
        list(json, pair.offsets, [&](const OffsetAnswer& o) {
            json << "        {\"dx\": " << o.dx << ", \"dy\": " << o.dy
                 << ", \"overlaps\": " << (o.overlaps ? "true" : "false")
                 << ", \"area\": " << o.area << ", \"contact\": ";
            if (o.hasContact)
                json << '[' << o.contact.x << ", " << o.contact.y << ']';
            else
                json << "null";
            const Push& s = o.separation;
            const hitmask::Point push = s.vector();
            json << ", \"separation\": [" << s.left << ", " << s.right << ", " << s.up << ", "
                 << s.down << "], \"push\": [" << push.x << ", " << push.y << ']';
            if (o.hasOverlapMask) {
                json << ", \"overlap_mask\": {\"count\": " << o.overlapMask.count()
                     << ", \"rows\": [";
                const std::vector<std::string> rows = hexRows(o.overlapMask);
                for (std::size_t y = 0; y < rows.size(); ++y)
                    json << (y ? ", \"" : "\"") << rows[y] << '"';
                json << "]}";
            }
            json << '}';
        });
        json << "      ]\n    }";
    });
    json << "  ],\n";

    return offsetCount;
}

WorldCounts worldsJson(std::ostream& json, const std::vector<WorldCase>& worlds) {
    WorldCounts counts;
    json << "  \"worlds\": [\n";
    list(json, worlds, [&](const WorldCase& world) {
        counts.reusedIds += static_cast<std::size_t>(world.reusedIds);
        json << "    {\n      \"cell_size\": " << world.cellSize << ",\n      \"steps\": [\n";
        list(json, world.steps, [&](const WorldStep& step) {
            ++counts.steps;
            counts.adds += step.adds.size();
            counts.pairs += step.pairs.size();
            json << "        {\n          \"add\": [";
            for (std::size_t i = 0; i < step.adds.size(); ++i) {
                const WorldAdd& a = step.adds[i];
                json << (i ? ",\n" : "\n") << "            {\"entry\": " << a.entry
                     << ", \"mask\": " << refJson(a.mask) << ", \"x\": " << a.x
                     << ", \"y\": " << a.y << ", \"layers\": " << a.layers
                     << ", \"collides_with\": " << a.collidesWith << '}';
            }
            json << (step.adds.empty() ? "" : "\n          ") << "],\n          \"move\": [";
            for (std::size_t i = 0; i < step.moves.size(); ++i)
                json << (i ? ",\n" : "\n") << "            {\"entry\": " << step.moves[i].entry
                     << ", \"x\": " << step.moves[i].x << ", \"y\": " << step.moves[i].y << '}';
            json << (step.moves.empty() ? "" : "\n          ") << "],\n          \"remove\": [";
            for (std::size_t i = 0; i < step.removes.size(); ++i)
                json << (i ? ", " : "") << step.removes[i];
            json << "],\n          \"pairs\": [";
            for (std::size_t i = 0; i < step.pairs.size(); ++i)
                json << (i ? ", " : "") << '[' << step.pairs[i].first << ", "
                     << step.pairs[i].second << ']';
            json << "]\n        }";
        });
        json << "      ]\n    }";
    });
    json << "  ],\n";

    return counts;
}

void eventsJson(std::ostream& json, const std::vector<EventWorld>& worlds) {
    json << "  \"events\": [\n";
    list(json, worlds, [&](const EventWorld& world) {
        json << "    {\n      \"cell_size\": " << world.cellSize << ",\n      \"steps\": [\n";
        list(json, world.steps, [&](const EventStep& step) {
            json << "        {\n          \"ops\": ";
            opsJson(json, step.ops, "          ");
            json << ",\n          \"events\": [";
            for (std::size_t i = 0; i < step.events.size(); ++i) {
                const EventAnswer& e = step.events[i];
                json << (i ? ",\n" : "\n") << "            [" << e.first << ", " << e.second
                     << ", \"" << phaseName(e.phase) << "\", " << e.area << ", ";
                if (e.hasContact)
                    json << '[' << e.contact.x << ", " << e.contact.y << "]]";
                else
                    json << "null]";
            }
            json << (step.events.empty() ? "" : "\n          ") << "]\n        }";
        });
        json << "      ]\n    }";
    });
    json << "  ],\n";
}

void queriesJson(std::ostream& json, const std::vector<QueryWorld>& worlds) {
    json << "  \"queries\": [\n";
    list(json, worlds, [&](const QueryWorld& world) {
        json << "    {\n      \"cell_size\": " << world.cellSize << ",\n      \"ops\": ";
        opsJson(json, world.ops, "      ");
        json << ",\n      \"positions\": [";
        for (std::size_t i = 0; i < world.positions.size(); ++i) {
            const EntryPlace& p = world.positions[i];
            json << (i ? ",\n" : "\n") << "        [" << p.id << ", " << p.px << ", " << p.py
                 << ", " << p.ox << ", " << p.oy << ']';
        }
        json << "\n      ],\n      \"queries\": [\n";
        list(json, world.queries,
             [&](const QueryAnswer& q) { json << "        " << queryJson(q); });
        json << "      ]\n    }";
    });
    json << "  ],\n";
}

} // namespace conformance
