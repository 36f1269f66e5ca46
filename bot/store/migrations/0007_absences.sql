-- How long a player has been away in each game (his absences count against the host's limit
-- in all, not one by one), whether an absence stopped his clock in the middle of a question
-- (his return resumes it as it was), and the round from which the others' vote left his seat
-- to the computer (the score sheet says it).
ALTER TABLE clocks ADD COLUMN away_used BIGINT NOT NULL DEFAULT 0;  -- seconds, ended absences
ALTER TABLE clocks ADD COLUMN away_from BIGINT;    -- when his absence in progress began (epoch s)
ALTER TABLE clocks ADD COLUMN out_round INTEGER;   -- the round he was voted out in
ALTER TABLE clocks ADD COLUMN paused INTEGER NOT NULL DEFAULT 0;  -- 1: stopped by an absence
