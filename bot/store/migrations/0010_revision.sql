-- A game's revision: every decision stored and every one taken back adds one, so it never
-- comes back to a value it had (the decision counter `seq` does, after a take-back). The
-- buttons of a game's messages carry it: a button made before a take-back never counts after
-- it. A game in play starts at its seq, so the buttons posted before this still work.
ALTER TABLE games ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
UPDATE games SET revision = seq;
