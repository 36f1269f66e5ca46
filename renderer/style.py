"""Colours and sizes of the board picture.

Goods differ in colour *and* shape, so players who do not tell colours apart can still read
them: corn a yellow circle, indigo (fruit) a blue square, sugar a white triangle, tobacco a
brown diamond, coffee a dark hexagon; quarries a grey block.
"""

from __future__ import annotations

# The pictures are drawn for phones: shown 400 px wide, the smallest text (MIN_TEXT) is still
# MIN_TEXT * 400 / WIDTH = 11.25 px tall.
WIDTH = 640
MARGIN = 10
GAP = 8
PHONE_WIDTH = 400
PHONE_MIN_TEXT = 11

BACKGROUND = (240, 234, 220)
PANEL = (255, 252, 244)
PANEL_EDGE = (176, 164, 138)
HEADER = (226, 216, 192)
INK = (34, 30, 26)
WHITE = (255, 255, 255)
# Every text colour reads at WCAG AA (4.5:1) on each background it is drawn on
# (tests/test_renderer.py measures it): MUTED is a grey for titles, a taken role and what is
# sold out or empty, still 4.8:1 on the darkest cream; FAINT is for outlines only, never text.
MUTED = (92, 84, 74)
FAINT = (196, 188, 170)
SPACE = (236, 230, 214)  # an empty island or city space
TAKEN = (214, 208, 196)  # a role card someone took this round

HIGHLIGHT = (255, 206, 64)  # players who must act
HIGHLIGHT_EDGE = (214, 136, 0)
ALERT = (178, 34, 34)
GOLD = (232, 185, 35)
GOLD_EDGE = (150, 112, 10)
GOVERNOR = (40, 62, 110)
WINNER = (28, 104, 52)

COLONIST = (52, 46, 40)
NOBLE = (178, 34, 34)  # the Nobles' pieces are red in the box
SEA = (198, 222, 236)
HULL = (132, 94, 60)
FOREST = (52, 112, 60)  # a plantation laid face down (New Buildings)
FOREST_TINT = (200, 226, 196)
VIOLET = (138, 100, 186)
VIOLET_TINT = (232, 222, 244)
RED_BUILDING = (200, 78, 56)  # the Nobles' Jeweler: red side bar, a production building
RED_BUILDING_TINT = (246, 218, 208)

GOOD_COLOURS: dict[str, tuple[int, int, int]] = {
    "corn": (244, 200, 20),
    "indigo": (46, 92, 190),
    "sugar": (255, 255, 255),
    "tobacco": (150, 96, 46),
    "coffee": (58, 38, 26),
    "quarry": (150, 150, 150),
}


def tint(colour: tuple[int, int, int], strength: float = 0.3) -> tuple[int, int, int]:
    """A light version of a colour (mixed with white), for backgrounds."""
    return tuple(round(255 - (255 - c) * strength) for c in colour)


# Light backgrounds for island tiles and production buildings.
GOOD_TINTS = {good: tint(colour) for good, colour in GOOD_COLOURS.items()}
COFFEE_EDGE = (150, 130, 110)  # coffee is too dark for an ink outline

SHAPES: dict[str, str] = {
    "corn": "circle",
    "indigo": "square",
    "sugar": "triangle",
    "tobacco": "diamond",
    "coffee": "hexagon",
    "quarry": "block",
}

# Signs drawn beside the names (all in the shipped font).
TAKEN_MARK = "✓"  # a role card someone took
ACTING_MARK = "▶"  # a player who must act
WINNER_MARK = "★"
COPIES_MARK = "×"  # buildings left for sale
SEPARATOR = " · "
NO_BONUS = "–"
ELLIPSIS = "…"  # the end of a name cut short
MARKS = (TAKEN_MARK, ACTING_MARK, WINNER_MARK, COPIES_MARK, SEPARATOR, NO_BONUS, ELLIPSIS)

# Every player has a colour and his seat's number, drawn beside his name wherever it appears,
# so that two players stay apart even when their names look alike or cannot be drawn.
SEAT_COLOURS = (
    (196, 48, 48),
    (36, 96, 178),
    (40, 132, 64),
    (176, 84, 0),  # dark enough for its white number
    (120, 60, 150),
)

# Text sizes in pixels; nothing is ever drawn smaller than MIN_TEXT.
TITLE = 28
NAME = 26
LABEL = 22
BODY = 20
SMALL = 18
MIN_TEXT = 18
