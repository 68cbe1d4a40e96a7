"""Checks docs/schemas/*.schema.json against what hitmask-cli really writes and reads.

The CLI comes from the HITMASK_CLI environment variable (ctest passes the built
hitmask-cli). Each schema must itself be valid, accept the real outputs, and reject
hand-broken variants, so that a schema that accepts anything would fail here.
"""

import copy
import glob
import json
import os
import shutil
import subprocess

import pytest

try:
    import jsonschema
except ImportError:  # A missing validator must fail the test, not skip it.
    raise RuntimeError(
        "the JSON Schema tests need the jsonschema module: install python3-jsonschema"
    ) from None

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCHEMAS = os.path.join(ROOT, "docs", "schemas")
DEMO = os.path.join(ROOT, "resources", "demo")
SPRITES = sorted(glob.glob(os.path.join(DEMO, "*.png")))
SCHEMA_NAMES = ["project", "shapes", "info", "collide", "world", "frames", "conformance"]
# Hand-written projects of the fuzz corpus that hold only values the editor writes
# (the others carry deliberately out-of-range values, which the reader tolerates).
VALID_CORPUS = [
    "colour_key", "demo", "demo_paths_here", "one_sprite", "v2_legacy_rects", "v3_rects",
    "v4_gif_images", "v4_two_sprites", "newer_version",
]


def validator(name):
    with open(os.path.join(SCHEMAS, name + ".schema.json"), encoding="utf-8") as f:
        schema = json.load(f)
    return jsonschema.Draft202012Validator(schema)


VALIDATED = []


def assert_valid(name, document, what):
    VALIDATED.append(name)
    errors = sorted(validator(name).iter_errors(document), key=lambda e: list(e.path))
    assert not errors, "%s does not match %s.schema.json: %s" % (
        what, name, "; ".join("%s: %s" % (e.json_path, e.message[:200]) for e in errors[:5]))


def assert_invalid(name, document, what):
    assert list(validator(name).iter_errors(document)), \
        "%s.schema.json accepts a broken document: %s" % (name, what)


def cli():
    path = os.environ.get("HITMASK_CLI")
    assert path and os.access(path, os.X_OK), \
        "set HITMASK_CLI to the hitmask-cli executable (ctest does)"
    return path


def run(*args, cwd=None):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([cli(), *args], capture_output=True, text=True, env=env, cwd=cwd,
                            timeout=60)
    assert result.returncode == 0, "hitmask-cli %s failed: %s" % (" ".join(args), result.stderr)
    return result.stdout


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
    """A copy of the demo folder, with a project that has export targets."""
    folder = tmp_path_factory.mktemp("demo")
    for name in os.listdir(DEMO):
        shutil.copy(os.path.join(DEMO, name), folder / name)
    project = load(folder / "demo.hitmask")
    project["version"] = 5
    project["exportTargets"] = [
        {"name": "polygons", "format": "shapes-json", "folder": "out/polygons",
         "pattern": "{sprite}.{ext}",
         "shapes": {"kind": "polygons", "maxBoxes": 0, "tolerance": 1.5, "convex": False,
                    "maxVertices": 8, "grow": 0}},
        {"name": "boxes", "format": "shapes-json", "folder": "out/boxes",
         "shapes": {"kind": "boxes", "maxBoxes": 3}},
        {"name": "png", "format": "png", "folder": "out/png"},
    ]
    with open(folder / "targets.hitmask", "w", encoding="utf-8") as f:
        json.dump(project, f)
    return folder


@pytest.mark.parametrize("name", SCHEMA_NAMES)
def test_schema_is_valid(name):
    schema = load(os.path.join(SCHEMAS, name + ".schema.json"))
    jsonschema.Draft202012Validator.check_schema(schema)
    assert schema["$id"].endswith("/" + name + ".schema.json")
    assert schema.get("title") and schema.get("description")


def test_every_schema_is_tested():
    on_disk = sorted(os.path.basename(p)[:-len(".schema.json")]
                     for p in glob.glob(os.path.join(SCHEMAS, "*.schema.json")))
    assert on_disk == sorted(SCHEMA_NAMES)


def test_projects(demo):
    assert_valid("project", load(os.path.join(DEMO, "demo.hitmask")), "demo.hitmask")
    assert_valid("project", load(demo / "targets.hitmask"), "a project with targets")
    corpus = os.path.join(ROOT, "tests", "fuzz", "corpus", "fuzz_project")
    for name in VALID_CORPUS:
        assert_valid("project", load(os.path.join(corpus, name + ".hitmask")), name)


