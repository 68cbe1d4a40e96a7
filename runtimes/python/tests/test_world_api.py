# SPDX-License-Identifier: MIT
"""The World's pivots, strict mode, result types and argument checks, case by case
(test_world_model.py checks the answers on random sequences)."""

import pytest

import hitmask
from oracles import hmsk_v2

ALL = 0xFFFFFFFF
INT_MIN, INT_MAX = -(1 << 31), (1 << 31) - 1


def square(size):
    return [[1] * size for _ in range(size)]


def ship_frames():
    """Two frames as a rotation set has them: 4 x 4 with its pivot at (2, 2), 6 x 6 at (3, 3)."""
    data = hmsk_v2([((2, 2), [square(4)]), ((3, 3), [square(6)])], ["solid"], "bits")
    return hitmask.loads(data).frames


def test_pivots():
    small, large = ship_frames()
    world = hitmask.World()
    ship = world.add_frame(small, 100, 50, user_data="ship")
    assert world.position(ship) == (100, 50) and world.origin(ship) == (2, 2)
    assert world.query_point(98, 48) == [ship] and world.query_point(97, 48) == []
    world.set_frame(ship, large)  # the pivot stays; the top-left moves by (2, 2) - (3, 3)
    assert world.position(ship) == (100, 50) and world.origin(ship) == (3, 3)
    assert world.query_point(97, 47) == [ship] and world.query_point(102, 52) == [ship]
    assert world.query_point(103, 53) == []
    world.move(ship, 0, 0)  # moves the pivot
    assert world.query_rect(-3, -3, 6, 6) == [ship] and world.query_point(3, 0) == []
    world.set_mask(ship, hitmask.Mask((1, 1), fill=True))  # position and origin stay
    assert (world.position(ship), world.origin(ship)) == ((0, 0), (3, 3))
    assert world.query_point(-3, -3) == [ship] and world.query_point(0, 0) == []
    rock = world.add(hitmask.Mask((2, 2), fill=True), -4, -4)  # by its top-left
    assert world.origin(rock) == (0, 0) and world.position(rock) == (-4, -4)
    assert world.collisions() == [(ship, rock)]
    assert world.first_contact(ship, rock) == (-3, -3)
    assert world.user_data(ship) == "ship" and world.user_data(rock) is None
    with pytest.raises(hitmask.ChannelError):
        world.add_frame(small, 0, 0, "hit")
    for bad in (small.mask(), None, "frame"):
        with pytest.raises(TypeError):
            world.add_frame(bad, 0, 0)
        with pytest.raises(TypeError):
            world.set_frame(ship, bad)
    assert len(world) == 2


def test_result_types():
    world = hitmask.World()
    a = world.add(hitmask.Mask((4, 4), fill=True), 0, 0)
    b = world.add(hitmask.Mask((4, 4), fill=True), 2, 3)
    (began,) = world.step()
    assert began == hitmask.Contact(a, b, hitmask.Phase.BEGAN) and began.phase == 0
    assert isinstance(began, tuple) and began.first == a and began.second == b
    assert [c.phase for c in world.step()] == [hitmask.Phase.STAYED]
    world.move(b, 10, 10)
    assert world.step() == [(a, b, hitmask.Phase.ENDED)] and world.step() == []
    assert [int(p) for p in hitmask.Phase] == [0, 1, 2]
    assert [p.name for p in hitmask.Phase] == ["BEGAN", "STAYED", "ENDED"]
    hit = world.query_segment(-5, 1, 20, 1)
    assert hit == hitmask.SegmentHit(a, 0, 1) and (hit.id, hit.x, hit.y) == (a, 0, 1)
    assert world.query_segment(-5, 1, -1, 1) is None
    world.move(b, 2, 3)
    separation = world.separation(a, b)
    assert isinstance(separation, hitmask.Separation)
    assert separation == (6, 2, 7, 1) and separation.push == (0, 1)
    assert world.separation(b, a) == (2, 6, 1, 7)


