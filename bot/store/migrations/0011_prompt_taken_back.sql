-- The take-back lines ("↶ …") a game's live message shows, with where each stands among its
-- other lines (JSON: [[how many lines it follows, the line], ...]), so that the message rebuilt
-- from the record after a restart shows them again.
ALTER TABLE games ADD COLUMN prompt_taken_back TEXT;
