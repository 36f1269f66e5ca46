-- A time-out's line in the channel ("⌛") is owed until it is posted: a crash between the
-- time-out's write and its messages does not lose it.
ALTER TABLE clocks ADD COLUMN timeout_line_owed INTEGER NOT NULL DEFAULT 0;  -- 1: not posted yet
