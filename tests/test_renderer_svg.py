"""The live table's SVG: the same layout as the channel's pictures (every shape and every text
where Pillow draws it), every legal decision's piece on it, and the Mayor's arrangement as the
page sends it giving the same decisions as the Discord selects."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from collections import Counter
from functools import cache

import pytest

import renderer.board
from bot.decisions import arrangement
from bot.decisions.choices import choices
from bot.game import Game, Setup
from bot.game.expansions import known
from bot.l10n import LANGUAGES, localizer
from renderer import board_view, render_board, style, table_svg
from renderer.board import player_bands, table_bands
from renderer.canvas import Canvas
from renderer.fonts import face
from renderer.pieces import arrange_of, live_choices, targets_of
from renderer.player import draw_own_board, own_board_height
from renderer.svg import SvgCanvas

SVG = "{http://www.w3.org/2000/svg}"
ALL = tuple(known())


def random_game(players: int, seed: int, theme: str = "classic", expansions=(),
                decisions: int | None = None, show_vp: bool = False) -> Game:
    """A game of seeded random decisions: `decisions` of them, or to its end."""
    setup = Setup(players=("Ana", "Bruno", "Chiara", "Diego", "Elena")[:players], seed=seed,
                  theme=theme, expansions=expansions, options={"show_vp": show_vp})
    game = Game.new(setup)
    rng = random.Random(seed)
    while not game.is_over and (decisions is None or decisions > 0):
        seat = rng.choice(game.pending())
        game.apply(seat, rng.choice(game.legal(seat)))
        decisions = None if decisions is None else decisions - 1
    return game


@cache
def games() -> dict[str, Game]:
    return {
        "classic-2": random_game(2, 1, decisions=120),
        "1897-3": random_game(3, 2, "1897", decisions=200, show_vp=True),
        "all-5": random_game(5, 3, "1897", ALL, decisions=260, show_vp=True),
        "all-4-draft": random_game(4, 4, "classic", ALL, decisions=2),
        "over-4": random_game(4, 5, "1897", ALL),
        "over-2": random_game(2, 6),
    }


# ------------------------------------------------------------------- parity
class Recorder(Canvas):
    """A Pillow canvas that also writes down what it drew, as the SVG should say it."""

    def __init__(self, width: int, height: int) -> None:
        super().__init__(width, height)
        self.drawn: list[tuple] = []

    def run(self, xy, text, size, fill, bold, anchor, fallback) -> None:
        super().run(xy, text, size, fill, bold, anchor, fallback)
        font = face(size, bold, fallback)
        self.drawn.append(("text", text, size, "c" if fallback else "b" if bold else "r",
                           self.draw.textbbox(xy, text, font=font, anchor=anchor)))

    def rounded(self, box, radius, fill=None, outline=None, width=1) -> None:
        super().rounded(box, radius, fill, outline, width)
        self.drawn.append(("rect", _box(box), fill, outline if width else None))

    def rectangle(self, box, fill=None, outline=None, width=1) -> None:
        super().rectangle(box, fill, outline, width)
        self.drawn.append(("rect", _box(box), fill, outline if width else None))

    def ellipse(self, box, fill=None, outline=None, width=1) -> None:
        super().ellipse(box, fill, outline, width)
        self.drawn.append(("ellipse", _box(box), fill, outline if width else None))

    def polygon(self, points, fill=None, outline=None, width=1) -> None:
        super().polygon(points, fill, outline, width)
        self.drawn.append(("polygon", tuple(points), fill))


def _box(box) -> tuple:
    return tuple(float(value) for value in box)


def _rgb(text: str):
    return None if text in (None, "none") else tuple(int(text[i:i + 2], 16) for i in (1, 3, 5))


def placed(node, dy: float = 0):
    """Each element of an SVG with how far down its groups move it (`translate(0 y)`)."""
    yield node, dy
    move = node.get("transform", "")
    if move:
        dy += float(move.removeprefix("translate(0 ").removesuffix(")"))
    for child in node:
        yield from placed(child, dy)


def read_svg(markup: str) -> list[tuple]:
    """What an SVG draws, in order, as `Recorder` writes it down: text placed by Pillow's own
    measure of where its baseline and left edge put it, where its groups move it."""
    found = []
    for element, dy in placed(ET.fromstring(markup)):
        tag, get = element.tag.removeprefix(SVG), element.get
        if get("class") == "hit" or tag in ("svg", "g"):
            continue
        stroke = float(get("stroke-width", 0)) / 2 if get("stroke") else 0
        fill, outline = _rgb(get("fill")), _rgb(get("stroke"))
        if tag == "text":
            size, font = int(get("font-size")), get("class")
            pillow = face(size, font == "b", font == "c")
            xy = (float(get("x")), float(get("y")) + dy)
            found.append(("text", element.text, size, font,
                          Canvas(1, 1).draw.textbbox(xy, element.text, font=pillow,
                                                     anchor="ls")))
        elif tag == "rect":
            x, y = float(get("x")) - stroke, float(get("y")) + dy - stroke
            box = (x, y, x + float(get("width")) + 2 * stroke,
                   y + float(get("height")) + 2 * stroke)
            found.append(("rect", _box(box), fill, outline))
        elif tag == "ellipse":
            cx, cy = float(get("cx")), float(get("cy")) + dy
            rx, ry = float(get("rx")) + stroke, float(get("ry")) + stroke
            found.append(("ellipse", _box((cx - rx, cy - ry, cx + rx, cy + ry)), fill, outline))
        elif tag == "polygon":
            points = tuple((float(x), float(y) + dy) for x, y in
                           (pair.split(",") for pair in get("points").split()))
            found.append(("polygon", points, fill))
    return found


def same(drawn: list[tuple], read: list[tuple]) -> None:
    assert len(drawn) == len(read)
    for pillow, svg in zip(drawn, read, strict=True):
        if pillow[0] == "text":  # placed to within the hundredth the SVG keeps
            assert pillow[:4] == svg[:4]
            assert all(abs(a - b) <= 1 for a, b in zip(pillow[4], svg[4], strict=True)), \
                (pillow, svg)
        elif pillow[0] == "polygon":
            assert pillow[2] == svg[2]
            assert all(abs(a - b) <= 0.006 for p, q in zip(pillow[1], svg[1], strict=True)
                       for a, b in zip(p, q, strict=True)), (pillow, svg)
        else:
            assert pillow[0] == svg[0] and pillow[2:] == svg[2:], (pillow, svg)
            assert all(abs(a - b) <= 0.006 for a, b in zip(pillow[1], svg[1], strict=True))


def bands(view) -> list:
    """Every band of the table and of the players, and each player's own board."""
    own = [(own_board_height(view, seat) - 2 * style.MARGIN,
            lambda canvas, view, top, seat=seat: draw_own_board(canvas, view, seat, top))
           for seat in range(view.state.n)]
    return table_bands(view) + player_bands(view) + own


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", ["classic-2", "1897-3", "all-5", "all-4-draft", "over-4",
                                  "over-2"])
