#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Draws Hitmask's demo sprites (frog, hopping frog strip, potato, asteroid, ship) as RGBA PNGs.

The sprites are generated from simple shapes so that they can be changed and
re-made at will: python3 make_sprites.py writes the PNGs next to this script.
Each has something worth a collision mask: soft edges (partial alpha), holes,
thin parts, and a semi-transparent engine flame.
"""
import base64
import json
import math
import os
import random
import struct
import zlib


def write_png(path, width, height, pixels):
    raw = b"".join(b"\x00" + bytes(pixels[y * width * 4:(y + 1) * width * 4]) for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


class Canvas:
    def __init__(self, width, height):
        self.w, self.h = width, height
        self.px = [0] * (width * height * 4)

    def put(self, x, y, rgba):
        if 0 <= x < self.w and 0 <= y < self.h:
            i = (y * self.w + x) * 4
            self.px[i:i + 4] = list(rgba)

    def get(self, x, y):
        i = (y * self.w + x) * 4
        return self.px[i:i + 4]

    def fill(self, inside, color):
        for y in range(self.h):
            for x in range(self.w):
                c = inside(x + 0.5, y + 0.5)
                if c:
                    self.put(x, y, color(x, y) if callable(color) else color)

    def outline(self, color):
        """Darkens opaque pixels that touch a transparent one."""
        edge = []
        for y in range(self.h):
            for x in range(self.w):
                if self.get(x, y)[3] < 255:
                    continue
                for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                    if not (0 <= nx < self.w and 0 <= ny < self.h) or self.get(nx, ny)[3] == 0:
                        edge.append((x, y))
                        break
        for x, y in edge:
            self.put(x, y, color)

    def save(self, name):
        write_png(os.path.join(os.path.dirname(os.path.abspath(__file__)), name), self.w, self.h, self.px)


def ellipse(cx, cy, rx, ry):
    return lambda x, y: ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1


def shade(base, x, y, cx, cy, r, light=0.35):
    d = ((x - cx + r * 0.4) ** 2 + (y - cy + r * 0.4) ** 2) ** 0.5 / (2 * r)
    k = 1 + light - d * 2 * light
    return tuple(max(0, min(255, int(c * k))) for c in base[:3]) + (255,)


def draw_frog(c, ox=0, oy=0, leap=0):
    """The frog with its top-left corner at (ox, oy); `leap` stretches the back legs
    down and lifts the body, for the hop animation."""
    green = (86, 170, 70)
    for sx in (-1, 1):  # back legs, then front feet
        c.fill(ellipse(ox + 24 + sx * 15, oy + 31 + leap, 8, 6 + leap),
               lambda x, y: shade(green, x, y, ox + 24, oy + 31, 14))
        c.fill(ellipse(ox + 24 + sx * 9, oy + 36, 4, 2.5), (70, 140, 60, 255))
    c.fill(ellipse(ox + 24, oy + 24, 15, 12), lambda x, y: shade(green, x, y, ox + 24, oy + 24, 15))
    c.fill(ellipse(ox + 24, oy + 28, 9, 6), (196, 220, 140, 255))
    for sx in (-1, 1):
        c.fill(ellipse(ox + 24 + sx * 9, oy + 12, 6, 6), lambda x, y: shade(green, x, y, ox + 24, oy + 12, 8))
        c.fill(ellipse(ox + 24 + sx * 9, oy + 11, 4, 4), (250, 250, 240, 255))
        c.fill(ellipse(ox + 24 + sx * 9 + sx, oy + 11, 2, 2.5), (20, 24, 20, 255))


def frog_smile(c, ox=0, oy=0):
    for x in range(19, 30):  # a smile, drawn after the outline
        c.put(ox + x, oy + 22 - int(0.08 * (x - 24) ** 2), (34, 70, 30, 255))


def frog():
    c = Canvas(48, 40)
    draw_frog(c)
    c.outline((34, 70, 30, 255))
    frog_smile(c)
    c.save("frog.png")


HOP = ((0, 0), (-3, 1), (-7, 2), (-3, 1))  # (lift, leap) of each frame of the hop


def frog_hop():
    """A strip of four 48 x 40 frames side by side: the frog crouches, leaps and lands."""
    c = Canvas(48 * len(HOP), 40)
    for i, (lift, leap) in enumerate(HOP):
        draw_frog(c, 48 * i, lift, leap)
    c.outline((34, 70, 30, 255))
    for i, (lift, _) in enumerate(HOP):
        frog_smile(c, 48 * i, lift)
    c.save("frog_hop.png")


def potato():
    random.seed(3)
    c = Canvas(44, 34)
    wobble = [random.uniform(-1.2, 1.2) for _ in range(8)]

    def inside(x, y):
        a = math.atan2(y - 17, x - 22)
        r = 1 + 0.06 * sum(w * math.sin((i + 2) * a + i) for i, w in enumerate(wobble)) / 4
        return ((x - 22) / (19 * r)) ** 2 + ((y - 17) / (14 * r)) ** 2 <= 1

    c.fill(inside, lambda x, y: shade((196, 150, 88), x, y, 22, 17, 18))
    c.outline((110, 76, 40, 255))
    for (ex, ey) in ((12, 12), (27, 9), (31, 21), (17, 23)):  # eyes of the potato
        c.put(ex, ey, (120, 84, 46, 255))
        c.put(ex + 1, ey, (140, 100, 56, 255))
    # A soft shadow under it: partial alpha that a threshold can keep or drop.
    for y in range(c.h):
        for x in range(c.w):
            if c.get(x, y)[3] == 0:
                d = ((x + 0.5 - 22) / 21) ** 2 + ((y + 0.5 - 30) / 4) ** 2
                if d <= 1:
                    c.put(x, y, (40, 30, 20, int(90 * (1 - d))))
    c.save("potato.png")


def asteroid():
    random.seed(7)
    c = Canvas(56, 56)
    bumps = [(random.uniform(0.04, 0.1), random.uniform(0, 6.28)) for _ in range(5)]

    def radius(a):
        return 25 * (1 + sum(h * math.sin((i + 2) * a + p) for i, (h, p) in enumerate(bumps)))

    c.fill(lambda x, y: math.hypot(x - 28, y - 28) <= radius(math.atan2(y - 28, x - 28)),
           lambda x, y: shade((140, 132, 124), x, y, 28, 28, 26, 0.45))
    for cx, cy, r in ((20, 22, 5), (35, 33, 7), (33, 15, 3), (17, 37, 3.5)):
        c.fill(lambda x, y, cx=cx, cy=cy, r=r: math.hypot(x - cx, y - cy) <= r and c.get(int(x), int(y))[3],
               lambda x, y, cx=cx, cy=cy, r=r: shade((100, 94, 90), x, y, cx - r * 0.8, cy - r * 0.8, r, 0.5))
    # A hole straight through: the mask must have it too.
    c.fill(lambda x, y: math.hypot(x - 28, y - 27) <= 4, (0, 0, 0, 0))
    c.outline((70, 66, 62, 255))
    c.save("asteroid.png")


def ship():
    c = Canvas(40, 56)
    hull = lambda x, y: y >= 4 and abs(x - 20) <= (y - 4) * 0.28 + 1 and y <= 40
    wings = lambda x, y: 26 <= y <= 42 and abs(x - 20) <= 4 + (y - 26) * 0.95
    c.fill(wings, lambda x, y: shade((90, 110, 200), x, y, 20, 34, 16))
    c.fill(hull, lambda x, y: shade((210, 214, 226), x, y, 20, 24, 14))
    c.fill(ellipse(20, 20, 3, 6), (90, 200, 240, 255))
    for gun in (5, 35):  # thin wing guns: a classic "must not collide" part
        c.fill(lambda x, y, g=gun: abs(x - g) < 1 and 30 <= y <= 42, (70, 70, 80, 255))
    c.outline((40, 44, 70, 255))
    # Engine flame: fades out, so the threshold decides how much of it collides.
    for y in range(41, 56):
        for x in range(14, 27):
            t = (y - 41) / 15
            half = 5 * (1 - t) + 0.5
            if abs(x + 0.5 - 20) <= half:
                c.put(x, y, (255, int(220 - 140 * t), int(80 - 60 * t), int(250 * (1 - t))))
    c.save("ship.png")


def rle(width, height, solid):
    """The core's RLE payload: per row, signed runs of at most 127 (positive = solid)."""
    out = bytearray()
    for y in range(height):
        x = 0
        while x < width:
            value = (x, y) in solid
            end = x
            while end < width and ((end, y) in solid) == value:
                end += 1
            length = end - x
            while length > 0:
                chunk = min(length, 127)
                out.append(chunk if value else 256 - chunk)
                length -= chunk
            x = end
    return base64.b64encode(bytes(out)).decode()