def test_a_removed_pair_ends_with_its_stale_id_before_the_reused_slot_begins():
    dot = hitmask.Mask((1, 1), fill=True)
    world = hitmask.World()
    a, b = world.add(dot, 0, 0), world.add(dot, 0, 0)
    assert world.step() == [(a, b, hitmask.Phase.BEGAN)]
    world.remove(a)
    c = world.add(dot, 0, 0)  # slot 0 again
    assert c == a + (1 << 20)
    events = world.step()
    assert events == [(a, b, hitmask.Phase.ENDED), (c, b, hitmask.Phase.BEGAN)]
    assert world.overlap_area(a, b) == 0 and world.first_contact(a, b) is None
    assert world.overlap_area(c, b) == 1 and world.first_contact(c, b) == (0, 0)


def test_stale_ids_are_ignored_unless_strict():
    mask = hitmask.Mask((3, 3), fill=True)
    for strict in (False, True):
        world = hitmask.World(strict=strict)
        frame = ship_frames()[0]
        live = world.add(mask, 0, 0)
        gone = world.add(mask, 1, 1)
        world.remove(gone)
        assert world.strict is strict and gone not in world and not world.contains(gone)
        calls = [
            lambda i: world.move(i, 1, 1),
            lambda i: world.set_mask(i, mask),
            lambda i: world.set_frame(i, frame),
            lambda i: world.set_layers(i, 1, 1),
            lambda i: world.set_user_data(i, "x"),
            lambda i: world.remove(i),
        ]
        readers = [
            (lambda i: world.mask(i), None),
            (lambda i: world.user_data(i), None),
            (lambda i: world.collisions_of(i), []),
            (lambda i: world.overlap_area(live, i), 0),
            (lambda i: world.overlap_area(i, live), 0),
            (lambda i: world.first_contact(live, i), None),
            (lambda i: world.separation(i, live), (0, 0, 0, 0)),
            (lambda i: world.query(mask, 0, 0, exclude=i), [live]),
            (lambda i: world.query_point(0, 0, exclude=i), [live]),
            (lambda i: world.query_rect(0, 0, 2, 2, exclude=i), [live]),
            (lambda i: world.query_segment(0, 0, 2, 2, exclude=i), (live, 0, 0)),
        ]
        for stale in (gone, 12345, 1 << 20, -1, ALL - 1):
            for call in calls:
                if strict:
                    with pytest.raises(hitmask.StaleIdError):
                        call(stale)
                else:
                    assert call(stale) is False
            for call, answer in readers:
                if strict:
                    with pytest.raises(hitmask.StaleIdError) as caught:
                        call(stale)
                    assert isinstance(caught.value, KeyError) and "is not live" in str(caught.value)
                else:
                    assert call(stale) == answer
            # No position to give: a KeyError either way, as position() always raised.
            for reader in (world.position, world.origin, world.layers):
                with pytest.raises(KeyError):
                    reader(stale)
        assert world.ids() == [live] and world.position(live) == (0, 0)
        # None and the core's "no id" leave out nothing, strict or not.
        assert world.query_point(0, 0, exclude=ALL) == world.query_point(0, 0, exclude=None) == [live]
    with pytest.raises(hitmask.StaleIdError) as caught:
        hitmask.World(strict=True).move(gone, 0, 0)
    assert str(caught.value) == "World.move: id 0x%08x is not live" % gone


def test_changes_report_whether_they_were_made():
    world = hitmask.World()
    entry = world.add(hitmask.Mask((1, 1)), 0, 0)
    frame = ship_frames()[1]
    assert world.move(entry, 1, 2) is True and world.set_frame(entry, frame) is True
    assert world.set_mask(entry, hitmask.Mask((2, 2))) is True
    assert world.set_layers(entry, 2) is True and world.layers(entry) == (2, ALL)
    assert world.set_user_data(entry, {"hp": 3}) is True and world.user_data(entry) == {"hp": 3}
    assert world.remove(entry) is True and world.remove(entry) is False


