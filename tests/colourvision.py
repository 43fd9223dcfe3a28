"""Colour-vision deficiency simulation and a perceptual distance, for palette tests.

Simulation: Machado, Oliveira and Fernandes (2009), "A physiologically-based
model for simulation of color vision deficiency", severity 1.0 (dichromacy),
applied in linear sRGB. Distance: Euclidean distance in OKLab (Ottosson 2020),
where about 0.02 is a just-noticeable difference and 0.1 is plainly different.
"""

from __future__ import annotations

import math

Matrix = tuple[tuple[float, float, float], ...]

MACHADO: dict[str, Matrix] = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
VISIONS = ("normal", *MACHADO)


def _linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def linear_rgb(hex_colour: str) -> tuple[float, float, float]:
    h = hex_colour.lstrip("#")
    r, g, b = (_linear(int(h[i:i + 2], 16) / 255) for i in (0, 2, 4))
    return r, g, b


def simulate(hex_colour: str, vision: str) -> tuple[float, float, float]:
    """Linear RGB of ``hex_colour`` as seen with ``vision`` (one of :data:`VISIONS`)."""
    rgb = linear_rgb(hex_colour)
    if vision == "normal":
        return rgb
    m = MACHADO[vision]
    r, g, b = (min(1.0, max(0.0, m[i][0] * rgb[0] + m[i][1] * rgb[1] + m[i][2] * rgb[2])) for i in range(3))
    return r, g, b


def oklab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = rgb
    lms = (0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b,
           0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b,
           0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    l_, m_, s_ = (math.copysign(abs(x) ** (1 / 3), x) for x in lms)
    return (0.2104542553 * l_ + 0.7936177850 * m_ - 0.0040720468 * s_,
            1.9779984951 * l_ - 2.4285922050 * m_ + 0.4505937099 * s_,
            0.0259040371 * l_ + 0.7827717662 * m_ - 0.8086757660 * s_)


def distance(a: str, b: str, vision: str = "normal") -> float:
    """OKLab distance between two colours as seen with ``vision``."""
    return math.dist(oklab(simulate(a, vision)), oklab(simulate(b, vision)))


def worst_distance(a: str, b: str) -> tuple[float, str]:
    """The smallest distance over normal vision and the three dichromacies, and which one."""
    return min((distance(a, b, v), v) for v in VISIONS)


def relative_luminance(hex_colour: str) -> float:
    r, g, b = linear_rgb(hex_colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio (1 to 21)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)
