## Deshacer decisiones, el reloj de la partida, ausencias y horas de silencio.

undo-done = ↶ { $player } deshace: { $decision }
undo-refused-others = Otro jugador ha decidido después: tu decisión se mantiene.
undo-refused-nothing = No tienes ninguna decisión que deshacer.
undo-refused-over = La partida ha terminado: ya no se puede deshacer nada.
undo-refused-plantations = Esa decisión dio la vuelta a plantaciones del montón boca abajo: se mantiene.
undo-refused-shuffle = Esa decisión barajó las plantaciones descartadas en un nuevo montón: se mantiene.
undo-refused-hacienda = Esa decisión robó una loseta boca abajo con la { building-hacienda }: se mantiene.
undo-refused-festival = Esa decisión resolvió un sorteo del Festival: se mantiene.
terminal-help-undo = “u” deshace tu última decisión, mientras nadie más haya decidido después y no haya descubierto nada oculto.
