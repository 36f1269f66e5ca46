-- The coach's review of each ended game (bot/service/reviews.py): queued in the transaction
-- that ends the game (a finished game, or one cancelled after a decision), so that a restart
-- loses none; made by a worker process, which claims it first (`claimed_at`: a claim not
-- renewed for a while is taken to be a process that died); kept as JSON beside the record, a
-- cache made again from the record when it is missing or of an older `format`.
CREATE TABLE reviews (
    game_id    BIGINT  NOT NULL PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    state      TEXT    NOT NULL CHECK (state IN ('queued', 'working', 'done', 'failed')),
    queued_at  TEXT    NOT NULL,
    claimed_at TEXT,                       -- when a worker last claimed it or said it works on
    attempts   INTEGER NOT NULL DEFAULT 0, -- claims so far: a review that kills its worker
                                           -- is given up after a few
    format     INTEGER,                    -- the format of `review`, once done
    review     TEXT,                       -- the review's JSON (bot/coach/review.py), once done
    error      TEXT                        -- why it failed
);

-- The workers look for what is queued, or claimed and abandoned, oldest first.
CREATE INDEX reviews_waiting ON reviews (state, queued_at) WHERE state IN ('queued', 'working');
