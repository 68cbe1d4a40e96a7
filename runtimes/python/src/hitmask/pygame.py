# SPDX-License-Identifier: MIT
"""pygame sprites whose World entry follows their pivot and frame, with pygame.sprite's
collision functions answered pixel-exactly by the World, and contact events as sprites.

    import hitmask, hitmask.pygame
    world = hitmask.World()
    ship = hitmask.pygame.Sprite(world, ship_file.frames, ship_images, (160, 120), everything)
    ship.frame_index = 3                   # rect and entry follow, the pivot stays put
    hits = hitmask.pygame.groupcollide(bullets, rocks, True, True)
    for a, b, phase in hitmask.pygame.contacts(world): ...

`import hitmask` never needs pygame; `import hitmask.pygame` does (an ImportError naming
it otherwise).
"""

from __future__ import annotations

import weakref

from hitmask._coords import coordinate
from hitmask._pygame import _pygame
from hitmask._world_types import Contact, Phase

_pg = _pygame()


class Sprite(_pg.sprite.Sprite):
    """A pygame.sprite.Sprite with an entry in a hitmask.World, placed by its pivot.

    `frames` are hitmask.Frame objects (a loaded file's .frames, or some of them) and
    `images` the matching pygame Surfaces, each the size of its frame (or None for a sprite
    that is never drawn). `pos` is the pivot in world pixels: the frame's origin lands
    there, so rect.topleft is pos - origin, and the entry is the frame's `channel` mask
    (the first channel by default) at the same place. Setting `pos` or `frame_index` moves
    the rect and the entry together; kill() also removes the entry. The entry's user data
    is the sprite, so every World query's ids lead back to sprites: world.user_data(id).
    """

    def __init__(self, world, frames, images, pos=(0, 0), *groups, channel=None, frame_index=0):
        frames = tuple(frames)
        if not frames:
            raise ValueError("a Sprite needs at least one frame")
        if images is not None:
            images = tuple(images)
            if len(images) != len(frames):
                raise ValueError("%d images for %d frames" % (len(images), len(frames)))
            for index, (frame, image) in enumerate(zip(frames, images)):
                if image.get_size() != (frame.width, frame.height):
                    raise ValueError(
                        "image %d is %d x %d, its frame %d x %d"
                        % ((index,) + image.get_size() + (frame.width, frame.height))
                    )
        self.world = world
        self.frames = frames
        self.images = images
        self.channel = channel
        self._index = _frame_index(frame_index, len(frames))
        self._pos = _pivot(pos)
        frame = frames[self._index]
        self.image = images[self._index] if images is not None else None
        self.rect = _pg.Rect(0, 0, frame.width, frame.height)
        self._place()
        self.entry = world.add_frame(frame, self._pos[0], self._pos[1], channel, user_data=self)
        super().__init__(*groups)

    @property
    def pos(self):
        """The pivot, in world pixels, as last set (fractions kept; the rect and the entry
        use it floored)."""
        return self._pos

    @pos.setter
    def pos(self, pos):
        self._pos = _pivot(pos)
        self._place()
        if self.entry is not None:
            self.world.move(self.entry, self._pos[0], self._pos[1])

    @property
    def frame_index(self):
        return self._index

    @frame_index.setter
    def frame_index(self, index):
        self._index = _frame_index(index, len(self.frames))
        frame = self.frames[self._index]
        if self.images is not None:
            self.image = self.images[self._index]
        self.rect.size = (frame.width, frame.height)
        self._place()
        if self.entry is not None:
            self.world.set_frame(self.entry, frame, self.channel)

    @property
    def frame(self):
        """The current hitmask.Frame."""
        return self.frames[self._index]

    def kill(self):
        """Out of every group, and out of the World for good (entry becomes None)."""
        super().kill()
        if self.entry is not None:
            entry, self.entry = self.entry, None
            self.world.remove(entry)

    def _place(self):
        origin_x, origin_y = self.frames[self._index].origin
        self.rect.topleft = (
            coordinate(self._pos[0]) - origin_x,
            coordinate(self._pos[1]) - origin_y,
        )


def spritecollide(sprite, group, dokill=False):
    """The sprites of `group` whose entries' pixels overlap `sprite`'s, in the group's
    order, as pygame.sprite.spritecollide(sprite, group, dokill, collide_mask) gives them
    (killed when `dokill`), found by the World. A sprite never collides with itself, and
    the World's layers apply."""
    if getattr(sprite, "entry", None) is None:
        return []
    world = sprite.world
    found = {world.user_data(entry) for entry in world.collisions_of(sprite.entry)}
    hits = [other for other in group if other in found]
    if dokill:
        for other in hits:
            other.kill()
    return hits


def groupcollide(groupa, groupb, dokilla, dokillb):
    """{sprite of groupa: [sprites of groupb it overlaps]}, as
    pygame.sprite.groupcollide(groupa, groupb, dokilla, dokillb, collide_mask) gives it
    (keys and lists in the groups' order; with dokillb, a sprite of groupb goes to the first
    sprite of groupa that hits it), from one World.collisions() per World."""
    order = {sprite: index for index, sprite in enumerate(groupb)}
    members = set(groupa)
    partners = {}
    for world in {s.world for s in members if getattr(s, "entry", None) is not None}:
        for first, second in world.collisions():
            a, b = world.user_data(first), world.user_data(second)
            if b in order and a in members:
                partners.setdefault(a, []).append(b)
            if a in order and b in members:
                partners.setdefault(b, []).append(a)
    crashed = {}
    for sprite in groupa.sprites():
        hits = partners.get(sprite)
        if not hits:
            continue
        hits = sorted((b for b in hits if groupb.has(b)), key=order.__getitem__)
        if not hits:
            continue
        crashed[sprite] = hits
        if dokillb:
            for other in hits:
                other.kill()
        if dokilla:
            sprite.kill()
    return crashed


# Per World, the sprites touching at its last contacts(): an entry killed since then is
# stale, and its Ended events still name the sprite it was.
_touching = weakref.WeakKeyDictionary()


def contacts(world):
    """world.step() with sprites in place of ids: [Contact(sprite_a, sprite_b, phase)],
    in the World's order. Each side is the entry's user data (the sprite, for a Sprite's
    entry), also for an Ended pair whose sprite was killed since the last contacts(world).
    Call it instead of world.step(), once a frame."""
    before = _touching.get(world, {})
    now = {}
    events = []
    user_data = world.user_data
    for first, second, phase in world.step():
        if phase != Phase.ENDED:  # both live
            a = now[first] = user_data(first)
            b = now[second] = user_data(second)
        else:
            a = user_data(first) if first in world else before.get(first)
            b = user_data(second) if second in world else before.get(second)
        events.append(Contact(a, b, phase))
    _touching[world] = now
    return events


def _frame_index(index, count):
    if isinstance(index, bool) or not isinstance(index, int):
        raise TypeError("frame_index must be an int, not %r" % (index,))
    if not 0 <= index < count:
        raise IndexError("frame_index %d is not one of the %d frames" % (index, count))
    return index


def _pivot(pos):
    try:
        x, y = pos
    except (TypeError, ValueError):
        raise TypeError("pos must be an (x, y) pair of numbers, not %r" % (pos,)) from None
    coordinate(x, "pos x")
    coordinate(y, "pos y")
    return (x, y)
