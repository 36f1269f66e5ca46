-- Where taking back the decision that opened a game's live message goes back to (JSON: the seq
-- before that decision, the message that was live then, the messages it opened), so that it
-- survives a restart.
ALTER TABLE games ADD COLUMN prompt_reopens TEXT;
