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