def test_segments_span_the_whole_int_range_at_once():
    world = hitmask.World()
    dot = hitmask.Mask((1, 1), fill=True)
    ids = [world.add(dot, x, y) for x, y in ((INT_MIN, INT_MIN), (0, 0), (INT_MAX, INT_MAX), (INT_MAX, INT_MIN))]
    assert world.query_segment(INT_MIN, INT_MIN, INT_MAX, INT_MAX) == (ids[0], INT_MIN, INT_MIN)
    assert world.query_segment(INT_MAX, INT_MAX, INT_MIN, INT_MIN) == (ids[2], INT_MAX, INT_MAX)
    assert world.query_segment(INT_MAX, INT_MAX, INT_MIN, INT_MIN, exclude=ids[2]) == (ids[1], 0, 0)
    assert world.query_segment(INT_MIN, INT_MIN, INT_MAX, INT_MAX, layers=2) is None
    assert world.query_segment(INT_MIN, INT_MAX, INT_MAX, INT_MIN) == (ids[3], INT_MAX, INT_MIN)
    assert world.query_segment(INT_MIN, INT_MAX, INT_MAX, INT_MIN, exclude=ids[3]) is None  # (0, -1)
    assert world.query_segment(INT_MIN, INT_MIN, INT_MIN, INT_MAX, exclude=ids[0]) is None
    assert world.query_segment(INT_MAX, 5, INT_MAX, INT_MIN) == (ids[3], INT_MAX, INT_MIN)
    # Two entries first met at the same step: the lower slot wins, whatever the ids.
    world.remove(ids[1])
    under = world.add(dot, 0, 0)  # slot 1 again
    above = world.add(dot, 0, 0)  # slot 4
    assert world.query_segment(-7, 0, 7, 0) == (under, 0, 0)
    world.remove(under)
    assert world.query_segment(-7, 0, 7, 0) == (above, 0, 0)
    assert world.query_point(0, 0) == [above] and world.query_rect(0, 0, 0, 5) == []


def test_arguments_are_checked():
    world = hitmask.World()
    dot = hitmask.Mask((1, 1), fill=True)
    entry = world.add(dot, 0, 0)
    for bad in ("1", 1.0, True, [entry]):
        with pytest.raises(TypeError):
            world.query_point(0, 0, exclude=bad)
    for bad in (None, "3", float("nan")):
        with pytest.raises(TypeError):
            world.query_segment(0, 0, bad, 0)
        with pytest.raises(TypeError):
            world.query_rect(0, 0, bad, 1)
        with pytest.raises(TypeError):
            world.query_point(bad, 0)
    with pytest.raises(ValueError):
        world.query_segment(0, 0, float("inf"), 0)
    with pytest.raises(ValueError):
        world.query_rect(0, 0, 1, 1, layers=1 << 32)
    assert world.query_segment(0.5, -0.5, 0.9, 0.2) == (entry, 0, 0)  # floored: (0, -1) to (0, 0)
    assert world.add(dot, 0, 0, user_data=[1]) == 1 and world.user_data(1) == [1]


def test_queries_see_a_mask_edited_in_place_after_set_mask_or_a_step():
    # The queries keep the broad phase of the last step() until the world changes, as
    # the core does: an edit in place is seen once set_mask() or step() tells the world.
    mask = hitmask.Mask((10, 10))
    world = hitmask.World(4)
    entry = world.add(mask, 0, 0)
    assert world.query_point(9, 9) == [] and world.query_segment(9, 0, 9, 20) is None
    mask.set_at((9, 9))
    world.set_mask(entry, mask)
    assert world.query_point(9, 9) == [entry] and world.query_segment(9, 0, 9, 20) == (entry, 9, 9)
    mask.set_at((0, 0))
    assert world.step() == [] and world.query_rect(-5, -5, 6, 6) == [entry]
    mask.clear()
    assert world.collisions() == [] and world.query_point(0, 0) == [] and world.collisions_of(entry) == []


def test_queries_follow_many_changes_between_steps():
    # The broad phase is kept up to date through a few changes, then dropped and built
    # again: either way every query sees the world as it is.
    dot = hitmask.Mask((1, 1), fill=True)
    world = hitmask.World(4)
    ids = [world.add(dot, 3 * i, 0) for i in range(60)]
    world.step()
    for turn in range(3):
        for i, entry in enumerate(ids):
            world.move(entry, 3 * i, 7 * turn + 7)
            assert world.query_point(3 * i, 7 * turn + 7) == [entry]
            assert world.query_point(3 * i, 7 * turn) == []
            assert world.query_segment(-1, 7 * turn + 7, 500, 7 * turn + 7) == (ids[0], 0, 7 * turn + 7)
        assert world.query_rect(0, 7 * turn + 7, 180, 1) == ids
    world.remove(ids[0])
    world.set_layers(ids[1], 2)
    assert world.query_segment(-1, 21, 500, 21, layers=1) == (ids[2], 6, 21)
