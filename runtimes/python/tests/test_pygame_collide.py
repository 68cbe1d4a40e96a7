# SPDX-License-Identifier: MIT
"""hitmask.pygame's groupcollide, spritecollide and contacts against plain loops over
pygame.mask overlaps of the drawn images, and against pygame.sprite's own functions with
collide_mask, on random placements."""

import os

import pytest

import hitmask

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
pygame = pytest.importorskip("pygame", reason="pygame is not installed: adapter tests skipped")
import hitmask.pygame as hp  # noqa: E402
from oracles import seeded  # noqa: E402
from pygame_scenes import overlapping, random_frames, random_pos, top_left  # noqa: E402


def placement(sprite):
    """(image, top-left) of a sprite, from its pivot and frame origin, not its rect."""
    return sprite.image, top_left(sprite.pos, sprite.frames[sprite.frame_index].origin)


def scene(rng, world, counts, spread):
    """Groups of hp.Sprites at random pivots and frames; the same sprites' placements."""
    frames, images, _ = random_frames(rng, 4)
    groups = []
    for count in counts:
        group = pygame.sprite.Group()
        for _ in range(count):
            hp.Sprite(world, frames, images, random_pos(rng, spread), group, frame_index=rng.randrange(4))
        groups.append(group)
    return groups


def brute_groupcollide(groupa, groupb):
    """{a: [b, ...]} in the groups' order, by pygame masks of the images at their places."""
    found = {}
    for a in groupa:
        hits = [b for b in groupb if overlapping(placement(a), placement(b))]
        if hits:
            found[a] = hits
    return found


def test_groupcollide_matches_a_loop_over_pygame_mask_overlaps():
    rng = seeded(81)
    total = 0
    for trial in range(1000):
        world = hitmask.World(cell_size=rng.choice((8, 32, 64)), strict=trial % 3 == 0)
        g1, g2, g3 = scene(rng, world, (rng.randint(0, 8), rng.randint(0, 8), 3), rng.choice((6, 15, 40)))
        for sprite in rng.sample(g1.sprites() + g2.sprites(), min(2, len(g1) + len(g2))):
            sprite.frame_index = rng.randrange(4)
            sprite.pos = random_pos(rng, 40)
        expected = brute_groupcollide(g1, g2)
        assert hp.groupcollide(g1, g2, False, False) == expected
        assert list(hp.groupcollide(g1, g2, False, False)) == list(expected)  # key order
        assert hp.groupcollide(g2, g1, False, False) == brute_groupcollide(g2, g1)
        for sprite in g1:
            assert hp.spritecollide(sprite, g2) == [b for b in g2 if overlapping(placement(sprite), placement(b))]
        total += sum(map(len, expected.values()))
    assert total > 1000


def test_dokill_does_what_pygame_does():
    """Two copies of a scene: hp.Sprites in a World, plain pygame sprites with rects and
    masks; the same calls give the same hits and leave the same sprites alive."""
    for seed in range(150):
        rng = seeded(seed)
        world = hitmask.World(strict=seed % 2 == 0)
        g1, g2 = scene(rng, world, (rng.randint(1, 6), rng.randint(1, 6)), 40)
        twins = {}
        plain = []
        for group in (g1, g2):
            copy = pygame.sprite.Group()
            for sprite in group:
                twin = pygame.sprite.Sprite(copy)
                twin.image, twin.rect = sprite.image, sprite.image.get_rect(topleft=placement(sprite)[1])
                twin.mask = pygame.mask.from_surface(sprite.image)
                twins[sprite] = twin
            plain.append(copy)
        dokill1, dokill2 = rng.random() < 0.5, rng.random() < 0.5
        ours = hp.groupcollide(g1, g2, dokill1, dokill2)
        theirs = pygame.sprite.groupcollide(plain[0], plain[1], dokill1, dokill2, pygame.sprite.collide_mask)
        assert {twins[a]: [twins[b] for b in hits] for a, hits in ours.items()} == theirs
        for sprite, twin in twins.items():
            assert sprite.alive() == twin.alive()
            assert (sprite.entry in world) == sprite.alive()
        survivor = next(iter(g1), None)
        if survivor is not None:
            ours = hp.spritecollide(survivor, g2, True)
            assert [twins[b] for b in ours] == pygame.sprite.spritecollide(
                twins[survivor], plain[1], True, pygame.sprite.collide_mask
            )
        assert len(world) == len(g1) + len(g2)


def test_sprites_of_other_worlds_and_plain_sprites_are_left_out():
    rng = seeded(82)
    frames, images, _ = random_frames(rng, 1)
    one, two = hitmask.World(), hitmask.World()
    group = pygame.sprite.Group()
    a = hp.Sprite(one, frames, images, (0, 0))
    hp.Sprite(two, frames, images, (0, 0), group)
    plain = pygame.sprite.Sprite(group)
    plain.image, plain.rect = images[0], images[0].get_rect()
    assert hp.spritecollide(a, group) == [] and hp.groupcollide(pygame.sprite.Group(a), group, 1, 1) == {}
    assert hp.groupcollide(group, pygame.sprite.Group(a), 0, 0) == {}
    assert len(group) == 2 and a.alive()


def test_contact_events_begin_stay_and_end_as_sprites_move_and_die():
    rng = seeded(83)
    counts = dict.fromkeys(hitmask.Phase, 0)
    for trial in range(60):
        world = hitmask.World(cell_size=rng.choice((4, 16, 64)), strict=trial % 2 == 1)
        (group,) = scene(rng, world, (rng.randint(2, 8),), 12)
        frames, images = group.sprites()[0].frames, group.sprites()[0].images
        touching = set()  # frozensets of sprites, by the oracle
        for step in range(12):
            gone = set()
            for sprite in group.sprites():
                roll = rng.random()
                if roll < 0.08:
                    sprite.kill()
                    gone.add(sprite)
                elif roll < 0.5:
                    sprite.pos = (sprite.pos[0] + rng.randint(-6, 6), sprite.pos[1] + rng.randint(-6, 6))
                elif roll < 0.6:
                    sprite.frame_index = rng.randrange(len(frames))
            if rng.random() < 0.3:
                hp.Sprite(world, frames, images, random_pos(rng, 12), group)
            alive = group.sprites()
            now = {
                frozenset((a, b))
                for i, a in enumerate(alive)
                for b in alive[i + 1 :]
                if overlapping(placement(a), placement(b))
            }
            events = hp.contacts(world)
            seen = [(frozenset((e.first, e.second)), e.phase) for e in events]
            assert len(seen) == len(set(seen))
            expected = {(p, hitmask.Phase.BEGAN) for p in now - touching}
            expected |= {(p, hitmask.Phase.STAYED) for p in now & touching}
            expected |= {(p, hitmask.Phase.ENDED) for p in touching - now}
            assert set(seen) == expected
            for _, phase in seen:
                counts[phase] += 1
            for pair, phase in seen:
                if phase == hitmask.Phase.ENDED and pair & gone:
                    assert all(s.entry is None for s in pair & gone)
            first_slots = [(e.first.entry, e.second.entry) for e in events]
            assert all(a is None or b is None or a & 0xFFFFF < b & 0xFFFFF for a, b in first_slots)
            touching = now
    assert min(counts.values()) > 100, counts
