# SPDX-License-Identifier: MIT
"""The exceptions the package raises."""


class HmskError(ValueError):
    """An HMSK file the reader refuses; the message is the C++ core's, word for word."""


class ChannelError(KeyError):
    """A channel name the file does not have."""

    def __str__(self):
        # KeyError would print the message in quotes, as if it were the missing key.
        return str(self.args[0]) if self.args else ""
