"""The board picture: it renders at every kind of moment of real games, in every language and
theme, it changes when the table changes, it stays small, and its font has every glyph."""

from __future__ import annotations

import io
import itertools
import random
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import cache

import pytest
from fluent.syntax import FluentParser, ast
from PIL import Image, ImageDraw

import renderer.canvas
from bot.bench.render import late_game
from bot.game import Game, Setup
from bot.game.components import BUILDINGS, CITY_SPACES, GOODS, ROLES, THEMES, TILES
from bot.game.expansions import known
from bot.game.position import Position
from bot.game.state import SAN_JUAN
from bot.l10n import LANGUAGES, LOCALES, localizer
from renderer import (
    board_images,
    board_view,
    player_image,
    render_board,
    render_player,
    samples,
    style,
)
from renderer.board import _summary, pages
from renderer.canvas import SEAT_RADIUS, Canvas, clean
from renderer.fonts import cjk_font, code_points, font, missing_glyphs, undrawable
from renderer.player import LINE, building_chips, city_layout, nobles_worth_line
from renderer.samples import built, play
from renderer.table.market import FREE_SPACE, market_columns
from renderer.table.supply import count_rows

DISCORD_LIMIT = 8 * 1024 * 1024
DISCORD_ATTACHMENTS = 10  # at most in one message
OWN_LIMIT = 1_500_000
ALL = tuple(known())  # every 1897 expansion
TERMS = ("colonist", "colonist_ship", "trading_house", "doubloon", "san_juan", "governor", "vp",
         "island", "city")


# ----------------------------------------------------------------------------- games
def random_choices(players: int, seed: int, theme: str = "classic",
                   expansions: tuple[str, ...] = ()) -> Game:
    """A new game whose decisions will be made by a seeded random chooser."""
    names = tuple(f"Player {seat + 1}" for seat in range(players))
    return Game.new(Setup(players=names, seed=seed, theme=theme, expansions=expansions))


@cache
def moments(players: int, theme: str, expansions: tuple[str, ...] = ()) -> tuple[Game, ...]:
    """Copies of one random game at the first time of each step, and at its end (with the
    New Buildings, the first step is their draft)."""
    game = random_choices(players, seed=players * 10 + len(theme), theme=theme,
                          expansions=expansions)
    rng = random.Random(players)
    seen: dict[str, Game] = {}
    while not game.is_over:
        seen.setdefault(game.state.step, game.clone())
        seat = rng.choice(game.pending())
        game.apply(seat, rng.choice(game.legal(seat)))
    seen["over"] = game
    return tuple(seen.values())


@cache
def late_nobles_game(players: int, theme: str) -> Game:
    """A game with the Nobles stopped once the cities are well filled and nobles are about."""
    return play(players, seed=3, theme=theme, until=built(6 * players), show_vp=True,
                expansions=("nobles",))


def pixels(png: bytes | list[bytes]) -> bytes:
    """The RGB pixels of a picture, or of all the pictures of a list, one after the other."""
    pngs = [png] if isinstance(png, bytes) else png
    return b"".join(Image.open(io.BytesIO(one)).convert("RGB").tobytes() for one in pngs)


def is_png(data: bytes) -> bool:
    return data.startswith(b"\x89PNG\r\n\x1a\n")


def first(game: Game, step: str) -> Game:
    """Play (randomly) until the game reaches `step` and someone must decide in it."""
    rng = random.Random(7)
    while not (game.state.step == step and game.pending()):
        seat = rng.choice(game.pending())
        game.apply(seat, rng.choice(game.legal(seat)))
    return game


# ------------------------------------------------------------------ it always renders
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("theme", THEMES)
def test_every_step_of_a_game_renders_in_every_language(players, theme):
    games = moments(players, theme)
    steps = {game.state.step for game in games}
    assert {"role", "mayor", "captain", "over"} <= steps
    for game in games:
        for lang in LANGUAGES:
            pngs = render_board(game, lang)
            assert len(pngs) >= 2 and all(is_png(png) for png in pngs)
            assert sum(len(png) for png in pngs) < OWN_LIMIT


def test_mid_mayor_and_mid_storage_render_with_several_players_to_act():
    for step in ("mayor", "storage"):
        game = first(random_choices(4, seed=3), step)
        for png in render_board(game, "es"):
            assert Image.open(io.BytesIO(png)).size[0] == style.WIDTH


def test_the_score_sheet_shows_once_the_game_is_over():
    games = moments(3, "1897")
    over, before = games[-1], games[-2]
    assert over.is_over and not before.is_over
    tall = sum(image.height for image in board_images(over, "it"))
    assert tall > sum(image.height for image in board_images(before, "it"))


@pytest.mark.parametrize("lang,words", [("en", "since round 9"), ("es", "desde la ronda 9"),
                                        ("it", "dal turno 9")])
def test_the_score_sheet_says_in_words_which_seat_was_voted_out(monkeypatch, lang, words):
    over = moments(3, "classic")[-1]
    drawn = drawn_texts(monkeypatch, lambda: board_images(over, lang, voted_out={1: 9}))
    notes = [text for text, _size, _width in drawn if words in text]
    assert len(notes) == 1 and notes[0].startswith(over.state.players[1].name)
    plain = sum(image.height for image in board_images(over, lang))
    assert sum(image.height for image in board_images(over, lang, voted_out={1: 9})) > plain


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("lang,empty", [("en", "{}: 0, no {}"), ("es", "{}: 0, sin {}"),
                                        ("it", "{}: 0, senza {}")])
