"""core/frozen.py: the games' fast copy-with-changes behaves as dataclasses.replace."""

from dataclasses import dataclass, replace

import pytest

from boardgames_desktop.core.frozen import evolve


@dataclass(frozen=True)
class Point:
    x: int
    y: int = 0
    tags: tuple[str, ...] = ()


@dataclass(frozen=True)
class Checked:
    n: int

    def __post_init__(self) -> None:
        if self.n < 0:
            raise ValueError("negative")


def test_equal_to_dataclasses_replace():
    p = Point(1, 2, ("a",))
    assert evolve(p, y=5) == replace(p, y=5) == Point(1, 5, ("a",))
    assert evolve(p) == p and evolve(p) is not p
    assert p == Point(1, 2, ("a",))  # the original is untouched


def test_a_misspelt_field_is_refused():
    with pytest.raises(TypeError, match="no fields \\['z'\\]"):
        evolve(Point(1), z=3)


def test_a_class_with_post_init_is_refused_rather_than_skipped():
    with pytest.raises(TypeError, match="__post_init__"):
        evolve(Checked(1), n=-1)


def test_not_a_dataclass():
    class Plain:
        pass

    with pytest.raises(TypeError, match="not a dataclass"):
        evolve(Plain())
