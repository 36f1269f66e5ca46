## La revisión de una partida terminada en Discord: el botón Revisión del mensaje final y
## /pr revision (bot/discord_ui/review.py, cogs/review.py, renderer/review.py).

cmd-review = revision
cmd-review-desc = Una partida terminada revisada decisión a decisión: tu propio resumen, en privado
cmd-review-game = partida
cmd-review-game-desc = Qué partida terminada (si no lo indicas, la última de este canal en la que jugaste)

review-button = Revisión
review-link = La partida entera en la mesa en vivo:
review-title = Revisión de la partida n.º { $game }: { $player }
review-title-all = Revisión de la partida n.º { $game }
review-not-a-player = No jugaste esta partida: aquí tienes el resumen de cada jugador.
review-chart = Probabilidad de ganar tras cada decisión
review-round = R{ $round }
review-player = { $player }: precisión del { $accuracy } %; probabilidad de ganar del { $start } % al empezar, del { $end } % al final
review-accuracy = { $player }: precisión del { $accuracy } %
review-costliest = Las decisiones más caras, y qué era mejor:
review-none-costly = Ninguna decisión perdió probabilidad de ganar digna de mención.
review-decision = { $player }, ronda { $round }: { $decision }, −{ $loss ->
    [one] 1 punto
   *[other] { $loss } puntos
}{ $mark ->
    [inaccuracy] {" "}(una imprecisión)
    [mistake] {" "}(un error)
    [blunder] {" "}(un error grave)
   *[none] {""}
}; mejor: { $best }, que conservaba un { $kept } %
review-legend = Cada decisión se marca por la probabilidad de ganar que perdió frente a la mejor: ?! una imprecisión ({ $inaccuracy } puntos o más), ? un error ({ $mistake } o más), ?? un error grave ({ $blunder } o más).
review-in-play = La partida n.º { $game } aún se está jugando: su revisión se hace solo cuando termina, para que nadie siga jugando con el juicio del ordenador a mano.
review-queued = Se está haciendo la revisión de la partida n.º { $game }: vuelve a pedirla dentro de un par de minutos.
review-none = La partida n.º { $game } no tiene revisión: terminó antes de su primera decisión.
review-no-game = Aún no ha terminado ninguna partida en este canal, así que no hay ninguna que revisar. Cuando termine una, su mensaje final tendrá un botón { review-button }, y `/pr { cmd-review }` te dará tu propio resumen.
review-unknown = No hay ninguna partida terminada n.º { $game } en este servidor. Escribe `/pr { cmd-review }` y elige una de las partidas que te ofrece.

## La imagen de la historia una vez revisada la partida (renderer/story.py): sus momentos clave.
story-marks = Las decisiones marcadas son los momentos clave de la revisión: las más caras del ganador y la más cara de cada uno de los demás. ?! una imprecisión, ? un error, ?? un error grave: { $inaccuracy }, { $mistake } y { $blunder } puntos de probabilidad de ganar perdidos o más.