def test_the_score_sheet_shows_a_large_building_left_without_a_colonist(monkeypatch, lang,
                                                                        empty, theme):
    """Its row reads 0 in its owner's column, and under the sheet, after his mark, "Residence:
    0, no colonist": it scored no bonus, and why."""
    position = Position(4, theme=theme)
    position.seat(2, city={"residence": 0, "harbor": 1})
    game = position.set(end_reasons=["city"]).start(0, picks_made=position.state.role_picks - 1)
    game.apply(0, "role prospector")
    view = board_view(game, lang)
    drawn = [text for text, _size, _width in
             drawn_texts(monkeypatch, lambda: board_images(game, lang))]
    row = drawn.index(view.bonus("residence"))
    assert drawn[row + 1:row + 5] == [style.NO_BONUS, style.NO_BONUS, "0", style.NO_BONUS]
    assert empty.format(view.building("residence"), view.loc.term("colonist")) in drawn


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_role_card_names_its_role_at_one_size(monkeypatch, lang, theme):
    """A long name ("Caposquadra") is not drawn smaller than its neighbours: every card's
    name is drawn whole, at the size all of them fit, on one line or two."""
    for players in (3, 5):
        game = Game.new(Setup(players=tuple(f"P{n}" for n in range(players)), seed=1,
                              theme=theme, expansions=ALL))
        view = board_view(game, lang)
        names = {view.role(card.role) for card in game.state.roles}
        drawn = drawn_texts(monkeypatch, lambda game=game: board_images(game, lang))
        lines = [(text, size) for text, size, _width in drawn
                 if any(text in name.split() or text == name or
                        (text in name and " " in text) for name in names)]
        shown = " ".join(text for text, _size in lines)
        assert all(name in shown for name in names)
        assert len({size for _text, size in lines}) == 1, lines


def test_a_theme_and_show_vp_can_be_chosen_apart_from_the_game():
    game = moments(2, "classic")[2]
    assert pixels(render_board(game, "es", "1897")) != pixels(render_board(game, "es"))
    assert pixels(render_board(game, "en", show_vp=True)) != pixels(render_board(game, "en"))
    view = board_view(game, "en")
    assert view.show_vp is False and view.loc.theme == "classic"


def test_rendering_is_pure():
    game = moments(4, "classic")[3]
    before = game.to_json()
    assert render_board(game, "it") == render_board(game, "it")
    assert game.to_json() == before


def test_boards_render_the_same_from_several_threads():
    games = moments(3, "classic")
    alone = [render_board(game, "es") for game in games]
    with ThreadPoolExecutor(max_workers=4) as pool:
        together = list(pool.map(lambda game: render_board(game, "es"), games))
    assert together == alone


# ---------------------------------------------------------- it follows the table
def test_moving_a_colonist_changes_the_picture():
    game = first(random_choices(3, seed=5), "mayor")
    seat = game.pending()[0]
    before = pixels(render_board(game, "en"))
    player = game.state.players[seat]
    waiting = player.san_juan
    game.apply(seat, next(d for d in game.legal(seat) if d.startswith("place ")))
    assert player.san_juan < waiting
    assert pixels(render_board(game, "en")) != before


def test_loading_a_barrel_changes_the_picture():
    game = first(random_choices(4, seed=8), "captain")
    seat = game.pending()[0]
    loads = [d for d in game.legal(seat) if d.startswith("load ")]
    assert loads
    before = pixels(render_board(game, "en"))
    game.apply(seat, loads[0])
    assert sum(ship.load for ship in game.state.ships) > 0
    assert pixels(render_board(game, "en")) != before


def test_a_barrel_on_a_ship_shows_in_its_hold():
    game = moments(2, "classic")[0]
    copy = game.clone()
    copy.state.ships[0].good, copy.state.ships[0].load = "coffee", 2
    assert pixels(render_board(copy, "en")) != pixels(render_board(game, "en"))


