# The live table's page: the words it shows around the table (bot/words/web.py).
web-table = The table
web-undo = { prompt-undo }
web-suggested = { prompt-suggested }
web-confirm = Confirm
web-reset = Empty every circle
web-cancel = Close
web-choose = Choose
web-choices = Your choices
web-your-turn = Your turn
web-waiting = Not your turn: the table updates by itself.
web-lines = This phase
web-arrange = Tap a circle to fill it, tap it again to empty it.
web-arrange-nobles = With { term-nobles } to place: a second tap puts a { term-noble } there, a third empties it.
web-arrange-left = Circles still to fill:
web-reconnecting = Connection lost: reconnecting…
web-connected = Connected.
web-closed = The table cannot be reached. Ask for a new link with /pr { cmd-board }.
web-playing = You play as
web-watching = You are watching this game: only its players decide.
web-over = The game is over.

# The server's side: the board command, the link in the turn's DM, the page's messages (bot/web).
cmd-board = board
cmd-board-desc = Open the live table of this channel's game in your browser
board-link = Your own link to the live table of this game, valid for { $hours } hours. Do not share it: { $seated ->
    [yes] it plays your seat.
   *[no] it lets you watch.
}
board-open = Open the table
board-off = The live table is not served on this bot: the game is played here, with the buttons.
ping-web = Or play it on the live table: { $url }

web-title = Puerto Rico: the live table
web-link-refused = This link to the table is not valid any more. Type /pr { cmd-board } in the game's channel for a new one.
web-placeholder = The table is on its way. Keep this page open.
web-error-stale = The game has moved on: here it is as it stands now. Nothing changed.
web-error-too_big = That message is too long for the table: nothing changed.
web-error-too_fast = Too many messages at once: wait a moment. Nothing changed.
web-error-bad = The table did not understand that message: nothing changed.
web-error-illegal = That move is not allowed right now: nothing changed.
web-error-expired = { web-link-refused }
web-error-forbidden = You are watching this game: only its players decide, each for his own seat.
web-error-internal = Something went wrong on the bot's side: nothing changed. Try again in a moment.
web-error-unavailable = { service-error-unavailable }
web-error-left = Discord no longer lists you at this table: you left it, or it was closed. Open it again from the game's message.

# The live table inside Discord (an Activity): why it could not open.
activity-bad = The table did not understand what Discord sent it. Close it and open it again.
activity-code = Discord did not tell the table who you are. Close the table and open it again.
activity-absent = Discord does not list you at this table. Close it and open it again from the game's message.
activity-no_game = There is no game in play in this channel. Open the table from a game's channel, with the { board-open } button of its message.
activity-unreachable = Discord is not answering the table right now. Try again in a moment.

# A finished game's replay on the live table (bot/web/replay.py, static/replay.js): its words,
# and why a replay is not shown.
web-replay-open = Replay the game, decision by decision, with its review
web-replay-title = Puerto Rico: the game's replay
web-replay-start = The game begins.
web-replay-first = Back to the start
web-replay-previous = Previous decision
web-replay-next = Next decision
web-replay-last = To the end
web-replay-slider = Decision shown
web-replay-step = Decision { $step } of { $count }
web-replay-queued = The review of this game is being prepared: the chances to win and the marks appear here as soon as it is ready.
web-replay-none = This game has no review: its replay shows the table, decision by decision.
web-replay-chances = Chances to win, decision by decision
web-replay-chances-table = The chances to win as a table
web-replay-position = No.
web-replay-player = Player
web-replay-decision = Decision
web-replay-mark = Mark
web-replay-players = The players
web-replay-accuracy = Accuracy: { $accuracy }%
web-replay-best = Best decision:
web-replay-worst = Costliest decision:
web-replay-legend = The marks
web-replay-board = The table after the decision shown
web-replay-controls = Step through the game
web-replay-inaccuracy = Inaccuracy
web-replay-inaccuracy-legend = lost { $least } to { $most } points of chance to win
web-replay-mistake = Mistake
web-replay-mistake-legend = lost { $least } to { $most } points of chance to win
web-replay-blunder = Blunder
web-replay-blunder-legend = lost { $least } points of chance to win or more
web-replay-loss = { $line }: −{ $loss } { $loss ->
    [one] point
   *[other] points
}; { $better } would have kept { $kept }%
web-replay-refused = This link to a game's replay is not valid. Open the replay again from the game's last message.
web-replay-empty = There is nothing to replay here: the game ended before its first decision.
web-replay-playing = This game is still in play: its replay and its review open when it ends.
web-replay-bad-step = There is no such decision in this game's replay.
