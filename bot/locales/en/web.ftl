# The live table's page: the words it shows around the table (bot/web_words.py).
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
web-closed = The table cannot be reached. Ask for a new link with /pr board.
