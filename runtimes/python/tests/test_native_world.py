# SPDX-License-Identifier: MIT
"""The native World (libhitmask through ctypes) against the brute-force model of
world_model.py and against the pure Python World, call by call, over random sequences:
pivots, stale and reused ids, masks edited in place, bulk moves, strict mode, buffers that
must grow, and the errors of both."""

import os
import random
import subprocess
import sys

import pytest

import hitmask
import test_world_model as model_tests
from conftest import NO_NATIVE, NativeWorld, needs_native
from hitmask import _world
from oracles import grid_rows, random_grid, seeded

pytestmark = needs_native


@pytest.fixture(autouse=True)
def native_loaded():
    if NativeWorld is None:
        pytest.fail(NO_NATIVE)

ALL = 0xFFFFFFFF
INT_MIN, INT_MAX = -(1 << 31), (1 << 31) - 1


class NativeRun(model_tests.Run):
    """The model test's run (test_world_model.py) on a native World, its places inside
    the C int range the native World takes, with bulk moves among its changes."""

    def __init__(self, rng):
        super().__init__(rng)
        self.world = NativeWorld(cell_size=self.world.cell_size)
        if not INT_MIN + 200 <= self.base <= INT_MAX - 200:
            self.base = INT_MAX - 200

    def move_many(self):
        ids = [self.some_id() for _ in range(self.rng.randint(0, 6))]
        places = [self.place() for _ in ids]
        moved = sum(self.model.move(i, x, y) for i, (x, y) in zip(ids, places))
        xs, ys = [x for x, _ in places], [y for _, y in places]
        assert self.world.move_many(ids, xs, ys) == moved


def test_random_sequences_match_the_model():
    rng = seeded(3201)
    checks = (NativeRun.check_entries, NativeRun.check_step, NativeRun.check_queries)
    for _ in range(500):
        run = NativeRun(rng)
        for _ in range(rng.randint(1, 20)):
            (run.move_many if rng.random() < 0.2 else run.change)()
            for check in checks:
                if check is NativeRun.check_entries or rng.random() < 0.5:
                    check(run)
        run.check_step()


class Index:
    """An int-like that is not an int, as numpy's integers are."""

    def __init__(self, value):
        self.value = value

    def __index__(self):
        return self.value

    def __eq__(self, other):  # the two worlds' messages name it alike
        return isinstance(other, Index) and other.value == self.value

    def __hash__(self):
        return hash(self.value)

    def __repr__(self):
        return "Index(%d)" % self.value


def mask_of(grid):
    return hitmask.Mask.from_rows(grid_rows(grid), len(grid[0]))


def outcome(call, *arguments):
    """What a call gave: ("ok", value) or the exception's type and message."""
    try:
        return ("ok", call(*arguments))
    except Exception as error:  # noqa: BLE001 - the two worlds must raise alike
        return (type(error).__name__, str(error))


