"""Where games live between decisions: the store of games, seats, players' preferences and pings."""

from .sqlite import (
    ChannelBusy,
    GameRow,
    SeatRow,
    Store,
    StoreError,
    UserRow,
    migration_files,
    split_statements,
)

__all__ = [
    "ChannelBusy",
    "GameRow",
    "SeatRow",
    "Store",
    "StoreError",
    "UserRow",
    "migration_files",
    "split_statements",
]