def test_info(tmp_path):
    checked = 0
    for sprite in SPRITES + [os.path.join(DEMO, "demo.hitmask")]:
        for fmt in ("bytes", "rle", "bits"):
            out = tmp_path / ("%s-%s.hmsk" % (os.path.basename(sprite), fmt))
            args = ["mask", sprite, "--format", fmt, "-o", str(out)]
            if sprite.endswith("frog_hop.png"):
                args += ["--frames", "4"]
            if sprite.endswith(".hitmask"):
                args = ["export", sprite, "--format", fmt, "-o", str(tmp_path / fmt), "-q"]
                run(*args)
                for hmsk in glob.glob(str(tmp_path / fmt / "*.hmsk")):
                    assert_valid("info", json.loads(run("info", "--json", hmsk)), hmsk)
                    checked += 1
                continue
            run(*args)
            assert_valid("info", json.loads(run("info", "--json", str(out))), str(out))
            checked += 1
    assert checked >= 3 * len(SPRITES)


def test_collide():
    frog, potato = os.path.join(DEMO, "frog.png"), os.path.join(DEMO, "potato.png")
    seen = set()
    for offset in ("5,5", "500,5", "-30,-20", "0,0"):
        for extra in ([], ["--rotate-b", "45"], ["--flip-b", "h"]):
            result = json.loads(run("collide", frog, potato, "--offset", offset, "--json", *extra))
            assert_valid("collide", result, "collide at " + offset)
            seen.add(result["collides"])
    assert seen == {True, False}


def test_shapes_from_sprites():
    for sprite in SPRITES:
        frames = ["--frames", "4"] if sprite.endswith("frog_hop.png") else []
        for kind in (["--boxes"], ["--boxes", "--max-boxes", "2"], ["--polygons"],
                     ["--polygons", "--tolerance", "1.5"], ["--polygons", "--convex"]):
            assert_valid("shapes", json.loads(run("shapes", sprite, "--json", *kind, *frames)),
                         "shapes %s %s" % (sprite, kind))


def test_shapes_from_project_and_file(tmp_path):
    project = os.path.join(DEMO, "demo.hitmask")
    for sprite in ("frog", "ship", "frog_hop"):
        shapes = json.loads(run("shapes", project, "--sprite", sprite, "--boxes", "--json"))
        assert_valid("shapes", shapes, "shapes of the project's " + sprite)
    out = tmp_path / "ship.json"
    run("shapes", os.path.join(DEMO, "ship.png"), "--polygons", "--format", "shapes-json",
        "-o", str(out))
    assert_valid("shapes", load(out), str(out))


def test_world(tmp_path):
    hop = tmp_path / "hop.hmsk"
    run("mask", os.path.join(DEMO, "frog_hop.png"), "--frames", "4", "-o", str(hop))
    for extra in ([], ["--events"], ["--size", "200x100", "--seed", "7"]):
        result = json.loads(run("world", *SPRITES, str(hop), "--sprites", "50", "--frames", "3",
                                "--json", *extra))
        assert_valid("world", result, "world %s" % extra)


def test_png_export_side_car(tmp_path):
    out = tmp_path / "hop.png"
    run("mask", os.path.join(DEMO, "frog_hop.png"), "--frames", "4", "-o", str(out))
    assert_valid("frames", load(tmp_path / "hop.frames.json"), "hop.frames.json")


def test_project_exports(demo):
    run("export", str(demo / "demo.hitmask"), "--format", "png", "-o", str(demo / "png"), "-q")
    run("export", str(demo / "targets.hitmask"), "-q")
    side_cars = glob.glob(str(demo / "png" / "*.frames.json")) + \
        glob.glob(str(demo / "out" / "png" / "*.frames.json"))
    shapes = glob.glob(str(demo / "out" / "polygons" / "*.json")) + \
        glob.glob(str(demo / "out" / "boxes" / "*.json"))
    assert len(side_cars) >= 2 * len(SPRITES) and len(shapes) >= 2 * len(SPRITES)
    for path in side_cars:
        assert_valid("frames", load(path), path)
    for path in shapes:
        assert_valid("shapes", load(path), path)


def test_conformance_answers():
    assert_valid("conformance", load(os.path.join(ROOT, "tests", "conformance", "expected.json")),
                 "expected.json")


def broken(document, edit):
    document = copy.deepcopy(document)
    edit(document)
    return document


