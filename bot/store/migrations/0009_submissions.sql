-- Which decisions a player submitted together (a whole Mayor arrangement in one click): each
-- decision's `submission` is the seq of the first decision of its submission. A take-back takes
-- a submission back whole, and the statistics count it as one decision. Decisions stored
-- before this each stand alone.
ALTER TABLE decisions ADD COLUMN submission INTEGER NOT NULL DEFAULT 0;
UPDATE decisions SET submission = seq;