def test_the_svg_draws_every_shape_and_text_where_the_picture_does(name, lang):
    view = board_view(games()[name], lang)
    for height, draw_band in bands(view):
        top = 37  # anywhere: both are drawn from the same top edge
        pillow, svg = Recorder(style.WIDTH, top + height + 20), SvgCanvas(style.WIDTH, 0)
        draw_band(pillow, view, top)
        draw_band(svg, view, top)
        same(pillow.drawn, read_svg(svg.document()))


@pytest.mark.parametrize("name", ["all-5", "over-4", "classic-2"])
def test_each_viewers_svg_draws_every_band_where_drawing_it_in_place_does(name):
    """The shared table and the players' summaries are drawn once for every viewer (a
    summary from its own top edge, moved into place): each viewer's SVG draws every shape
    and text where the whole page drawn band under band at its place does."""
    game = games()[name]
    view = board_view(game, "it")
    for seat in [None, *range(view.state.n)]:
        in_place = SvgCanvas(style.WIDTH, 0)
        top = in_place.part("table", 0, table_bands(view), view)
        if seat is not None:
            own = own_board_height(view, seat) - 2 * style.MARGIN
            top = in_place.part("own", top, [(own, lambda c, v, y, s=seat:
                                                draw_own_board(c, v, s, y))], view)
        in_place.part("players", top, [band for other, band in enumerate(player_bands(view))
                                        if other != seat], view)
        same(read_svg(in_place.document()), read_svg(table_svg(game, "it", viewer_seat=seat)))


