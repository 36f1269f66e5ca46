## La revisione di una partita finita su Discord: il pulsante Revisione del messaggio finale
## e /pr revisione (bot/discord_ui/review.py, cogs/review.py, renderer/review.py).

cmd-review = revisione
cmd-review-desc = Una partita finita rivista decisione per decisione: il tuo riepilogo, in privato
cmd-review-game = partita
cmd-review-game-desc = Quale partita finita (se non la indichi, l'ultima di questo canale in cui hai giocato)

review-button = Revisione
review-link = La partita intera sul tavolo dal vivo:
review-title = Revisione della partita n. { $game }: { $player }
review-title-all = Revisione della partita n. { $game }
review-not-a-player = Non hai giocato questa partita: ecco il riepilogo di ogni giocatore.
review-chart = Probabilità di vincere dopo ogni decisione
review-round = T{ $round }
review-player = { $player }: precisione del { $accuracy }%; probabilità di vincere del { $start }% all'inizio, del { $end }% alla fine
review-accuracy = { $player }: precisione del { $accuracy }%
review-costliest = Le decisioni più costose, e cosa era meglio:
review-none-costly = Nessuna decisione ha perso probabilità di vincere degna di nota.
review-decision = { $player }, turno { $round }: { $decision }, −{ $loss ->
    [one] 1 punto
   *[other] { $loss } punti
}{ $mark ->
    [inaccuracy] {" "}(un'imprecisione)
    [mistake] {" "}(un errore)
    [blunder] {" "}(un errore grave)
   *[none] {""}
}; meglio: { $best }, che manteneva il { $kept }%
review-legend = Ogni decisione è segnata secondo la probabilità di vincere che ha perso rispetto alla migliore: ?! un'imprecisione ({ $inaccuracy } punti o più), ? un errore ({ $mistake } o più), ?? un errore grave ({ $blunder } o più).
review-in-play = La partita n. { $game } è ancora in corso: la sua revisione si fa solo quando è finita, perché nessuno continui a giocare con il giudizio del computer a portata di mano.
review-queued = La revisione della partita n. { $game } è in preparazione: richiedila tra un paio di minuti.
review-none = La partita n. { $game } non ha una revisione: è finita prima della sua prima decisione.
review-no-game = In questo canale non è ancora finita nessuna partita, quindi non ce n'è nessuna da rivedere. Quando ne finisce una, il suo messaggio finale avrà un pulsante { review-button }, e `/pr { cmd-review }` ti darà il tuo riepilogo.
review-unknown = Non c'è nessuna partita finita n. { $game } in questo server. Scrivi `/pr { cmd-review }` e scegli una delle partite che ti propone.

## L'immagine della storia una volta rivista la partita (renderer/story.py): i suoi momenti decisivi.
story-marks = Le decisioni segnate sono i momenti decisivi della revisione: le più costose del vincitore e la più costosa di ciascuno degli altri. ?! un'imprecisione, ? un errore, ?? un errore grave: { $inaccuracy }, { $mistake } e { $blunder } punti di probabilità di vincere persi o più.
