# SPDX-License-Identifier: MIT
"""The conformance suite (tests/conformance, schema in its README): every answer the C++
core gave, checked against the Python runtime: files, RGBA masks, pair offsets (with
separations and overlap masks), world steps, contact events, queries and malformed files'
messages. The World checks run against every backend of the world_backend fixture."""

import json
import os

import pytest

import hitmask

SUITE = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "tests", "conformance"))
EXPECTED = os.path.join(SUITE, "expected.json")

if not os.path.exists(EXPECTED):  # pragma: no cover - an sdist without the repository
    pytest.skip("no conformance suite at %s" % SUITE, allow_module_level=True)

with open(EXPECTED, encoding="utf-8") as stream:
    SPEC = json.load(stream)

_loaded = {}


def loaded(name):
    if name not in _loaded:
        _loaded[name] = hitmask.load(os.path.join(SUITE, "files", name))
    return _loaded[name]


def mask_named(ref):
    return loaded(ref["file"]).frames[ref["frame"]].mask(ref["channel"])


def hex_rows(mask):
    """The suite's row text: ceil(width / 8) bytes, most significant bit leftmost."""
    size = (mask.width + 7) // 8
    spec = "0%db" % (size * 8)
    return [int(format(row, spec)[::-1], 2).to_bytes(size, "big").hex() for row in mask.rows]


def mismatches(found, limit=10):
    return "\n".join(found[:limit]) + ("\n... %d in all" % len(found) if len(found) > limit else "")


def test_format_header():
    assert SPEC["format"] == "hitmask-conformance" and SPEC["version"] == 1


def test_limits():
    # The module's constants are the format's limits, number for number.
    assert {key: getattr(hitmask, key.upper()) for key in SPEC["limits"]} == SPEC["limits"]
    assert len(SPEC["limits"]) == 9


@pytest.mark.parametrize("case", SPEC["files"], ids=[f["name"] for f in SPEC["files"]])
def test_file(case):
    file = loaded(case["name"])
    assert file.version == case["version"]
    assert file.encoding == case["encoding"]
    assert list(file.channels) == case["channels"]
    assert len(file.frames) == len(case["frames"])
    for index, (frame, want) in enumerate(zip(file.frames, case["frames"])):
        assert (frame.width, frame.height) == (want["width"], want["height"]), index
        assert list(frame.origin) == want["origin"], index
        assert list(want["masks"]) == case["channels"]
        for channel, masks in want["masks"].items():
            mask = frame.mask(channel)
            assert mask.get_size() == (want["width"], want["height"])
            assert hex_rows(mask) == masks["rows"], (index, channel)
            assert mask.count() == masks["count"], (index, channel)


@pytest.mark.parametrize("case", SPEC["rgba"], ids=["%s@%d" % (c["name"], c["threshold"]) for c in SPEC["rgba"]])
def test_rgba(case):
    with open(os.path.join(SUITE, "rgba", case["name"]), "rb") as stream:
        data = stream.read()
    mask = hitmask.Mask.from_rgba(data, case["width"], case["height"], case["threshold"])
    assert hex_rows(mask) == case["rows"]
    assert mask.count() == case["count"]


def test_every_pair_offset():
    found = []
    checked = separations = overlap_masks = 0
    for pair in SPEC["pairs"]:
        a, b = mask_named(pair["a"]), mask_named(pair["b"])
        for offset in pair["offsets"]:
            at = (offset["dx"], offset["dy"])
            contact = offset["contact"]
            got = (a.overlaps(b, at), a.overlap_area(b, at), a.overlap(b, at))
            want = (offset["overlaps"], offset["area"], None if contact is None else tuple(contact))
            if "separation" in offset:
                separation = a.separation(b, at)
                got += (list(separation), list(separation.push))
                want += (offset["separation"], offset["push"])
                separations += 1
            if "overlap_mask" in offset:
                both = a.overlap_mask(b, at)
                got += ({"count": both.count(), "rows": hex_rows(both)},)
                want += (offset["overlap_mask"],)
                overlap_masks += 1
            if got != want:
                found.append("%s / %s at %s: %s, expected %s" % (pair["a"], pair["b"], at, got, want))
            checked += 1
    assert not found, mismatches(found)
    assert checked == sum(len(p["offsets"]) for p in SPEC["pairs"]) == separations > overlap_masks > 0


