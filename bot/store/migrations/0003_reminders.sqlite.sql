-- Reminders sent to a player about a decision that waits on him: how many, and the last one.
CREATE TABLE reminders (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq     INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    sent    INTEGER NOT NULL,
    last_at TEXT    NOT NULL,
    PRIMARY KEY (game_id, seq, user_id)
) WITHOUT ROWID;
