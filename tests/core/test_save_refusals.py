"""A damaged save is refused in one short sentence: never the whole bad value
(a format version of 4,299 digits), never "None" for a game the save does not name."""

from __future__ import annotations

import json

import pytest
from realsaves.samples import play  # tests/ is on sys.path

from boardgames_desktop import games
from boardgames_desktop.core.errors import SaveError
from boardgames_desktop.core.saves import dumps, load_match

#: The most digits Python's int() reads (and so json.loads): a version can be that long.
LONGEST = "9" * 4299


def save_with(tmp_path, **changes):
    data = json.loads(dumps(play("held-hands", 1, actions=3)))
    for key, value in changes.items():
        if value is KeyError:
            data.pop(key)
        else:
            data[key] = value
    path = tmp_path / "damaged.bgsave.json"
    # Raw JSON, so a 4,299-digit number goes in as a number.
    text = json.dumps(data).replace('"@LONG@"', LONGEST).replace('"@-LONG@"', "-" + LONGEST)
    path.write_text(text, encoding="utf-8")
    return path


def refusal(path) -> str:
    with pytest.raises(SaveError) as caught:
        load_match(path, games.get_game)
    message = str(caught.value)
    assert "\n" not in message and len(message) < 200, message
    assert LONGEST[:50] not in message
    return message


@pytest.mark.parametrize("version, says", [
    ("@LONG@", "written by a newer version of boardgames-desktop"),
    ("@-LONG@", "does not exist"),
])
def test_a_version_of_thousands_of_digits_is_quoted_short(tmp_path, version, says):
    assert says in refusal(save_with(tmp_path, version=version))


@pytest.mark.parametrize("game", [KeyError, None, ""])
def test_a_save_that_names_no_game_says_so(tmp_path, game):
    message = refusal(save_with(tmp_path, game=game))
    assert "The save names no game." in message and "None" not in message


def test_a_game_this_version_lacks_is_still_named(tmp_path):
    message = refusal(save_with(tmp_path, game="chess"))
    assert "does not have: 'chess'" in message
