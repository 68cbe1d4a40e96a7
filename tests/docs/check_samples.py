#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Every code sample of the manual (README.md and docs/*.md) is compiled or run, so a
sample a reader copies cannot have drifted from the code it shows.

Fenced blocks are picked by their info string:
  cpp, c       compiled against the in-tree core (static) or C API (libhitmask.so) as
               whole programs, then run in the sample folder;
  python       run with the in-tree Python runtime on PYTHONPATH;
  js           run with Node as an ES module that imports the in-tree 'hitmask' package;
  lua          run with LuaJIT, the in-tree Lua module on LUA_PATH and HITMASK_LIBRARY
               naming the C library;
  csharp       compiled with Mono's mcs against the C# binding (--csharp-binding, the
               Hitmask.dll that the test csharp_build makes) and run with mono, the C
               library's folder on LD_LIBRARY_PATH;
  sh           with hitmask-cli commands: run with bash -e in a fresh sample folder; other
               shell blocks (builds, installs) cannot run in a test, so what they name is
               checked instead: scripts, presets, -D options, targets, package versions;
  hex          an HMSK dump: its bytes must be a file of tests/conformance/files.
Blocks whose info string says "fragment" are skipped and counted, but for C# fragments
that name an engine with stand-ins in tests/docs/stand-ins ("csharp fragment unity"):
those are compiled, not run, against the binding and that engine's stand-in types, so
they keep up with the binding's API. Other languages (cmake, json, none) are not samples
this test runs; the count of each is printed.

The sample folder holds the demo sprites (resources/demo), copies of them in sprites/,
the masks rock.hmsk (asteroid.png), ship.hmsk and ship24.hmsk (ship.png, 24 rotations),
and a few files the demo lacks, made here: old.bmp (magenta background), coin.jpg (a coin
on white), tiles.png (a 72 x 54 sheet of 16 x 16 tiles, margin 1, spacing 2),
frog_hop.json (an Aseprite sheet over frog_hop.png) and fire.gif (from the fuzz corpus).

Every relative link of those pages must lead to a file, and an #anchor to a heading there.

