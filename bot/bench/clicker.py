"""A player who presses at random: what the bot benchmarks (and some tests) click next in a
game on the offline Discord (`bot.offline`)."""

from __future__ import annotations

import random
import re

from ..offline.recorder import Message, Recorder, asked_users

PICTURES = re.compile(r"^pr1t:.*:(board|undo)$")  # not decisions


def pick(message: Message, rng: random.Random) -> tuple[str, list[str] | None]:
    """A component of a prompt to use, as a player would: the suggested arrangement when there
    is one, else any button (not the pictures) or any option of a select, as many options as
    the select asks for. Returns (custom id, select values)."""
    components = [c for c in message.components
                  if not c.get("disabled") and not PICTURES.match(c.get("custom_id", ""))]
    suggested = [c for c in components if c.get("custom_id", "").endswith(":auto")]
    if suggested:
        return suggested[0]["custom_id"], None
    component = rng.choice(components)
    if component["type"] == 3:
        count = max(1, component.get("min_values", 1))
        chosen = rng.sample(component["options"], count)
        return component["custom_id"], [option["value"] for option in chosen]
    return component["custom_id"], None


def next_click(recorder: Recorder, channel_id: int,
               rng: random.Random) -> tuple[int, Message, str, list[str] | None] | None:
    """What a player would press next in a channel's game: his private prompt if one is
    open, else the live message. Returns (user, message, custom id, values), or None when the
    channel has nothing to press."""
    private = [m for m in recorder.messages.values()
               if m.viewer is not None and m.channel_id == channel_id and m.components
               and not m.deleted]
    if private:
        message = private[-1]
        return (message.viewer, message, *pick(message, rng))
    live = recorder.live_prompts(channel_id)
    if not live:
        return None
    message = live[-1]
    custom_id, values = pick(message, rng)
    return (rng.choice(asked_users(message)), message, custom_id, values)
