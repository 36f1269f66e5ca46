# The live table's page: the words it shows around the table (bot/words/web.py).
web-table = La mesa
web-undo = { prompt-undo }
web-suggested = { prompt-suggested }
web-confirm = Confirmar
web-reset = Vaciar todos los círculos
web-cancel = Cerrar
web-choose = Elige
web-choices = Tus opciones
web-your-turn = Te toca
web-waiting = No te toca: la mesa se actualiza sola.
web-lines = Esta fase
web-arrange = Toca un círculo para ocuparlo; tócalo otra vez para vaciarlo.
web-arrange-nobles = Con { term-nobles } por colocar: el segundo toque pone un { term-noble }, el tercero vacía el círculo.
web-arrange-left = Círculos por ocupar:
web-reconnecting = Conexión perdida: reconectando…
web-connected = Conectado.
web-closed = No se puede acceder a la mesa. Pide un enlace nuevo con /pr { cmd-board }.
web-playing = Juegas como
web-watching = Estás mirando esta partida: solo deciden sus jugadores.
web-over = La partida ha terminado.

# The server's side: the board command, the link in the turn's DM, the page's messages (bot/web).
cmd-board = mesa
cmd-board-desc = Abrir en tu navegador la mesa en vivo de la partida de este canal
board-link = Tu enlace personal a la mesa en vivo de esta partida, válido durante { $hours } horas. No lo compartas: { $seated ->
    [yes] con él juegas tú, desde tu puesto.
   *[no] te deja mirar la partida.
}
board-open = Abrir la mesa
board-off = Este bot no ofrece la mesa en vivo: la partida se juega aquí, con los botones.
ping-web = O juega en la mesa en vivo: { $url }

web-title = Puerto Rico: la mesa en vivo
web-link-refused = Este enlace a la mesa ya no es válido. Escribe /pr { cmd-board } en el canal de la partida para obtener uno nuevo.
web-placeholder = La mesa está en camino. Deja esta página abierta.
web-error-stale = La partida ha avanzado: así está ahora. No ha cambiado nada.
web-error-too_big = Ese mensaje es demasiado largo para la mesa: no ha cambiado nada.
web-error-too_fast = Demasiados mensajes seguidos: espera un momento. No ha cambiado nada.
web-error-bad = La mesa no ha entendido ese mensaje: no ha cambiado nada.
web-error-illegal = Esa jugada no está permitida ahora: no ha cambiado nada.
web-error-expired = { web-link-refused }
web-error-forbidden = Estás mirando esta partida: solo deciden sus jugadores, cada uno por su puesto.
web-error-internal = Algo ha fallado en el bot: no ha cambiado nada. Vuelve a intentarlo dentro de un momento.
web-error-unavailable = { service-error-unavailable }
web-error-left = Discord ya no te cuenta entre los que están en esta mesa: la dejaste o se cerró. Vuelve a abrirla desde el mensaje de la partida.

# La mesa dentro de Discord (una actividad): por qué no se pudo abrir.
activity-bad = La mesa no ha entendido lo que le ha enviado Discord. Ciérrala y vuelve a abrirla.
activity-code = Discord no le ha dicho a la mesa quién eres. Cierra la mesa y vuelve a abrirla.
activity-absent = Discord no te cuenta entre los que están en esta mesa. Ciérrala y vuelve a abrirla desde el mensaje de la partida.
activity-no_game = No hay ninguna partida en juego en este canal. Abre la mesa desde el canal de una partida, con el botón «{ board-open }» de su mensaje.
activity-unreachable = Discord no responde a la mesa en este momento. Inténtalo de nuevo dentro de un rato.

# A finished game's replay on the live table (bot/web/replay.py, static/replay.js): its words,
# and why a replay is not shown.
web-replay-open = Ver la repetición de la partida, decisión a decisión, con su análisis
web-replay-title = Puerto Rico: repetición de la partida
web-replay-start = Empieza la partida.
web-replay-first = Volver al principio
web-replay-previous = Decisión anterior
web-replay-next = Decisión siguiente
web-replay-last = Ir al final
web-replay-slider = Decisión mostrada
web-replay-step = Decisión { $step } de { $count }
web-replay-queued = El análisis de esta partida se está preparando: las probabilidades de ganar y las marcas aparecerán aquí en cuanto esté listo.
web-replay-none = Esta partida no tiene análisis: la repetición muestra la mesa, decisión a decisión.
web-replay-chances = Probabilidad de ganar, decisión a decisión
web-replay-chances-table = Las probabilidades de ganar, en una tabla
web-replay-position = N.º
web-replay-player = Jugador
web-replay-decision = Decisión
web-replay-mark = Marca
web-replay-players = Los jugadores
web-replay-accuracy = Precisión: { $accuracy } %
web-replay-best = Mejor decisión:
web-replay-worst = Decisión más costosa:
web-replay-legend = Las marcas
web-replay-board = La mesa tras la decisión mostrada
web-replay-controls = Recorrer la partida
web-replay-inaccuracy = Imprecisión
web-replay-inaccuracy-legend = perdió de { $least } a { $most } puntos de probabilidad de ganar
web-replay-mistake = Error
web-replay-mistake-legend = perdió de { $least } a { $most } puntos de probabilidad de ganar
web-replay-blunder = Error grave
web-replay-blunder-legend = perdió { $least } puntos de probabilidad de ganar o más
web-replay-loss = { $line }: −{ $loss } { $loss ->
    [one] punto
   *[other] puntos
}; con «{ $better }» habría conservado un { $kept } %
web-replay-refused = Este enlace a la repetición de una partida no es válido. Vuelve a abrirla desde el último mensaje de la partida.
web-replay-empty = Aquí no hay nada que repetir: la partida terminó antes de su primera decisión.
web-replay-playing = Esta partida sigue en juego: su repetición y su análisis se abren cuando termine.
web-replay-bad-step = Esa decisión no existe en la repetición de esta partida.
