#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Hitmask authors
# SPDX-License-Identifier: MIT
"""Run hitmask-cli over a matrix of formats, encodings, frame options and
targets and record every output, so that two builds can be compared byte for
byte:

    scripts/cli-matrix.py build/app/cli/hitmask-cli /tmp/before
    ... change the code, rebuild ...
    scripts/cli-matrix.py build/app/cli/hitmask-cli /tmp/after
    diff -r /tmp/before /tmp/after && echo identical

Each case runs in the same scratch folder, so paths in messages match; timings
printed by `world` are blanked."""

import fcntl
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEMO = ROOT / "resources" / "demo"
SCRATCH = Path("/tmp/hitmask-cli-matrix")


def png(path, w, h, pixel):
    rows = b"".join(b"\0" + b"".join(bytes(pixel(x, y)) for x in range(w)) for y in range(h))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
                     + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def bmp(path, w, h, pixel):
    stride = (w * 3 + 3) & ~3
    rows = b""
    for y in reversed(range(h)):
        row = b"".join(bytes(reversed(pixel(x, y))) for x in range(w))
        rows += row + b"\0" * (stride - len(row))
    header = struct.pack("<2sIHHI", b"BM", 54 + len(rows), 0, 0, 54)
    info = struct.pack("<IiiHHIIiiII", 40, w, h, 1, 24, 0, len(rows), 2835, 2835, 0, 0)
    path.write_bytes(header + info + rows)


def make_inputs(folder):
    for name in os.listdir(DEMO):
        shutil.copy(DEMO / name, folder / name)
    # A dithered, noisy sheet: 3 x 2 cells of 20 x 16 with a 2-pixel margin and spacing.
    png(folder / "sheet.png", 2 + 3 * 20 + 2 * 2 + 2, 2 + 2 * 16 + 2 + 2,
        lambda x, y: (x * 7 % 256, y * 11 % 256, 90, (x * 31 + y * 17) % 256 if (x + y) % 3 else 0))
    # Colour-keyed art without alpha: magenta background, a ring and a bar.
    bmp(folder / "keyed.bmp", 37, 29,
        lambda x, y: (40, 200, 60) if 60 <= (x - 18) ** 2 + (y - 14) ** 2 <= 150 or (y == 3 and x > 4)
        else ((250, 0, 250) if (x * y) % 13 else (255, 0, 255)))
    frames = {f"hop {i}.aseprite": {"frame": {"x": 48 * i, "y": 0, "w": 48, "h": 40}, "rotated": False,
                                    "trimmed": False, "spriteSourceSize": {"x": 0, "y": 0, "w": 48, "h": 40},
                                    "sourceSize": {"w": 48, "h": 40}, "duration": 100 + 20 * i}
              for i in range(4)}
    (folder / "hop.json").write_text(json.dumps({"frames": frames, "meta": {
        "image": "frog_hop.png", "size": {"w": 192, "h": 40},
        "frameTags": [{"name": "hop", "from": 0, "to": 3, "direction": "pingpong"}]}}))
    project = json.loads((DEMO / "demo.hitmask").read_text())
    project["version"] = 5
    shapes = {"kind": "polygons", "tolerance": 1.5, "convex": True, "maxVertices": 6, "grow": 1}
    project["exportTargets"] = [
        {"name": "game", "format": "rle", "folder": "out/game", "pattern": "{sprite}.{ext}"},
        {"name": "header", "format": "c", "headerEncoding": "bits", "folder": "out/c"},
        {"name": "raw", "format": "bits", "raw": True, "folder": "out/raw", "skipped": ["potato.png"]},
        {"name": "physics", "format": "shapes-json", "folder": "out/phys", "shapes": shapes},
        {"name": "boxes", "format": "shapes-c", "folder": "out/boxes",
         "shapes": {"kind": "boxes", "maxBoxes": 3}},
        {"name": "tiled", "format": "tiled", "folder": "out/tiled", "shapes": {"kind": "boxes"},
         "skipped": ["ship.png"]},
        {"name": "godot", "format": "godot", "folder": "out/godot", "shapes": shapes},
        {"name": "pictures", "format": "png", "folder": "out/png", "pattern": "{sprite}-{frame}.{ext}"},
        {"name": "pbm", "format": "pbm", "folder": "out/pbm"},
    ]
    (folder / "targets.hitmask").write_text(json.dumps(project, indent=2))
    settings = json.loads((DEMO / "demo.hitmask").read_text())
    settings["export"] = {"format": "bytes", "folder": "exported"}
    (folder / "settings.hitmask").write_text(json.dumps(settings, indent=2))


