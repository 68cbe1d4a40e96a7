# SPDX-License-Identifier: MIT
"""Which World hitmask.World is: the native one over libhitmask when the library is found
(HITMASK_LIBRARY, the build tree, then the system's), else the pure Python one.
HITMASK_BACKEND=python always takes the pure one, =native insists on the library."""

from __future__ import annotations

import os
import warnings

from hitmask._world import World

backend = "python"
backend_error = None  # why the native backend is not in use, when it is not

_choice = os.environ.get("HITMASK_BACKEND", "").strip().lower() or "auto"
if _choice not in ("auto", "python", "native"):
    raise ImportError("HITMASK_BACKEND is %r: python, native or auto" % _choice)
if _choice == "python":
    backend_error = "HITMASK_BACKEND=python"
else:
    try:
        from hitmask._native_world import World  # noqa: F811
    except ImportError as error:
        if _choice == "native":
            raise
        backend_error = str(error)
        if os.environ.get("HITMASK_LIBRARY"):  # asked for by name: say why it is not used
            warnings.warn("hitmask: pure Python World, as " + backend_error, RuntimeWarning, 2)
    else:
        backend = "native"
