"""The in-app rules of ...and then we held hands, in our own words."""

RULES_MARKDOWN = """\
# ...and then we held hands

*A game for two partners, about 30 minutes. Design: David Chircop and Yannick
Massa (Global Game Jam 2014). These rules are our own summary.*

**Play in silence.** The game is about understanding each other without words:
there is no chat, and you should not talk.

## The board
Three rings of nodes around a heart: 32 outer, 16 middle and 8 inner nodes.
Each node is an emotion, shown by its colour **and** its shape:

| emotion | colour | shape | balance |
|---|---|---|---|
| happy | green | circle | +1 |
| calm | blue | square | +1 |
| angry | red | triangle | -1 |
| sad | black | diamond | -1 |

Lines join neighbouring nodes on a ring and run between the rings. A spoke
that meets a circle *between* two nodes joins both of them (the meeting point
is not a node — **our decision**). Four inner nodes lead into the heart.

## Your hand and your perspective
Every emotion card shows a heart with two halves of different emotions. Both
hands lie face up and either player may use either hand, but only the half on
the hand's *perspective* side counts: the app shows that half in full colour
and masks the other. Your perspective is the side of the board your pawn
stands on, seen from your seat (Player 1 sits at the bottom, Player 2 at the
top). At the start each of you fans your hand to the left or the right.

## A turn
1. **Reveal a goal.** If you have no active goal but goals left in your pile,
   your whole turn is to reveal the next one (**our decision:** each player has
   their own active goal; if all your goals of this ring are done you simply
   play on).
2. **Move.** Play one or more cards, one a step, from either hand. Each card's
   visible emotion must match the node you step onto. You may not enter or
   pass your partner's node, may not enter a node twice in a turn (**our
   decision:** the node you started on counts as entered), and may not go
   further in than the ring you are on together. Every card you play goes to
   *your* discard pile. You must enter at least one node.
3. **Balance.** Every node you enter changes your balance by its emotion at
   once. If it ever leaves -2..+2, the couple breaks up. **Our decision:** from
   the 6th card of a turn on, each step sets your balance to 0 instead.
4. **Perspective.** If your move ends on the other side of the board, your
   perspective switches. If it ends on a middle node (on the north-south axis),
   you choose to keep it or switch.
5. **Goal.** If you end on a node of your goal's emotion in the current ring,
   the goal is done and your next one is revealed at once.
6. **Refill.** If your balance is 0 at the end of your turn, draw up to 6
   cards. **Our decision:** if the deck runs out, the larger discard pile is
   shuffled into a new deck (on a tie, your own); only when both discard piles
   are empty too does the refill stop short.

## Rings
When both of you have done your 4 goals of a ring, each draws 4 new goals and
you may move one ring inward. Then the player with more cards in their discard
pile shuffles it back into the deck (**our decision:** on a tie, the player who
finished the ring; the pile is shuffled together with the rest of the deck).

## Holding hands
After the inner ring's goals, a player on an inner node joined to the heart may
play **any** card to enter it; the balance changes by that card's visible
emotion and must then be 0 (the 6-card reset counts here too). Entering the
heart ends the move. The partner must follow on their very next turn, also at
balance 0. Both in the heart: you hold hands and win together.

## Breaking up
You both lose when a balance leaves -2..+2, when the player to move cannot
take a legal turn (no card can pay a step to a free neighbour), or when the
partner fails to follow into the heart on the next turn.

## Decisions taken for the app
- **Perspective is where your pawn stands:** a move that starts on a middle
  node and ends on a side gives you that side's perspective.
- **A new ring's first goal** is revealed on your next turn (that turn is the
  reveal), like every goal that is not revealed at once after another.
- **Finishing the inner ring** also sends the larger discard pile back into the
  deck, although no new goals are drawn.
- **The heart from balance 0:** no card keeps you at 0 unless it is the 6th card
  of your turn, so arrive next to the heart at +1 or -1.
- **A step that breaks the balance** ends the game at once and cannot be taken
  back; the board warns you and asks for a second click first.
- Every ordered pair of two different emotions is on 4 cards (12 x 4 = 48);
  the 24 goals are 6 of each emotion.
- Who starts: chosen in the launcher, or at random.
- The points marked *our decision* above.
- Taking back steps: until you end your move, each step can be undone
  (Backspace, Ctrl+Z or a right-click). Ending the move (Enter; Shift+Enter
  to switch on a middle node) may draw cards or reveal a goal, so it cannot
  be taken back.

## The hint
*...and then we held hands > Can we still make it?* (Ctrl+H) searches exactly, from the current position and
with only the cards now in both hands (no draws), whether both active goals of
this ring can still be reached. It answers within a second or says it could
not finish.
"""
