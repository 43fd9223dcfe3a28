"""The in-app rules of Tokaido Duo, in our own words, naming every decision.

Built from ``data.py``, so the numbers a player reads are the numbers the
rules use. Each paragraph is one message, translated when the text is shown.
"""

from __future__ import annotations

from ...core.i18n import _, join_list
from . import data


def _list(items: list[str]) -> str:
    return join_list(items)


def _dice() -> str:
    return "\n".join(
        _("- {character} die: {faces}").format(
            character=_(data.CHARACTER_NAMES[c]).capitalize(), faces=" ".join(str(n) for n in data.DICE[c]))
        for c in data.CHARACTERS
    )


def _specialties() -> str:
    return _list([_("{good} {price}").format(good=_(data.GOODS_NAMES[g]), price=p) for g, p in data.SPECIALTIES])


def _road() -> str:
    letters = {data.COASTAL: _("C"), data.TEMPLE: _("T"), data.GARDEN: _("G"), data.SEASIDE: _("S"),
               data.HOT_SPRING: _("H")}
    return " ".join(f"{data.space_number(s)}{letters[k]}" for s, k in data.STATION_KIND.items())


def _towns() -> str:
    return _list([
        _("C{k} {town} (station {n}) to {mountain}").format(
            k=i + 1, town=_(data.TOWN_NAMES[t]), n=data.space_number(t),
            mountain=_(data.MOUNTAIN_NAMES[data.TOWN_ROUTE[t]]))
        for i, t in enumerate(data.TOWNS)
    ])


def _mountains() -> str:
    return _list([
        _("M{k} {town} draws {n}").format(k=i + 1, town=_(data.MOUNTAIN_NAMES[m]), n=data.MOUNTAIN_DRAW[m])
        for i, m in enumerate(data.MOUNTAINS)
    ])


def _regions() -> str:
    return "\n".join(
        _("- Region {k}, {name}: {symbol}; coast stations {first} to {last}; mountain towns {mountains}.").format(
            k=i + 1, name=_(data.REGION_NAMES[r]), symbol=_(data.SYMBOL_NAMES[data.REGION_SYMBOL[r]]),
            first=data.space_number(data.REGION_COAST[r][0]), last=data.space_number(data.REGION_COAST[r][-1]),
            mountains=_list([_(data.MOUNTAIN_NAMES[m]) for m in data.REGION_MOUNTAINS[r]]))
        for i, r in enumerate(data.REGIONS)
    )


def _starts() -> str:
    lines = []
    for seat, colour in enumerate((_("Purple"), _("Green"))):
        s = data.STARTS[seat]
        lines.append(_("- {colour}: pilgrim on station {station}, merchant in {mountain}, artist in {region}.")
                     .format(colour=colour, station=data.space_number(s[data.PILGRIM]),
                             mountain=_(data.MOUNTAIN_NAMES[s[data.MERCHANT]]),
                             region=_(data.REGION_NAMES[s[data.ARTIST]])))
    return "\n".join(lines)


def _waves() -> str:
    rows = []
    for c in data.CHARACTERS:
        a, b = data.WAVE_SIDES[c]
        rows.append(f"| {_(data.CHARACTER_NAMES[c])} | **{_(data.WAVE_NAMES[a])}**: {_(data.WAVE_EFFECTS[a])} | "
                    f"**{_(data.WAVE_NAMES[b])}**: {_(data.WAVE_EFFECTS[b])} |")
    return "\n".join(rows)


