# SPDX-License-Identifier: MIT
"""hitmask.pygame.Sprite: the rect and the World entry follow the pivot and the frame, so
the World's solid pixels are the drawn image's opaque ones, frame after frame; kill()
takes the entry out."""

import math
import os
import subprocess
import sys

import pytest

import hitmask

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


def test_hitmask_imports_without_pygame_and_hitmask_pygame_names_it():
    # A fresh interpreter where pygame cannot be imported.
    code = (
        "import sys\n"
        "sys.modules['pygame'] = None\n"
        "import hitmask\n"
        "hitmask.Mask((2, 2))\n"
        "try:\n"
        "    import hitmask.pygame\n"
        "except ImportError as error:\n"
        "    print(error)\n"
    )
    source = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "src")
    result = subprocess.run(
        [sys.executable, "-c", code], env=dict(os.environ, PYTHONPATH=source), capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert "hitmask needs pygame" in result.stdout


pygame = pytest.importorskip("pygame", reason="pygame is not installed: adapter tests skipped")
import hitmask.pygame as hp  # noqa: E402
from oracles import seeded  # noqa: E402
from pygame_scenes import random_frames, random_pos, solid_at, top_left  # noqa: E402


def check_aligned(world, sprite, others=()):
    """Every pixel around the sprite: the World has its entry there exactly where the
    image drawn at rect is opaque, and the rect is floor(pos) - origin."""
    frame = sprite.frames[sprite.frame_index]
    assert sprite.image is sprite.images[sprite.frame_index]
    assert sprite.rect.topleft == top_left(sprite.pos, frame.origin)
    assert sprite.rect.size == sprite.image.get_size() == (frame.width, frame.height)
    assert world.position(sprite.entry) == (math.floor(sprite.pos[0]), math.floor(sprite.pos[1]))
    assert world.origin(sprite.entry) == tuple(frame.origin)
    left, top = sprite.rect.topleft
    for y in range(top - 1, sprite.rect.bottom + 1):
        for x in range(left - 1, sprite.rect.right + 1):
            expected = solid_at(sprite.image, x - left, y - top)
            assert (sprite.entry in world.query_point(x, y)) == expected, (x, y)


def test_pivot_keeps_the_mask_on_the_drawn_image_across_frames_of_other_sizes():
    rng = seeded(71)
    checked = 0
    for _ in range(40):
        world = hitmask.World(cell_size=rng.choice((4, 16, 64)))
        frames, images, _ = random_frames(rng, rng.randint(2, 5))
        group = pygame.sprite.Group()
        sprite = hp.Sprite(world, frames, images, random_pos(rng, 40), group)
        other = hp.Sprite(world, frames, images, random_pos(rng, 40))
        assert group.has(sprite) and not group.has(other)
        assert world.user_data(sprite.entry) is sprite
        check_aligned(world, sprite)
        for _ in range(8):
            if rng.random() < 0.5:
                sprite.frame_index = rng.randrange(len(frames))
            else:
                sprite.pos = random_pos(rng, 40)
            other.pos = random_pos(rng, 40)
            check_aligned(world, sprite)
            check_aligned(world, other)
            checked += 1
    assert checked == 320


def test_a_frame_change_keeps_the_pivot_and_moves_the_top_left_by_the_origins():
    rng = seeded(72)
    for _ in range(300):
        world = hitmask.World()
        frames, images, _ = random_frames(rng, 2, max_height=3)
        pos = random_pos(rng)
        sprite = hp.Sprite(world, frames, images, pos, frame_index=0)
        before = sprite.rect.topleft
        sprite.frame_index = 1
        (ox0, oy0), (ox1, oy1) = frames[0].origin, frames[1].origin
        assert sprite.rect.topleft == (before[0] + ox0 - ox1, before[1] + oy0 - oy1)
        assert sprite.pos == pos and world.position(sprite.entry) == (math.floor(pos[0]), math.floor(pos[1]))
        assert world.mask(sprite.entry) == frames[1].mask()


def test_the_channel_chooses_the_entrys_mask():
    rng = seeded(73)
    frames, images, grids = random_frames(rng, 3, channels=("solid", "hit"))
    world = hitmask.World()
    sprite = hp.Sprite(world, frames, images, (5, -7), channel="hit", frame_index=2)
    assert world.mask(sprite.entry) == frames[2].mask("hit") != frames[2].mask()
    sprite.frame_index = 0
    assert world.mask(sprite.entry) == frames[0].mask("hit")
    left, top = sprite.rect.topleft
    for y, row in enumerate(grids[0][1]):
        for x, v in enumerate(row):
            assert (sprite.entry in world.query_point(left + x, top + y)) == bool(v)


def test_kill_removes_the_entry_for_good():
    rng = seeded(74)
    for strict in (False, True):
        world = hitmask.World(strict=strict)
        frames, images, _ = random_frames(rng, 2)
        group = pygame.sprite.Group()
        sprites = [hp.Sprite(world, frames, images, random_pos(rng, 10), group) for _ in range(5)]
        doomed = sprites[2]
        entry = doomed.entry
        doomed.kill()
        assert not doomed.alive() and doomed.entry is None
        assert entry not in world and len(world) == 4
        assert doomed not in [world.user_data(i) for i in world.ids()]
        doomed.pos = (3, 3)  # a late update: the rect follows, the World is left alone
        doomed.frame_index = 1
        doomed.kill()
        assert len(world) == 4 and doomed.rect.topleft == top_left((3, 3), frames[1].origin)
        newcomer = hp.Sprite(world, frames, images, (0, 0))
        assert newcomer.entry & 0xFFFFF == entry & 0xFFFFF and newcomer.entry != entry
        assert world.user_data(newcomer.entry) is newcomer


def test_bad_arguments_are_refused():
    rng = seeded(75)
    frames, images, _ = random_frames(rng, 2)
    world = hitmask.World()
    with pytest.raises(ValueError):
        hp.Sprite(world, frames, images[:1])
    with pytest.raises(ValueError):
        hp.Sprite(world, [], [])
    wrong = pygame.Surface((frames[0].width + 1, frames[0].height), pygame.SRCALPHA)
    with pytest.raises(ValueError, match="image 0"):
        hp.Sprite(world, frames, [wrong, images[1]])
    with pytest.raises(IndexError):
        hp.Sprite(world, frames, images, frame_index=2)
    assert len(world) == 0
    sprite = hp.Sprite(world, frames, None, (1.5, 2))
    assert sprite.image is None and sprite.rect.size == (frames[0].width, frames[0].height)
    for bad in (-1, 2):
        with pytest.raises(IndexError):
            sprite.frame_index = bad
    with pytest.raises(TypeError):
        sprite.frame_index = True
    with pytest.raises(TypeError):
        sprite.pos = (None, 1)
    with pytest.raises(TypeError):
        sprite.pos = 5
    assert sprite.pos == (1.5, 2) and sprite.frame_index == 0
    assert world.position(sprite.entry) == (1, 2)
