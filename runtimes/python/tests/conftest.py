# SPDX-License-Identifier: MIT
# The tests import the package from src/, installed or not.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "src"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pytest  # noqa: E402

import hitmask  # noqa: E402

# The World classes every World test of the conformance suite runs against: the pure
# Python one, and any other backend with the same API added to this list.
WORLD_BACKENDS = [("pure", hitmask.World)]


@pytest.fixture(params=[cls for _, cls in WORLD_BACKENDS], ids=[name for name, _ in WORLD_BACKENDS])
def world_backend(request):
    """A World class: World(cell_size, strict=False) with the package's World API."""
    return request.param