def rules_text() -> str:
    commerce = _list([str(v) for v in data.COMMERCE[1:]])
    culture = _list([str(v) for v in data.CULTURE[1:]])
    parts = [
        _("# Tokaido Duo"),
        _("*Two players, 20 to 30 minutes. Design: Antoine Bauza (Funforge, 2022). These rules are our own "
          "summary, and the map is our own drawing of Shikoku. Points marked **our decision** are ours: the "
          "published map's stations, routes and tracks were not available to us.*"),
        _("## Your three characters"),
        _("Each player (purple or green) has a **pilgrim** who walks the coast road clockwise, a **merchant** "
          "who travels the trade routes between towns, and an **artist** who moves from region to region. Each "
          "round three dice are rolled, one a character; whoever picks a die moves their own character of that "
          "die."),
        _("## The map (our decision)"),
        _("**The coast road**: 28 stations in a clockwise loop, numbered from the north-east (C coastal town, "
          "T temple, G garden, S seaside, H hot spring):"),
        "`" + _road() + "`",
        _("**The trade routes**: four mountain towns inland ({mountains}), joined in a ring around the central "
          "peak. Each coastal town has one route inland: {towns}. Each town is one step.").format(
            mountains=_mountains(), towns=_towns()),
        _("**The regions**: the routes cut the land into eight regions around the peak (which is no region). "
          "Neighbouring regions share a route."),
        _regions(),
        _("## Set-up"),
        _("Specialty tokens are shuffled onto the eight coastal towns (**our decision**: {tokens}). The bag "
          "holds 26 goods: 5 kimonos, 6 pottery, 7 dolls, 8 fans. Each wave tile lies on a random side (an "
          "option can choose). Each player's ten paintings lie face down in a random order on the artist "
          "board; both track cylinders start on 1. Player A is drawn by lot (an option can choose).").format(
            tokens=_specialties()),
        _("**Starting spaces (our decision)** give no action:"),
        _starts(),
        _("## A round"),
        _("Player A rolls the three dice and picks one; player B picks one of the other two; player A takes the "
          "last. Next round B rolls and picks first and third, and so on. **The dice (our decision):**"),
        _dice(),
        _("A picked die moves your character of that die **exactly** that many steps, never through the same "
          "space twice; then you may use the space's action. **Our decision:** a character with no legal move "
          "of that length stays where it is and gets no action (on our map this never happens)."),
        _("## The pilgrim"),
        _("Walks clockwise. Occupied stations (another pilgrim, or a merchant in a coastal town) are passed and "
          "count as steps; landing on one, the pilgrim goes on to the next empty station and takes only its "
          "action."),
        _("- **Coastal town**: coins equal to the specialty token's price.\n"
          "- **Temple**: temple track +1 (1 to 9); reaching 9 ends the game.\n"
          "- **Garden**: garden track +1 (1 to 6); reaching 6 ends the game.\n"
          "- **Hot spring**: take the hot-spring token from the board or your opponent (nothing if you hold "
          "it). Not usable on the die that gained it. Later, after any die you pick, spend it to use that die "
          "again: the same character moves the same number again (wave tiles apply) and takes its action. "
          "**Our decision:** the token returns to the board when spent, before the second move, so a second "
          "move that ends on a hot spring takes it back.\n"
          "- **Seaside**: take a wave tile from the board; if none is left, take one from your opponent; if "
          "you hold all three, nothing. Tiles never turn over."),
        _("## The merchant"),
        _("Travels the trade routes. In a **mountain town** draw as many goods as its number; after the action "
          "keep at most 5 (6 with Powerful), choosing from old and new, and return the rest (**our "
          "decision:** exactly the excess goes back). Two merchants may share a mountain town. In a **coastal "
          "town** sell any number of goods of its specialty at its price each. A coastal town holds one "
          "character: a merchant may not end in an occupied one."),
        _("Whenever you have 10 coins, exchange 10 for a gold at once, on the next space of your merchant "
          "board; the sixth gold ends the game. **Our decision:** with all six gold placed, further coins stay "
          "coins (they still break ties)."),
        _("## The artist"),
        _("Moves that many regions, each step to a neighbouring region, none twice. Then **paint**: turn face "
          "up, in reading order, as many of your face-down paintings as there are pilgrims and merchants (both "
          "players', yours included) on the region's coast stations and bordering mountain towns (**our "
          "decision:** artists are not counted); or **give**: if the region's symbol matches your first face-up "
          "painting, give it away. Giving your tenth painting ends the game. Both artists may share a region."),
        _("## Wave tiles (optional to use)"),
        "| | " + _("side A") + " | " + _("side B") + " |\n|---|---|---|\n" + _waves(),
        _("Losing Powerful while holding 6 goods, you return one of your choice at once."),
        _("## The end and scoring"),
        _("When an end is triggered, the round is finished (the remaining dice are still used, the hot spring "
          "too). Then:"),
        _("- **Faith** = temple value × garden value.\n"
          "- **Commerce** = the value above your rightmost gold (**our decision**, 1 to 6 gold: {commerce}).\n"
          "- **Culture** = the value under the last painting you gave (**our decision**, 1 to 10 given: "
          "{culture}).").format(commerce=commerce, culture=culture),
        _("The highest total wins; tied, more coins wins; still tied, the win is shared. Leftover goods, coins "
          "and paintings score nothing. Example: temple 7 and garden 6 give 42, five gold 35, six paintings "
          "given 18: 95 points."),
        _("## In the app"),
        _("Click a die to see every space each character could reach with it, and what the space would give; "
          "click a space to move there, then choose the action with the buttons. You can take back a step of "
          "your pick until the dice are rolled, goods are drawn or a painting is turned. Face-down paintings "
          "stay hidden from everyone, the projector too."),
    ]
    return "\n\n".join(parts) + "\n"
