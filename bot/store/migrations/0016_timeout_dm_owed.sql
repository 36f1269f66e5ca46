-- The time-outs whose DM is still owed are looked for every minute, in the games that ended too
-- (his quiet hours held the DM past the end): a handful of rows, found without reading the
-- clock of every seat of every game ever played.
CREATE INDEX clocks_timeout_dm_owed ON clocks (game_id, seat) WHERE timeout_dm_owed = 1;