class Twins:
    """A pure and a native World given the same calls; every answer must be the same."""

    def __init__(self, rng, strict):
        self.rng = rng
        cell = rng.choice((1, 8, 32, 64))
        self.pure = _world.World(cell, strict=strict)
        self.native = NativeWorld(cell, strict=strict)
        grids = [random_grid(rng, rng.randint(1, 70), rng.randint(1, 9)) for _ in range(5)]
        self.masks = [mask_of(grid) for grid in grids]
        frames = hitmask.loads(model_tests.hmsk_v2(
            [((rng.randint(-9, 9), rng.randint(-9, 9)), [random_grid(rng, rng.randint(1, 20), 5)])
             for _ in range(3)], ["solid"], "bits"))
        self.frames = frames.frames
        self.ids = []

    def both(self, name, *arguments):
        got = outcome(getattr(self.pure, name), *arguments)
        assert outcome(getattr(self.native, name), *arguments) == got, (name, arguments)
        return got

    def some_id(self):
        rng = self.rng
        if self.ids and rng.random() < 0.85:
            return rng.choice(self.ids)
        if self.ids and rng.random() < 0.3:  # an int-like of a live id (move_many takes it)
            return Index(rng.choice(self.ids))
        return rng.choice((12345, -1, 1 << 40, 2.0, True, None, "1", ALL))

    def coordinate(self):
        rng = self.rng
        whole = rng.randint(-40, 40)
        return whole + rng.random() if rng.random() < 0.3 else whole

    def change(self):
        rng = self.rng
        op = rng.choice(("add", "frame", "move", "many", "set_mask", "set_frame", "edit",
                         "layers", "remove", "user"))
        if op in ("add", "frame"):
            if op == "add":
                x, y = self.coordinate(), self.coordinate()
                got = self.both("add", rng.choice(self.masks), x, y, op)
            else:
                x, y = self.coordinate(), self.coordinate()
                got = self.both("add_frame", rng.choice(self.frames), x, y)
            self.ids.append(got[1])
        elif op == "move":
            self.both("move", self.some_id(), self.coordinate(), self.coordinate())
        elif op == "many":
            ids = [self.some_id() for _ in range(rng.randint(0, 12))]
            xs = [self.coordinate() for _ in ids]
            ys = [self.coordinate() for _ in ids]
            if rng.random() < 0.1:
                ys.append(0)  # lengths that differ: ValueError
            self.both("move_many", ids, xs, ys)
        elif op == "set_mask":
            self.both("set_mask", self.some_id(), rng.choice(self.masks))
        elif op == "set_frame":
            self.both("set_frame", self.some_id(), rng.choice(self.frames))
        elif op == "edit":  # in place, in both worlds at once: seen at the next question
            mask = rng.choice(self.masks)
            x, y = rng.randrange(mask.width), rng.randrange(mask.height)
            mask.set_at((x, y), 1 - mask.get_at((x, y)))
        elif op == "layers":
            layers, collides = rng.choice((1, 2, 3, ALL)), rng.choice((1, 2, ALL, 0))
            self.both("set_layers", self.some_id(), layers, collides)
        elif op == "remove":
            self.both("remove", self.some_id())
        else:
            self.both("set_user_data", self.some_id(), object)

    def ask(self):
        rng = self.rng
        self.both("collisions")
        self.both("step")
        self.both("ids")
        self.both("__len__")
        a, b = self.some_id(), self.some_id()
        for name in ("overlap_area", "first_contact", "separation"):
            self.both(name, a, b)
        for name in ("position", "origin", "layers", "mask", "user_data", "contains",
                     "collisions_of"):
            self.both(name, a)
        layers, exclude = rng.choice((ALL, 1, 2)), rng.choice((None, None, a, ALL))
        x, y = self.coordinate(), self.coordinate()
        self.both("query_point", x, y, layers, exclude)
        self.both("query_rect", x, y, rng.randint(-3, 60), rng.randint(-3, 60), layers, exclude)
        self.both("query", rng.choice(self.masks), x, y, layers, exclude)
        far = self.coordinate() * 3, self.coordinate() * 3
        self.both("query_segment", x, y, *far, layers, exclude)


@pytest.mark.parametrize("strict", [False, True])
def test_the_native_world_answers_as_the_pure_one(strict):
    rng = seeded(3202 + strict)
    for _ in range(150):
        twins = Twins(rng, strict)
        for _ in range(rng.randint(1, 40)):
            twins.change()
            if rng.random() < 0.4:
                twins.ask()
        twins.ask()


def test_results_past_the_first_buffer():
    # 60 overlapping squares: 1770 pairs and events, more than the first buffer holds.
    rng = random.Random(5)
    pure, native = _world.World(16), NativeWorld(16)
    square = hitmask.Mask((20, 20), fill=True)
    for _ in range(60):
        x, y = rng.randint(0, 15), rng.randint(0, 15)
        assert pure.add(square, x, y) == native.add(square, x, y)
    assert len(native.collisions()) == 1770
    assert native.collisions() == pure.collisions()
    assert native.step() == pure.step()
    assert native.query_rect(0, 0, 40, 40) == pure.query_rect(0, 0, 40, 40) == list(range(60))
    ids = list(range(60))
    far = [1000 * i for i in ids]
    assert native.move_many(ids, far, ids) == pure.move_many(ids, far, ids) == 60
    assert native.step() == pure.step()
    assert len(native.step()) == 0


