-- A time-out's DM is owed until it is sent: a player whose time runs out in his quiet hours
-- is told when they end, and a restart does not lose it.
ALTER TABLE clocks ADD COLUMN timeout_dm_owed INTEGER NOT NULL DEFAULT 0;  -- 1: not sent yet
