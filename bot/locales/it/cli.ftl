# Messaggi della riga di comando `prbot`, per chi avvia il bot.
# La lingua segue PRBOT_LANG, altrimenti LANG del sistema, altrimenti l'inglese.

cli-no-token =
    Manca il token del bot: imposta la variabile d'ambiente DISCORD_TOKEN.

    Per ottenerlo: apri https://discord.com/developers/applications, crea un'applicazione (o scegli
    la tua), apri "Bot", premi "Reset Token" e copialo. Poi, per esempio:

        export DISCORD_TOKEN='...'
        prbot sync        # una volta, e di nuovo quando cambiano i comandi
        prbot run

    La sezione "Running the bot" del README spiega il link di invito e i permessi.
cli-bad-token = Discord ha rifiutato il token in DISCORD_TOKEN. Copialo di nuovo dalla pagina "Bot" della tua applicazione (https://discord.com/developers/applications): "Reset Token" ne genera uno nuovo.
cli-synced-everywhere = { $count ->
    [one] 1 comando pubblicato su tutti i server (Discord può impiegare fino a un'ora per mostrarlo).
   *[other] { $count } comandi pubblicati su tutti i server (Discord può impiegare fino a un'ora per mostrarli).
}
cli-synced-guild = { $count ->
    [one] 1 comando pubblicato sul server { $guild }.
   *[other] { $count } comandi pubblicati sul server { $guild }.
}
cli-cannot-read = Impossibile leggere { $path }: { $reason }
cli-bad-record = { $path } non è il registro di una partita giocabile: { $reason }
cli-bad-decision = { $path }: la decisione { $number } (posto { $seat }: «{ $decision }») non è legale in quel momento; il registro è danneggiato o è stato modificato.
cli-bad-seat = Non esiste il posto { $seat }: la partita ha i posti da 1 a { $players }.

cli-bad-games = --games deve essere almeno 1, non { $games }.

## Why a record or a setup is refused (`reason-<why>`); $reason is the engine's own words.

reason-malformed = { $reason }
reason-position = { $reason }
reason-not-utf8 = non è testo UTF-8
reason-too-deep = è annidato troppo in profondità
reason-not-json = { $line ->
    [0] non è JSON
   *[other] non è JSON (riga { $line })
}
reason-format = non dice "format": "{ $format }"
reason-version = si leggono solo registri della versione { $version }
reason-setup-key = «{ $key }» non fa parte di una preparazione
reason-missing = manca { $field }
reason-type = { $field } deve essere { $kind ->
    [object] un oggetto
    [list] una lista
    [text] un testo
    [integer] un numero intero
    [switch] true o false
   *[text-integer] un testo o un numero intero
}
reason-decision-shape = la decisione { $number } non è [posto, testo]
reason-decision-seat = la decisione { $number } è del posto { $seat }, ma la partita ha i posti da 0 a { $last } (contando da 0)
reason-terminal = la sua parte «terminal» non indica posti di questa partita, livelli dei giocatori del computer e una lingua
reason-player-count = una partita ha da 2 a 5 giocatori, non { $count }
reason-player-names = i nomi dei giocatori devono essere testi
reason-theme = l'edizione deve essere una tra { $themes }, non «{ $theme }»
reason-seed = il seme deve essere un numero intero
reason-unknown-options = opzioni sconosciute: { $options }
reason-option-value = l'opzione «{ $option }» deve essere una tra { $values }, non «{ $value }»
reason-malformed-setup = la preparazione è malformata
reason-expansion-list = le espansioni devono essere una lista di identificativi
reason-unknown-expansions = espansioni sconosciute: { $expansions } (note: { $known })
reason-expansion-twice = un'espansione compare due volte: { $expansions }

## The command line's help and argparse's own words (bot/cli/arguments.py).
## cli-help-<command>: what a command does; cli-arg-<command>-<argument>: one argument's help,
## where $default is its default and $expansions, $levels, $languages, $themes the ids allowed.

cli-usage = uso:
cli-positionals = argomenti posizionali
cli-options = opzioni
cli-arg-help = mostra questo aiuto ed esce
cli-error = { $prog }: errore: { $message }
cli-argparse-argument = argomento { $argument_name }: { $message }
cli-argparse-unrecognized = argomenti non riconosciuti: { $s }
cli-argparse-required = mancano questi argomenti: { $s }
cli-argparse-one-required = serve uno degli argomenti { $s }
cli-argparse-not-allowed = non ammesso insieme all'argomento { $s }
cli-argparse-ignored = argomento esplicito ignorato: { $s }
cli-argparse-one = atteso un argomento
cli-argparse-at-most-one = atteso al massimo un argomento
cli-argparse-at-least-one = atteso almeno un argomento
cli-argparse-count = attesi { $s } argomenti
cli-argparse-ambiguous = opzione ambigua: { $option } può essere { $matches }
cli-argparse-invalid = { $type ->
    [int] non è un numero intero: { $value }
    [float] non è un numero: { $value }
   *[other] non è un valore valido: { $value }
}
cli-argparse-choice = scelta non valida: { $value } (scegli tra { $choices })

cli-help-prbot = Puerto Rico per Discord: rigioca e simula partite, disegna tabelloni, gioca in un terminale, avvia il bot di Discord.
cli-arg-prbot-command = il comando (prbot COMANDO --help per le sue opzioni)
cli-arg-prbot-version = mostra la versione del programma ed esce
cli-help-replay = rigioca il registro di una partita e ne scrive lo stato in JSON
cli-arg-replay-record = il registro della partita (un file JSON)
cli-help-simulate = gioca partite di decisioni legali a caso e ne scrive la velocità
cli-arg-simulate-players = giocatori a ogni tavolo, da 2 a 5 (predefinito { $default })
cli-arg-simulate-games = quante partite, almeno 1 (predefinito { $default })
cli-arg-simulate-seed = il seme della prima partita; quello di ogni partita successiva è uno in più (predefinito { $default })
cli-arg-simulate-save = scrive il registro di ogni partita in DIR
cli-arg-simulate-expansions = espansioni in gioco, separate da virgole ({ $expansions }), o all
cli-arg-simulate-option = un'opzione di preparazione delle partite, per esempio buildings=random (il tabellone dei Nuovi Edifici: draft, random o all_new)
cli-arg-simulate-measure_state = indica anche lo stato serializzato più grande (più lento)
cli-help-render = disegna in immagini PNG il tavolo a cui porta un registro (o, in una, il tabellone di un giocatore)
cli-arg-render-record = il registro della partita (un file JSON)
cli-arg-render-seat = disegna il tabellone di questo giocatore (1 = primo posto)
cli-arg-render-out = il file PNG da scrivere (predefinito { $default }); le altre immagini del tavolo accanto, numerate: board-2.png, board-3.png…
cli-arg-render-lang = la lingua dell'immagine: { $languages } (predefinita quella della partita, se il suo file la dice, altrimenti quella di PRBOT_LANG, altrimenti en)
cli-arg-render-theme = l'edizione di cui mostra i nomi: { $themes } (predefinita quella del registro)
cli-arg-render-show_vp = mostra i gettoni PV
cli-help-review = disegna in PNG la storia di una partita: i PV, i { term-doubloons } e la probabilità di vittoria di ogni giocatore all'inizio di ogni turno, e il turno che ha deciso la partita; con --analysis o --json, rivede invece una partita finita decisione per decisione
cli-arg-review-record = il registro della partita (un file JSON)
cli-arg-review-out = il file PNG da scrivere (predefinito { $default })
cli-arg-review-lang = la lingua dell'immagine: { $languages } (predefinita quella della partita, se il suo file la dice, altrimenti quella di PRBOT_LANG, altrimenti en)
cli-arg-review-theme = l'edizione di cui mostra i nomi: { $themes } (predefinita quella del registro)
cli-arg-review-analysis = mostra la revisione di una partita finita: ogni decisione con la probabilità di vittoria del suo giocatore dopo di essa, la decisione migliore dove l'analisi ne preferisce un'altra e la probabilità persa, i segni, e la precisione di ogni giocatore, la sua decisione migliore e la più costosa
cli-arg-review-json = scrive la revisione come un solo oggetto JSON in FILE (sull'uscita standard senza FILE)
cli-arg-review-tables = su quanti tavoli al massimo, con le cose nascoste distribuite di nuovo su ciascuno, si gioca ogni decisione fino all'inizio del turno seguente (predefinito { $default }; almeno tre, di più solo finché ciò che ha perso è incerto): meno è più rapido e più grossolano
cli-help-bench = misura le immagini del tabellone, il servizio, il bot intero, i giocatori del computer, quanto pubblica una partita, la probabilità di vittoria della storia di fine partita o quanto impiegano la classifica e le statistiche (prbot bench OBIETTIVO --help per le opzioni di ogni misura)
cli-arg-bench-target = la misura: render, service, bot, ai, chatter, review o community
cli-arg-bench-options = le opzioni proprie della misura
cli-help-play = gioca una partita intera in questo terminale, contro il computer o a turno sulla stessa tastiera
cli-arg-play-players = posti al tavolo (predefinito: uno in più dei giocatori del computer, o 4)
cli-arg-play-bots = i livelli dei giocatori del computer, tra { $levels }; none per sole persone (predefinito: medium in ogni posto tranne uno)
cli-arg-play-lang = la lingua della partita: { $languages } (predefinita quella della partita salvata, altrimenti quella di PRBOT_LANG, altrimenti en)
cli-arg-play-theme = l'edizione: { $themes } (predefinita { $default })
cli-arg-play-expansions = espansioni in gioco, separate da virgole ({ $expansions }), o all
cli-arg-play-option = un'opzione di preparazione della partita, per esempio buildings=random (il tabellone dei Nuovi Edifici: draft, random o all_new)
cli-arg-play-show_vp = gettoni PV scoperti
cli-arg-play-seed = il seme della partita (predefinito: uno a caso)
cli-arg-play-save = scrive qui il registro della partita dopo ogni decisione
cli-arg-play-resume = riprende una partita salvata
cli-arg-play-names = i nomi delle persone alla tastiera, separati da virgole, in ordine di posto (predefinito: Giocatore 1, Giocatore 2 …)
cli-help-run = avvia il bot di Discord
cli-arg-run-db = il database: un file SQLite (un percorso, o sqlite:///percorso) o PostgreSQL (postgresql://utente@server/db) (predefinito: $PRBOT_DB o ./prbot.sqlite3)
cli-arg-run-remind_hours = manda un messaggio privato a un giocatore quando una decisione lo aspetta da tanto così, e di nuovo dopo altrettanto, fino a 3 volte (0: mai; predefinito: $PRBOT_REMIND_HOURS o 24)
cli-arg-run-shards = gli shard di Discord che questo processo gestisce: uno (5) o un intervallo (0-3), con --shard-count; più processi condividono un database PostgreSQL
cli-arg-run-shard_count = quanti shard ha il bot in tutto, lo stesso numero in ogni processo
cli-arg-run-web = servire anche il tavolo dal vivo per il browser a questo indirizzo (ad es. 127.0.0.1:8080; PRBOT_WEB_URL è il suo indirizzo pubblico)
cli-help-web = servire solo il tavolo dal vivo, sul database del bot (più processi con PostgreSQL)
cli-arg-web-db = il database del bot: PostgreSQL (postgresql://utente@server/db), o il file SQLite di un bot fermo (predefinito: $PRBOT_DB o ./prbot.sqlite3)
cli-arg-web-listen = l'indirizzo su cui ascoltare (predefinito: 127.0.0.1:8080)
cli-help-sync = pubblica su Discord i comandi slash, poi esce
cli-arg-sync-db = il database: un file SQLite (un percorso, o sqlite:///percorso) o PostgreSQL (postgresql://utente@server/db) (predefinito: $PRBOT_DB o ./prbot.sqlite3)
cli-arg-sync-guild = solo su questo server (subito), invece che ovunque (fino a un'ora)
cli-help-db = copiare, salvare o controllare il database delle partite
cli-arg-db-db_command = che cosa fare (prbot db AZIONE --help per le sue opzioni)
cli-help-db-copy = copiare tutte le tabelle (partite, posti, orologi e votazioni, preferenze e assenze dei giocatori, valutazioni, avvisi, promemoria) in un database nuovo e vuoto: da SQLite a PostgreSQL, o viceversa
cli-arg-db-copy-source = il database da copiare: un file SQLite (un percorso, o sqlite:///percorso) o postgresql://utente@server/db
cli-arg-db-copy-target = il database in cui copiare, dell'uno o dell'altro tipo; non deve contenere ancora nessuna partita
cli-help-db-backup = copiare il file SQLite mentre il bot è in funzione (la copia a caldo di SQLite)
cli-arg-db-backup-file = il file nuovo da scrivere
cli-arg-db-backup-db = il file SQLite da salvare (predefinito: $PRBOT_DB o ./prbot.sqlite3)
cli-help-db-check = controllare il database: la sua integrità, la versione dello schema e, in una tabella, le partite il cui registro non riporta più a ciò che è salvato
cli-arg-db-check-db = il database da controllare, SQLite o PostgreSQL (predefinito: $PRBOT_DB o ./prbot.sqlite3)

cli-help-bench-render = Quanto ci mettono le immagini: il tavolo di una partita a 5 giocatori avanzata e il tabellone del suo giocatore più occupato, ciascuno disegnato N volte.
cli-arg-bench-render-runs = volte che si disegna ogni immagine (predefinito { $default })
cli-arg-bench-render-players = giocatori della partita disegnata (predefinito { $default })
cli-arg-bench-render-seed = il seme della partita (predefinito { $default })
cli-arg-bench-render-lang = la lingua delle immagini: { $languages } (predefinita { $default })
cli-arg-bench-render-expansions = espansioni in gioco, separate da virgole ({ $expansions }), o all
cli-help-bench-service = Quanto velocemente il servizio delle partite gestisce le decisioni, quanto velocemente parte, quanto pesa la sua cache.
cli-arg-bench-service-games = partite in corso contemporaneamente (predefinito { $default })
cli-arg-bench-service-decisions = decisioni cronometrate (predefinito { $default })
cli-arg-bench-service-warmup = decisioni non cronometrate per partita prima di misurare (predefinito { $default })
cli-arg-bench-service-concurrency = partite che decidono contemporaneamente (predefinito { $default })
cli-arg-bench-service-cache_size = la cache delle partite del servizio (predefinito { $default })
cli-arg-bench-service-stored = partite nel file di avvio (predefinito { $default })
cli-arg-bench-service-cached = partite per misurare la memoria della cache (predefinito { $default })
cli-arg-bench-service-seed = il seme delle partite e delle decisioni (predefinito { $default })
cli-arg-bench-service-db = misurare clic e decisioni su questo database, SQLite o PostgreSQL, vuoto; due volte, per vederli fianco a fianco
cli-arg-bench-service-clicks = clic cronometrati, con --db (predefinito { $default })
cli-arg-bench-service-finished = invece delle misure precedenti, giocare questo numero di partite intere con il bot come fanno i giocatori (sul Discord simulato al ritmo di --discord, con il suo tempo --speedup volte più veloce) e mostrarne la memoria residente a ogni valore di --marks e alla fine, con la crescita dalla prima misura e il suo verdetto (predefinito { $default }: non misurata)
cli-arg-bench-service-marks = con --finished, dopo quante partite finite si legge la memoria residente, separate da virgole; la crescita si conta dalla prima (predefinito { $default })
cli-arg-bench-service-in_play = con --finished, partite in corso contemporaneamente (predefinito { $default })
cli-arg-bench-service-speedup = con --finished, quante volte più veloce scorre il tempo del Discord simulato: gli stessi limiti di richieste e le stesse attese, più brevi (1: il ritmo di Discord stesso) (predefinito { $default })
cli-arg-bench-service-tracemalloc = con --finished, tracciare le allocazioni di Python e mostrare questo numero di punti la cui memoria è cresciuta di più dalla prima misura all'ultima, per traceback (più lento, e la memoria del tracciamento stesso conta nelle cifre residenti) (predefinito { $default }: non tracciata)
cli-arg-bench-service-sqlite_cache = con --finished, la cache delle pagine di SQLite del bot, in KiB (PRAGMA cache_size; predefinita quella di SQLite, 2000)
cli-arg-bench-service-processes = con --db postgresql://…, anche questo numero di processi del bot che cliccano insieme sullo stesso database (predefinito { $default })
cli-arg-bench-service-discord = come risponde ai clic di --db e alle partite di --finished il Discord simulato: discord (i suoi limiti di richieste, 50 ms a richiesta), slow (mezzo secondo a richiesta) o instant (all'istante: si confrontano solo i database) (predefinito { $default })
cli-help-bench-bot = Quanto ci mette il bot a gestire un clic, dall'interazione alle risposte, immagini escluse.
cli-arg-bench-bot-games = partite in corso, ognuna nel suo canale (predefinito { $default })
cli-arg-bench-bot-clicks = clic cronometrati (predefinito { $default })
cli-arg-bench-bot-burst = clic in canali diversi che arrivano nello stesso istante (predefinito { $default })
cli-arg-bench-bot-seed = il seme delle partite e dei clic (predefinito { $default })
cli-arg-bench-bot-discord = come risponde ai clic il Discord simulato: discord (i suoi limiti di richieste, 50 ms a richiesta), slow (mezzo secondo a richiesta) o instant (all'istante, come nei test) (predefinito { $default })
cli-help-bench-ai = Quanto sono forti e veloci i giocatori del computer: tornei tra i livelli.
cli-arg-bench-ai-players = giocatori a ogni tavolo, da 2 a 5 (predefinito { $default })
cli-arg-bench-ai-games = partite di ogni sfida (predefinito { $default })
cli-arg-bench-ai-seed = il seme della prima partita (predefinito { $default })
cli-arg-bench-ai-match = LIVELLO:AVVERSARIO, ripetibile, tra { $levels } e random (predefinito: hard:medium hard:random medium:random easy:random)
cli-arg-bench-ai-seconds = il tempo massimo del livello hard per decisione, in secondi (predefinito { $default })
cli-arg-bench-ai-judge = come il livello hard giudica una posizione: margin (i suoi PV rispetto a quelli degli altri) o chance (la sua probabilità di vittoria); predefinito quello del livello, chance
cli-arg-bench-ai-every = mostra le cifre fin lì ogni N partite di una sfida (predefinito { $default }: solo alla fine)
cli-arg-bench-ai-processes = partite giocate insieme, ciascuna in un processo proprio (predefinito { $default }); le cifre sono le stesse, arrivano solo prima
cli-arg-bench-ai-expansions = espansioni in gioco, separate da virgole ({ $expansions }), o all
cli-arg-bench-ai-option = un'opzione di preparazione delle partite, per esempio buildings=random (il tabellone dei Nuovi Edifici: draft, random o all_new)
cli-bench-ai-bad-match = «{ $match }»: atteso LIVELLO:AVVERSARIO con livelli tra { $levels }
cli-help-bench-chatter = Quanto parla una partita: messaggi nel canale, immagini e messaggi privati per turno, giocata attraverso il bot.
cli-arg-bench-chatter-players = dimensioni dei tavoli da giocare, da 2 a 5 (predefinito: 2 3 4 5)
cli-arg-bench-chatter-games = partite di ogni dimensione (predefinito { $default })
cli-arg-bench-chatter-seed = il seme della prima partita (predefinito { $default })
cli-arg-bench-chatter-pace = minuti tra due clic (predefinito { $default })
cli-arg-bench-chatter-expansions = espansioni in gioco, separate da virgole ({ $expansions }), o all; nessuna per impostazione predefinita
cli-help-bench-review = Quanto bene la storia di fine partita stima la probabilità di vittoria di ogni giocatore (la sua calibrazione su partite del computer con semi diversi da quelli dell'addestramento: per probabilità data, la quota di giocatori che hanno vinto, con il suo errore standard), e quanto costa una storia. Con --analysis, quanto tempo di processore costa la revisione di una partita, e quanto sono calibrate le probabilità che mostra.
cli-arg-bench-review-games = partite giocate e raccontate (predefinito 300; con --analysis, 3 per tipo)
cli-arg-bench-review-players = giocatori a ogni tavolo, da 2 a 5, oppure mixed: come li estrae il seme di ogni partita, quattro in metà delle partite, come nell'addestramento (predefinito { $default })
cli-arg-bench-review-seed = il seme della prima partita; l'addestramento ha usato da 1 a 800 (predefinito { $default })
cli-arg-bench-review-draw = disegna anche l'immagine di ogni storia e ne misura il tempo
cli-arg-bench-review-cache = conserva i registri delle partite in FILE e gioca solo quelle mancanti
cli-arg-bench-review-analysis = misura invece la revisione di ogni partita (il tempo di processore di una revisione, la mediana e il massimo, con il verdetto dell'obiettivo)
cli-arg-bench-review-calibration = con --analysis, anche la calibrazione delle probabilità che la revisione mostra dopo ogni decisione
cli-arg-bench-review-expansions = con --analysis, le partite riviste: base, all (tutte le espansioni) o both (entrambe) (predefinito { $default })
cli-arg-bench-review-tables = con --analysis, su quanti tavoli si gioca ogni decisione (predefinito { $default })
cli-help-bench-community = Quanto impiegano /pr classifica e /pr statistiche su un server con molte partite concluse (la lettura, il testo e l'immagine), accanto alle immagini del tavolo nella stessa esecuzione.
cli-arg-bench-community-games = partite concluse salvate sul server (predefinito { $default })
cli-arg-bench-community-runs = esecuzioni misurate di ogni misura (predefinito { $default })
cli-arg-bench-community-cold_runs = esecuzioni misurate del primo /pr statistiche dopo un avvio, che rigioca ogni partita (predefinito { $default })
cli-arg-bench-community-seed = il seme delle partite e dei loro giocatori (predefinito { $default })
cli-help-bench-scale = Quante partite regge un processo del bot: raffiche di clic in molti canali insieme con i limiti di Discord; clic al secondo, il tempo da una decisione al messaggio del suo canale e ai suoi DM, il ritardo massimo del flusso dei cambiamenti, la memoria e la dimensione del database ogni 1000 partite finite.
cli-arg-bench-scale-games = partite in corso, ciascuna in un canale suo (predefinito: 300 con SQLite, 1000 con --db)
cli-arg-bench-scale-pace = clic al secondo al ritmo delle partite di un giorno, in canali a caso, prima delle raffiche (predefinito { $default })
cli-arg-bench-scale-seconds = secondi di clic a quel ritmo (predefinito { $default })
cli-arg-bench-scale-bursts = raffiche di clic, ciascuna mostrata per intero prima della successiva (predefinito { $default })
cli-arg-bench-scale-burst = clic in canali diversi che arrivano nello stesso istante in ogni raffica (predefinito { $default })
cli-arg-bench-scale-discord = come risponde il Discord simulato: discord (i suoi limiti, 50 ms a richiesta), slow (mezzo secondo a richiesta) o instant (subito) (predefinito { $default })
cli-arg-bench-scale-finished = partite finite salvate per misurare la dimensione del database (predefinito { $default })
cli-arg-bench-scale-seed = il seme delle partite e dei clic (predefinito { $default })
cli-arg-bench-scale-db = eseguirlo su questo database PostgreSQL (postgresql://…), vuoto, con --processes processi del bot divisi per shard, e il server del tavolo dal vivo e i suoi socket in processi propri, invece che in un solo processo su un file SQLite temporaneo
cli-arg-bench-scale-processes = con --db, processi del bot, ciascuno con due shard di Discord, che condividono i limiti di richieste del bot (predefinito { $default })
cli-arg-bench-scale-sockets = con --db, socket aperti del tavolo dal vivo, ciascuno a guardare una partita (predefinito { $default })
cli-bench-scale-not-postgres = --db { $db } non è un database PostgreSQL: indica un URL postgresql://…, oppure nessun --db per un solo processo su un file SQLite temporaneo.
cli-help-bench-web = Quanto velocemente il server del tavolo dal vivo mostra una decisione su ogni pagina aperta della sua partita, quanto pesa un socket aperto e i suoi clic al secondo accanto a quelli dei pulsanti di Discord nella stessa esecuzione.
cli-arg-bench-web-games = partite in corso contemporaneamente, da 2 a 5 giocatori (predefinito { $default })
cli-arg-bench-web-watchers = socket di spettatori per partita, oltre a quelli dei suoi giocatori (predefinito { $default })
cli-arg-bench-web-decisions = decisioni per partita al ritmo di un giocatore, poi altrettante alla massima velocità (predefinito { $default })
cli-arg-bench-web-think = i secondi che un giocatore pensa prima di decidere, in media (predefinito { $default })
cli-arg-bench-web-seed = il seme delle partite e delle decisioni (predefinito { $default })
cli-arg-bench-web-db = giocare su questo database, SQLite o PostgreSQL, vuoto, invece che su file SQLite temporanei
cli-help-bench-replay = Quanto pesa all'apertura il replay di una partita finita sul tavolo dal vivo e quanto in fretta arriva ciascuno dei suoi passi, la prima volta e le successive.
cli-arg-bench-replay-games = partite finite di cui si apre il replay (predefinito { $default })
cli-arg-bench-replay-players = giocatori in ogni partita, da 2 a 5 (predefinito { $default })
cli-arg-bench-replay-steps = passi di ogni partita chiesti a caso, ciascuno due volte (predefinito { $default })
cli-arg-bench-replay-seed = il seme delle partite e dei passi chiesti (predefinito { $default })
cli-arg-bench-replay-review_seconds = i secondi di processore che l'analisi può dedicare a ogni partita; la sua dimensione non ne dipende (predefinito { $default })

cli-bad-players = --players va da 2 a 5, non { $players }.
cli-bad-option-form = --option si scrive NOME=VALORE, non «{ $option }».
cli-bad-setup = Queste partite non si possono preparare: { $reason }
cli-rendered = { $path }: { $size } byte
# Where `prbot render` and `prbot review` write their pictures (--out), when they cannot.
cli-out-folder = { $path } è una cartella: indica il file in cui scrivere l'immagine, per esempio { $example }.
cli-out-no-folder = Non esiste la cartella { $folder } in cui scrivere { $path }: creala prima, o scegli un altro file.
cli-cannot-write = Impossibile scrivere { $path }: { $reason }

## prbot db: copiare, salvare e controllare il database delle partite.
cli-db-copied = Copiato da { $source } a { $target }: { $games } partite, { $seats } posti, le preferenze di { $users } giocatori, { $pings } avvisi e { $reminders } promemoria; { $rows } righe di { $tables } tabelle in tutto.
cli-db-not-empty = { $target } contiene già partite o giocatori: copia solo in un database nuovo e vuoto.
cli-db-not-saved = { $target } ha rifiutato la copia ({ $detail }): non è stato copiato nulla.
cli-db-backed-up = Copia di sicurezza di { $source } in { $file } ({ $size } byte).
cli-db-backup-postgres = prbot db backup copia un file SQLite. Per PostgreSQL usa pg_dump, oppure copia le partite in un file SQLite con prbot db copy.
cli-db-backup-exists = { $file } esiste già: indica il nome di un file nuovo.
cli-db-backup-no-file = Indica il nome del file nuovo in cui scrivere il backup, per esempio: prbot db backup prbot-backup.sqlite3
cli-db-checked = Database { $db }:
cli-db-integrity-ok = Integrità: nessun guasto.
cli-db-integrity-bad = Integrità: guasti trovati:
cli-db-schema = Schema: versione { $version } (quella di questo bot: { $known }).
cli-db-games-ok = { $games ->
    [one] 1 partita rigiocata: è come è stata salvata.
   *[other] { $games } partite rigiocate: ognuna è come è stata salvata.
}
cli-db-games-bad = { $broken } partite su { $games } non si rigiocano più:
cli-db-column-game = partita
cli-db-column-channel = canale
cli-db-column-status = stato
cli-db-column-problem = problema
cli-db-status-lobby = in attesa
cli-db-status-playing = in corso
cli-db-status-finished = finita
cli-db-status-cancelled = annullata
cli-db-problem-record = il suo registro non si può leggere
cli-db-problem-decision = la decisione { $number } non è legale in quel momento
cli-db-problem-seq = il suo contatore delle decisioni non corrisponde al registro
cli-db-problem-snapshot = il suo registro non porta più allo stato salvato
cli-bad-shards = --shards { $shards } --shard-count { $count } non è un intervallo di shard: indica entrambi, come PRIMO-ULTIMO (o un solo numero) tra lo shard 0 e il totale meno uno, ad es. --shards 0-3 --shard-count 8.
cli-bad-listen = { $address } non è un indirizzo su cui ascoltare: indica HOST:PORTA, ad es. 127.0.0.1:8080.

# The database file given to `prbot run` / `prbot sync` (--db or PRBOT_DB), when it cannot be used.
cli-open-missing = Non esiste nessun database { $path }: controlla il percorso indicato. Non è stato creato nulla.
cli-open-no-folder = Impossibile creare il database { $path }: la sua cartella non esiste. Crea la cartella, oppure indica un altro file con --db o PRBOT_DB.
cli-open-read-only = Impossibile scrivere il database { $path }: il file o la sua cartella sono in sola lettura per questo utente. Concedi all'utente del bot la scrittura su entrambi (SQLite scrive file accanto al database), oppure usa un altro file.
cli-open-read-only-disk = Impossibile scrivere { $path }: il suo disco è montato in sola lettura. Rimontalo in lettura e scrittura, oppure indica un file su un altro disco.
cli-open-read-only-source = Impossibile leggere il database { $path } dove si trova: SQLite deve scrivere un file -shm accanto a un database in modalità WAL anche solo per leggerlo, e la sua cartella o il suo disco sono in sola lettura. Fai il backup da dove il bot lo scrive, oppure copia il file con cp a bot fermo.
cli-open-is-folder = { $path } è una cartella, non un file di database: indica il percorso di un file, per esempio { $path }/prbot.sqlite3.
cli-open-not-database = { $path } non è un database di prbot (non è nemmeno un file SQLite). Controlla --db o PRBOT_DB; il file non è stato toccato.
cli-open-corrupt = Il database { $path } è danneggiato (troncato o corrotto): ripristina una copia di backup. Il file non è stato toccato.
cli-open-disk-full = Il disco che contiene { $path } è pieno: libera spazio, poi riprova. Non è stato modificato nulla.
cli-open-newer = Il database è stato scritto da un prbot più recente (schema { $found }; questo conosce fino al { $known }): aggiornalo, oppure usa un backup. Non è stato toccato.
cli-open-other = Impossibile aprire il database { $path }: { $detail }
cli-connect-no-server = Non risponde nessuno a { $url }: avvia il server PostgreSQL, o correggi host e porta in --db o PRBOT_DB.
cli-connect-no-host = L'host { $name } di { $url } è sconosciuto (il suo nome non si risolve): correggilo in --db o PRBOT_DB.
cli-connect-no-database = Il server PostgreSQL di { $url } non ha nessun database «{ $name }»: crealo (createdb -O RUOLO { $name }), o correggi il nome in --db o PRBOT_DB.
cli-connect-no-role = Il server PostgreSQL di { $url } non ha nessun ruolo «{ $name }»: crealo (createuser { $name }), o correggi l'utente in --db o PRBOT_DB.
cli-connect-bad-password = Il server PostgreSQL di { $url } ha rifiutato la password di «{ $name }» (o ne ha chiesta una che non è stata data): correggila in --db o PRBOT_DB.
cli-connect-refused = Il server PostgreSQL di { $url } ha rifiutato la connessione: { $detail }
cli-connect-bad-url = { $url } non è un URL PostgreSQL leggibile: scrivilo come postgresql://UTENTE:PASSWORD@HOST:PORTA/DATABASE (la porta è un numero, un host IPv6 va tra [parentesi quadre]) in --db o PRBOT_DB.
cli-connect-bad-setting = { $url } chiede una connessione che prbot non può stabilire ({ $detail }): correggilo in --db o PRBOT_DB.
# A try to log in found no way to Discord; discord.py's own log says the rest.
cli-no-network = Impossibile raggiungere Discord ({ $reason }): nuovo tentativo tra { $seconds } s.

cli-help-ratings = le valutazioni dei server (prbot ratings rebuild --help)
cli-arg-ratings-action = che cosa fare: rebuild
cli-help-ratings-rebuild = valuta di nuovo ogni partita conclusa dal suo registro e dal suo diario delle decisioni, sostituendo le valutazioni salvate con gli stessi numeri dati dalle partite alla loro fine
cli-arg-ratings-rebuild-db = il database: un file SQLite (un percorso, o sqlite:///percorso) o PostgreSQL (postgresql://utente@server/db) (predefinito: $PRBOT_DB o ./prbot.sqlite3)
cli-arg-ratings-rebuild-guild = solo questo server
cli-ratings-rebuilt = Server { $guild }: { $games ->
    [one] 1 partita valutata.
   *[other] { $games } partite valutate.
}
cli-ratings-none = Nessuna partita conclusa in un server: nessuna valutazione da ricostruire.

## review-analysis: `prbot review RECORD --analysis` (bot/terminal/review.py). $player is a
## player's name, $round a round's number; chances and losses are points of win chance (0–100).
## The marks' signs (?! ? ??) are the same in every language.
cli-review-legend = Ogni decisione con la probabilità di vittoria del suo giocatore dopo di essa; dove l'analisi ne preferisce un'altra, quella, la probabilità che avrebbe conservato e i punti persi. Ogni decisione è segnata secondo la probabilità di vittoria che ha perso: ?! un'imprecisione ({ $inaccuracy } punti o più), ? un errore ({ $mistake } o più), ?? un errore grave ({ $blunder } o più).
cli-review-round = Turno { $round }
cli-review-decision = { $player }: { $decision } — { NUMBER($chance, maximumFractionDigits: 0) }%
cli-review-better = { $player }: { $decision } — { NUMBER($chance, maximumFractionDigits: 0) }%; meglio: { $best }, { NUMBER($kept, maximumFractionDigits: 0) }% (−{ NUMBER($loss, maximumFractionDigits: 1) }{ $mark ->
    [inaccuracy] , ?! un'imprecisione)
    [mistake] , ? un errore)
    [blunder] , ?? un errore grave)
   *[none] )
}
cli-review-players = I giocatori:
cli-review-summary = { $player }: precisione del { NUMBER($accuracy, maximumFractionDigits: 1) }%; decisione migliore: { $best }; la più costosa: { $worst }
cli-review-at = turno { $round }, { $decision }
cli-review-costliest = { $decision } (−{ NUMBER($loss, maximumFractionDigits: 1) }; meglio: { $best })
cli-review-no-best = nessuna
cli-review-nothing-lost = nessuna, non ha perso nulla
cli-review-unfinished = { $path }: si rivede solo una partita finita, e questa è ancora in corso.
cli-review-written = { $path }: scritta la revisione di { $decisions } decisioni.
