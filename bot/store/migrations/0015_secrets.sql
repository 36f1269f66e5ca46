-- Secrets the bot makes once and keeps (the key that signs the live table's links, when
-- PRBOT_WEB_SECRET does not give one), so that every process on the database signs alike and
-- a restart does not void the links it gave.
CREATE TABLE secrets (
    name  TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
