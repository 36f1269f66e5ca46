"""The live table in a browser: the game drawn as it stands, updated as it moves, a player's
legal choices to click (bot/web/app.py has the routes, the README "The live table")."""
