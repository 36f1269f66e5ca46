## /pr ayuda (los comandos según lo que uno quiere hacer) y /pr partidas (todas las partidas en
## las que se sienta un jugador, en todos los servidores), ambos privados; y la página de sus
## partidas en la mesa en vivo.

cmd-help = ayuda
cmd-help-desc = Qué puedes hacer con el bot, según lo que quieras hacer
cmd-games = partidas
cmd-games-desc = Todas las partidas en las que juegas, en todos los servidores, primero las que te esperan

help-title = Puerto Rico en Discord: qué puedes hacer
help-start = Empezar una partida
help-new = `/pr { cmd-new }`: abre una partida en este canal (edición, idioma, expansiones, jugadores del ordenador, ritmo).
help-join = `/pr { cmd-join }`, `/pr { cmd-leave }`: siéntate a ella, o levántate antes de que empiece.
help-start-game = `/pr { cmd-start }`: el anfitrión empieza la partida cuando todos están sentados.
help-play = Jugar
help-buttons = Los botones del mensaje de la partida: tus decisiones cuando la partida te espera.
help-status = `/pr { cmd-status }`: a quién le toca, las imágenes y tu propio tablero.
help-play-cmd = `/pr { cmd-play }`: una decisión escrita por su nombre, sin los botones.
help-undo = `/pr { cmd-undo }`: deshaz tu última decisión mientras nadie haya decidido después.
help-board = `/pr { cmd-board }`: la mesa en vivo en tu navegador.
help-rules = `/pr { cmd-rules }`: la ficha de un rol o de un edificio.
help-away = Cuando no estás
help-games = `/pr { cmd-games }`: todas las partidas en las que juegas, en todos los servidores, primero las que te esperan.
help-notify = `/pr { cmd-notify }`: el mensaje privado cuando te toca, activado o desactivado.
help-away-cmd = `/pr { cmd-away }`: una ausencia prevista; tus relojes se detienen (`off` la termina antes).
help-quiet = `/pr { cmd-quiet }`: horas sin mensajes privados; tu reloj se detiene en ellas.
help-handover = `/pr { cmd-handover }`: cede tu asiento a otra persona.
help-after = Después de la partida
help-history = `/pr { cmd-history }`: lo último que pasó, o los últimos resultados.
help-review = `/pr { cmd-review }`: una partida terminada revisada decisión a decisión, con tu propio resumen.
help-leaderboard = `/pr { cmd-leaderboard }`: los mejores jugadores del servidor por valoración.
help-stats = `/pr { cmd-stats }`: tus partidas, victorias y roles y edificios favoritos.
help-language = `/pr { cmd-language }`: el idioma de las respuestas privadas del bot.
help-guide = La guía del jugador: { $url }
help-guide-shipped = La guía del jugador viene con el bot: docs/players-guide/es/index.md en su repositorio, o el sitio de documentación que se genera con ella.
newcomer-help = ¿Tu primera partida aquí? `/pr { cmd-help }` te muestra qué puedes hacer, y `/pr { cmd-games }` dónde te esperan.

games-none = No juegas ninguna partida. Abre una con `/pr { cmd-new }` o siéntate a una con `/pr { cmd-join }`.
games-waiting = Te esperan
games-others = Tus otras partidas
games-finished = Tus últimas partidas terminadas
games-where = { $server } · { $channel }
games-asked = { $where } · Ronda { $round }: { $decision }
games-left = ⏳ tu tiempo se acaba { $when }
games-away = estás ausente, vuelves { $until }
games-still = ⏸ tu reloj está detenido hasta las { $until }
games-answer = [responder]({ $link })
games-review = [revisión]({ $url })
games-table = [mesa en vivo]({ $url })
games-turn = { $where } · Ronda { $round } · Esperando a: { $players }
games-lobby = { $where } · en la sala de espera, { $count }/{ $max } jugadores
games-ended = { $where } · { $date } · { $place ->
    [0] { $players } jugadores
    [1] ganada, { $players } jugadores
   *[other] puesto { $place } de { $players }
}
games-more = …y { $count ->
    [one] una partida más
   *[other] { $count } partidas más
}
games-unknown-server = Un servidor
games-page = Mis partidas en la mesa en vivo

## La página de las partidas de un jugador en la mesa en vivo (/me), al día mientras está abierta.
games-web-title = Mis partidas
games-web-refreshing = Esta página se pone al día sola a medida que avanzan las partidas.
games-web-unreachable = Ahora no se pueden leer tus partidas; la página lo vuelve a intentar sola.
games-web-refused = Este enlace a tus partidas ya no es válido. Escribe /pr { cmd-games } para obtener uno nuevo.
games-web-answer = Responder en Discord
games-web-review = Revisión
games-web-table = Mesa en vivo
games-web-left = ⏳ te quedan { $left }
games-web-away = Estás ausente: tu reloj está detenido.
games-web-still = ⏸ Tus horas de silencio detienen tu reloj.
