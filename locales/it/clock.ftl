## Annullare decisioni, l’orologio della partita, assenze e ore di silenzio.

undo-done = ↶ { $player } annulla: { $decision }
undo-refused-others = Un altro giocatore ha deciso dopo di te: la tua decisione resta.
undo-refused-nothing = Non hai nessuna decisione da annullare.
undo-refused-over = La partita è finita: non si può più annullare nulla.
undo-refused-plantations = Quella decisione ha girato piantagioni coperte: resta.
undo-refused-shuffle = Quella decisione ha mescolato le piantagioni scartate in una nuova pila coperta: resta.
undo-refused-hacienda = Quella decisione ha pescato una tessera coperta con l'{ building-hacienda }: resta.
undo-refused-festival = Quella decisione ha risolto un sorteggio del Festival: resta.
terminal-help-undo = “u” annulla la tua ultima decisione, finché nessun altro ha deciso dopo e non ha scoperto nulla di nascosto.
