-- The decision counter the channel's current prompts were posted for. A game whose prompts are
-- older than its last stored decision (the bot stopped between storing and posting) gets its
-- prompts posted again when the bot is back.
ALTER TABLE games ADD COLUMN prompt_seq INTEGER;
