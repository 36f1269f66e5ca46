"""What the live table's app holds, by typed key (aiohttp's `AppKey`)."""

from __future__ import annotations

from typing import Any

from aiohttp import web

SERVICE = web.AppKey("service", Any)  # the GameService
SIGNER = web.AppKey("signer", Any)  # tokens.Signer, read at start-up when not given
METRICS = web.AppKey("metrics", Any)  # metrics.Metrics
HUB = web.AppKey("hub", Any)  # socket.Hub
INSTANCES = web.AppKey("instances", Any)  # activity.Instances, with the Activity only
REPLAYS = web.AppKey("replays", Any)  # replay.Replays
BOT = web.AppKey("bot", Any)  # the Discord bot in this process, or None