@pytest.mark.parametrize("index", range(len(SPEC["worlds"])))
def test_world(world_backend, index):
    spec = SPEC["worlds"][index]
    world = world_backend(spec["cell_size"])
    ids = {}  # entry number -> id
    for number, step in enumerate(spec["steps"]):
        for add in step.get("add", ()):
            entry_id = world.add(mask_named(add["mask"]), add["x"], add["y"])
            world.set_layers(entry_id, add["layers"], add["collides_with"])
            ids[add["entry"]] = entry_id
        for move in step.get("move", ()):
            world.move(ids[move["entry"]], move["x"], move["y"])
        for entry in step.get("remove", ()):
            world.remove(ids[entry])
        entries = {entry_id: entry for entry, entry_id in ids.items()}
        pairs = sorted(sorted((entries[a], entries[b])) for a, b in world.collisions())
        assert pairs == [list(p) for p in step["pairs"]], "step %d" % number


def frame_named(ref):
    return loaded(ref["file"]).frames[ref["frame"]]


def apply_ops(world, ops):
    """The suite's ops, in order; adds must hand out the ids the core did, and calls
    naming stale ids must be ignored."""
    for op in ops:
        kind = op["op"]
        if kind == "add":
            assert world.add(mask_named(op["mask"]), op["x"], op["y"]) == op["entry"], op
        elif kind == "add_frame":
            assert world.add_frame(frame_named(op), op["x"], op["y"], op["channel"]) == op["entry"], op
        elif kind == "move":
            world.move(op["id"], op["x"], op["y"])
        elif kind == "set_frame":
            world.set_frame(op["id"], frame_named(op), op["channel"])
        elif kind == "set_mask":
            world.set_mask(op["id"], mask_named(op["mask"]))
        elif kind == "set_layers":
            world.set_layers(op["id"], op["layers"], op["collides_with"])
        elif kind == "remove":
            world.remove(op["id"])
        else:
            raise AssertionError("unknown op %r" % (op,))


PHASES = ("began", "stayed", "ended")


@pytest.mark.parametrize("index", range(len(SPEC["events"])))
def test_events(world_backend, index):
    spec = SPEC["events"][index]
    world = world_backend(spec["cell_size"])
    for number, step in enumerate(spec["steps"]):
        apply_ops(world, step["ops"])
        got = []
        for contact in world.step():
            assert isinstance(contact, hitmask.Contact) and isinstance(contact.phase, hitmask.Phase)
            first, second = contact.first, contact.second
            point = world.first_contact(first, second)
            got.append([first, second, PHASES[contact.phase], world.overlap_area(first, second),
                        None if point is None else list(point)])
        assert got == step["events"], "step %d" % number


def answer(world, query):
    """What the world says to one query of the suite, in the suite's terms."""
    kind, layers, exclude = query["kind"], query.get("layers", hitmask.ALL_LAYERS), query.get("exclude")
    if kind == "point":
        return world.query_point(query["x"], query["y"], layers, exclude)
    if kind == "rect":
        return world.query_rect(query["x"], query["y"], query["width"], query["height"], layers, exclude)
    if kind == "mask":
        return world.query(mask_named(query["mask"]), query["x"], query["y"], layers, exclude)
    if kind == "segment":
        hit = world.query_segment(*query["from"], *query["to"], layers, exclude)
        assert hit is None or isinstance(hit, hitmask.SegmentHit)
        return None if hit is None else {"id": hit.id, "x": hit.x, "y": hit.y}
    if kind == "collisions_of":
        return world.collisions_of(query["id"])
    if kind == "separation":
        separation = world.separation(query["a"], query["b"])
        return list(separation) + [list(separation.push)]
    raise AssertionError("unknown query kind %r" % (kind,))


def expected(query):
    if query["kind"] == "segment":
        return query["hit"]
    if query["kind"] == "separation":
        return [query[k] for k in ("left", "right", "up", "down", "push")]
    return query["ids"]


@pytest.mark.parametrize("index", range(len(SPEC["queries"])))
def test_queries(world_backend, index):
    spec = SPEC["queries"][index]
    world = world_backend(spec["cell_size"])
    apply_ops(world, spec["ops"])
    for entry_id, px, py, ox, oy in spec["positions"]:
        assert (world.position(entry_id), world.origin(entry_id)) == ((px, py), (ox, oy)), entry_id
    found = []
    for query in spec["queries"]:
        got, want = answer(world, query), expected(query)
        if got != want:
            found.append("%s: %s, expected %s" % (json.dumps(query), got, want))
    assert not found, mismatches(found)
    assert spec["queries"]


@pytest.mark.parametrize("case", SPEC["malformed"], ids=[m["name"] for m in SPEC["malformed"]])
def test_malformed(case):
    with pytest.raises(hitmask.HmskError) as caught:
        hitmask.load(os.path.join(SUITE, "malformed", case["name"]))
    assert str(caught.value) == case["error"]
