# SPDX-License-Identifier: MIT
"""The exceptions the package raises."""


class HmskError(ValueError):
    """An HMSK file the reader refuses; the message is the C++ core's, word for word."""


class ShapesError(ValueError):
    """Shapes JSON the reader refuses; the message names the first bad value and where it
    is (`[2].circles[0][2] must be positive, not -1`), word for word the JavaScript
    runtime's."""


class ChannelError(KeyError):
    """A channel name the file does not have."""

    def __str__(self):
        # KeyError would print the message in quotes, as if it were the missing key.
        return str(self.args[0]) if self.args else ""


class StaleIdError(KeyError):
    """A World id that names no live entry (never handed out, or removed), raised by a
    World made with strict=True; a KeyError, as a missing key is."""

    def __str__(self):
        return str(self.args[0]) if self.args else ""
