# The live table's page: the words it shows around the table (bot/words/web.py).
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
web-closed = Il tavolo non è raggiungibile. Chiedi un nuovo link con /pr { cmd-board }.
web-playing = Giochi come
web-watching = Stai guardando questa partita: decidono solo i suoi giocatori.
web-over = La partita è finita.

# The server's side: the board command, the link in the turn's DM, the page's messages (bot/web).
cmd-board = tavolo
cmd-board-desc = Aprire nel browser il tavolo dal vivo della partita di questo canale
board-link = Il tuo link personale al tavolo dal vivo di questa partita, valido per { $hours } ore. Non condividerlo: { $seated ->
    [yes] con questo giochi tu, dal tuo posto.
   *[no] ti permette di guardare la partita.
}
board-open = Apri il tavolo
board-off = Questo bot non offre il tavolo dal vivo: la partita si gioca qui, con i pulsanti.
ping-web = Oppure gioca al tavolo dal vivo: { $url }

web-title = Puerto Rico: il tavolo dal vivo
web-link-refused = Questo link al tavolo non è più valido. Scrivi /pr { cmd-board } nel canale della partita per averne uno nuovo.
web-placeholder = Il tavolo sta arrivando. Tieni aperta questa pagina.
web-error-stale = La partita è andata avanti: eccola com'è adesso. Non è cambiato nulla.
web-error-too_big = Questo messaggio è troppo lungo per il tavolo: non è cambiato nulla.
web-error-too_fast = Troppi messaggi tutti insieme: aspetta un momento. Non è cambiato nulla.
web-error-bad = Il tavolo non ha capito questo messaggio: non è cambiato nulla.
web-error-illegal = Questa mossa non è consentita adesso: non è cambiato nulla.
web-error-expired = { web-link-refused }
web-error-forbidden = Stai guardando questa partita: decidono solo i suoi giocatori, ognuno per il proprio posto.
web-error-internal = Qualcosa non ha funzionato nel bot: non è cambiato nulla. Riprova tra un momento.
web-error-unavailable = { service-error-unavailable }
web-error-left = Discord non ti conta più tra chi è a questo tavolo: l'hai lasciato o è stato chiuso. Riaprilo dal messaggio della partita.

# Il tavolo dentro Discord (un'attività): perché non si è potuto aprire.
activity-bad = Il tavolo non ha capito ciò che Discord gli ha mandato. Chiudilo e riaprilo.
activity-code = Discord non ha detto al tavolo chi sei. Chiudi il tavolo e riaprilo.
activity-absent = Discord non ti conta tra chi è a questo tavolo. Chiudilo e riaprilo dal messaggio della partita.
activity-no_game = Non c'è nessuna partita in corso in questo canale. Apri il tavolo dal canale di una partita, con il pulsante «{ board-open }» del suo messaggio.
activity-unreachable = Discord non risponde al tavolo in questo momento. Riprova tra poco.

# A finished game's replay on the live table (bot/web/replay.py, static/replay.js): its words,
# and why a replay is not shown.
web-replay-open = Rivedi la partita, decisione per decisione, con la sua analisi
web-replay-title = Puerto Rico: il replay della partita
web-replay-start = La partita comincia.
web-replay-first = Torna all'inizio
web-replay-previous = Decisione precedente
web-replay-next = Decisione successiva
web-replay-last = Vai alla fine
web-replay-slider = Decisione mostrata
web-replay-step = Decisione { $step } di { $count }
web-replay-queued = L'analisi di questa partita è in preparazione: le probabilità di vittoria e i segni compaiono qui appena è pronta.
web-replay-none = Questa partita non ha un'analisi: il replay mostra il tavolo, decisione per decisione.
web-replay-chances = Probabilità di vittoria, decisione per decisione
web-replay-chances-table = Le probabilità di vittoria in una tabella
web-replay-position = N.
web-replay-player = Giocatore
web-replay-decision = Decisione
web-replay-mark = Segno
web-replay-players = I giocatori
web-replay-accuracy = Precisione: { $accuracy }%
web-replay-best = Decisione migliore:
web-replay-worst = Decisione più costosa:
web-replay-legend = I segni
web-replay-board = Il tavolo dopo la decisione mostrata
web-replay-controls = Scorri la partita
web-replay-inaccuracy = Imprecisione
web-replay-inaccuracy-legend = ha perso da { $least } a { $most } punti di probabilità di vittoria
web-replay-mistake = Errore
web-replay-mistake-legend = ha perso da { $least } a { $most } punti di probabilità di vittoria
web-replay-blunder = Errore grave
web-replay-blunder-legend = ha perso { $least } punti di probabilità di vittoria o più
web-replay-loss = { $line }: −{ $loss } { $loss ->
    [one] punto
   *[other] punti
}; con «{ $better }» avrebbe conservato un { $kept }%
web-replay-refused = Questo link al replay di una partita non è valido. Riaprilo dall'ultimo messaggio della partita.
web-replay-empty = Qui non c'è niente da rivedere: la partita è finita prima della sua prima decisione.
web-replay-playing = Questa partita è ancora in corso: il suo replay e la sua analisi si aprono quando finisce.
web-replay-bad-step = Questa decisione non esiste nel replay di questa partita.
