-- A ping is claimed for the game's revision, not its decision counter: after a take-back and a
-- new decision the counter comes back to a value it had, and the new decision's DM was taken
-- as sent already. The claims of the decision each game is at are kept, under its revision;
-- those of decisions gone by are never asked about again.
DELETE FROM pings WHERE seq <> (SELECT seq FROM games WHERE games.id = pings.game_id);
UPDATE pings SET seq = (SELECT revision FROM games WHERE games.id = pings.game_id);
ALTER TABLE pings RENAME COLUMN seq TO revision;