def test_schemas_reject_broken_documents(demo, tmp_path):
    project = load(os.path.join(DEMO, "demo.hitmask"))
    assert_invalid("project", broken(project, lambda d: d.pop("format")), "no format")
    assert_invalid("project", broken(project, lambda d: d.update(version="4")), "string version")
    assert_invalid("project", broken(project, lambda d: d.update(version=8)), "version 8")
    assert_invalid("project", broken(project, lambda d: d["sprites"][0].pop("path")), "no path")
    assert_invalid("project", broken(project, lambda d: d["sprites"][0]["frames"][0].update(
        rect=[0, 0, 48])), "three-number rect")
    assert_invalid("project", broken(project, lambda d: d["sprites"][0].update(colour="#fff")),
                   "unknown sprite key")
    assert_invalid("project", broken(project, lambda d: d["sprites"][0]["cut"].update(
        kind="slices")), "unknown cut")
    assert_invalid("project", broken(project, lambda d: d["sprites"][0]["channels"][1].update(
        name="hurt box")), "a channel name with a space")

    shapes = json.loads(run("shapes", os.path.join(DEMO, "frog.png"), "--boxes", "--json"))
    assert_invalid("shapes", broken(shapes, lambda d: d[0].pop("origin")), "no origin")
    assert_invalid("shapes", broken(shapes, lambda d: d[0].update(frame="0")), "string frame")
    assert_invalid("shapes", broken(shapes, lambda d: d[0].update(polygons=[])),
                   "boxes and polygons")
    assert_invalid("shapes", broken(shapes, lambda d: d[0].pop("physics")), "no physics")
    assert_invalid("shapes", broken(shapes, lambda d: d[0]["physics"].update(sensor=0)),
                   "a number for sensor")
    assert_invalid("shapes", broken(shapes, lambda d: d[0].update(circles=[[1, 1, 0]])),
                   "circles without hand")

    # A frame drawn by hand, as docs/shapes.md shows it, on a real entry.
    def by_hand(d):
        d[0].update(hand=True, boxes=[[1.5, 2, 4, 3.5]], circles=[[24.5, 24.5, 2.5]],
                    polygons=[{"outer": [[4, 6], [16, 6], [16, 10], [9, 10]], "holes": []}])
    hand = broken(shapes, by_hand)
    assert_valid("shapes", hand, "a hand-drawn entry")
    assert_invalid("shapes", broken(hand, lambda d: d[0].pop("circles")), "hand without circles")
    assert_invalid("shapes", broken(hand, lambda d: d[0].update(circles=[[1, 1, 0]])),
                   "a circle without radius")
    assert_invalid("shapes", broken(hand, lambda d: d[0].update(boxes=[[0, 0, 0, 2]])),
                   "a box without width")

    info_path = tmp_path / "frog.hmsk"
    run("mask", os.path.join(DEMO, "frog.png"), "-o", str(info_path))
    info = json.loads(run("info", "--json", str(info_path)))
    assert_invalid("info", broken(info, lambda d: d.pop("frames")), "no frames")
    assert_invalid("info", broken(info, lambda d: d.update(encoding="zip")), "unknown encoding")

    project_info = json.loads(run("info", "--json", os.path.join(DEMO, "demo.hitmask")))
    assert_valid("info", project_info, "info of the demo project")
    assert_invalid("info", broken(project_info, lambda d: d["sprites"][0]["channels"][0].pop(
        "physics")), "a channel without physics")
    assert_invalid("info", broken(project_info, lambda d: d["sprites"][0]["channels"][0][
        "physics"].update(collides_with=-1)), "negative bits")

    collide = json.loads(run("collide", os.path.join(DEMO, "frog.png"),
                             os.path.join(DEMO, "potato.png"), "--offset", "5,5", "--json"))
    assert_invalid("collide", broken(collide, lambda d: d.pop("push_up")), "no push_up")
    assert_invalid("collide", broken(collide, lambda d: d.update(first_contact=None)),
                   "colliding without a contact")

    world = json.loads(run("world", SPRITES[0], "--sprites", "5", "--frames", "2", "--json"))
    assert_invalid("world", broken(world, lambda d: d["frames"][0].update(ms="fast")),
                   "string ms")
    assert_invalid("world", broken(world, lambda d: d.pop("seed")), "no seed")

    run("mask", os.path.join(DEMO, "frog_hop.png"), "--frames", "4", "-o",
        str(tmp_path / "hop.png"))
    frames = load(tmp_path / "hop.frames.json")
    assert_invalid("frames", broken(frames, lambda d: d["frames"][0].pop("origin")), "no origin")
    assert_invalid("frames", broken(frames, lambda d: d["frames"][0].update(rect="0,0,1,1")),
                   "string rect")

    answers = load(os.path.join(ROOT, "tests", "conformance", "expected.json"))
    assert_invalid("conformance", broken(answers, lambda d: d["files"][0].pop("encoding")),
                   "no encoding")
    assert_invalid("conformance", broken(answers, lambda d: d["pairs"][0]["offsets"][0].update(
        dx=1.5)), "fractional dx")


def test_summary():
    """Runs last: says how many real documents each schema accepted."""
    if not VALIDATED:
        pytest.skip("counts only after the other tests")
    counts = {name: VALIDATED.count(name) for name in SCHEMA_NAMES}
    print("validated:", sum(counts.values()), counts)
    assert all(counts.values()), counts
