# SPDX-License-Identifier: MIT
"""Conversion to pygame.mask.Mask, for games that already collide with pygame."""

from __future__ import annotations

# Pixel "0"/"1" (as format() writes a row) -> that pixel's alpha, 0 or 255.
_ALPHA = bytes.maketrans(b"01", b"\x00\xff")


def _pygame():
    try:
        import pygame
        import pygame.image
        import pygame.mask
        import pygame.sprite
    except ImportError as error:
        raise ImportError(
            "hitmask needs pygame for pygame masks (pip install pygame, or apt install"
            " python3-pygame): %s" % error
        ) from error
    return pygame


def to_pygame_mask(mask):
    """The same pixels as a pygame.mask.Mask, built in one pass through an RGBA surface
    rather than pixel by pixel."""
    pygame = _pygame()
    width, height = mask.width, mask.height
    if width == 0 or height == 0:
        return pygame.mask.Mask((width, height))
    spec = "0%db" % width
    # format() writes the leftmost pixel last; reversed, each row reads left to right.
    pixels = "".join([format(row, spec)[::-1] for row in mask.rows])
    alpha = pixels.encode("ascii").translate(_ALPHA)
    rgba = bytearray(4 * width * height)
    rgba[3::4] = alpha
    surface = pygame.image.frombuffer(bytes(rgba), (width, height), "RGBA")
    return pygame.mask.from_surface(surface, 127)


def surface_rgba(surface):
    """(RGBA bytes, bytes per row) of a pygame Surface."""
    pygame = _pygame()
    width = surface.get_width()
    return pygame.image.tostring(surface, "RGBA"), width * 4
