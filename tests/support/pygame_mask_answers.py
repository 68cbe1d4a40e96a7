# SPDX-License-Identifier: MIT
"""pygame.mask's own answers for the cases tst_pygameparity writes.

Usage: pygame_mask_answers.py CASES.json ANSWERS.json

Masks travel as base64 of zlib-compressed bytes, one byte per pixel (1 solid, 0 empty),
row by row. Each case names an operation; the answer holds what pygame returns for it.
Exits 3 when pygame cannot be imported, so the test can skip rather than fail.
"""
import base64
import json
import os
import sys
import zlib

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
try:
    import pygame
    import pygame.mask
except ImportError as error:
    print("pygame missing: %s" % error, file=sys.stderr)
    sys.exit(3)


def unpack(data):
    return zlib.decompress(base64.b64decode(data))


def pack(raw):
    return base64.b64encode(zlib.compress(raw)).decode("ascii")


def to_mask(spec):
    w, h = spec["w"], spec["h"]
    if w == 0 or h == 0:
        return pygame.mask.Mask((w, h))
    # An 8-bit surface whose pixel values are the bytes; with colour key 0, from_surface
    # sets exactly the nonzero ones.
    surface = pygame.image.frombuffer(unpack(spec["bits"]), (w, h), "P")
    surface.set_colorkey(0)
    return pygame.mask.from_surface(surface)


def from_mask(mask):
    w, h = mask.get_size()
    if w == 0 or h == 0:
        return {"w": w, "h": h, "bits": pack(b"")}
    rgba = pygame.image.tostring(mask.to_surface(), "RGBA")
    return {"w": w, "h": h, "bits": pack(rgba[0::4].replace(b"\xff", b"\x01"))}


def rect(r):
    return [r.x, r.y, r.w, r.h]


def answer(case):
    op = case["op"]
    if op == "threshold":
        w, h = case["w"], case["h"]
        surface = pygame.image.frombuffer(unpack(case["rgba"]), (w, h), "RGBA")
        color = tuple(case["color"]) + (255,)
        threshold = tuple(case["threshold"]) + (255,)
        if case.get("other"):
            other = pygame.image.frombuffer(unpack(case["other"]), (w, h), "RGBA")
            return from_mask(pygame.mask.from_threshold(surface, color, threshold, other))
        return from_mask(pygame.mask.from_threshold(surface, color, threshold))
    mask = to_mask(case["mask"])
    if op == "components":
        return {
            "components": [from_mask(c) for c in mask.connected_components(case["minimum"])],
            "rects": [rect(r) for r in mask.get_bounding_rects()],
            "at": [from_mask(mask.connected_component(tuple(p))) for p in case["points"]],
            "largest": from_mask(mask.connected_component()),
            # pygame's own sizes of all components, to show where its filters disagree
            # with them.
            "counts": [c.count() for c in mask.connected_components()],
        }
    if op == "moments":
        return {"centroid": list(mask.centroid()), "angle": repr(mask.angle())}
    if op == "scale":
        return from_mask(mask.scale(tuple(case["size"])))
    if op == "convolve":
        other = to_mask(case["other"])
        output = to_mask(case["output"]) if case.get("output") else None
        return from_mask(mask.convolve(other, output, tuple(case["offset"])))
    if op == "outline":
        return {"points": [list(p) for p in mask.outline(case["every"])]}
    raise ValueError("unknown operation " + op)


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        cases = json.load(f)
    answers = [answer(case) for case in cases]
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        json.dump({"pygame": pygame.version.ver, "answers": answers}, f)


if __name__ == "__main__":
    main()
