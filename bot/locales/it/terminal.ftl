## La partita in un terminale (`prbot play`). $theme è "classic" o 1897.
## $nobles (riga della borsa): quanto varranno i borghesi, dopo " · ", o niente; (riga della
## riserva) i borghesi della riserva e a bordo, dopo " · ", o niente.

terminal-heading = Turno { $round } · { term-governor }: { $governor } · { $step }
terminal-roles = Ruoli
terminal-supply = Riserva
terminal-supply-line = { $theme ->
    [1897] lavoratori { $supply } (sala { $ship })
   *[classic] lavoratori { $supply } (nave { $ship })
}{ $nobles } · gettoni PV { $vp } · cave { $quarries } · barili: { $barrels }
terminal-ships = Navi da carico
terminal-empty = vuota
terminal-trading-house = { $theme ->
    [1897] Casa di Commercio
   *[classic] Casa di commercio
}
terminal-plantations = Piantagioni scoperte
terminal-buildings = Edifici in vendita (costo × copie)
terminal-column-player = Giocatore
terminal-column-doubloons = { $theme ->
    [1897] Monete
   *[classic] Dobloni
}
terminal-column-vp = PV
terminal-column-nobles = { $theme ->
    [1897] Borghesi
   *[classic] Nobili
}
# I borghesi di un giocatore, e i PV che varranno alla fine.
terminal-nobles-cell = { $count } (+{ $vp } { term-vp })
terminal-column-goods = Merci
terminal-column-island = { $theme ->
    [1897] Territorio
   *[classic] Isola
}
terminal-column-city = Città
terminal-column-san-juan = { $theme ->
    [1897] Ritratto
   *[classic] San Juan
}
terminal-column-vp-chips = Gettoni PV
terminal-column-buildings = Edifici
terminal-column-bonuses = Bonus
terminal-column-total = Totale
terminal-column-tiebreak = Spareggio
terminal-board-title = Plancia: { $player }
terminal-purse = Borsa
terminal-purse-line = { $purse } · { $vp } { term-vp }{ $nobles } · { $waiting ->
    [one] 1 { term-colonist } in attesa
   *[other] { $waiting } { term-colonists } in attesa
}
terminal-goods = Merci
terminal-island = { $theme ->
    [1897] Territorio
   *[classic] Isola
}
terminal-city = Città
terminal-player = Giocatore { $number }
terminal-ask = { $player }, { $question }
terminal-step-role = scegli un ruolo.
terminal-step-settler = { $role }: prendi una { term-plantation }, o passa.
terminal-step-mayor = { $role }: { $count ->
    [one] piazza il tuo { term-colonist }.
   *[other] piazza i tuoi { $count } { term-colonists }, tutti insieme.
}
## The Mayor's circles typed on one line. $what: what the step asks for ("The 3 circles for
## your colonists"); $example: the suggested arrangement's circles in this step ("1 3 4").
terminal-arrange = { $what }: scrivi i loro numeri su una riga, per esempio “{ $example }” (quelli suggeriti), o “s” per piazzare tutta la disposizione suggerita.
terminal-arrange-unknown = “{ $text }” non è un elenco di spazi: scrivi i loro numeri, per esempio “{ $example }”, o “s” per la disposizione suggerita.
terminal-arrange-bad-circle = Non c’è uno spazio { $number }: gli spazi vanno da 1 a { $count }. Non è stato piazzato nulla.
terminal-arrange-twice = Lo spazio { $number } è scritto due volte: uno spazio accoglie un solo { term-colonist }. Non è stato piazzato nulla.
terminal-arrange-taken = Nello spazio { $number } c’è già il tuo { term-noble }. Non è stato piazzato nulla.
terminal-arrange-count = { $what }, non { $chosen }: non è stato piazzato nulla.
terminal-arrange-refused = Questa disposizione non si può piazzare: non è stato piazzato nulla.
terminal-step-builder = { $role }: costruisci, o passa.
terminal-step-craftsman = { $role }: prendi un { term-barrel } in più, o passa.
terminal-step-trader = { $role }: vendi una merce, o passa.
terminal-step-captain = { $role }: carica le tue merci.
terminal-step-storage = { $role }: scegli le merci che conservi.
terminal-step-other = tocca a te decidere.
terminal-prompt = La tua scelta (numero o testo, ? per l’aiuto):
terminal-help = Scrivi il numero di una scelta, o parole del suo testo: basta l’inizio di ogni parola, maiuscole e accenti a parte. “t” mostra di nuovo il tavolo, “? NOME” la scheda di un ruolo o edificio, “q” (o “quit”, “exit”) lascia la partita (una partita salvata si può riprendere), anche Ctrl-C.
terminal-help-example = Per esempio “{ $word }” per “{ $label }”.
terminal-rules-index = Le schede di riferimento: scrivi “?” e un nome, come “? { role-builder }”.
terminal-bad-number = Non c’è la scelta { $number }: scrivi un numero da 1 a { $count }.
terminal-ambiguous = “{ $text }” corrisponde a { $count } scelte: scrivi il numero di quella che intendi.
terminal-unknown = “{ $text }” non è una delle scelte: scrivi un numero da 1 a { $count }, o “?” per l’aiuto.
terminal-left-saved = Partita lasciata. È salvata in { $path }: continua con “prbot play --resume { $path }”.
terminal-left-unsaved = Partita lasciata. Non è stata salvata: comincia con “--save FILE” per conservare una partita.
terminal-game-over = Fine della partita.
terminal-finished = La partita in { $path } è finita: non resta nulla da giocare. Le sue immagini: “prbot render { $path }”; la sua storia: “prbot review { $path }”.
terminal-bad-level = Livello del computer sconosciuto, “{ $level }”: scegli tra { $levels }.
terminal-bad-players = { $computers } giocatori del computer non stanno a un tavolo da { $players }: una partita ha da 2 a 5 posti.
terminal-bad-setup = Questa partita non si può preparare: { $reason }
terminal-save-exists = { $path } esiste già, e può essere una partita salvata: continuala con “prbot play --resume { $path }”, o salva la nuova in un altro file.
terminal-save-folder = { $path } è una cartella: indica un file in cui salvare la partita, come { $path }/partita.json.
terminal-save-no-folder = Non esiste la cartella { $folder } in cui salvare { $path }: creala prima, o scegli un altro file.
terminal-cannot-save = Non si può salvare la partita in { $path }: { $reason }.
terminal-too-many-names = { $count } nomi per { $seats } persone: --names dà un nome, in ordine, ai posti che il computer non gioca.
terminal-empty-name = Un nome di --names è vuoto: separa i nomi con una sola virgola, come --names Ana,Bea.
terminal-more = Altre { $count }: premi Invio per vederle, o scrivi una parola di quella che vuoi.