def cases():
    frame_options = {
        "whole": ["ship.png"],
        "strip": ["frog_hop.png", "--frames", "4"],
        "grid": ["sheet.png", "--grid", "20x16", "--margin", "2", "--spacing", "2"],
        "json": ["frog_hop.png", "--sheet-json", "hop.json"],
        "rot": ["ship.png", "--rotations", "8"],
        "keyed": ["keyed.bmp"],
        "keyopt": ["keyed.bmp", "--color-key", "FA00FA", "--key-tolerance", "8"],
        "thresh": ["sheet.png", "--threshold", "100"],
    }
    suffix = {"bytes": "hmsk", "rle": "hmsk", "bits": "hmsk"}
    for frames, args in frame_options.items():
        for fmt in ["bytes", "rle", "bits", "pbm", "png", "c"]:
            yield f"mask-{frames}-{fmt}", ["mask", *args, "--format", fmt, "-o", "out." + suffix.get(fmt, fmt)]
        yield f"mask-{frames}-raw", ["mask", *args, "--format", "rle", "--raw", "-o", "out.rle"]
        yield f"mask-{frames}-cbytes", ["mask", *args, "--format", "c", "--encoding", "bytes", "--name", "m",
                                        "-o", "-"]
        yield f"mask-{frames}-stdout", ["mask", *args, "--format", "bits", "-o", "-"]
        yield f"shapes-{frames}-boxes", ["shapes", *args, "--boxes", "--json"]
        yield f"shapes-{frames}-maxboxes", ["shapes", *args, "--boxes", "--max-boxes", "2", "--json"]
        yield f"shapes-{frames}-poly", ["shapes", *args, "--polygons", "--tolerance", "0.75", "--json"]
        yield f"shapes-{frames}-convex", ["shapes", *args, "--polygons", "--convex", "--max-vertices", "5",
                                          "--grow", "-1", "--json"]
        for fmt in ["shapes-json", "shapes-c", "tiled", "godot"]:
            yield f"shapes-{frames}-{fmt}", ["shapes", *args, "--polygons", "--format", fmt, "-o", "shapes.out",
                                             "--depfile", "shapes.d"]
    yield "mask-folder", ["mask", "ship.png", "frog.png", "keyed.bmp", "--format", "rle", "-o", "masks",
                          "--pattern", "{sprite}-{suffix}.{ext}", "--depfile", "masks/masks.d"]
    yield "mask-suffix", ["mask", "potato.png", "-o", "potato.h"]
    for target in ["game", "header", "raw", "physics", "boxes", "tiled", "godot", "pictures", "pbm"]:
        yield f"export-{target}", ["export", "targets.hitmask", "--target", target]
    yield "export-all", ["export", "targets.hitmask", "--depfile", "all.d"]
    yield "export-settings", ["export", "settings.hitmask"]
    for fmt in ["bytes", "rle", "bits", "pbm", "png", "c", "shapes-json", "shapes-c", "tiled", "godot"]:
        yield f"export-demo-{fmt}", ["export", "demo.hitmask", "--format", fmt, "-o", "demo-out"]
    yield "export-demo-raw", ["export", "demo.hitmask", "--format", "bits", "--raw", "-o", "demo-out"]
    yield "export-demo-cenc", ["export", "demo.hitmask", "--format", "c", "--encoding", "bytes", "-o", "d"]
    yield "shapes-project", ["shapes", "demo.hitmask", "--sprite", "frog", "--boxes", "--json"]
    yield "shapes-project-channel", ["shapes", "demo.hitmask", "--sprite", "frog", "--channel", "hurt",
                                     "--polygons", "--json"]
    yield "shapes-project-godot", ["shapes", "demo.hitmask", "--sprite", "ship", "--polygons", "--convex",
                                   "--format", "godot", "-o", "ship.tscn"]
    for name, extra in {"plain": [], "json": ["--json"], "rot": ["--rotate-b", "30", "--json"],
                        "flip": ["--flip-b", "h"], "key": ["--color-key-b", "FF00FF"]}.items():
        yield f"collide-{name}", ["collide", "ship.png", "keyed.bmp", "--offset", "-7,12", *extra]
    yield "collide-far", ["collide", "frog.png", "asteroid.png", "--offset", "900,-900", "--json"]
    yield "info", ["info", "ship.hmsk"]
    yield "info-json", ["info", "ship.hmsk", "--json"]
    yield "world", ["world", "ship.png", "asteroid.png", "ship.hmsk", "--sprites", "300", "--frames", "3",
                    "--events", "--json"]
    yield "world-text", ["world", "frog.png", "--sprites", "100", "--frames", "2", "--cell", "32"]
    # Errors keep their words.
    yield "error-format", ["mask", "ship.png", "--format", "gif", "-o", "x"]
    yield "error-encoding", ["mask", "ship.png", "--format", "c", "--encoding", "zip", "-o", "x.h"]
    yield "error-raw", ["mask", "ship.png", "--format", "png", "--raw", "-o", "x.png"]
    yield "error-target", ["export", "targets.hitmask", "--target", "nope"]
    yield "error-grid", ["mask", "sheet.png", "--grid", "500x500", "-o", "x.hmsk"]
    yield "error-shapes-format", ["shapes", "ship.png", "--boxes", "--format", "rle", "-o", "x"]
    yield "error-missing", ["mask", "missing.png", "-o", "x.hmsk"]
    yield "error-info", ["info", "ship.png"]