With --cli-reference, checks instead that docs/cli.md names every command and every
option that `hitmask-cli COMMAND --help` prints, under that command's heading.
"""
import argparse
import concurrent.futures
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

FENCE = re.compile(r"^```(.*)$")


def blocks(path):
    """(info string, first line number, text) of each fenced block of a Markdown file."""
    found, info, start, body = [], None, 0, []
    for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        fence = FENCE.match(line)
        if info is None and fence:
            info, start, body = fence.group(1).strip(), number + 1, []
        elif info is not None and line == "```":
            found.append((info, start, "\n".join(body) + "\n"))
            info = None
        elif info is not None:
            body.append(line)
    return found


def make_folder(args, folder):
    """The sample folder described above."""
    demo = args.source / "resources" / "demo"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "sprites").mkdir(exist_ok=True)
    for item in demo.iterdir():
        if item.suffix in (".png", ".hitmask"):
            shutil.copy(item, folder / item.name)
            if item.suffix == ".png":
                shutil.copy(item, folder / "sprites" / item.name)
    shutil.copy(args.source / "tests/fuzz/corpus/fuzz_images/anim_3frames_transparent.gif",
                folder / "fire.gif")
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    import pygame  # python3-pygame, one of the test packages

    old = pygame.Surface((24, 16))
    old.fill((255, 0, 255))
    pygame.draw.rect(old, (30, 120, 60), (4, 3, 14, 9))
    pygame.image.save(old, str(folder / "old.bmp"))
    coin = pygame.Surface((64, 64))
    coin.fill((255, 255, 255))
    pygame.draw.circle(coin, (200, 150, 20), (32, 32), 20)
    pygame.image.save(coin, str(folder / "coin.jpg"))
    tiles = pygame.Surface((72, 54), pygame.SRCALPHA)
    for row in range(3):
        for column in range(4):
            pygame.draw.circle(tiles, (90, 60, 30, 255),
                               (1 + column * 18 + 8, 1 + row * 18 + 8), 3 + column + row)
    pygame.image.save(tiles, str(folder / "tiles.png"))
    frames = {f"hop {i}.png": {"frame": {"x": 48 * i, "y": 0, "w": 48, "h": 40},
                               "rotated": False, "trimmed": False,
                               "spriteSourceSize": {"x": 0, "y": 0, "w": 48, "h": 40},
                               "sourceSize": {"w": 48, "h": 40}, "duration": 100}
              for i in range(4)}
    sheet = {"frames": frames,
             "meta": {"image": "frog_hop.png", "size": {"w": 192, "h": 40},
                      "frameTags": [{"name": "hop", "from": 0, "to": 3,
                                     "direction": "forward"}]}}
    (folder / "frog_hop.json").write_text(json.dumps(sheet, indent=1), encoding="utf-8")
    for output, command in (("rock.hmsk", ["asteroid.png"]), ("ship.hmsk", ["ship.png"]),
                            ("ship24.hmsk", ["ship.png", "--rotations", "24"])):
        subprocess.run([str(args.cli), "mask", *command, "-o", output], cwd=folder, check=True,
                       stdout=subprocess.DEVNULL)


def run(command, cwd, env=None, stdin=None):
    """None when the command succeeds, else what it printed."""
    result = subprocess.run(command, cwd=cwd, env=env, input=stdin, capture_output=True,
                            text=True, timeout=120)
    if result.returncode == 0:
        return None
    return f"exit status {result.returncode}\n{result.stdout}{result.stderr}"


def check_compiled(args, language, text, work, name):
    source = work / (name + (".cpp" if language == "cpp" else ".c"))
    source.write_text(text, encoding="utf-8")
    program = work / name
    include = ["-I", str(args.source / "core" / "include")]
    if language == "cpp":
        command = [*args.cxx, "-std=c++20", *args.cxx_flags, *include, str(source),
                   str(args.core_library), "-pthread", "-o", str(program)]
    else:
        command = [*args.cc, "-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic",
                   *args.c_flags, *include, str(source), str(args.c_library),
                   f"-Wl,-rpath,{args.c_library.parent}", "-o", str(program)]
    failure = run(command, work)
    if failure:
        return "does not compile: " + failure
    folder = work / (name + ".run")
    make_folder(args, folder)
    failure = run([str(program)], folder)
    return failure and "fails: " + failure


def check_python(args, text, work, name):
    folder = work / name
    make_folder(args, folder)
    env = dict(os.environ, PYTHONPATH=str(args.source / "runtimes" / "python" / "src"),
               PYTHONDONTWRITEBYTECODE="1", PYGAME_HIDE_SUPPORT_PROMPT="1")
    return run([args.python, "-"], folder, env=env, stdin=text)


def check_js(args, text, work, name):
    folder = work / name
    make_folder(args, folder)
    (folder / "node_modules").mkdir()
    (folder / "node_modules" / "hitmask").symlink_to(args.source / "runtimes" / "js")
    (folder / "sample.mjs").write_text(text, encoding="utf-8")
    return run([args.node, "sample.mjs"], folder)


def check_lua(args, text, work, name):
    folder = work / name
    make_folder(args, folder)
    (folder / "sample.lua").write_text(text, encoding="utf-8")
    env = dict(os.environ, LUA_PATH=f"{args.source / 'runtimes' / 'lua'}/?.lua;;",
               HITMASK_LIBRARY=str(args.c_library))
    return run([args.luajit, "sample.lua"], folder, env=env)


def compile_csharp(args, text, folder, *options):
    """(mono's path, None) once the sample compiles in folder, else (None, the problem)."""
    tools = [tool and shutil.which(tool) for tool in (args.mcs, args.mono)]
    if not all(tools) or not (args.csharp_binding and args.csharp_binding.exists()):
        return None, ("needs mcs and mono (Debian: mono-mcs mono-runtime) and the binding "
                      f"{args.csharp_binding} (ctest -R csharp_build)")
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "sample.cs").write_text(text, encoding="utf-8")
    failure = run([tools[0], "-nologo", "-warnaserror+", f"-r:{args.csharp_binding}", *options,
                   "sample.cs"], folder)
    return (None, "does not compile: " + failure) if failure else (tools[1], None)


# The engines whose C# fragments are compiled against stand-ins of their types.
STAND_INS = ("unity", "monogame")


def check_csharp_fragment(args, text, work, name, engine):
    stand_ins = Path(__file__).resolve().parent / "stand-ins" / (engine + ".cs")
    return compile_csharp(args, text, work / name, "-target:library", "-out:sample.dll",
                          str(stand_ins))[1]


def check_csharp(args, text, work, name):
    folder = work / name
    make_folder(args, folder)
    mono, failure = compile_csharp(args, text, folder, "-out:sample.exe")
    if failure:
        return failure
    env = dict(os.environ, MONO_PATH=str(args.csharp_binding.parent),
               LD_LIBRARY_PATH=str(args.c_library.parent))
    failure = run([mono, "--debug", "sample.exe"], folder, env=env)
    return failure and "fails: " + failure


