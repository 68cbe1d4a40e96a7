# SPDX-License-Identifier: MIT
"""Whole files read with a bound, for load() and load_shapes()."""

from __future__ import annotations

import os
import stat


def read_bounded(path, limit, what, error):
    """The bytes of the regular file at `path`, at most `limit` of them; `error` (an
    exception class) with the C API's message otherwise. A device, pipe, socket or
    directory is refused before it is opened (reading /dev/zero never ends, opening a pipe
    waits for a writer), and no more than limit + 1 bytes are read, even from a file that
    grows meanwhile. A missing file raises FileNotFoundError, as open() does."""
    name = os.fsdecode(path)
    info = os.stat(path)
    if stat.S_ISDIR(info.st_mode):
        raise error("cannot read %s: Is a directory" % name)
    if not stat.S_ISREG(info.st_mode):
        raise error("cannot read %s: not a regular file (a device, pipe or socket)" % name)
    over = "larger than any %s (over %d MiB)" % (what, limit >> 20)
    if info.st_size > limit:
        raise error("cannot read %s: %d bytes, %s" % (name, info.st_size, over))
    with open(path, "rb") as stream:
        data = stream.read(limit + 1)
    if len(data) > limit:
        raise error("cannot read %s: %s" % (name, over))
    return data