def test_the_players_who_must_act_are_highlighted():
    game = first(random_choices(4, seed=2), "mayor")
    view = board_view(game, "en")
    drawn = 0
    for image, page in zip(board_images(game, "en"), pages(view), strict=True):
        y = style.MARGIN
        for height, draw in page:
            if getattr(draw, "func", None) is _summary:  # a player's summary, at y
                edge = image.getpixel((style.WIDTH // 2, y + 1))
                acting = draw.keywords["seat"] in game.pending()
                assert (edge == style.HIGHLIGHT_EDGE) == acting, (draw.keywords, edge)
                drawn += 1
            y += height + style.GAP
    assert drawn == game.state.n


def test_a_city_of_large_buildings_keeps_every_building():
    base = [b for b in BUILDINGS if not BUILDINGS[b].expansion]
    large = [b for b in base if BUILDINGS[b].large]
    small = [b for b in base if not BUILDINGS[b].large][:2]
    for city in (large + small, small + large, small[:1] + large + small[1:]):
        layout = city_layout(city)
        assert [b for b, *_ in layout if b] == city
        assert sum(span for _b, _r, _c, span in layout) == CITY_SPACES
        cells = {(r, c + i) for _b, r, c, span in layout for i in range(span)}
        assert len(cells) == CITY_SPACES


# ------------------------------------------------------------------- size and speed
@pytest.mark.parametrize("players, expansions", [(2, ()), (5, ()), (5, tuple(known()))])
def test_the_pictures_fit_discord(players, expansions):
    game = late_game(players, seed=5, expansions=expansions)
    pngs = render_board(game, "it", show_vp=True)
    assert len(pngs) < DISCORD_ATTACHMENTS  # and the player's own board beside them
    assert sum(len(png) for png in pngs) < min(DISCORD_LIMIT, OWN_LIMIT)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("expansions", [(), ALL])
@pytest.mark.parametrize("theme", THEMES)
def test_every_picture_is_no_taller_than_a_phone_shows_whole(players, expansions, theme):
    """A phone fits a picture whole to its screen: shown so, a picture more than 2.2 times as
    tall as wide would be too small to read. Every step of a game, its end, and a late game
    with full cities, in every language."""
    late = play(players, 5, theme, until=built(6 * players), show_vp=True,
                expansions=expansions)
    for lang in LANGUAGES:
        images = [image for game in (*moments(players, theme, expansions), late)
                  for image in board_images(game, lang, show_vp=True)]
        images += [player_image(late, seat, lang, show_vp=True) for seat in range(players)]
        assert {image.width for image in images} == {style.WIDTH}
        tallest = max(image.height for image in images)
        assert tallest <= 2.2 * style.WIDTH, (lang, tallest)


# ------------------------------------------------------------- every text, as drawn
@dataclass(frozen=True)
class Drawn:
    """One text as Pillow drew it: its font size, its box, its colour and the colour most
    of its box had just before (what it is read against), and the picture's width."""

    text: str
    size: int
    box: tuple[int, int, int, int]
    ink: tuple[int, int, int]
    background: tuple[int, int, int]
    width: int
    picture: int  # which picture: the id of its image


def record_drawing(monkeypatch) -> list[Drawn]:
    """Every text the renderer draws from now on, recorded at Pillow's own drawing call."""
    drawn: list[Drawn] = []
    original = ImageDraw.ImageDraw.text

    def recording(self, xy, text, fill=None, font=None, anchor=None, **kwargs):
        box = tuple(round(v) for v in self.textbbox(xy, text, font=font, anchor=anchor))
        area = self._image.crop(box).convert("RGB")
        background = max(area.getcolors(area.width * area.height or 1) or [(0, None)])[1]
        drawn.append(Drawn(text, font.size, box, fill, background, self._image.width,
                           id(self._image)))
        return original(self, xy, text, fill=fill, font=font, anchor=anchor, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", recording)
    return drawn


def luminance(colour) -> float:
    def channel(value: int) -> float:
        value /= 255
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    red, green, blue = (channel(v) for v in colour)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(a, b) -> float:
    """The WCAG 2 contrast ratio of two colours, 1 to 21."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


# ------------------------------------------------------------------ read on a phone
def drawn_texts(monkeypatch, draw) -> list[tuple[str, int, int]]:
    """(text, size, picture width) of every line of text `draw()` puts on its pictures."""
    drawn: list[tuple[str, int]] = []
    original = renderer.canvas.Canvas.text

    def recording(self, xy, text, size, fill=style.INK, bold=False, anchor="lm"):
        drawn.append((text, size, self.image.width))
        return original(self, xy, text, size, fill, bold, anchor)

    monkeypatch.setattr(renderer.canvas.Canvas, "text", recording)
    draw()
    return drawn


def every_picture(game) -> None:
    for lang in LANGUAGES:
        board_images(game, lang, show_vp=True)
        for seat in range(game.state.n):
            player_image(game, seat, lang, show_vp=True)


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("theme", THEMES)
def test_every_text_is_readable_on_a_phone(monkeypatch, players, theme):
    """Shown 400 px wide, as on a phone, no word or number is under 11 px (its font size,
    as the picture is scaled down): at least 17.6 px on the 640 px picture, measured at
    Pillow's own drawing call, so no text escapes it."""
    games = (*moments(players, theme), *moments(players, theme, ALL), late_game(players, seed=5),
             late_nobles_game(players, theme))
    drawn = record_drawing(monkeypatch)
    for game in games:
        every_picture(game)
    assert len(drawn) > 1000
    smallest = min(drawn, key=lambda d: d.size / d.width)
    assert smallest.size * style.PHONE_WIDTH / smallest.width >= style.PHONE_MIN_TEXT, smallest


def test_only_player_names_are_ever_cut_short(monkeypatch):
    """Names of buildings, roles, goods and every label fit whole at a readable size; only a
    long player name may end with an ellipsis."""
    games = [*moments(5, "1897"), *moments(4, "classic"), *(late_nobles_game(5, theme)
                                                              for theme in THEMES),
             *(game for players, theme in ((2, "1897"), (3, "classic"), (5, "1897"))
               for game in moments(players, theme, ALL))]
    drawn = drawn_texts(monkeypatch, lambda: [every_picture(game) for game in games])
    assert cut_but_names(drawn, games) == set()


def cut_but_names(drawn, games) -> set[str]:
    """The texts drawn cut short that are not a player's name, nor a label made of one (the
    kidnapped card's "di Player 3", four cards in a row)."""
    names = {name for game in games for player in game.state.players
             for name in (player.name, *(board_view(game, lang).label("kidnapped-by",
                                                                      name=player.name)
                                         for lang in LANGUAGES))}
    cut = {text for text, _size, _width in drawn if text.endswith(style.ELLIPSIS)}
    return {text for text in cut if not any(name.startswith(text[:-1]) for name in names)}


# ---------------------------------------------------------------- a player's board
def test_a_players_board_shows_his_island_and_city():
    game = late_game(4, seed=5)
    images = [player_image(game, seat, "es") for seat in range(4)]
    assert all(image.size == images[0].size for image in images)
    assert images[0].size[0] == style.WIDTH
    assert len({image.tobytes() for image in images}) == 4  # four different boards
    png = render_player(game, 2, "it", show_vp=True)
    assert png.startswith(b"\x89PNG") and len(png) < OWN_LIMIT


def test_a_players_board_follows_his_colonists():
    game = first(random_choices(3, seed=5), "mayor")
    seat = game.pending()[0]
    before = pixels(render_player(game, seat, "en"))
    other = (seat + 1) % 3
    others = pixels(render_player(game, other, "en"))
    game.apply(seat, next(d for d in game.legal(seat) if d.startswith("place ")))
    assert pixels(render_player(game, seat, "en")) != before
    assert pixels(render_player(game, other, "en")) == others


def test_a_seat_the_game_does_not_have_is_refused():
    game = moments(2, "classic")[0]
    with pytest.raises(IndexError):
        render_player(game, 2, "en")
    with pytest.raises(IndexError):
        render_player(game, -1, "en")


# ------------------------------------------------------------------------- glyphs
def renderer_messages(lang: str) -> list[str]:
    resource = FluentParser().parse((LOCALES / lang / "renderer.ftl").read_text("utf-8"))
    return [entry.id.name for entry in resource.body if isinstance(entry, ast.Message)]


def test_the_renderer_labels_exist_in_every_language():
    ids = {lang: renderer_messages(lang) for lang in LANGUAGES}
    assert all(name.startswith("board-") for name in ids["en"])
    assert ids["es"] == ids["en"] and ids["it"] == ids["en"]


def every_text(lang: str, theme: str) -> list[str]:
    """Every name and label the board can show in one language and theme."""
    loc = localizer(lang, theme)
    args = {"round": 12, "role": loc.role("captain"), "players": "Ana, Bruno"}
    return (
        [loc.role(r) for r in (*ROLES, "buccaneer")]
        + [loc.building(b) for b in BUILDINGS]
        + [loc.good(g) for g in GOODS]
        + [loc.tile(t) for t in TILES]
        + [loc.term(t) for t in TERMS]
        + [loc.text(m, **args) for m in renderer_messages(lang)]
        + list(style.MARKS)
        + [str(n) for n in range(10)]
    )


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("bold", [False, True])
def test_every_name_and_label_has_its_glyphs(lang, theme, bold):
    texts = every_text(lang, theme)
    missing = {text: missing_glyphs(text, bold) for text in texts}
    assert {text: chars for text, chars in missing.items() if chars} == {}


def test_every_text_drawn_on_real_boards_has_its_glyphs(monkeypatch):
    """Every string on its way to the picture, before characters the font lacks are dropped."""
    drawn: set[tuple[str, bool]] = set()

    def recording(text: str, bold: bool = False) -> str:
        drawn.add((text, bold))
        return text

    monkeypatch.setattr(renderer.canvas, "drawable", recording)
    for theme in THEMES:
        for game in moments(5, theme):
            for lang in LANGUAGES:
                board_images(game, lang)
    assert len(drawn) > 100
    assert {text for text, bold in drawn if missing_glyphs(text, bold)} == set()


def test_characters_the_font_lacks_are_left_out_of_names():
    assert clean("Ana \U0001f3b2") == "Ana"
    assert clean("\U0001f3b2\u2068") == "?"
    assert clean("\u2068Añil\u2069") == "Añil"
    game = moments(2, "classic")[1].clone()
    game.state.players[0].name = "Ana \U0001f3b2\U0001f680"
    assert all(is_png(png) for png in render_board(game, "en"))


def test_names_in_japanese_korean_chinese_and_fullwidth_are_drawn_not_dropped():
    notdef = cjk_font(40).getmask("\u0378")
    for name in ("山田太郎", "さくら", "김민준", "王小明", "ＮＡＴＳＵ", "ﾅﾂ"):
        assert clean(name, True) == name and undrawable(name, True) == set()
        for char in name:
            mask = cjk_font(40).getmask(char)
            assert (mask.size, bytes(mask)) != (notdef.size, bytes(notdef)), char
    game = moments(3, "classic")[2].clone()
    before = pixels(render_player(game, 0, "en"))
    game.state.players[0].name = "山田 Ana"
    assert pixels(render_player(game, 0, "en")) != before


def test_two_players_whose_names_cannot_be_drawn_are_still_told_apart():
    """Names of emoji alone come out as "?"; the seat's colour and number beside them differ."""
    game = moments(3, "classic")[1].clone()
    game.state.players[1].name, game.state.players[2].name = "\U0001f3b2", "\U0001f3af"
    assert clean(game.state.players[1].name, True) == clean(game.state.players[2].name, True)
    for seat in (1, 2):  # in the PNG: the palette keeps the seats' colours exactly
        image = Image.open(io.BytesIO(render_player(game, seat, "en"))).convert("RGB")
        left, top = style.MARGIN + 8, style.MARGIN
        colours = {colour for _n, colour in
                   image.crop((left, top, left + 2 * SEAT_RADIUS, top + 46)).getcolors(4096)}
        assert style.SEAT_COLOURS[seat] in colours
        assert style.SEAT_COLOURS[3 - seat] not in colours


def test_the_character_map_agrees_with_what_freetype_draws():
    """The cmap reader is right: a covered letter draws differently from the .notdef box."""
    regular = font(40)
    notdef = regular.getmask("\u0378")  # unassigned: always the .notdef glyph
    assert ord("ñ") in code_points() and 0x0378 not in code_points()
    assert missing_glyphs("Añil\u0378") == {"\u0378"}
    for char in "ñàèéìòùÈ✓★▶×":
        mask = regular.getmask(char)
        assert (mask.size, bytes(mask)) != (notdef.size, bytes(notdef)), char


def test_the_shipped_font_is_used_never_the_bitmap_default():
    assert font(20).path.endswith("renderer/fonts/DejaVuSans.ttf")
    assert font(20, bold=True).path.endswith("renderer/fonts/DejaVuSans-Bold.ttf")
    assert cjk_font(20).path.endswith("renderer/fonts/NotoSansCJK-Bold-names.otf")


# ------------------------------------------------------------------------ samples
def test_the_sample_pictures_can_be_made_again(tmp_path):
    """Every sample, with the table's further pictures beside it, is in docs/images, and
    nothing else is: a picture the samples no longer make does not linger there."""
    assert samples.main([str(tmp_path)]) == 0
    made = sorted(p.name for p in tmp_path.iterdir())
    assert set(samples.SAMPLES) < set(made)
    stems = tuple(name.removesuffix(".png") for name in samples.SAMPLES)
    assert sorted(p.name for p in samples.DOCS.glob("*.png") if p.name.startswith(stems)) == made


def test_a_long_name_is_cut_short_rather_than_made_unreadable(monkeypatch):
    game = moments(4, "1897")[2].clone()
    game.state.players[1].name = "Bartolomeo di Montefeltro della Rovere"
    drawn = []
    original = renderer.canvas.Canvas.text

    def recording(self, xy, text, size, fill=style.INK, bold=False, anchor="lm"):
        drawn.append((text, size))
        return original(self, xy, text, size, fill, bold, anchor)

    monkeypatch.setattr(renderer.canvas.Canvas, "text", recording)
    board_images(game, "it")
    headers = [(text, size) for text, size in drawn if text.startswith("Bartolomeo di")]
    assert headers
    assert all(text.endswith(style.ELLIPSIS) and size >= style.LABEL for text, size in headers)


# ------------------------------------------------------------------- expansions
def test_forests_and_the_new_buildings_for_sale_are_drawn():
    """Forests (plantations laid face down, New Buildings) and the expansion's market."""
    position = Position(players=3, expansions=("new_buildings",))
    with_forests = position.seat(0, island=["corn", "sugar"], forests=2,
                                 city={"forest_house": 1}).start(chooser=0)
    without = Position(players=3, expansions=("new_buildings",)).seat(
        0, island=["corn", "sugar"], city={"forest_house": 1}).start(chooser=0)
    assert pixels(render_player(with_forests, 0, "it")) != pixels(render_player(without, 0, "it"))
    view = board_view(with_forests, "es")
    assert {b for column in market_columns(view) for b in column} == set(view.state.buildings)
    assert all(is_png(png) for png in render_board(with_forests, "es"))


def test_the_draft_shows_the_free_spaces_with_their_cost(monkeypatch):
    """ES97, the New Buildings' draft: "cada jugador coloca un tipo de edificio en un espacio
    libre de su coste" — the picture keeps every space still free in its column, with its
    cost, and a drafted kind takes its place; readable on a phone."""
    game = Game.new(Setup(("Ana", "Bea", "Carlo"), seed=4, theme="1897",
                          expansions=("new_buildings",), options={"buildings": "draft"}))
    view = board_view(game, "es")
    free = [e for column in market_columns(view) for e in column if e.startswith(FREE_SPACE)]
    assert len(free) == 17
    game.apply(game.pending()[0], "draft church office")
    view = board_view(game, "es")
    entries = [e for column in market_columns(view) for e in column]
    assert FREE_SPACE + "office" not in entries and "church" in entries
    assert len([e for e in entries if e.startswith(FREE_SPACE)]) == 16
    assert board_view(game, "it").step() == "Scelta degli edifici"
    drawn = drawn_texts(monkeypatch, lambda: [render_board(game, lang) for lang in LANGUAGES])
    for lang, words in (("en", "Free space"), ("es", "Casilla libre"), ("it", "Spazio libero")):
        assert words in board_view(game, lang).label("free-space", space="")
        assert any(text.startswith(words) for text, _size, _width in drawn)
    smallest = min(size * style.PHONE_WIDTH / width for _text, size, width in drawn)
    assert smallest >= style.PHONE_MIN_TEXT, smallest


def test_a_label_on_two_lines_is_split_where_the_lines_are_most_even(monkeypatch):
    """A free space of the draft too long for one line breaks after its first words, not
    inside them: "Free space / (Small Warehouse)", "Spazio libero / (Grande Mercato)"."""
    game = Game.new(Setup(("Ana", "Bea"), seed=4, expansions=("new_buildings",),
                          options={"buildings": "draft"}))
    for lang, words in (("en", "Free space"), ("es", "Casilla libre"), ("it", "Spazio libero")):
        drawn = [text for text, _size, _width in
                 drawn_texts(monkeypatch, lambda lang=lang: board_images(game, lang))]
        assert words.split()[0] not in drawn, lang
        assert words in drawn or lang == "es", lang  # the Spanish labels fit on one line


def test_the_guests_sit_on_the_guest_house_of_their_owners_board():
    """A guest is a colonist on one of the Guest House's two circles, drawn as one."""
    boards = [Position(players=3, expansions=("new_buildings",))
              .seat(0, city={"guest_house": guests, "library": 0}).start(chooser=1)
              for guests in (0, 1, 2)]
    pictures = [pixels(render_player(game, 0, "es")) for game in boards]
    assert len(set(pictures)) == 3


# ------------------------------------------------------- the Buccaneer and the Festival
def buccaneer_and_festival(seed: int = 0) -> Game:
    """A random 4-player game with both expansions, played until a Festival goal is won and a
    kidnapped card lies in front of its kidnapper."""
    game = Game.new(Setup(("Ana", "Bea", "Carlo", "Dani"), seed=seed, theme="1897",
                          expansions=("buccaneer", "festival")))
    rng = random.Random(seed)
    s = game.state
    while not (s.festival["won"] and any(c.held_by is not None and c.taken_by is None
                                         for c in s.roles)):
        seat = rng.choice(game.pending())
        game.apply(seat, rng.choice(game.legal(seat)))
    return game


def test_the_festival_board_and_a_kidnapped_card_render_in_every_language(caplog):
    game = buccaneer_and_festival()
    for lang in LANGUAGES:
        for theme in THEMES:
            assert all(is_png(png) for png in render_board(game, lang, theme))
    assert not [r for r in caplog.records if r.levelno >= 30]


def test_the_festival_building_still_to_draw_is_said_so(monkeypatch):
    """With the New Buildings' draft the Festival's building is drawn once the board is
    settled: until then its goal says so, whole, rather than an ellipsis."""
    game = Game.new(Setup(("Ana", "Bea", "Carlo"), seed=4, expansions=("new_buildings", "festival"),
                          options={"buildings": "draft"}))
    assert game.state.step == "draft" and game.state.festival["building"] is None
    for lang in LANGUAGES:
        drawn = {text for text, _size, _width in
                 drawn_texts(monkeypatch, lambda lang=lang: board_images(game, lang))}
        assert board_view(game, lang).label("festival-building-later") in drawn
        assert not [text for text in drawn if text.endswith(style.ELLIPSIS)]


def test_winning_a_festival_goal_and_kidnapping_change_the_picture():
    game = buccaneer_and_festival()
    before = pixels(render_board(game, "en"))
    board = game.state.festival
    board["won"] = {goal: 0 for goal in ("plantation", "goods", "building")}
    won = pixels(render_board(game, "en"))
    assert won != before
    for card in game.state.roles:
        card.held_by = None
    assert pixels(render_board(game, "en")) != won


def noble_pixels(image: Image.Image) -> int:
    colours = image.convert("RGB").getcolors(maxcolors=1 << 16) or []
    return sum(count for count, colour in colours if colour == style.NOBLE)


@pytest.mark.parametrize("where", [
    {"island": ["corn"], "nobles": {"corn": 1}},
    {"city": {"chapel": 1}, "nobles": {"chapel": 1}},
    {"island": ["corn"], "city": {"sugar_mill": 2}, "nobles": {"sugar_mill": 1}},
])
def test_a_noble_is_drawn_apart_from_the_colonists(where):
    """The same colonists, one of them a noble: red where he stands, nowhere without him."""
    with_noble = Position(3, expansions=("nobles",)).seat(0, **where).start(chooser=1)
    plain = dict(where, nobles={})
    without = Position(3, expansions=("nobles",)).seat(0, **plain).start(chooser=1)
    assert noble_pixels(player_image(with_noble, 0, "en")) > 0
    assert noble_pixels(player_image(without, 0, "en")) == 0


def colour_pixels(image: Image.Image, colour) -> int:
    return sum(count for count, rgb in image.convert("RGB").getcolors(1 << 16) if rgb == colour)


def test_the_jeweler_is_red_and_named_in_its_owners_summary():
    """ES97: "La Sastrería (barra lateral roja) cuenta como edificio productor grande": red, not
    violet, wherever it is drawn; it makes no goods, so the summary names it (its coins for the
    nobles on the island show in no count)."""
    game = Position(3, expansions=("nobles",)).seat(0, city={"jeweler": 1}).start(chooser=1)
    own = player_image(game, 0, "it")
    assert colour_pixels(own, style.RED_BUILDING) > 0
    assert colour_pixels(own, style.VIOLET) == 0
    view = board_view(game, "it")
    assert [b for line in building_chips(view, 0, 600) for b, _x, _w in line] == ["jeweler"]
    table = board_images(game, "it")  # the Jeweler for sale and in the summary
    alone = board_images(Position(3, expansions=("nobles",)).start(chooser=1), "it")
    assert sum(colour_pixels(image, style.RED_BUILDING) for image in table) > sum(
        colour_pixels(image, style.RED_BUILDING) for image in alone) > 0


def test_the_supply_shows_the_nobles_only_when_they_are_played():
    nobles = board_view(Game.new(Setup(("A", "B", "C"), seed=2, expansions=("nobles",))), "es")
    base = board_view(Game.new(Setup(("A", "B", "C"), seed=2)), "es")
    assert [row[2] for row in count_rows(nobles)][2:4] == [1, 19]
    assert len(count_rows(base)) == 4


def nobles_owners(theme: str = "classic", expansions: tuple[str, ...] = ("nobles",)) -> Game:
    """Three players: two nobles and an occupied Royal Garden; one noble in San Juan; none."""
    position = Position(3, theme=theme, expansions=expansions)
    if expansions:
        position.seat(0, island=["corn"], city={"royal_garden": 1, "chapel": 1},
                      nobles={"corn": 1, "chapel": 1})
        position.seat(1, san_juan=1, nobles={SAN_JUAN: 1})
    return position.seat(2, island=["sugar"], city={"small_market": 1}).start(chooser=1)


def test_what_the_nobles_will_score_is_shown_with_the_vp():
    """Ruling NO11: 1 VP per noble wherever he stands, 1 more each with an occupied Royal
    Garden; said beside the VP when they are shown, in the theme's words."""
    game = nobles_owners()
    view = board_view(game, "en", show_vp=True)
    assert nobles_worth_line(view, 0) == "2 nobles: +4 VP at the end (Royal Garden +2)"
    assert nobles_worth_line(view, 1) == "1 noble: +1 VP at the end"
    assert nobles_worth_line(view, 2) is None  # no noble, nothing to say
    hidden = board_view(game, "en", show_vp=False)
    assert [nobles_worth_line(hidden, seat) for seat in range(3)] == [None] * 3
    lines = {(lang, theme): nobles_worth_line(board_view(game, lang, theme, True), 0)
             for lang in ("es", "it") for theme in THEMES}
    assert lines == {
        ("es", "classic"): "2 nobles: +4 PV al final (Jardín real +2)",
        ("es", "1897"): "2 burgueses: +4 PV al final (Plaza del Pueblo +2)",
        ("it", "classic"): "2 nobili: +4 PV alla fine (Giardino Reale +2)",
        ("it", "1897"): "2 borghesi: +4 PV alla fine (Piazza della Città +2)",
    }


def test_what_the_nobles_will_score_is_drawn_on_the_table_and_the_own_board(monkeypatch):
    game = nobles_owners("1897")
    line = "2 burgueses: +4 PV al final (Plaza del Pueblo +2)"

    def pictures(show_vp: bool):
        return lambda: (board_images(game, "es", show_vp=show_vp),
                        player_image(game, 0, "es", show_vp=show_vp))

    shown = [(text, size) for text, size, _width in drawn_texts(monkeypatch, pictures(True))]
    assert shown.count((line, style.BODY)) == 2  # whole, at full size, on both pictures
    hidden = [text for text, _size, _width in drawn_texts(monkeypatch, pictures(False))]
    assert not [text for text in hidden if "al final" in text]
    assert (player_image(game, 0, "es", show_vp=True).height
            == player_image(game, 0, "es", show_vp=False).height + LINE)


def full_boards(theme: str) -> Game:
    """The longest counts a player's spaces line can have: 12 colonists in San Juan, 10 of them
    nobles, a full island and a full city (large buildings, as the longest names)."""
    position = Position(3, theme=theme, expansions=("nobles",))
    island = ["corn", "indigo", "sugar", "tobacco", "coffee", "quarry"] * 2
    city = dict.fromkeys(["guild_hall", "residence", "fortress", "customs_house",
                          "city_hall", "royal_garden"], 0)
    position.seat(0, island=island, city=city, san_juan=12, nobles={SAN_JUAN: 10})
    return position.seat(1, san_juan=1, nobles={SAN_JUAN: 1}).start(chooser=1)


@pytest.mark.parametrize("theme", THEMES)
def test_san_juan_and_the_spaces_are_never_cut_short(monkeypatch, theme):
    """The Spanish 1897 "Retrato: 12 (10 burgueses) · Casillas de cultivo 12/12 · Casillas
    edificables 12/12" is too long for one line: it takes two, whole, on both pictures."""
    game = full_boards(theme)
    drawn = {text for text, _size, _width in drawn_texts(monkeypatch, lambda: every_picture(game))}
    assert not [text for text in drawn if text.endswith(style.ELLIPSIS)]
    for lang in LANGUAGES:
        view = board_view(game, lang)
        island, city = (f"{view.term(space)} 12/12" for space in ("island", "city"))
        assert [text for text in drawn if island in text and city in text]
        assert [text for text in drawn if text.startswith(view.term("san_juan") + ": 12 (10 ")]


def test_without_nobles_a_board_is_drawn_as_before():
    """A player who owns no noble, and a game without the Nobles, show nothing more."""
    with_nobles, without = nobles_owners("1897"), nobles_owners("1897", expansions=())
    assert (pixels(render_player(with_nobles, 2, "it", show_vp=True))
            == pixels(render_player(without, 2, "it", show_vp=True)))
    assert [nobles_worth_line(board_view(without, "it", show_vp=True), seat)
            for seat in range(3)] == [None] * 3


def test_the_buccaneer_and_the_festival_are_never_cut_short(monkeypatch):
    """The longest role name (the Spanish "Contrabandista") puts the cards three in a row;
    the Festival's goals fit whole."""
    game = buccaneer_and_festival()
    drawn = drawn_texts(monkeypatch, lambda: every_picture(game))
    assert cut_but_names(drawn, [game]) == set()
    assert "Contrabandista" in {text for text, _size, _width in drawn}


def test_a_player_aligned_right_ends_at_the_right_edge():
    """As a Festival goal's winner is drawn: where its reward was, not in mid-row."""
    canvas = Canvas(300, 40)
    width = canvas.player((0, 0, 300, 40), 0, "Ana", style.SMALL, align="right")
    seat = [x for x in range(300) for y in range(40)
            if canvas.image.getpixel((x, y)) == style.SEAT_COLOURS[0]]
    assert 300 - width - 1 <= min(seat) < max(seat) < 300 - width + 2 * SEAT_RADIUS + 1


def test_the_buccaneer_marker_is_never_cut_short(monkeypatch):
    """With four role cards in a row (English) and long names, the marker says "marker"
    beside its holder's mark rather than a name cut short."""
    game = buccaneer_and_festival()
    for player in game.state.players:
        player.name = f"{player.name}abelleriana"
    game.state.buccaneer_marker = 1
    next(card for card in game.state.roles if card.role == "buccaneer").taken_by = None
    drawn = drawn_texts(monkeypatch, lambda: board_images(game, "en", show_vp=True))
    texts = {text for text, _size, _width in drawn}
    assert "marker" in texts
    assert not [text for text in texts if text.startswith("marker") and text != "marker"]


def test_the_badges_never_run_into_the_doubloons(monkeypatch):
    """The Governor who must act, with two-figure doubloons and VP and a long name: his badges
    and his coin stand apart, in every language ("Governatore", "deve agire"), on both
    pictures."""
    position = Position(3, expansions=("nobles",), names=("Bartolomeo Colleoni", "Bea", "Carlo"))
    game = position.seat(0, doubloons=14, vp=27).start(chooser=0)
    assert game.state.governor == 0 and game.pending() == (0,)
    spans = []  # (picture, middle, left, right) of each badge and coin
    original_badge, original_coin = renderer.canvas.Canvas.badge, renderer.canvas.Canvas.coin

    def badge(self, xy, text, size, fill, ink=style.WHITE):
        width = original_badge(self, xy, text, size, fill, ink)
        spans.append((self, xy[1], xy[0], xy[0] + width))
        return width

    def coin(self, centre, radius, label=""):
        spans.append((self, centre[1], centre[0] - radius, centre[0] + radius))
        return original_coin(self, centre, radius, label)

    monkeypatch.setattr(renderer.canvas.Canvas, "badge", badge)
    monkeypatch.setattr(renderer.canvas.Canvas, "coin", coin)
    for lang in LANGUAGES:
        for theme in THEMES:
            spans.clear()
            board_images(game, lang, theme, show_vp=True)
            player_image(game, 0, lang, theme, show_vp=True)
            rows: dict = {}
            for picture, middle, left, right in spans:
                rows.setdefault((id(picture), middle), []).append((left, right))
            header_rows = [sorted(row) for row in rows.values() if len(row) >= 4]
            assert len(header_rows) == 2  # his header on each picture: 3 badges and a coin
            for row in header_rows:
                assert all(a[1] <= b[0] for a, b in itertools.pairwise(row)), (lang, theme, row)


def test_a_picture_shows_a_long_name_cut_as_the_game_cuts_it():
    game = Game.new(Setup(players=("Ana", "Bea"), seed=1))
    game.state.players[0].name = "y" * 100_000  # a state built by hand, not by a setup
    assert board_view(game, "en").name(0) == "y" * 32


def test_the_table_shows_the_time_left_of_who_must_act():
    """The clock beside the name of the player the game waits on changes the picture; an
    untimed game's picture is as before."""
    from bot.game import Game, Setup
    from renderer import render_board

    game = Game.new(Setup(players=("Ana", "Bea", "Carlo"), seed=3))
    plain = render_board(game, "en")
    assert render_board(game, "en", clock={}) == plain
    assert render_board(game, "en", clock={game.pending()[0]: "18 h"}) != plain


# ------------------------------------------------------------------------ contrast
def test_the_contrast_ratio_is_the_wcag_one():
    assert contrast(style.WHITE, (0, 0, 0)) == pytest.approx(21)
    assert contrast((118, 118, 118), style.WHITE) == pytest.approx(4.54, abs=0.01)


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("theme", THEMES)
def test_every_text_reads_at_wcag_aa_on_what_it_is_drawn_on(monkeypatch, players, theme):
    """Sold-out buildings, empty counts, taken role cards, titles, seat numbers, badges: every
    text colour against the background under it is at least 4.5:1."""
    games = (*moments(players, theme), *moments(players, theme, ALL),
             late_nobles_game(players, theme))
    drawn = record_drawing(monkeypatch)
    for game in games:  # the colours are the same in every language
        board_images(game, "es", show_vp=True)
        for seat in range(game.state.n):
            player_image(game, seat, "es", show_vp=True)
    assert len({(d.ink, d.background) for d in drawn}) > 10
    assert poor_contrast(drawn) == set()


def poor_contrast(drawn: list[Drawn]) -> set[tuple]:
    """The texts' colours that read under WCAG AA (4.5:1) on what they are drawn on."""
    pairs = {(d.ink, d.background) for d in drawn}
    return {(ink, background, round(contrast(ink, background), 2)) for ink, background in pairs
            if contrast(ink, background) < 4.5}


FIVE_NAMES = ("Alessandra", "Bartolomeo", "Costanza", "Daniela", "Eleonora")


def five_at_the_end() -> Game:
    game = play(5, 11, "1897", expansions=ALL)
    assert game.is_over
    for player, name in zip(game.state.players, FIVE_NAMES, strict=True):
        player.name = name
    return game


@pytest.mark.parametrize("lang", LANGUAGES)
def test_five_names_fit_whole_in_the_score_sheet(monkeypatch, lang):
    """Five columns of scores: each name is drawn whole (on one line or two, never cut short),
    its lines apart from the other names', and no smaller than the floor."""
    game = five_at_the_end()
    drawn = record_drawing(monkeypatch)
    board_images(game, lang)
    view = board_view(game, lang)
    title = next(d for d in drawn if d.text == view.label("score-sheet"))
    sheet = [d for d in drawn if d.picture == title.picture]
    first_row = next(d.box[1] for d in sheet if d.text == view.label("vp-chips"))
    heads = [d for d in sheet if title.box[3] < d.box[1] < first_row
             and not d.text.isdigit()]  # the names under the seats' numbers
    columns: dict[int, list[Drawn]] = {}
    for d in heads:  # a name's lines are centred on its column
        centre = (d.box[0] + d.box[2]) // 2
        key = next((k for k in columns if abs(k - centre) <= 6), centre)
        columns.setdefault(key, []).append(d)
    shown = {"".join(d.text.removesuffix("-") for d in lines) for lines in columns.values()}
    assert shown == set(FIVE_NAMES)
    assert all(d.size * style.PHONE_WIDTH / d.width >= style.PHONE_MIN_TEXT for d in heads)
    for a, b in itertools.combinations([d.box for d in heads], 2):
        assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)


def test_a_won_festival_goal_shows_its_reward_and_its_winner(monkeypatch):
    game = buccaneer_and_festival()
    game.state.festival["won"] = {"plantation": 2, "goods": 3}
    for lang in LANGUAGES:
        drawn = record_drawing(monkeypatch)
        board_images(game, lang)
        view = board_view(game, lang)
        texts = [d.text for d in drawn]
        for goal in ("plantation", "goods", "building"):
            assert view.label(f"festival-reward-{goal}") in texts, (lang, goal)
        assert {"Carlo", "Dani"} <= set(texts)