def demo_project():
    """The demo project: thresholds that make sense per sprite, the frog's hurt and hit
    channels, a hopping frog cut from a strip and tagged as an animation, and the ship as a
    set of 24 rotations. One hand edit, as a designer would
    make it: the ship's thin wing guns forced non-colliding, upright (rotation 0) and
    turned a quarter (rotation 6, 90 degrees clockwise: pixel (x, y) lands on
    (55 - y, x) of the 56 x 40 frame)."""
    def frame(w, h, force_empty=()):
        return {"rect": [0, 0, w, h], "size": [w, h], "forceSolid": rle(w, h, set()),
                "forceEmpty": rle(w, h, set(force_empty))}

    def entry(name, size, threshold, cut=None, frames=None):
        w, h = size
        return {"path": name + ".png", "threshold": threshold, "colorKey": None,
                "cut": cut or {"kind": "whole"},
                "frames": frames if frames is not None else [frame(w, h)]}

    guns = {(x, y) for x in (4, 5, 34, 35) for y in range(30, 43)}
    turned = {(55 - y, x) for (x, y) in guns}
    ship_frames = [frame(40, 56, guns)] + [{} for _ in range(5)] + [frame(56, 40, turned)]
    for f in ship_frames[1:]:
        f.pop("rect", None)
    hop_rects = [[48 * i, 0, 48, 40] for i in range(len(HOP))]
    # The frog's channels: a hurtbox that starts as the body (a copy of solid) with the
    # back legs trimmed away by hand, and a hand-painted hit channel over the mouth and
    # front feet, as the manual's pictures show.
    legs = {(x, y) for x in range(48) for y in range(25, 40) if abs(x - 24) > 10}
    mouth = {(x, y) for x in range(16, 33) for y in range(18, 24)}
    feet = {(x, y) for sx in (-1, 1) for x in range(24 + sx * 9 - 4, 24 + sx * 9 + 5)
            for y in range(34, 39)}
    frog_frame = frame(48, 40)
    frog_frame["channels"] = [
        {"forceSolid": rle(48, 40, set()), "forceEmpty": rle(48, 40, legs)},
        {"forceSolid": rle(48, 40, mouth | feet), "forceEmpty": rle(48, 40, set())},
    ]
    frog_entry = entry("frog", (48, 40), 0, frames=[frog_frame])
    frog_entry["channels"] = [
        {"name": "solid", "colour": "#ff5ca8", "visible": True, "source": "image"},
        {"name": "hurt", "colour": "#3c8cff", "visible": True, "source": "copy",
         "copyOf": "solid"},
        {"name": "hit", "colour": "#ff3030", "visible": True, "source": "empty"},
    ]
    # The hop is an animation: its frames' tag, played forward.
    hop_entry = entry("frog_hop", (48, 40), 0, {"kind": "rects", "rects": hop_rects}, [])
    hop_entry["tags"] = [{"name": "hop", "from": 0, "to": len(HOP) - 1,
                          "direction": "forward"}]
    project = {"format": "hitmask-project", "version": 4, "sprites": [
        frog_entry,
        entry("potato", (44, 34), 100),
        entry("asteroid", (56, 56), 0),
        entry("ship", (40, 56), 128, {"kind": "whole", "rotations": 24, "rotationSource": 0},
              ship_frames),
        hop_entry,
    ]}
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "demo.hitmask")
    with open(path, "w") as f:
        json.dump(project, f, indent=2)
        f.write("\n")


if __name__ == "__main__":
    frog()
    frog_hop()
    potato()
    asteroid()
    ship()
    demo_project()
