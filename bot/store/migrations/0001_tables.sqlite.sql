-- Games, their seats, players' preferences and the pings already sent.
-- A game row keeps its record (setup + decisions, the truth) and a snapshot of the state
-- (a cache; NULL or stale snapshots are rebuilt by replaying the record).

CREATE TABLE games (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,   -- never reused: buttons carry it
    channel_id        INTEGER NOT NULL,
    guild_id          INTEGER,
    host_id           INTEGER NOT NULL,
    status            TEXT    NOT NULL DEFAULT 'lobby'
                      CHECK (status IN ('lobby', 'playing', 'finished', 'cancelled')),
    theme             TEXT    NOT NULL DEFAULT 'classic',
    lang              TEXT    NOT NULL DEFAULT 'en',
    max_players       INTEGER NOT NULL DEFAULT 5 CHECK (max_players BETWEEN 2 AND 5),
    options           TEXT    NOT NULL DEFAULT '{}',   -- JSON
    record            TEXT,                            -- JSON game record, NULL in the lobby
    snapshot          TEXT,                            -- JSON {"seq": n, "state": {...}} or NULL
    seq               INTEGER NOT NULL DEFAULT 0,      -- decisions in the record
    prompt_message_id INTEGER,
    created_at        TEXT    NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at        TEXT    NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- At most one open game (lobby or in play) per channel.
CREATE UNIQUE INDEX games_open_channel ON games (channel_id)
    WHERE status IN ('lobby', 'playing');

-- Start-up lists the games in play by status, without touching their records.
CREATE INDEX games_status ON games (status, channel_id);

-- History of a channel.
CREATE INDEX games_channel ON games (channel_id, id);

CREATE TABLE seats (
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id      INTEGER NOT NULL,
    display_name TEXT    NOT NULL,
    joined       INTEGER NOT NULL,   -- order of joining the lobby, from 1
    seat         INTEGER,            -- NULL in the lobby; 0.. once the game starts
    PRIMARY KEY (game_id, user_id),
    UNIQUE (game_id, seat)
) WITHOUT ROWID;

CREATE INDEX seats_user ON seats (user_id);

CREATE TABLE users (
    user_id    INTEGER PRIMARY KEY,
    lang       TEXT,
    notify     INTEGER NOT NULL DEFAULT 1,
    dm_blocked INTEGER NOT NULL DEFAULT 0
);

-- One ping per decision per player.
CREATE TABLE pings (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq     INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    sent_at TEXT    NOT NULL DEFAULT CURRENT_TIMESTAMP,
    PRIMARY KEY (game_id, seq, user_id)
) WITHOUT ROWID;
