# The live table's page: the words it shows around the table (bot/web_words.py).
web-table = Il tavolo
web-undo = { prompt-undo }
web-suggested = { prompt-suggested }
web-confirm = Conferma
web-reset = Svuota tutti i cerchi
web-cancel = Chiudi
web-choose = Scegli
web-choices = Le tue scelte
web-your-turn = Tocca a te
web-waiting = Non tocca a te: il tavolo si aggiorna da solo.
web-lines = Questa fase
web-arrange = Tocca un cerchio per occuparlo, toccalo di nuovo per svuotarlo.
web-arrange-nobles = Con { term-nobles } da piazzare: il secondo tocco ci mette un { term-noble }, il terzo svuota il cerchio.
web-arrange-left = Cerchi ancora da occupare:
web-reconnecting = Connessione persa: riconnessione in corso…
web-connected = Connesso.
web-closed = Il tavolo non è raggiungibile. Chiedi un nuovo link con /pr board.
