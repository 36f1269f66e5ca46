"""Benchmarks of the bot: the computer players, the service, whole clicks, and what a game posts."""
