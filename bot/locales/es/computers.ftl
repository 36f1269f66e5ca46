## Jugadores del ordenador: sus niveles y nombres, los asientos que juegan en Discord.

level-easy = fácil
level-medium = intermedio
level-hard = difícil
level-random = al azar
computer-name = Ordenador { $number } ({ $level })

cmd-new-computers = ordenadores
cmd-new-computers-desc = Asientos que juega el ordenador (de 0 a 4)
cmd-new-level = nivel
cmd-new-level-desc = Lo bien que juega el ordenador
cmd-replace = sustituir
cmd-replace-desc = Que el ordenador juegue el asiento de un jugador ausente (anfitrión o administradores)
cmd-replace-player = jugador
cmd-replace-player-desc = De quién es el asiento
cmd-replace-level = nivel
cmd-replace-level-desc = Lo bien que juega el ordenador
cmd-takeback = recuperar
cmd-takeback-desc = Volver a jugar tu asiento después de que lo jugara el ordenador
cmd-takeback-player = jugador
cmd-takeback-player-desc = De quién es el asiento (el tuyo si no lo indicas)

seat-replaced = Desde ahora el ordenador ({ $level }) juega el asiento de { $player }; { $player } lo recupera con /pr recuperar.
seat-taken-back = { $player } vuelve a jugar.
service-error-computer_plays = Ahora el ordenador juega este asiento. Recupéralo con /pr recuperar.
service-error-not_replaced = El ordenador no juega ese asiento.
reminder-offer-replace = { $player } lleva { $hours ->
    [one] una hora
   *[other] { $hours } horas
} sin decidir en { $channel }. Como anfitrión puedes hacer que el ordenador juegue su asiento hasta que vuelva: /pr sustituir.
