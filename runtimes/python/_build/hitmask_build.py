# SPDX-License-Identifier: MIT
"""A PEP 517 build backend for the hitmask package using only the standard library, so
that pip builds it offline (no setuptools download): a pure-Python wheel of src/hitmask,
and an sdist of this folder."""

import base64
import hashlib
import io
import os
import tarfile
import zipfile

NAME = "hitmask"
VERSION = "0.2.0"
_HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_PACKAGE = os.path.join(_HERE, "src", NAME)
_DIST_INFO = "%s-%s.dist-info" % (NAME, VERSION)
_TAG = "py3-none-any"
_SDIST_FILES = ("pyproject.toml", "README.md", "bench.py")
_SDIST_DIRS = ("src", "_build", "tests")


def _metadata():
    with open(os.path.join(_HERE, "README.md"), encoding="utf-8") as stream:
        readme = stream.read()
    return (
        "Metadata-Version: 2.1\n"
        "Name: %s\n"
        "Version: %s\n"
        "Summary: Pixel-exact collision masks for Python games: HMSK files, overlap tests,"
        " a world broad phase, pygame interop\n"
        "License: MIT\n"
        "Requires-Python: >=3.9\n"
        "Provides-Extra: pygame\n"
        "Requires-Dist: pygame; extra == 'pygame'\n"
        "Description-Content-Type: text/markdown\n"
        "\n%s" % (NAME, VERSION, readme)
    )


def _wheel_file():
    return "Wheel-Version: 1.0\nGenerator: hitmask_build\nRoot-Is-Purelib: true\nTag: %s\n" % _TAG


def _package_files():
    """(path in the wheel, path on disk) of every module, sorted for a stable wheel."""
    files = []
    for folder, dirs, names in os.walk(_PACKAGE):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(names):
            if name.endswith(".py") or name == "py.typed":
                disk = os.path.join(folder, name)
                inside = os.path.relpath(disk, os.path.dirname(_PACKAGE))
                files.append((inside.replace(os.sep, "/"), disk))
    return files


def _record_line(path, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode("ascii")
    return "%s,sha256=%s,%d\n" % (path, digest, len(data))


def _write_zip(archive, path, data):
    info = zipfile.ZipInfo(path, date_time=(2020, 1, 1, 0, 0, 0))
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    archive.writestr(info, data)


def _build(wheel_directory, editable):
    filename = "%s-%s-%s.whl" % (NAME, VERSION, _TAG)
    record = ""
    with zipfile.ZipFile(os.path.join(wheel_directory, filename), "w") as archive:
        if editable:
            # A .pth file puts src/ on sys.path: edits show without reinstalling.
            entries = [("%s.pth" % NAME, (os.path.join(_HERE, "src") + "\n").encode("utf-8"))]
        else:
            entries = []
            for path, disk in _package_files():
                with open(disk, "rb") as stream:
                    entries.append((path, stream.read()))
        entries += [
            (_DIST_INFO + "/METADATA", _metadata().encode("utf-8")),
            (_DIST_INFO + "/WHEEL", _wheel_file().encode("utf-8")),
        ]
        for path, data in entries:
            _write_zip(archive, path, data)
            record += _record_line(path, data)
        record += _DIST_INFO + "/RECORD,,\n"
        _write_zip(archive, _DIST_INFO + "/RECORD", record.encode("utf-8"))
    return filename


# -- PEP 517 ---------------------------------------------------------------------------


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def get_requires_for_build_editable(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    target = os.path.join(metadata_directory, _DIST_INFO)
    os.makedirs(target, exist_ok=True)
    with open(os.path.join(target, "METADATA"), "w", encoding="utf-8") as stream:
        stream.write(_metadata())
    with open(os.path.join(target, "WHEEL"), "w", encoding="utf-8") as stream:
        stream.write(_wheel_file())
    return _DIST_INFO


prepare_metadata_for_build_editable = prepare_metadata_for_build_wheel


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    return _build(wheel_directory, editable=False)


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    return _build(wheel_directory, editable=True)


def build_sdist(sdist_directory, config_settings=None):
    base = "%s-%s" % (NAME, VERSION)
    filename = base + ".tar.gz"

    def clean(info):
        if "__pycache__" in info.name or info.name.endswith(".pyc"):
            return None
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        info.mtime = 1577836800
        return info

    path = os.path.join(sdist_directory, filename)
    with tarfile.open(path, "w:gz", format=tarfile.PAX_FORMAT) as archive:
        for name in _SDIST_FILES + _SDIST_DIRS:
            path = os.path.join(_HERE, name)
            if os.path.exists(path):
                archive.add(path, arcname=base + "/" + name, filter=clean)
        pkg_info = _metadata().encode("utf-8")
        info = tarfile.TarInfo(base + "/PKG-INFO")
        info.size = len(pkg_info)
        info.mtime = 1577836800
        archive.addfile(info, io.BytesIO(pkg_info))
    return filename
