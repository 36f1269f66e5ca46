## /pr help (the commands by what one wants to do) and /pr games (every game a player sits at,
## on every server), both private; and a player's page of his games on the live table.

cmd-help = help
cmd-help-desc = What you can do with the bot, by what you want to do
cmd-games = games
cmd-games-desc = Every game you sit at, on every server, those waiting on you first

help-title = Puerto Rico on Discord: what you can do
help-start = Start a game
help-new = `/pr { cmd-new }`: open a game in this channel (edition, language, expansions, computer players, pace).
help-join = `/pr { cmd-join }`, `/pr { cmd-leave }`: sit down at it, or stand up before it starts.
help-start-game = `/pr { cmd-start }`: the host starts the game once everyone is seated.
help-play = Play
help-buttons = The buttons of the game's message: your decisions when the game waits on you.
help-status = `/pr { cmd-status }`: whose turn it is, the pictures and your own board.
help-play-cmd = `/pr { cmd-play }`: a decision typed by its name, without the buttons.
help-undo = `/pr { cmd-undo }`: take back your last decision while nobody has decided since.
help-board = `/pr { cmd-board }`: the live table in your browser.
help-rules = `/pr { cmd-rules }`: the card of a role or a building.
help-away = When you are away
help-games = `/pr { cmd-games }`: every game you sit at, on every server, those waiting on you first.
help-notify = `/pr { cmd-notify }`: the private message when it is your turn, on or off.
help-away-cmd = `/pr { cmd-away }`: a planned absence; your clocks stop (`off` ends it sooner).
help-quiet = `/pr { cmd-quiet }`: hours without private messages; your clock stands still in them.
help-handover = `/pr { cmd-handover }`: give your seat to someone else.
help-after = After the game
help-history = `/pr { cmd-history }`: what happened lately, or the latest results.
help-review = `/pr { cmd-review }`: a finished game reviewed decision by decision, with your own summary.
help-leaderboard = `/pr { cmd-leaderboard }`: the server's best players by rating.
help-stats = `/pr { cmd-stats }`: your games, wins and favourite roles and buildings.
help-language = `/pr { cmd-language }`: the language of the bot's private answers to you.
help-guide = The players' guide: { $url }
help-guide-shipped = The players' guide comes with the bot: docs/players-guide/en/index.md in its repository, or the documentation site built from it.
newcomer-help = Your first game here? `/pr { cmd-help }` shows what you can do, `/pr { cmd-games }` where you are awaited.

games-none = You sit at no game. Open one with `/pr { cmd-new }` or sit down at one with `/pr { cmd-join }`.
games-waiting = Waiting on you
games-others = Your other games
games-finished = Your latest finished games
games-where = { $server } · { $channel }
games-asked = { $where } · Round { $round }: { $decision }
games-left = ⏳ your time runs out { $when }
games-away = you are away, back { $until }
games-still = ⏸ your clock stands still until { $until }
games-answer = [answer]({ $link })
games-review = [review]({ $url })
games-table = [live table]({ $url })
games-turn = { $where } · Round { $round } · Waiting for: { $players }
games-lobby = { $where } · in the lobby, { $count }/{ $max } players
games-ended = { $where } · { $date } · { $place ->
    [0] { $players } players
    [1] won, { $players } players
   *[other] place { $place } of { $players }
}
games-more = …and { $count ->
    [one] one more game
   *[other] { $count } more games
}
games-unknown-server = A server
games-page = My games on the live table

## A player's page of his games on the live table (/me), kept current while it is open.
games-web-title = My games
games-web-refreshing = This page keeps itself up to date as the games go on.
games-web-unreachable = Your games cannot be read just now; the page tries again by itself.
games-web-refused = This link to your games is not valid any more. Type /pr { cmd-games } for a new one.
games-web-answer = Answer in Discord
games-web-review = Review
games-web-table = Live table
games-web-left = ⏳ { $left } left
games-web-away = You are away: your clock is stopped.
games-web-still = ⏸ Your quiet hours stop your clock.
