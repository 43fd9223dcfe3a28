"""The two combinators that ``core/shape.py`` grew for held hands and Hooky:
``Tagged`` (a dict's key picks its shape) and ``Letters`` (text of given characters)."""

from __future__ import annotations

import pytest

from boardgames_desktop.core.shape import Const, Dict, Int, Letters, OneOf, ShapeError, Str, Tagged


def _cards() -> Tagged:
    return Tagged("id", {
        0: Dict({"id": Const(0), "left": Const("happy")}),
        1: Dict({"id": Const(1), "left": Const("sad")}),
        "heart": Dict({"id": Const("heart")}),
    })


def test_the_tag_picks_the_variant_and_the_variant_checks_the_whole_dict():
    cards = _cards()
    assert cards.fits({"id": 0, "left": "happy"}) and cards.fits({"id": 1, "left": "sad"})
    assert cards.fits({"id": "heart"})
    # The other variant's fields do not pass under this tag.
    assert not cards.fits({"id": 0, "left": "sad"}) and not cards.fits({"id": 1, "left": "happy"})
    assert not cards.fits({"id": "heart", "left": "sad"})


def test_an_unknown_missing_or_odd_tag_is_refused_by_name():
    cards = _cards()
    for value in ({"id": 2, "left": "happy"}, {"left": "happy"}, {"id": True, "left": "sad"},
                  {"id": 1.0, "left": "sad"}, {"id": [0], "left": "happy"}, {"id": None}, [0], "id"):
        assert not cards.fits(value), value
    with pytest.raises(ShapeError) as error:
        Dict({"cards": _cards()}).check({"cards": {"id": 7}})
    assert error.value.path == "cards.id"
    with pytest.raises(ValueError):
        Tagged("id", {})


def test_letters_have_an_alphabet_a_length_and_may_be_distinct_and_ordered():
    word = Letters("ABCDE", 2, 3)
    assert word.fits("AB") and word.fits("EEA") and not word.fits("A") and not word.fits("ABCD")
    assert not word.fits("Ab") and not word.fits("A B") and not word.fits("AF") and not word.fits(["A", "B"])
    hand = Letters("ABCDE", 0, 3, distinct=True, ordered=True)
    assert hand.fits("") and hand.fits("ACE") and not hand.fits("CAE") and not hand.fits("AAC")
    assert Letters("ABCDE", 0, 3, ordered=True).fits("AAC")
    # A letter of another script that upper-cases to capitals is not a capital.
    assert not Letters("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 1, 5).fits("\ufb06")
    assert Str(choices=["AB"]).fits("AB")  # the plain text shape is unchanged


def test_a_tagged_check_is_one_variant_not_every_one():
    """Were Tagged to try its variants in turn (as OneOf does), a value of the last
    tag would be checked by every variant's counting field (each checked before the
    tag): OneOf counts ten here, Tagged one."""

    class Counting(Int):
        seen = 0

        def check(self, value, path=""):
            Counting.seen += 1
            super().check(value, path)

    variants = {i: Dict({"n": Counting(0, 9), "k": Const(i)}) for i in range(10)}
    OneOf(*variants.values()).check({"k": 9, "n": 1})
    assert Counting.seen == 10
    Counting.seen = 0
    Tagged("k", variants).check({"k": 9, "n": 1})
    assert Counting.seen == 1