def texts(markup: str) -> Counter:
    return Counter(element.text for element in ET.fromstring(markup).iter(f"{SVG}text"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_watcher_sees_the_texts_of_the_channels_pictures(lang, monkeypatch):
    game = games()["all-5"]
    drawn: list[tuple] = []

    class Pictures(Recorder):
        def __init__(self, width, height):
            super().__init__(width, height)
            self.drawn = drawn

    monkeypatch.setattr(renderer.board, "Canvas", Pictures)
    render_board(game, lang)
    assert texts(table_svg(game, lang)) == Counter(text for kind, text, *_ in drawn
                                                   if kind == "text")


def test_the_viewers_own_board_comes_first_among_the_players():
    game = games()["1897-3"]
    markup = table_svg(game, "en", viewer_seat=2)
    root = ET.fromstring(markup)
    parts = [(g.get("data-part"), int(g.get("data-top")), int(g.get("data-height")))
             for g in root.iter(f"{SVG}g") if g.get("data-part")]
    assert [name for name, *_ in parts] == ["table", "own", "players"]
    assert [top for _, top, _ in parts] == [0, parts[0][2], parts[0][2] + parts[1][2]]
    assert root.get("viewBox") == f"0 0 640 {sum(height for *_, height in parts)}"
    assert any(key.startswith("space:2:") for key in keys(markup))
    assert not any(key.startswith("space:") for key in keys(table_svg(game, "en")))


# ---------------------------------------------------------------- targets
def keys(markup: str) -> set[str]:
    return {g.get("data-target") for g in ET.fromstring(markup).iter(f"{SVG}g")
            if g.get("data-target")}


def positions():
    """Moments of random games of 2 to 5 players, classic and with every expansion."""
    for seed, (players, expansions) in enumerate([(2, ()), (3, ALL), (4, ()), (5, ALL),
                                                  (4, ALL)]):
        setup = Setup(players=tuple(f"P{i}" for i in range(players)), seed=seed,
                      expansions=expansions, theme="1897" if seed % 2 else "classic")
        game = Game.new(setup)
        rng = random.Random(seed)
        count = 0
        while not game.is_over:
            seat = rng.choice(game.pending())
            options = game.legal(seat) + game.free(seat)
            if count % 7 == 0:
                yield game.clone(), seat, options
            game.apply(seat, rng.choice(options))
            count += 1


def test_every_legal_decision_is_about_a_piece_of_the_svg_or_none():
    found: Counter = Counter()
    for game, seat, options in positions():
        on_board = keys(table_svg(game, "en", viewer_seat=seat))
        for decision, key in targets_of(game, seat, options).items():
            assert key is None or key in on_board, (decision, key)
            found[key.split(":")[0] if key else None] += 1
    assert {"role", "tile", "building", "ship", "space", "good", None} <= set(found)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_choice_on_the_page_says_what_its_button_says(lang):
    loc = localizer(lang, "1897")
    for game, seat, _options in list(positions())[::9]:
        names = [p.name for p in game.state.players]
        offered = live_choices(game, seat, loc, names)
        assert [c["label"] for c in offered] == [c.text for c in choices(game, seat, loc, names)]
        assert [c["decision"] for c in offered] == game.legal(seat)


# ---------------------------------------------------------------- the Mayor
def mayors():
    for game, seat, _options in positions():
        if game.state.step == "mayor" and arrange_of(game, seat):
            yield game, seat


def test_the_pages_arrangement_gives_the_decisions_of_the_discord_selects():
    seen = nobles = 0
    for game, seat in mayors():
        arrange = arrange_of(game, seat)
        markup_keys = keys(table_svg(game, "es", viewer_seat=seat))
        assert set(arrange["spaces"]) <= markup_keys
        colonists, noble_circles = arrange["suggested"], arrange["suggested_nobles"]
        page = [f"place-noble {arrange['places'][i]}" for i in noble_circles] + \
               [f"place {arrange['places'][i]}" for i in colonists]
        expected = arrangement.decisions(game, seat, colonists, noble_circles)
        assert expected and arrangement.arranged(game, seat, page) == expected
        assert len(colonists) + len(noble_circles) == arrange["pieces"]
        seen += 1
        nobles += bool(noble_circles)
        if len(colonists) > 0:  # one colonist short is no arrangement
            short = [f"place {arrange['places'][i]}" for i in colonists[1:]]
            assert arrangement.arranged(game, seat, short) == []
    assert seen >= 3
