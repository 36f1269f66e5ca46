## /pr aiuto (i comandi secondo quello che si vuole fare) e /pr partite (tutte le partite a cui
## siede un giocatore, su tutti i server), entrambi privati; e la pagina delle sue partite sul
## tavolo dal vivo.

cmd-help = aiuto
cmd-help-desc = Che cosa puoi fare con il bot, secondo quello che vuoi fare
cmd-games = partite
cmd-games-desc = Tutte le partite a cui siedi, su tutti i server, prima quelle che aspettano te

help-title = Puerto Rico su Discord: che cosa puoi fare
help-start = Iniziare una partita
help-new = `/pr { cmd-new }`: apri una partita in questo canale (edizione, lingua, espansioni, giocatori del computer, ritmo).
help-join = `/pr { cmd-join }`, `/pr { cmd-leave }`: siediti al tavolo, o alzati prima che inizi.
help-start-game = `/pr { cmd-start }`: l'organizzatore inizia la partita quando tutti sono seduti.
help-play = Giocare
help-buttons = I pulsanti del messaggio della partita: le tue decisioni quando la partita aspetta te.
help-status = `/pr { cmd-status }`: a chi tocca, le immagini e la tua plancia.
help-play-cmd = `/pr { cmd-play }`: una decisione scritta per nome, senza i pulsanti.
help-undo = `/pr { cmd-undo }`: annulla la tua ultima decisione finché nessuno ha deciso dopo.
help-board = `/pr { cmd-board }`: il tavolo dal vivo nel tuo browser.
help-rules = `/pr { cmd-rules }`: la scheda di un ruolo o di un edificio.
help-away = Quando non ci sei
help-games = `/pr { cmd-games }`: tutte le partite a cui siedi, su tutti i server, prima quelle che aspettano te.
help-notify = `/pr { cmd-notify }`: il messaggio privato quando tocca a te, attivo o no.
help-away-cmd = `/pr { cmd-away }`: un'assenza prevista; i tuoi orologi si fermano (`off` la termina prima).
help-quiet = `/pr { cmd-quiet }`: ore senza messaggi privati; in quelle ore il tuo orologio si ferma.
help-handover = `/pr { cmd-handover }`: cedi il tuo posto a un'altra persona.
help-after = Dopo la partita
help-history = `/pr { cmd-history }`: che cosa è successo di recente, o gli ultimi risultati.
help-review = `/pr { cmd-review }`: una partita finita rivista decisione per decisione, con il tuo riepilogo.
help-leaderboard = `/pr { cmd-leaderboard }`: i migliori giocatori del server per valutazione.
help-stats = `/pr { cmd-stats }`: le tue partite, le vittorie e i ruoli e gli edifici preferiti.
help-language = `/pr { cmd-language }`: la lingua delle risposte private del bot.
help-guide = La guida dei giocatori: { $url }
help-guide-shipped = La guida dei giocatori è fornita con il bot: docs/players-guide/it/index.md nel suo repository, o il sito della documentazione generato da essa.
newcomer-help = La tua prima partita qui? `/pr { cmd-help }` ti mostra che cosa puoi fare, e `/pr { cmd-games }` dove ti aspettano.

games-none = Non siedi a nessuna partita. Aprine una con `/pr { cmd-new }` o siediti a una con `/pr { cmd-join }`.
games-waiting = Aspettano te
games-others = Le tue altre partite
games-finished = Le tue ultime partite finite
games-where = { $server } · { $channel }
games-asked = { $where } · Turno { $round }: { $decision }
games-left = ⏳ il tuo tempo scade { $when }
games-away = sei assente, rientri { $until }
games-still = ⏸ il tuo orologio è fermo fino alle { $until }
games-answer = [rispondi]({ $link })
games-review = [revisione]({ $url })
games-table = [tavolo dal vivo]({ $url })
games-turn = { $where } · Turno { $round } · In attesa di: { $players }
games-lobby = { $where } · nella sala d'attesa, { $count }/{ $max } giocatori
games-ended = { $where } · { $date } · { $place ->
    [0] { $players } giocatori
    [1] vinta, { $players } giocatori
   *[other] { $place }° posto su { $players }
}
games-more = …e { $count ->
    [one] un'altra partita
   *[other] altre { $count } partite
}
games-unknown-server = Un server
games-page = Le mie partite sul tavolo dal vivo

## La pagina delle partite di un giocatore sul tavolo dal vivo (/me), aggiornata finché è aperta.
games-web-title = Le mie partite
games-web-refreshing = Questa pagina si aggiorna da sola man mano che le partite vanno avanti.
games-web-unreachable = Ora non si possono leggere le tue partite; la pagina riprova da sola.
games-web-refused = Questo link alle tue partite non è più valido. Scrivi /pr { cmd-games } per averne uno nuovo.
games-web-answer = Rispondi su Discord
games-web-review = Revisione
games-web-table = Tavolo dal vivo
games-web-left = ⏳ ti restano { $left }
games-web-away = Sei assente: il tuo orologio è fermo.
games-web-still = ⏸ Le tue ore di silenzio fermano il tuo orologio.
