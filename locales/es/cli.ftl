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

## Why a record or a setup is refused (`reason-<why>`); $reason is the engine's own words.

reason-malformed = { $reason }
reason-position = { $reason }
reason-not-utf8 = no es texto UTF-8
reason-too-deep = está anidado demasiado hondo
reason-not-json = { $line ->
    [0] no es JSON
   *[other] no es JSON (línea { $line })
}
reason-format = no dice "format": "{ $format }"
reason-version = solo se leen registros de la versión { $version }
reason-setup-key = «{ $key }» no forma parte de una preparación
reason-missing = falta { $field }
reason-type = { $field } debe ser { $kind ->
    [object] un objeto
    [list] una lista
    [text] un texto
    [integer] un número entero
    [switch] true o false
   *[text-integer] un texto o un número entero
}
reason-decision-shape = la decisión { $number } no es [asiento, texto]
reason-decision-seat = la decisión { $number } es del asiento { $seat }, pero la partida tiene los asientos del 0 al { $last } (contando desde 0)
reason-terminal = su parte «terminal» no da asientos de esta partida, niveles de los jugadores del ordenador y un idioma
reason-player-count = una partida tiene de 2 a 5 jugadores, no { $count }
reason-player-names = los nombres de los jugadores deben ser textos
reason-theme = la edición debe ser una de { $themes }, no «{ $theme }»
reason-seed = la semilla debe ser un número entero
reason-unknown-options = opciones desconocidas: { $options }
reason-option-value = la opción «{ $option }» debe ser una de { $values }, no «{ $value }»
reason-malformed-setup = la preparación está mal formada
reason-expansion-list = las expansiones deben ser una lista de identificadores
reason-unknown-expansions = expansiones desconocidas: { $expansions } (conocidas: { $known })
reason-expansion-twice = una expansión aparece dos veces: { $expansions }
