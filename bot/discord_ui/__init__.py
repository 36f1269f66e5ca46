"""What Discord shows of a game: the messages, their buttons and selects, the Mayor in one go,
the client, the slash commands' translations, and an in-memory Discord for tests and benchmarks."""
