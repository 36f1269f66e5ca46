"""Signed links and tokens (`tokens`): the live table's, a player's page of his games, the
Activity's session; made by the bot for Discord and checked by the live table."""
