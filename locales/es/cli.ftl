# Mensajes de la línea de órdenes `prbot`, para quien pone en marcha el bot.
# El idioma sigue a PRBOT_LANG, si no a LANG del sistema, si no inglés.

cli-no-token =
    Falta el token del bot: define la variable de entorno DISCORD_TOKEN.

    Para conseguirlo: abre https://discord.com/developers/applications, crea una aplicación (o elige
    la tuya), abre "Bot", pulsa "Reset Token" y cópialo. Después, por ejemplo:

        export DISCORD_TOKEN='...'
        prbot sync        # una vez, y de nuevo cuando cambien los comandos
        prbot run

    La sección "Running the bot" del README explica el enlace de invitación y los permisos.
cli-bad-token = Discord ha rechazado el token de DISCORD_TOKEN. Cópialo de nuevo de la página "Bot" de tu aplicación (https://discord.com/developers/applications): "Reset Token" genera uno nuevo.
cli-synced-everywhere = { $count ->
    [one] 1 comando publicado en todos los servidores (Discord puede tardar hasta una hora en mostrarlo).
   *[other] { $count } comandos publicados en todos los servidores (Discord puede tardar hasta una hora en mostrarlos).
}
cli-synced-guild = { $count ->
    [one] 1 comando publicado en el servidor { $guild }.
   *[other] { $count } comandos publicados en el servidor { $guild }.
}
cli-cannot-read = No se puede leer { $path }: { $reason }
cli-bad-record = { $path } no es el registro de una partida jugable: { $reason }
cli-bad-decision = { $path }: la decisión { $number } (asiento { $seat }: «{ $decision }») no es legal en ese momento; el registro está dañado o ha sido modificado.
cli-bad-seat = No hay asiento { $seat }: la partida tiene los asientos del 1 al { $players }.

cli-bad-games = --games debe ser al menos 1, no { $games }.
