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