def run(cli, out):
    # One run at a time: every run uses the same scratch folder, so paths in messages match.
    lock = open("/tmp/hitmask-cli-matrix.lock", "w")
    fcntl.flock(lock, fcntl.LOCK_EX)
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    timing = re.compile(rb'("(?:max_|mean_)?ms":)[0-9.e+-]+|[0-9.]+ ms')
    for name, args in cases():
        if SCRATCH.exists():
            shutil.rmtree(SCRATCH)
        SCRATCH.mkdir()
        make_inputs(SCRATCH)
        subprocess.run([cli, "mask", "ship.png", "--rotations", "4", "-o", "ship.hmsk"], cwd=SCRATCH, check=True,
                       capture_output=True)
        before = set(p for p in SCRATCH.rglob("*"))
        result = subprocess.run([cli, *args], cwd=SCRATCH, capture_output=True,
                                env={**os.environ, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"})
        case = out / name
        case.mkdir()
        stdout = result.stdout
        if args[0] == "world":
            stdout = timing.sub(lambda m: (m.group(1) or b"") + b"#", stdout)
        (case / "stdout").write_bytes(stdout)
        (case / "stderr").write_bytes(result.stderr)
        (case / "status").write_text(f"{result.returncode}\n")
        for path in sorted(set(SCRATCH.rglob("*")) - before):
            if path.is_file():
                target = case / "files" / path.relative_to(SCRATCH)
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy(path, target)
    shutil.rmtree(SCRATCH)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    run(os.path.abspath(sys.argv[1]), Path(sys.argv[2]).resolve())
