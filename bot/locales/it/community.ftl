## Valutazioni di abilità, classifica e statistiche di un giocatore in un server.

cmd-leaderboard = classifica
cmd-leaderboard-desc = I migliori giocatori di questo server per valutazione, in immagine e in testo
cmd-leaderboard-page = pagina
cmd-leaderboard-page-desc = Tutte le partite, quelle di Puerto Rico 1897 o un insieme di espansioni
cmd-stats = statistiche
cmd-stats-desc = Partite, vittorie, ruolo ed edificio preferiti di un giocatore in questo server
cmd-stats-player = giocatore
cmd-stats-player-desc = Di chi (le tue se non lo indichi)

page-all = Tutte le partite
page-1897 = { theme-1897 }
page-expansions = Con { $expansions }
# Le espansioni di una pagina, a metà frase e uguali nelle due edizioni: una pagina, un nome.
page-expansion-new_buildings = i Nuovi Edifici
page-expansion-nobles = i Nobili
page-expansion-buccaneer = il Bucaniere
page-expansion-festival = il Festival

rating-title = Valutazioni:
rating-change = { $player } { $before } → { $after } ({ $change })

leaderboard-title = Classifica: { $page }
leaderboard-head = Posizione, giocatore, valutazione, partite, vittorie, andamento nelle ultime partite
leaderboard-line = { $rank }. { $player }: { $rating }, { $games ->
    [one] 1 partita
   *[other] { $games } partite
}, { $wins ->
    [one] 1 vittoria
   *[other] { $wins } vittorie
}{ $trend ->
    [none] {""}
   *[other] , andamento { $trend }
}
leaderboard-asker = { $line } ← ha chiesto questa pagina
leaderboard-not-rated = { $player } non ha ancora una valutazione in questa pagina.
leaderboard-pages = Altre pagine:
leaderboard-empty = In questo server non è stata ancora valutata nessuna partita: la prima conclusa da almeno due persone darà le prime valutazioni.
leaderboard-no-page = Questo server non ha quella pagina. Le sue pagine:
leaderboard-choose-page = Un'altra pagina della classifica
leaderboard-not-yours = Questa classifica è stata fatta per { $user }: solo questa persona può cambiarne la pagina. `/pr classifica` ti mostra la tua, con la tua riga.
leaderboard-note = Valutazione = 1500 + 20 × (abilità − 3 × incertezza): sale quando vinci e man mano che le tue partite dicono di più su di te.
picture-rank = #
picture-player = Giocatore
picture-rating = Valutazione
picture-games = Partite
picture-wins = Vittorie
picture-trend = Andamento

stats-title = { $player } in questo server
stats-none = { $player } non ha ancora concluso nessuna partita in questo server.
stats-overall = { $games ->
    [one] 1 partita
   *[other] { $games } partite
}, { $wins ->
    [one] 1 vittoria
   *[other] { $wins } vittorie
}; in media { NUMBER($vp, maximumFractionDigits: 1) } PV, posizione { NUMBER($place, maximumFractionDigits: 1) }
stats-by-players = { $players } giocatori: { $games ->
    [one] 1 partita
   *[other] { $games } partite
}, { $wins ->
    [one] 1 vittoria
   *[other] { $wins } vittorie
}, { NUMBER($vp, maximumFractionDigits: 1) } PV, posizione { NUMBER($place, maximumFractionDigits: 1) }
stats-role = Ruolo preferito: { $role } ({ $count ->
    [one] scelto una volta
   *[other] scelto { $count } volte
}); il più scelto nelle partite vinte: { $won }
stats-building = Edificio preferito: { $building } ({ $count ->
    [one] costruito una volta
   *[other] costruito { $count } volte
}); il più presente nelle partite vinte: { $won }
stats-none-yet = nessuno per ora
stats-vp-share = PV dalle spedizioni (gettoni): { $shipping } %; dagli edifici: { $building } %
stats-wait = Tempo mediano per decidere: { $time }
stats-wait-none = Tempo mediano per decidere: ancora sconosciuto
stats-best = Partita migliore: { $vp } PV{ $won ->
    [true] , vinta
   *[false] {""}
}, { $date }: { $link }
picture-by-players = Per numero di giocatori
picture-games-won = partite (vinte)
picture-vp-share = Da dove sono venuti i PV
picture-shipping = Spedizioni
picture-buildings = Edifici
picture-favourites = Preferiti

time-seconds = { $seconds } s
time-minutes = { $minutes } min
time-hours = { $hours } h { $minutes } min
time-days = { $days } g { $hours } h
