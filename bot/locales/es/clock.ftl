## Deshacer decisiones, el reloj de la partida, ausencias y horas de silencio.

undo-done = ↶ { $player } deshace: { $decision }
undo-refused-others = Otro jugador ha decidido después: tu decisión se mantiene.
undo-refused-nothing = No tienes ninguna decisión que deshacer.
undo-refused-over = La partida ha terminado: ya no se puede deshacer nada.
undo-refused-replaced = Ahora el ordenador juega en tu puesto: recupéralo antes con /pr { cmd-takeback }.
undo-refused-computer = Esa decisión la tomó el ordenador por ese puesto: se mantiene.
undo-refused-plantations = Esa decisión dio la vuelta a plantaciones del montón boca abajo: se mantiene.
undo-refused-shuffle = Esa decisión barajó las plantaciones descartadas en un nuevo montón: se mantiene.
undo-refused-hacienda = Esa decisión robó una loseta boca abajo con la { building-hacienda }: se mantiene.
undo-refused-festival = Esa decisión resolvió un sorteo del Festival: se mantiene.
terminal-help-undo = “u” deshace tu última decisión, mientras nadie más haya decidido después y no haya descubierto nada oculto.
prompt-undo = ↶ Deshacer
service-error-undo_refused = Esa decisión no se puede deshacer.

clock-pace-live = en vivo
clock-pace-brisk = ágil
clock-pace-daily = diario
clock-pace-relaxed = tranquilo
clock-pace-untimed = sin reloj
clock-pace-timed = { $pace } (reserva de { $reserve }, + { $increment } por turno)
clock-span-d = { $amount ->
    [one] 1 día
   *[other] { $amount } días
}
clock-span-h = { $amount ->
    [one] 1 hora
   *[other] { $amount } horas
}
clock-span-min = { $amount } min
clock-pace-line = Ritmo: { $pace }
clock-unit-d = { $amount } d
clock-unit-h = { $amount } h
clock-unit-min = { $amount } min
clock-left = ⏳ { $player }: { $left }
# $when: el momento en que se le acaba el tiempo, en la cuenta atrás que muestra Discord («dentro de 18 horas»).
clock-runs-out = ⏳ { $player }: { $when }
clock-quiet-until = ⏸ { $player }: en horas de silencio hasta las { $until }
clock-away = { $player } está ausente hasta { $until }
clock-ends = ⏳ Tu tiempo se acaba { $when }.
clock-reminder = Recordatorio: en { $channel } te están esperando: { $decision } { $link }
clock-timeout = ⌛ A { $player } se le ha acabado el tiempo ({ $count ->
    [one] una vez
   *[other] { $count } veces
} en esta partida): el ordenador ({ $level }) juega su asiento hasta que { $player } lo recupere con /pr recuperar.
clock-timeout-dm = Se te ha acabado el tiempo en { $channel }: mientras tanto el ordenador juega tu asiento. Recupéralo con /pr recuperar; tu reloj volverá a empezar con una pequeña reserva.
clock-timeout-dm-ended = Se te ha acabado el tiempo en { $channel } y el ordenador ha jugado en tu lugar hasta el final de la partida.
clock-away-computer = { $player } está ausente hasta { $until }: mientras tanto el ordenador ({ $level }) juega su asiento.
clock-away-set = Estás ausente hasta { $until }: tus relojes están parados y no recibirás avisos. /pr { cmd-away } { cmd-away-until }:off lo termina antes.
clock-back = Bienvenido de nuevo: tus relojes vuelven a correr cuando una partida te espere.
clock-bad-until = “{ $text }” no es ni una fecha (2026-12-04) ni una duración (3d, 36h) en el futuro.
service-error-away_too_long = Una de tus partidas permite como mucho { $days } días de ausencia en total (cuentan todas tus ausencias en ella): te quedan { $left }.
clock-bad-zone = “{ $zone }” no es una zona horaria: elige una de las sugerencias, como Europe/Madrid.
clock-bad-quiet = “{ $text }” no es un intervalo de horas: escríbelo como 23:00-08:00, o “off”.
clock-quiet-set = Sin mensajes directos entre { $hours } ({ $zone }); un aviso de esas horas llega cuando terminan.
clock-quiet-stops = En las partidas con reloj (salvo las en vivo) tu reloj se detiene en esas horas, como mucho { $most } horas por noche: de { $start } a { $until }.
clock-quiet-off = Tus horas de silencio están desactivadas.
clock-vote-counted = Tu voto cuenta: { $votes } { $votes ->
    [one] voto
   *[other] votos
} de los { $needed } necesarios.
clock-vote-passed = Con tu voto hay mayoría: { $voters ->
    [one] eres el único jugador que puede votar.
   *[other] { $votes } de los { $voters } jugadores que pueden votar.
}
clock-voted-out = Por votación de los demás, el ordenador juega el asiento de { $player } hasta el final de la partida.
service-error-vote_not_allowed = Solo se puede votar sobre un jugador al que se le ha acabado el tiempo tres veces en esta partida.
service-error-voted_out = Por votación de los demás, el ordenador juega este asiento hasta el final de la partida.
service-error-vote_not_seated = El jugador que has nombrado no juega en esta partida.
service-error-vote_on_yourself = No puedes votar sobre tu propio asiento.
service-error-vote_computer_plays_yours = Ahora el ordenador juega tu asiento, así que no tienes voto: recupéralo antes con /pr { cmd-takeback }.

cmd-new-pace = ritmo
cmd-new-pace-desc = Cuánto tiempo tiene cada jugador para decidir
cmd-new-away_days = dias_ausencia
cmd-new-away_days-desc = Días que un jugador puede ausentarse en la partida, en total
cmd-new-away_computer = ordenador_ausencias
cmd-new-away_computer-desc = El ordenador juega por un jugador ausente
cmd-away = ausente
cmd-away-desc = Parar tu reloj por una ausencia prevista
cmd-away-until = hasta
cmd-away-until-desc = Una fecha (2026-12-04) o una duración (3d, 36h); off para volver antes
cmd-away-reason = motivo
cmd-away-reason-desc = Por qué, para que lo vean los demás
cmd-quiet = silencio
cmd-quiet-desc = Horas sin mensajes directos del bot
cmd-quiet-hours = horas
cmd-quiet-hours-desc = Como 23:00-08:00, u off
cmd-quiet-timezone = zona_horaria
cmd-quiet-timezone-desc = Tu zona horaria, como Europe/Madrid
cmd-undo = deshacer
cmd-undo-desc = Deshacer tu última decisión
cmd-vote = votar
cmd-vote-desc = Dejar al ordenador el asiento de un jugador
cmd-vote-player = jugador
cmd-vote-player-desc = Un jugador al que se le ha acabado el tiempo tres veces

cli-arg-bench-chatter-clock = el ritmo de la partida, como en /pr nueva: live, brisk, daily, relaxed o untimed (por defecto { $default })
cli-arg-bench-chatter-absent = asientos que nunca responden, los últimos (por defecto { $default })
