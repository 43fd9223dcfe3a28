"""The in-app rules of ...and then we held hands, in our own words.

Each heading, paragraph, list item and table is one message, so a translator
works on whole pieces and the Markdown stays intact around them.
"""

from __future__ import annotations

from itertools import pairwise

from ...core.i18n import N_, _

#: The rules, block by block (each a message id).
BLOCKS: tuple[str, ...] = (
    N_('# ...and then we held hands'),
    N_(
        '*A game for two partners, about 30 minutes. Design: David Chircop and Yannick\n'
        'Massa (Global Game Jam 2014). These rules are our own summary.*'
    ),
    N_(
        '**Play in silence.** The game is about understanding each other without words:\n'
        'there is no chat, and you should not talk.'
    ),
    N_('## The board'),
    N_(
        'Three rings of nodes around a heart: 32 outer, 16 middle and 8 inner nodes.\n'
        'Each node is an emotion, shown by its colour **and** its shape:'
    ),
    N_(
        '| emotion | colour | shape | balance |\n'
        '|---|---|---|---|\n'
        '| happy | green | circle | +1 |\n'
        '| calm | blue | square | +1 |\n'
        '| angry | red | triangle | -1 |\n'
        '| sad | black | diamond | -1 |'
    ),
    N_(
        'Lines join neighbouring nodes on a ring and run between the rings. A spoke\n'
        'that meets a circle *between* two nodes joins both of them (the meeting point\n'
        'is not a node — **our decision**). Four inner nodes lead into the heart.'
    ),
    N_('## Your hand and your perspective'),
    N_(
        'Every emotion card shows a heart with two halves of different emotions. Both\n'
        'hands lie face up and either player may use either hand, but only the half on\n'
        "the hand's *perspective* side counts: the app shows that half in full colour\n"
        'and masks the other. Your perspective is the side of the board your pawn\n'
        'stands on, seen from your seat (Player 1 sits at the bottom, Player 2 at the\n'
        'top). At the start each of you fans your hand to the left or the right.'
    ),
    N_('## A turn'),
    N_(
        '1. **Reveal a goal.** If you have no active goal but goals left in your pile,\n'
        '   your whole turn is to reveal the next one (**our decision:** each player has\n'
        '   their own active goal; if all your goals of this ring are done you simply\n'
        '   play on). Ending that turn at balance 0 refills your hand, as any turn does.'
    ),
    N_(
        "2. **Move.** Play one or more cards, one a step, from either hand. Each card's\n"
        '   visible emotion must match the node you step onto. You may not enter or\n'
        "   pass your partner's node, may not enter a node twice in a turn (**our\n"
        '   decision:** the node you started on counts as entered), and may not go\n'
        '   further in than the ring you are on together. Every card you play goes to\n'
        '   *your* discard pile. You must enter at least one node.'
    ),
    N_(
        '3. **Balance.** Every node you enter changes your balance by its emotion at\n'
        '   once. If it ever leaves -2..+2, the couple breaks up. **Our decision:** from\n'
        '   the 6th card of a turn on, each step sets your balance to 0 instead.'
    ),
    N_(
        '4. **Perspective.** If your move ends on the other side of the board, your\n'
        '   perspective switches. If it ends on a middle node (on the north-south axis),\n'
        '   you choose to keep it or switch.'
    ),
    N_(
        "5. **Goal.** If you end on a node of your goal's emotion in the current ring,\n"
        '   the goal is done and your next one is revealed at once.'
    ),
    N_(
        '6. **Refill.** If your balance is 0 at the end of your turn, draw up to 6\n'
        '   cards; a turn that only revealed a goal is a turn too. **Our decision:** if\n'
        '   the deck runs out, the larger discard pile is shuffled into a new deck (on a\n'
        '   tie, your own); only when both discard piles are empty too does the refill\n'
        '   stop short.'
    ),
    N_('## Rings'),
    N_(
        'When both of you have done your 4 goals of a ring, each draws 4 new goals and\n'
        'you may move one ring inward. Then the player with more cards in their discard\n'
        'pile shuffles it back into the deck (**our decision:** on a tie, the player who\n'
        'finished the ring; the pile is shuffled together with the rest of the deck).'
    ),
    N_('## Holding hands'),
    N_(
        "After the inner ring's goals, a player on an inner node joined to the heart may\n"
        "play **any** card to enter it; the balance changes by that card's visible\n"
        'emotion and must then be 0 (the 6-card reset counts here too). Entering the\n'
        'heart ends the move. The partner must follow on their very next turn, also at\n'
        'balance 0. Both in the heart: you hold hands and win together.'
    ),
    N_('## Breaking up'),
    N_(
        'You both lose when a balance leaves -2..+2, when the player to move cannot\n'
        'take a legal turn (no card can pay a step to a free neighbour), or when the\n'
        'partner fails to follow into the heart on the next turn.'
    ),
    N_('## Decisions taken for the app'),
    N_(
        '- **Perspective is where your pawn stands:** a move that starts on a middle\n'
        "  node and ends on a side gives you that side's perspective."
    ),
    N_(
        "- **A new ring's first goal** is revealed on your next turn (that turn is the\n"
        '  reveal), like every goal that is not revealed at once after another.'
    ),
    N_(
        '- **Finishing the inner ring** also sends the larger discard pile back into the\n'
        '  deck, although no new goals are drawn.'
    ),
    N_(
        '- **The heart from balance 0:** no card keeps you at 0 unless it is the 6th card\n'
        '  of your turn, so arrive next to the heart at +1 or -1.'
    ),
    N_(
        '- **A step that breaks the balance** ends the game at once and cannot be taken\n'
        '  back; the board warns you and asks for a second click first.'
    ),
    N_(
        '- Every ordered pair of two different emotions is on 4 cards (12 x 4 = 48);\n'
        '  the 24 goals are 6 of each emotion.'
    ),
    N_('- Who starts: chosen in the launcher, or at random.'),
    N_('- The points marked *our decision* above.'),
    N_(
        '- Taking back steps: until you end your move, each step can be undone\n'
        '  (Backspace, Ctrl+Z or a right-click). Ending the move (Enter; Shift+Enter\n'
        '  to switch on a middle node) may draw cards or reveal a goal, so it cannot\n'
        '  be taken back.'
    ),
    N_('## The hint'),
    N_(
        '*...and then we held hands > Can we still make it?* (Ctrl+H) searches exactly, from the current position and\n'
        'with only the cards now in both hands (no draws), whether both active goals of\n'
        'this ring can still be reached. It answers within a second or says it could\n'
        'not finish.\n'
        ''
    ),
)


def _is_item(block: str) -> bool:
    return block.startswith("- ") or block[:1].isdigit()


def rules_markdown() -> str:
    """The rules as Markdown, in the current language."""
    out = _(BLOCKS[0])
    for previous, block in pairwise(BLOCKS):
        # List items follow one another on the next line, so each list holds together.
        out += ("\n" if _is_item(previous) and _is_item(block) else "\n\n") + _(block)
    return out + "\n"
