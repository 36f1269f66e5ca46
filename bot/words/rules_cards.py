"""The reference cards of `/pr rules` (and of the terminal's `?`): every role, building and
expansion board it explains, by group, and what a word of the edition means."""

from __future__ import annotations

from ..game.components import BUCCANEER, BUILDINGS, ROLES
from ..l10n import Localizer

FESTIVAL = "festival"  # the Festival's board has a reference card of its own
# The expansions whose buildings have reference cards (`rules-<id>` in locales/*/bot.ftl).
CARDED_EXPANSIONS = ("new_buildings", "nobles")


def reference_groups() -> dict[str, list[str]]:
    """Everything `/pr rules` explains, in the groups its index shows: the roles, the
    production buildings, the small violet buildings, the large ones, then each expansion's
    buildings."""
    violet = [b for b in BUILDINGS.values() if b.violet and b.expansion is None]
    groups = {
        "roles": list(ROLES),
        "production": [b.id for b in BUILDINGS.values() if b.production and b.expansion is None],
        "violet": [b.id for b in violet if not b.large],
        "large": [b.id for b in violet if b.large],
        "expansions": [BUCCANEER, FESTIVAL],
    }
    for expansion in CARDED_EXPANSIONS:
        groups[expansion] = [b.id for b in BUILDINGS.values() if b.expansion == expansion]
    return groups


def reference_ids() -> list[str]:
    return [subject for group in reference_groups().values() for subject in group]


def reference_name(loc: Localizer, subject: str) -> str:
    if subject == FESTIVAL:
        return loc.text(FESTIVAL)
    return loc.role(subject) if subject in (*ROLES, BUCCANEER) else loc.building(subject)


def reference_card(loc: Localizer, subject: str) -> str:
    """The card of one subject of `/pr rules` (and of the terminal's `?`); a violet building's
    says what being occupied changes: its function or its bonus, never its printed VP."""
    lines = [loc.text(f"rules-{subject}")]
    building = BUILDINGS.get(subject)
    if building and building.violet and building.circles:
        kind = "large" if building.large else "violet"
        lines.append(loc.text(f"rules-occupied-{kind}", vp=building.vp))
    return "\n".join(lines)


def reference_index(loc: Localizer) -> str:
    """Every subject of `/pr rules`, by group, for a player who typed none."""
    lines = [loc.text("rules-index")]
    for group, subjects in reference_groups().items():
        listed = ", ".join(reference_name(loc, subject) for subject in subjects)
        lines.append(loc.text(f"rules-index-{group}", subjects=listed))
    return "\n".join([*lines, loc.text("rules-index-occupied"), *legend(loc)])


def legend(loc: Localizer) -> list[str]:
    """What a word of the edition means that its board alone explains: 1897's portrait, where
    a player's colonists wait (San Juan in the classic edition)."""
    return [loc.text("legend-portrait")] if loc.theme == "1897" else []