def check_cli(args, text, work, name):
    folder = work / name
    make_folder(args, folder)
    bin_folder = work / (name + ".bin")
    bin_folder.mkdir()
    (bin_folder / "hitmask-cli").symlink_to(args.cli)
    env = dict(os.environ, PATH=f"{bin_folder}{os.pathsep}{os.environ.get('PATH', '')}",
               QT_QPA_PLATFORM="offscreen")
    return run(["bash", "-e", "-o", "pipefail", "-c", text], folder, env=env)


def check_build_commands(args, text):
    """What a shell block that cannot run names must exist: the scripts, presets, CMake
    options, build targets and the version in package file names."""
    problems = []
    cmake_text = "".join(p.read_text(encoding="utf-8") for p in
                         [args.source / "CMakeLists.txt", *args.source.glob("cmake/*.cmake"),
                          *args.source.glob("*/CMakeLists.txt"),
                          *args.source.glob("*/*/CMakeLists.txt")])
    presets = {p["name"] for kind in ("configurePresets", "buildPresets", "testPresets")
               for p in json.loads((args.source / "CMakePresets.json").read_text())
               .get(kind, [])}
    version = re.search(r"project\(hitmask VERSION (\S+)", cmake_text).group(1)
    targets = set(args.targets)
    for word in shlex.split(text, comments=True):
        if word.startswith("scripts/") and not (args.source / word).exists():
            problems.append(f"no file {word}")
        option = re.match(r"-D(HITMASK_\w+)=", word)
        if option and option.group(1) not in cmake_text:
            problems.append(f"no CMake option {option.group(1)}")
        built = re.match(r"build[\w-]*/tests/([\w-]+)$", word)
        if built and built.group(1) not in targets:
            problems.append(f"no target {built.group(1)}")
        package = re.search(r"hitmask[-_](\d+\.\d+\.\d+)", word)
        if package and package.group(1) != version:
            problems.append(f"{word} names version {package.group(1)}, not {version}")
    for flag, value in re.findall(r"(--preset|--target)[ =](\S+)", text):
        if flag == "--preset" and value not in presets:
            problems.append(f"no preset {value}")
        if flag == "--target" and value not in targets:
            problems.append(f"no target {value}")
    return "; ".join(problems) or None


def check_hex(args, text):
    data = bytearray()
    for line in text.splitlines():
        for word in line.split():
            if not re.fullmatch(r"[0-9A-Fa-f]{2}", word):
                break
            data.append(int(word, 16))
    for candidate in (args.source / "tests" / "conformance" / "files").glob("*.hmsk"):
        if candidate.read_bytes() == bytes(data):
            return None
    return "its bytes are no file of tests/conformance/files"


def slug(heading):
    """The anchor GitHub gives a heading."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def check_links(args, pages):
    """Every relative link of the manual leads to a file, and its #anchor to a heading."""
    broken = []
    for page in pages:
        text = re.sub(r"^```.*?^```$", "", page.read_text(encoding="utf-8"), flags=re.M | re.S)
        for target in re.findall(r"\]\(([^)\s]+)\)", text):
            if re.match(r"[a-z]+:", target):
                continue
            path, _, anchor = target.partition("#")
            linked = (page.parent / path).resolve() if path else page
            if not linked.exists():
                broken.append(f"{page.relative_to(args.source)}: no file {target}")
            elif anchor and linked.suffix == ".md":
                headings = re.findall(r"^#+ (.*)$", linked.read_text(encoding="utf-8"), re.M)
                if anchor not in {slug(h) for h in headings}:
                    broken.append(f"{page.relative_to(args.source)}: no heading #{anchor} in {path or page.name}")
    return broken