def test_positions_past_the_c_int_range_are_refused():
    native = NativeWorld()
    mask = hitmask.Mask((2, 2), fill=True)
    for x in (INT_MAX + 1, INT_MIN - 1, 10**12):
        with pytest.raises(OverflowError, match="C int range"):
            native.add(mask, x, 0)
    entry = native.add(mask, INT_MAX, INT_MIN)
    assert native.position(entry) == (INT_MAX, INT_MIN)
    with pytest.raises(OverflowError):
        native.move_many([entry], [0], [INT_MIN - 1])
    assert native.position(entry) == (INT_MAX, INT_MIN)  # nothing moved


def test_a_mask_edited_in_place_is_seen_at_the_next_question():
    native = NativeWorld()
    dot, wall = hitmask.Mask((4, 4)), hitmask.Mask((4, 4), fill=True)
    a = native.add(dot, 0, 0)
    b = native.add(wall, 2, 2)
    c = native.add(dot, 100, 100)
    assert native.collisions() == []
    dot.set_at((3, 3))  # both entries of `dot` change
    assert native.collisions() == [(a, b)]
    assert native.query_point(103, 103) == [c]
    dot.clear()
    assert native.query_point(103, 103) == [] and native.collisions() == []


def test_a_native_world_is_not_copied():
    import copy
    import pickle

    world = NativeWorld()
    for make_copy in (copy.copy, copy.deepcopy, pickle.dumps):
        with pytest.raises(TypeError, match="cannot be copied"):
            make_copy(world)


def test_every_public_call_of_the_pure_world_is_the_native_worlds_own():
    inherited = {"cell_size", "strict", "contains", "mask", "user_data", "set_user_data"}
    for name in dir(_world.World):
        if name.startswith("_") and name not in ("__len__", "__contains__"):
            continue
        if name not in inherited and name not in ("__len__", "__contains__"):
            assert name in NativeWorld.__dict__, "the native World inherits %s" % name


def test_the_package_world_is_the_chosen_backend():
    assert hitmask.backend in ("python", "native")
    assert (hitmask.World is NativeWorld) == (hitmask.backend == "native")


def test_empty_and_zero_sized_masks_answer_as_in_the_pure_world():
    pure, native = _world.World(8), NativeWorld(8)
    masks = [hitmask.Mask((0, 0)), hitmask.Mask((0, 5)), hitmask.Mask((5, 0)), hitmask.Mask((3, 3)),
             hitmask.Mask((3, 3), fill=True), hitmask.Mask((130, 2), fill=True)]
    for i, mask in enumerate(masks):
        assert pure.add(mask, i, i) == native.add(mask, i, i)
    for world in (pure, native):
        world.set_mask(0, masks[4])
        world.set_mask(4, masks[0])
    for name, arguments in (("collisions", ()), ("step", ()), ("query_rect", (0, 0, 200, 20)),
                            ("query", (masks[1], 0, 0)), ("query", (masks[5], 0, 0)),
                            ("query_segment", (-5, 1, 300, 1)), ("separation", (0, 5)),
                            ("first_contact", (5, 0)), ("overlap_area", (0, 5))):
        assert getattr(native, name)(*arguments) == getattr(pure, name)(*arguments), name


def backend_of(environment):
    """hitmask.backend, or the error, in a fresh interpreter with these variables."""
    source = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "src")
    env = {k: v for k, v in os.environ.items() if not k.startswith("HITMASK_")}
    env.update(environment, PYTHONPATH=source)
    done = subprocess.run([sys.executable, "-c", "import hitmask; print(hitmask.backend)"],
                          env=env, capture_output=True, text=True, timeout=60)
    return done.stdout.strip() if done.returncode == 0 else done.stderr.strip().splitlines()[-1]


def test_the_backend_is_chosen_by_the_environment():
    library = sys.modules[NativeWorld.__module__].__dict__["lib"]._name
    assert backend_of({"HITMASK_LIBRARY": library}) == "native"
    assert backend_of({"HITMASK_LIBRARY": library, "HITMASK_BACKEND": "native"}) == "native"
    assert backend_of({"HITMASK_LIBRARY": library, "HITMASK_BACKEND": "python"}) == "python"
    missing = {"HITMASK_LIBRARY": "/nonexistent/libhitmask.so.0"}
    assert backend_of(missing) == "python"  # falls back, with a warning
    failed = backend_of(dict(missing, HITMASK_BACKEND="native"))
    assert failed.startswith("ImportError: no usable libhitmask") and "/nonexistent" in failed
    assert "python, native or auto" in backend_of({"HITMASK_BACKEND": "fast"})
