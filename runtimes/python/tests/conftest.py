# SPDX-License-Identifier: MIT
# The tests import the package from src/, installed or not.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "src"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

# hitmask.World is the pure Python World in these tests unless HITMASK_BACKEND says
# otherwise (ctest's python_runtime_native runs the World tests with =native): the
# native World is checked through the world_backend fixture and test_native_*.py.
os.environ.setdefault("HITMASK_BACKEND", "python")

import pytest  # noqa: E402

import hitmask  # noqa: E402

# The World classes every World test of the conformance suite runs against: the pure
# Python one, and the native one over libhitmask: skipped, saying why, without the
# library, but failing when HITMASK_LIBRARY names one (as ctest does) that does not load.
from hitmask import _world  # noqa: E402

try:
    from hitmask._native_world import World as NativeWorld
except ImportError as error:
    NativeWorld, NO_NATIVE = None, "no native backend: %s" % error
else:
    NO_NATIVE = None
NATIVE_REQUIRED = bool(os.environ.get("HITMASK_LIBRARY"))
needs_native = pytest.mark.skipif(
    NativeWorld is None and not NATIVE_REQUIRED, reason=str(NO_NATIVE)
)

WORLD_BACKENDS = [
    pytest.param(_world.World, id="pure"),
    pytest.param(NativeWorld, id="native", marks=needs_native),
]


@pytest.fixture(params=WORLD_BACKENDS)
def world_backend(request):
    """A World class: World(cell_size, strict=False) with the package's World API."""
    if request.param is None:
        pytest.fail(NO_NATIVE)
    return request.param