def check_samples(args):
    pages = [args.source / "README.md", *sorted((args.source / "docs").glob("*.md"))]
    counts, jobs, failures = {}, [], check_links(args, pages)
    work = Path(tempfile.mkdtemp(prefix="hitmask-docs-"))
    for page in pages:
        for info, line, text in blocks(page):
            words = info.split()
            language = words[0] if words else "(none)"
            where = f"{page.relative_to(args.source)}:{line}"
            name = f"sample{len(jobs)}"
            engine = words[2] if len(words) > 2 else None
            if "fragment" in words[1:] and not (language == "csharp" and engine in STAND_INS):
                counts["skipped fragments"] = counts.get("skipped fragments", 0) + 1
                continue
            if "fragment" in words[1:]:
                language = "csharp fragment (compiled against stand-ins)"
                job = (check_csharp_fragment, (args, text, work, name, engine))
            elif language in ("cpp", "c"):
                job = (check_compiled, (args, language, text, work, name))
            elif language == "python":
                job = (check_python, (args, text, work, name))
            elif language == "js":
                job = (check_js, (args, text, work, name))
            elif language == "lua":
                job = (check_lua, (args, text, work, name))
            elif language == "csharp":
                job = (check_csharp, (args, text, work, name))
            elif language == "sh" and re.search(r"^hitmask-cli ", text, re.M):
                language = "sh (hitmask-cli, run)"
                job = (check_cli, (args, text, work, name))
            elif language == "sh":
                language = "sh (builds, checked)"
                job = (check_build_commands, (args, text))
            elif language == "hex":
                job = (check_hex, (args, text))
            else:
                language += " (not checked)"
                job = None
            counts[language] = counts.get(language, 0) + 1
            if job:
                jobs.append((where, language, job))
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        results = [(where, language, pool.submit(function, *call))
                   for where, language, (function, call) in jobs]
        for where, language, future in results:
            problem = future.result()
            if problem:
                failures.append(f"{where}: {language} sample {problem.rstrip()}")
    if failures:
        print(f"(work folder kept: {work})")
    else:
        shutil.rmtree(work)
    for language, count in sorted(counts.items()):
        print(f"{count:3} {language}")
    for failure in failures:
        print(failure)
    return 1 if failures else 0


def check_cli_reference(args):
    page = (args.source / "docs" / "cli.md").read_text(encoding="utf-8")
    sections = dict(re.findall(r"^### (\w+)\n(.*?)(?=^##)", page, re.M | re.S))
    overview = subprocess.run([str(args.cli), "--help"], capture_output=True, text=True).stdout
    commands = re.findall(r"^  (\w+) [A-Z]", overview, re.M)
    missing = [f"command {c} has no section '### {c}'" for c in commands if c not in sections]
    missing += [f"section '### {s}' is no command" for s in sections if s not in commands]
    for command in commands:
        help_text = subprocess.run([str(args.cli), command, "--help"], capture_output=True,
                                   text=True, env=dict(os.environ, QT_QPA_PLATFORM="offscreen")
                                   ).stdout
        for option in re.findall(r"^  (-\S.*?)(?:\s{2,}|$)", help_text, re.M):
            if f"`{option}`" not in sections.get(command, ""):
                missing.append(f"{command}: `{option}` is not in its section")
    for line in missing:
        print(line)
    print(f"{len(commands)} commands checked against docs/cli.md")
    return 1 if missing else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--source", type=Path, required=True)
    parser.add_argument("--cli", type=Path, required=True)
    parser.add_argument("--cli-reference", action="store_true")
    parser.add_argument("--cxx", default="c++")
    parser.add_argument("--cc", default="cc")
    parser.add_argument("--cxx-flags", default="")
    parser.add_argument("--c-flags", default="")
    parser.add_argument("--core-library", type=Path)
    parser.add_argument("--c-library", type=Path)
    parser.add_argument("--python", default="/usr/bin/python3")
    parser.add_argument("--node", default="node")
    parser.add_argument("--luajit", default="luajit")
    parser.add_argument("--mcs", default=shutil.which("mcs"))
    parser.add_argument("--mono", default=shutil.which("mono"))
    parser.add_argument("--csharp-binding", type=Path, help="Hitmask.dll, for csharp samples")
    parser.add_argument("--build", type=Path, help="the build folder, whose targets sh blocks name")
    parser.add_argument("--make-program", default="ninja")
    args = parser.parse_args()
    # The samples run in folders of their own, so every path given must hold from there.
    args.source, args.cli = args.source.resolve(), args.cli.resolve()
    if args.core_library:
        args.core_library = args.core_library.resolve()
    if args.c_library:
        args.c_library = args.c_library.resolve()
    if args.csharp_binding:
        args.csharp_binding = args.csharp_binding.resolve()
    if args.cli_reference:
        return check_cli_reference(args)
    args.cxx, args.cc = shlex.split(args.cxx), shlex.split(args.cc)
    args.cxx_flags, args.c_flags = shlex.split(args.cxx_flags), shlex.split(args.c_flags)
    args.targets = []
    if args.build:  # every target, one a line, without running CMake again
        listing = "help" if "ninja" not in Path(args.make_program).name else "-t targets all"
        listing = subprocess.run([args.make_program, "-C", str(args.build), *listing.split()],
                                 capture_output=True, text=True).stdout
        args.targets = re.findall(r"^(?:\.\.\. )?([\w.+-]+)(?::|$)", listing, re.M)
    return check_samples(args)


if __name__ == "__main__":
    sys.exit(main())
