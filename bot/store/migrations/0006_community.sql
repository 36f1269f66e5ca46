-- (Both databases: Discord ids as BIGINT, ratings as 8-byte floats, so that a rating read
-- back is the very number written.)

-- Who took each decision of a game and when: written with the decisions themselves (in the
-- same transaction), so it always matches the record. `seq` is the decision's number in the
-- record, from 1; `by_computer` 1 when the computer played the seat. It tells which seats
-- people played (only those are rated) and how long each decision waited.
CREATE TABLE decisions (
    game_id     BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    by_computer INTEGER NOT NULL,
    decided_at  TEXT    NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- When the game left the lobby: the game has waited on its first player since then.
ALTER TABLE games ADD COLUMN started_at TEXT;

-- A server's ratings (OpenSkill's mu and sigma) in each pool of its leaderboard ('all',
-- '1897', 'x:festival+nobles'), with the games and wins they come from. Rebuilt at any time
-- from the finished games by `prbot ratings rebuild`.
CREATE TABLE ratings (
    guild_id BIGINT  NOT NULL,
    pool     TEXT    NOT NULL,
    user_id  BIGINT  NOT NULL,
    mu       DOUBLE PRECISION NOT NULL,
    sigma    DOUBLE PRECISION NOT NULL,
    games    INTEGER NOT NULL,
    wins     INTEGER NOT NULL,
    PRIMARY KEY (guild_id, pool, user_id)
);

-- What each rated game changed: the final message's "1 512 → 1 540" and the leaderboard's
-- trend. A game has rows here once it is rated, so it is never rated twice.
CREATE TABLE rating_changes (
    game_id      BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    pool         TEXT    NOT NULL,
    user_id      BIGINT  NOT NULL,
    place        INTEGER NOT NULL,
    mu_before    DOUBLE PRECISION NOT NULL,
    sigma_before DOUBLE PRECISION NOT NULL,
    mu           DOUBLE PRECISION NOT NULL,
    sigma        DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, pool, user_id)
);

CREATE INDEX rating_changes_user ON rating_changes (user_id, pool, game_id);
