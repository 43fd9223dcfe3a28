"""The words of one length that a Hunspell dictionary spells (pure, no Qt).

A Hunspell dictionary is two files: ``.dic`` lists stems with affix flags
(``cat/SM``) and ``.aff`` says what each flag adds (``SFX S 0 s [^sxz]``:
append "s" unless the stem ends in s, x or z). Spell checkers never list the
words; a word game needs the list, so this module expands the stems, keeping
only the forms of the wanted length (that pruning makes it fast: about a
quarter of a second for the British English dictionary). Hooky runs it when
its dictionary file is built (:mod:`.word_sources`), not in the app.

Supported: prefixes and suffixes with strip, add and condition, cross products
(a prefix on a suffixed form), continuation classes (a suffix on a suffixed
form), the flag types ``char``/``long``/``num``/``UTF-8``, ``NEEDAFFIX`` and
``ONLYINCOMPOUND`` stems (no bare form), ``FORBIDDENWORD``, and
``NOSUGGEST`` (the dictionary's own mark for taboo words, reported, not
dropped). Compounding is not expanded: English dictionaries use it only for
numerals ("21st").

Each ``.dic`` line may carry a comment after a tab. The British English
dictionary uses it for the part of speech ("Adjective") and to say that an
entry is only half of a phrase ("carpe" / "Latin: carpe diem", "vitro" /
"in vitro"); such entries are reported as ``phrase`` so a caller can leave
them out.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple


class Entry(NamedTuple):
    """What the dictionary says about one expanded form."""

    taboo: bool  # its stem carries the NOSUGGEST flag
    phrase: bool  # its stem is one word of a phrase (named in the stem's comment)


@dataclass(frozen=True)
class _Rule:
    strip: str
    add: str
    flags: frozenset[str]  # continuation classes
    condition: re.Pattern[str]


@dataclass(frozen=True)
class _Affix:
    suffix: bool
    cross: bool
    rules: tuple[_Rule, ...]
    #: The rules by how many characters they add (negative: they shorten).
    by_growth: dict[int, tuple[_Rule, ...]]

    @staticmethod
    def of(suffix: bool, cross: bool, rules: list[_Rule]) -> _Affix:
        growth: dict[int, list[_Rule]] = {}
        for rule in rules:
            growth.setdefault(len(rule.add) - len(rule.strip), []).append(rule)
        return _Affix(suffix, cross, tuple(rules), {g: tuple(r) for g, r in growth.items()})


@dataclass(frozen=True)
class _Aff:
    encoding: str
    flag_type: str
    affixes: dict[str, _Affix]
    nosuggest: str | None
    needaffix: str | None
    onlyincompound: str | None
    forbidden: str | None


def _split_flags(text: str, flag_type: str) -> list[str]:
    if flag_type == "long":
        return [text[i:i + 2] for i in range(0, len(text), 2)]
    if flag_type == "num":
        return [f for f in text.split(",") if f]
    return list(text)  # "char" and "UTF-8": one character a flag


def _read_aff(path: Path) -> _Aff:
    raw = path.read_bytes()
    match = re.search(rb"^SET\s+(\S+)", raw, re.MULTILINE)
    encoding = match.group(1).decode("ascii") if match else "iso-8859-1"
    lines = raw.decode(encoding).lstrip("\ufeff").splitlines()
    options: dict[str, str] = {}
    affixes: dict[str, _Affix] = {}
    flag_type = "char"
    i = 0
    while i < len(lines):
        parts = lines[i].split()
        i += 1
        if not parts or parts[0].startswith("#"):
            continue
        key = parts[0]
        if key == "FLAG" and len(parts) > 1:
            flag_type = parts[1]
        elif key in ("NOSUGGEST", "NEEDAFFIX", "ONLYINCOMPOUND", "FORBIDDENWORD") and len(parts) > 1:
            options[key] = parts[1]
        elif key in ("PFX", "SFX") and len(parts) >= 4 and parts[2] in ("Y", "N"):
            suffix = key == "SFX"
            rules = []
            for _ in range(int(parts[3])):
                fields = lines[i].split()
                i += 1
                strip = "" if fields[2] == "0" else fields[2]
                add, _, cont = fields[3].partition("/")
                add = "" if add == "0" else add
                condition = fields[4] if len(fields) > 4 else "."
                pattern = re.compile(condition + "$" if suffix else "^" + condition)
                rules.append(_Rule(strip, add, frozenset(_split_flags(cont, flag_type)), pattern))
            affixes[parts[1]] = _Affix.of(suffix, parts[2] == "Y", rules)
    return _Aff(encoding, flag_type, affixes, options.get("NOSUGGEST"), options.get("NEEDAFFIX"),
                options.get("ONLYINCOMPOUND"), options.get("FORBIDDENWORD"))


def _apply(word: str, rule: _Rule, suffix: bool) -> str | None:
    if suffix:
        if not word.endswith(rule.strip) or not rule.condition.search(word):
            return None
        return word[:len(word) - len(rule.strip)] + rule.add
    if not word.startswith(rule.strip) or not rule.condition.search(word):
        return None
    return rule.add + word[len(rule.strip):]


def _forms(stem: str, flags: frozenset[str], aff: _Aff, length: int,
           shrink: int) -> Iterator[tuple[str, frozenset[str]]]:
    """The forms of the stem that have ``length`` characters, with the flags
    each carries (the stem's own, or the rule's continuation classes).

    Rules are picked by how much they lengthen the stem before any condition
    is tested: most cannot give the wanted length, and skipping them is what
    makes the expansion fast. ``shrink`` is the most one affix can shorten."""
    n = len(stem)
    if n == length:
        yield stem, flags
    affixes = [aff.affixes[f] for f in flags if f in aff.affixes]
    prefixes = [a for a in affixes if not a.suffix]
    crossable: list[str] = []  # suffixed forms a prefix may still take
    for affix in affixes:
        if not affix.suffix:
            continue
        for growth, rules in affix.by_growth.items():
            m = n + growth
            cross = affix.cross and bool(prefixes) and m <= length  # a prefix may follow
            for rule in rules:
                again = bool(rule.flags) and m - shrink <= length  # a second suffix may follow
                if m != length and not again and not cross:
                    continue
                form = _apply(stem, rule, True)
                if form is None:
                    continue
                if m == length:
                    yield form, rule.flags
                if cross:
                    crossable.append(form)
                if again:  # a suffix on the suffixed form ("-ation" then "-s")
                    for flag2 in rule.flags:
                        affix2 = aff.affixes.get(flag2)
                        if affix2 is None or not affix2.suffix:
                            continue
                        for rule2 in affix2.by_growth.get(length - m, ()):
                            form2 = _apply(form, rule2, True)
                            if form2 is not None:
                                yield form2, rule2.flags
    for affix in prefixes:
        for base in [stem, *crossable] if affix.cross else [stem]:
            for rule in affix.by_growth.get(length - len(base), ()):
                form = _apply(base, rule, False)
                if form is not None:
                    yield form, rule.flags


def _is_phrase_part(stem: str, comment: str) -> bool:
    """True when the comment quotes the stem inside a phrase ("Milky Way"),
    not when it only describes it ("Adjective", "Plural of goose")."""
    tokens = re.findall(r"[^\W\d_]+", comment.lower())
    return stem.lower() in tokens and len(tokens) > 1


def words_of_length(dic: Path, aff_path: Path, length: int) -> dict[str, Entry]:
    """Every form of exactly ``length`` characters the dictionary accepts, as
    spelled there (case kept: "paris" is not "Paris"), with what it says of it."""
    aff = _read_aff(aff_path)
    # An affix can make a stem shorter (strip "y", add nothing): skip the stems
    # that even the most shortening rules, two of them (a cross product or a
    # continuation class), cannot bring down to ``length``.
    shrink = max((len(r.strip) - len(r.add) for a in aff.affixes.values() for r in a.rules),
                 default=0)
    too_long = length + 2 * max(shrink, 0)
    out: dict[str, Entry] = {}
    text = dic.read_bytes().decode(aff.encoding).lstrip("\ufeff")
    for line in text.splitlines()[1:]:  # the first line is the number of stems
        body, _, comment = line.partition("\t")
        fields = body.split()  # the word and its flags, then morphological fields
        if not fields:
            continue
        stem, _, flag_text = fields[0].partition("/")
        if len(stem) > too_long:
            continue
        flags = _split_flags(flag_text, aff.flag_type)
        if aff.forbidden in flags:
            continue
        entry = Entry(aff.nosuggest in flags, bool(comment) and _is_phrase_part(stem, comment))
        bare_allowed = aff.needaffix not in flags and aff.onlyincompound not in flags
        for form, form_flags in _forms(stem, frozenset(flags), aff, length, max(shrink, 0)):
            if form == stem and not bare_allowed:
                continue
            if aff.needaffix in form_flags or aff.onlyincompound in form_flags:
                continue
            old = out.get(form)
            # A form spelled by several stems is taboo or a phrase part only
            # if every one of them says so.
            out[form] = entry if old is None else Entry(old.taboo and entry.taboo,
                                                        old.phrase and entry.phrase)
    return out
