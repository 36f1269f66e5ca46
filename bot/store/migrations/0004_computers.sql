-- A seat the computer plays: the level it plays at, NULL for a person. A seat reserved for a
-- computer in the lobby has a negative user id (never a Discord user); a person's seat taken
-- over by the computer keeps his user id, so he can take it back.
ALTER TABLE seats ADD COLUMN computer TEXT;
