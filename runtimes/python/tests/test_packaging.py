# SPDX-License-Identifier: MIT
"""The in-tree build backend: a complete wheel and sdist from the standard library alone,
and `pip install --no-index` into a fresh virtual environment, with no package index."""

import base64
import hashlib
import os
import subprocess
import sys
import tarfile
import tempfile
import zipfile

import pytest

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _backend():
    sys.path.insert(0, os.path.join(HERE, "_build"))
    try:
        import hitmask_build

        return hitmask_build
    finally:
        sys.path.pop(0)


def test_wheel_holds_every_module_with_a_true_record():
    backend = _backend()
    assert backend.get_requires_for_build_wheel() == []
    with tempfile.TemporaryDirectory() as folder:
        name = backend.build_wheel(folder)
        release = "hitmask-" + backend.VERSION
        assert name == release + "-py3-none-any.whl"
        with zipfile.ZipFile(os.path.join(folder, name)) as wheel:
            names = set(wheel.namelist())
            modules = {n for n in os.listdir(os.path.join(HERE, "src", "hitmask")) if n.endswith(".py")}
            assert {"hitmask/" + m for m in modules} <= names
            record = wheel.read(release + ".dist-info/RECORD").decode()
            for line in record.splitlines():
                path, digest, size = line.rsplit(",", 2)
                if path.endswith("RECORD"):
                    continue
                data = wheel.read(path)
                expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
                assert digest == "sha256=" + expected and int(size) == len(data)
            assert "Name: hitmask" in wheel.read(release + ".dist-info/METADATA").decode()


def test_sdist_holds_the_sources_and_the_backend():
    backend = _backend()
    with tempfile.TemporaryDirectory() as folder:
        name = backend.build_sdist(folder)
        with tarfile.open(os.path.join(folder, name)) as sdist:
            names = set(sdist.getnames())
        for needed in ("pyproject.toml", "PKG-INFO", "_build/hitmask_build.py", "src/hitmask/__init__.py"):
            assert "hitmask-%s/%s" % (backend.VERSION, needed) in names


def _host_pip_can_target():
    """Whether this Python's pip can install into another environment (--python, pip
    22.3+): then the venv needs no pip of its own, which saves seconds."""
    result = subprocess.run([sys.executable, "-m", "pip", "--version"], capture_output=True, text=True)
    if result.returncode != 0:
        return False
    version = tuple(int(part) for part in result.stdout.split()[1].split(".")[:2] if part.isdigit())
    return version >= (22, 3)


def test_pip_installs_offline_into_a_fresh_venv():
    try:
        import venv  # noqa: F401
    except ImportError:
        pytest.skip("this Python has no venv: the offline install is not tried")
    fast = _host_pip_can_target()
    with tempfile.TemporaryDirectory() as folder:
        env = os.path.join(folder, "env")
        python = os.path.join(env, "bin", "python")
        subprocess.run(
            [sys.executable, "-m", "venv"] + (["--without-pip"] if fast else []) + [env], check=True, timeout=120
        )
        pip = [sys.executable, "-m", "pip", "--python", python] if fast else [python, "-m", "pip"]
        quiet = dict(os.environ, PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INDEX="1")
        result = subprocess.run(
            pip + ["install", "--no-index", "--no-cache-dir", HERE],
            capture_output=True,
            text=True,
            timeout=180,
            env=quiet,
            cwd=folder,
        )
        assert result.returncode == 0, result.stdout + result.stderr
        check = subprocess.run(
            [python, "-c", "import hitmask, sys; print(hitmask.__file__); print(hitmask.Mask((3, 3), True).count())"],
            capture_output=True,
            text=True,
            cwd=folder,
            timeout=60,
        )
        lines = check.stdout.split()
        assert check.returncode == 0, check.stderr
        assert lines[0].startswith(env) and lines[1] == "9"


def test_version_is_pyprojects():
    import hitmask

    with open(os.path.join(HERE, "pyproject.toml"), encoding="utf-8") as stream:
        pyproject = stream.read()
    # CMakeLists.txt's version, checked by the test versions_agree.
    assert 'version = "%s"' % hitmask.__version__ in pyproject
