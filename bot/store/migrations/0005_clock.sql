-- The game's clock (bot/clock.py): each seat's time bank, kept so that a restart neither loses
-- nor counts twice the time a player had, nor sends a reminder twice.
CREATE TABLE clocks (
    game_id    BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    time_left  BIGINT  NOT NULL,            -- seconds, as of `since` while his clock runs
    since      BIGINT,                      -- when the game began waiting on him (epoch s)
    asked_with BIGINT  NOT NULL DEFAULT 0,  -- what he had then: the measure of reminders
    reminded   INTEGER NOT NULL DEFAULT 0,  -- reminders sent since
    timeouts   INTEGER NOT NULL DEFAULT 0,  -- times his time ran out in this game
    stand_in   TEXT,                        -- why the computer plays him: timeout, away, vote
    ping_owed  BIGINT,                      -- the seq of a ping held back by his quiet hours
    PRIMARY KEY (game_id, seat)
);

-- Votes to leave a seat to the computer for good (a player out of time three times).
CREATE TABLE seat_votes (
    game_id BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,
    voter   BIGINT  NOT NULL,
    PRIMARY KEY (game_id, seat, voter)
);

-- A player's absence and quiet hours, for all his games on every server.
ALTER TABLE users ADD COLUMN away_until BIGINT;
ALTER TABLE users ADD COLUMN away_reason TEXT;
ALTER TABLE users ADD COLUMN quiet TEXT;
ALTER TABLE users ADD COLUMN time_zone TEXT;
