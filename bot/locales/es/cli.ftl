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

## The command line's help and argparse's own words (bot/cli/arguments.py).
## cli-help-<command>: what a command does; cli-arg-<command>-<argument>: one argument's help,
## where $default is its default and $expansions, $levels, $languages, $themes the ids allowed.

cli-usage = uso:
cli-positionals = argumentos posicionales
cli-options = opciones
cli-arg-help = muestra esta ayuda y termina
cli-error = { $prog }: error: { $message }
cli-argparse-argument = argumento { $argument_name }: { $message }
cli-argparse-unrecognized = argumentos no reconocidos: { $s }
cli-argparse-required = faltan estos argumentos: { $s }
cli-argparse-one-required = hace falta uno de los argumentos { $s }
cli-argparse-not-allowed = no se admite junto con el argumento { $s }
cli-argparse-ignored = se ignora el argumento explícito { $s }
cli-argparse-one = se esperaba un argumento
cli-argparse-at-most-one = se esperaba un argumento como mucho
cli-argparse-at-least-one = se esperaba al menos un argumento
cli-argparse-count = se esperaban { $s } argumentos
cli-argparse-ambiguous = opción ambigua: { $option } puede ser { $matches }
cli-argparse-invalid = { $type ->
    [int] no es un número entero: { $value }
    [float] no es un número: { $value }
   *[other] no es un valor válido: { $value }
}
cli-argparse-choice = opción no válida: { $value } (elige entre { $choices })

cli-help-prbot = Puerto Rico para Discord: reproduce y simula partidas, dibuja tableros, juega en una terminal, pone en marcha el bot de Discord.
cli-arg-prbot-command = el comando (prbot COMANDO --help para sus opciones)
cli-arg-prbot-version = muestra la versión del programa y termina
cli-help-replay = reproduce el registro de una partida y escribe su estado en JSON
cli-arg-replay-record = el registro de la partida (un archivo JSON)
cli-help-simulate = juega partidas de decisiones legales al azar y escribe su velocidad
cli-arg-simulate-players = jugadores en cada mesa, de 2 a 5 (por defecto { $default })
cli-arg-simulate-games = cuántas partidas, al menos 1 (por defecto { $default })
cli-arg-simulate-seed = la semilla de la primera partida; la de cada partida siguiente es uno más (por defecto { $default })
cli-arg-simulate-save = escribe el registro de cada partida en DIR
cli-arg-simulate-expansions = expansiones en juego, separadas por comas ({ $expansions }), o all
cli-arg-simulate-option = una opción de preparación de las partidas, p. ej. buildings=random (el tablero de Los nuevos edificios: draft, random o all_new)
cli-arg-simulate-measure_state = informa también del mayor estado serializado (más lento)
cli-help-render = dibuja en imágenes PNG la mesa a la que lleva un registro (o, en una, el tablero de un jugador)
cli-arg-render-record = el registro de la partida (un archivo JSON)
cli-arg-render-seat = dibuja el tablero propio de este jugador (1 = primer asiento)
cli-arg-render-out = el archivo PNG que se escribe (por defecto { $default }); las demás imágenes de la mesa, a su lado y numeradas: board-2.png, board-3.png…
cli-arg-render-lang = el idioma de la imagen: { $languages } (por defecto, el de la partida si su archivo lo dice; si no, el de PRBOT_LANG; si no, en)
cli-arg-render-theme = la edición cuyos nombres muestra: { $themes } (por defecto, la del registro)
cli-arg-render-show_vp = muestra las fichas de PV
cli-help-review = dibuja en PNG la historia de una partida: los PV, los { term-doubloons } y la probabilidad de ganar de cada jugador al empezar cada ronda, y la ronda que decidió la partida; con --analysis o --json, revisa en su lugar una partida terminada decisión por decisión
cli-arg-review-record = el registro de la partida (un archivo JSON)
cli-arg-review-out = el archivo PNG que se escribe (por defecto { $default })
cli-arg-review-lang = el idioma de la imagen: { $languages } (por defecto, el de la partida si su archivo lo dice; si no, el de PRBOT_LANG; si no, en)
cli-arg-review-theme = la edición cuyos nombres muestra: { $themes } (por defecto, la del registro)
cli-arg-review-analysis = muestra la revisión de una partida terminada: cada decisión con la probabilidad de ganar de su jugador después de ella, la mejor decisión donde el análisis prefiere otra y la probabilidad que perdió, las marcas, y la precisión de cada jugador, su mejor decisión y la más cara
cli-arg-review-json = escribe la revisión como un solo objeto JSON en FILE (en la salida estándar sin FILE)
cli-arg-review-tables = en cuántas mesas como máximo, con lo oculto repartido de nuevo en cada una, se juega cada decisión hasta el comienzo de la ronda siguiente (por defecto { $default }; al menos tres, más solo mientras lo que perdió es incierto): menos es más rápido y más tosco
cli-help-bench = mide las imágenes del tablero, el servicio, el bot entero, los jugadores del ordenador, cuánto publica una partida, la probabilidad de ganar de la historia del final de la partida o cuánto tardan la clasificación y las estadísticas (prbot bench OBJETIVO --help para las opciones de cada medición)
cli-arg-bench-target = la medición: render, service, bot, ai, chatter, review o community
cli-arg-bench-options = las opciones propias de la medición
cli-help-play = juega una partida entera en esta terminal, contra el ordenador o por turnos en un mismo teclado
cli-arg-play-players = asientos en la mesa (por defecto, uno más que los jugadores del ordenador, o 4)
cli-arg-play-bots = los niveles de los jugadores del ordenador, entre { $levels }; none para jugar solo personas (por defecto: medium en todos los asientos menos uno)
cli-arg-play-lang = el idioma de la partida: { $languages } (por defecto, el de la partida guardada; si no, el de PRBOT_LANG; si no, en)
cli-arg-play-theme = la edición: { $themes } (por defecto { $default })
cli-arg-play-expansions = expansiones en juego, separadas por comas ({ $expansions }), o all
cli-arg-play-option = una opción de preparación de la partida, p. ej. buildings=random (el tablero de Los nuevos edificios: draft, random o all_new)
cli-arg-play-show_vp = fichas de PV boca arriba
cli-arg-play-seed = la semilla de la partida (por defecto, una al azar)
cli-arg-play-save = escribe aquí el registro de la partida tras cada decisión
cli-arg-play-resume = continúa una partida guardada
cli-arg-play-names = los nombres de las personas ante el teclado, separados por comas, por orden de asiento (por defecto: Jugador 1, Jugador 2 …)
cli-help-run = pone en marcha el bot de Discord
cli-arg-run-db = la base de datos: un archivo SQLite (una ruta, o sqlite:///ruta) o PostgreSQL (postgresql://usuario@servidor/bd) (por defecto: $PRBOT_DB o ./prbot.sqlite3)
cli-arg-run-remind_hours = avisa por mensaje privado a un jugador cuando una decisión lleva esperándole tanto tiempo, y otra vez tras otro tanto, hasta 3 veces (0: nunca; por defecto: $PRBOT_REMIND_HOURS o 24)
cli-arg-run-shards = los shards de Discord que atiende este proceso: uno (5) o un rango (0-3), con --shard-count; varios procesos comparten una base de datos PostgreSQL
cli-arg-run-shard_count = cuántos shards tiene el bot en total, el mismo número en cada proceso
cli-arg-run-web = servir también la mesa en vivo para el navegador en esta dirección (p. ej. 127.0.0.1:8080; PRBOT_WEB_URL es su dirección pública)
cli-help-web = servir solo la mesa en vivo, sobre la base de datos del bot (varios procesos con PostgreSQL)
cli-arg-web-db = la base de datos del bot: PostgreSQL (postgresql://usuario@servidor/bd), o el archivo SQLite de un bot detenido (por defecto: $PRBOT_DB o ./prbot.sqlite3)
cli-arg-web-listen = la dirección en la que escuchar (por defecto: 127.0.0.1:8080)
cli-help-sync = publica en Discord los comandos de barra y termina
cli-arg-sync-db = la base de datos: un archivo SQLite (una ruta, o sqlite:///ruta) o PostgreSQL (postgresql://usuario@servidor/bd) (por defecto: $PRBOT_DB o ./prbot.sqlite3)
cli-arg-sync-guild = solo en este servidor (al instante), en vez de en todos (hasta una hora)
cli-help-db = copiar, respaldar o comprobar la base de datos de las partidas
cli-arg-db-db_command = qué hacer (prbot db ACCIÓN --help para sus opciones)
cli-help-db-copy = copiar todas las tablas (partidas, asientos, relojes y votaciones, preferencias y ausencias de los jugadores, valoraciones, avisos, recordatorios) a una base de datos nueva y vacía: de SQLite a PostgreSQL, o al revés
cli-arg-db-copy-source = la base de datos que se copia: un archivo SQLite (una ruta, o sqlite:///ruta) o postgresql://usuario@servidor/bd
cli-arg-db-copy-target = la base de datos de destino, de cualquiera de los dos tipos; no debe contener ninguna partida
cli-help-db-backup = copiar el archivo SQLite mientras el bot funciona (la copia en caliente de SQLite)
cli-arg-db-backup-file = el archivo nuevo que se escribe
cli-arg-db-backup-db = el archivo SQLite que se respalda (por defecto: $PRBOT_DB o ./prbot.sqlite3)
cli-help-db-check = comprobar la base de datos: su integridad, la versión de su esquema y, en una tabla, las partidas cuyo registro ya no reproduce lo guardado
cli-arg-db-check-db = la base de datos que se comprueba, SQLite o PostgreSQL (por defecto: $PRBOT_DB o ./prbot.sqlite3)

cli-help-bench-render = Cuánto tardan las imágenes: la mesa de una partida de 5 jugadores ya avanzada y el tablero de su jugador más ocupado, cada una dibujada N veces.
cli-arg-bench-render-runs = veces que se dibuja cada imagen (por defecto { $default })
cli-arg-bench-render-players = jugadores de la partida dibujada (por defecto { $default })
cli-arg-bench-render-seed = la semilla de la partida (por defecto { $default })
cli-arg-bench-render-lang = el idioma de las imágenes: { $languages } (por defecto { $default })
cli-arg-bench-render-expansions = expansiones en juego, separadas por comas ({ $expansions }), o all
cli-help-bench-service = Qué tan rápido atiende decisiones el servicio de partidas, qué tan rápido arranca y cuánto pesa su caché.
cli-arg-bench-service-games = partidas en juego a la vez (por defecto { $default })
cli-arg-bench-service-decisions = decisiones cronometradas (por defecto { $default })
cli-arg-bench-service-warmup = decisiones sin cronometrar por partida antes de medir (por defecto { $default })
cli-arg-bench-service-concurrency = partidas que deciden a la vez (por defecto { $default })
cli-arg-bench-service-cache_size = la caché de partidas del servicio (por defecto { $default })
cli-arg-bench-service-stored = partidas en el archivo de arranque (por defecto { $default })
cli-arg-bench-service-cached = partidas para medir la memoria de la caché (por defecto { $default })
cli-arg-bench-service-seed = la semilla de las partidas y de las decisiones (por defecto { $default })
cli-arg-bench-service-db = medir clics y decisiones en esta base de datos, SQLite o PostgreSQL, vacía; dos veces, para ver las dos lado a lado
cli-arg-bench-service-clicks = clics cronometrados, con --db (por defecto { $default })
cli-arg-bench-service-finished = en lugar de las cifras anteriores, jugar tantas partidas enteras con el bot como lo hacen los jugadores (en el Discord simulado al ritmo de --discord, con su tiempo --speedup veces más rápido) y mostrar su memoria residente en cada valor de --marks y al final, con el crecimiento desde la primera medida y su veredicto (por defecto { $default }: no se mide)
cli-arg-bench-service-marks = con --finished, tras cuántas partidas terminadas se lee la memoria residente, separadas por comas; el crecimiento se cuenta desde la primera (por defecto { $default })
cli-arg-bench-service-in_play = con --finished, partidas en juego a la vez (por defecto { $default })
cli-arg-bench-service-speedup = con --finished, cuántas veces más rápido corre el tiempo del Discord simulado: los mismos límites de peticiones y las mismas esperas, más cortas (1: el ritmo del propio Discord) (por defecto { $default })
cli-arg-bench-service-tracemalloc = con --finished, seguir las reservas de memoria de Python y mostrar este número de lugares cuya memoria más creció de la primera medida a la última, por traza (más lento, y la memoria del propio seguimiento cuenta en las cifras residentes) (por defecto { $default }: sin seguimiento)
cli-arg-bench-service-sqlite_cache = con --finished, la caché de páginas de SQLite del bot, en KiB (PRAGMA cache_size; por defecto la de SQLite, 2000)
cli-arg-bench-service-processes = con --db postgresql://…, además este número de procesos del bot haciendo clic a la vez en la misma base de datos (por defecto { $default })
cli-arg-bench-service-discord = cómo responde el Discord simulado a los clics de --db y a las partidas de --finished: discord (sus propios límites de peticiones, 50 ms por petición), slow (medio segundo por petición) o instant (al instante: solo se comparan las bases de datos) (por defecto { $default })
cli-help-bench-bot = Cuánto tarda el bot en atender un clic, desde la interacción hasta las respuestas, sin contar las imágenes.
cli-arg-bench-bot-games = partidas en juego, cada una en su propio canal (por defecto { $default })
cli-arg-bench-bot-clicks = clics cronometrados (por defecto { $default })
cli-arg-bench-bot-burst = clics en canales distintos que llegan en el mismo instante (por defecto { $default })
cli-arg-bench-bot-seed = la semilla de las partidas y de los clics (por defecto { $default })
cli-arg-bench-bot-discord = cómo responde el Discord simulado a los clics: discord (sus propios límites de peticiones, 50 ms por petición), slow (medio segundo por petición) o instant (al instante, como en las pruebas) (por defecto { $default })
cli-help-bench-ai = Qué tan fuertes y qué tan rápidos son los jugadores del ordenador: torneos entre los niveles.
cli-arg-bench-ai-players = jugadores en cada mesa, de 2 a 5 (por defecto { $default })
cli-arg-bench-ai-games = partidas de cada enfrentamiento (por defecto { $default })
cli-arg-bench-ai-seed = la semilla de la primera partida (por defecto { $default })
cli-arg-bench-ai-match = NIVEL:RIVAL, repetible, entre { $levels } y random (por defecto: hard:medium hard:random medium:random easy:random)
cli-arg-bench-ai-seconds = el tiempo máximo del nivel hard por decisión, en segundos (por defecto { $default })
cli-arg-bench-ai-judge = cómo juzga una posición el nivel hard: margin (sus PV frente a los de los demás) o chance (su probabilidad de ganar); por defecto, la del nivel: chance
cli-arg-bench-ai-every = muestra las cifras hasta el momento cada N partidas de un enfrentamiento (por defecto { $default }: solo al final)
cli-arg-bench-ai-processes = partidas jugadas a la vez, cada una en un proceso propio (por defecto { $default }); las cifras son las mismas, solo llegan antes
cli-arg-bench-ai-expansions = expansiones en juego, separadas por comas ({ $expansions }), o all
cli-arg-bench-ai-option = una opción de preparación de las partidas, p. ej. buildings=random (el tablero de Los nuevos edificios: draft, random o all_new)
cli-bench-ai-bad-match = «{ $match }»: se esperaba NIVEL:RIVAL con niveles entre { $levels }
cli-help-bench-chatter = Cuánto habla una partida: mensajes del canal, imágenes y mensajes privados por ronda, jugando a través del bot.
cli-arg-bench-chatter-players = tamaños de mesa que se juegan, de 2 a 5 (por defecto: 2 3 4 5)
cli-arg-bench-chatter-games = partidas de cada tamaño (por defecto { $default })
cli-arg-bench-chatter-seed = la semilla de la primera partida (por defecto { $default })
cli-arg-bench-chatter-pace = minutos entre dos clics (por defecto { $default })
cli-arg-bench-chatter-expansions = expansiones en juego, separadas por comas ({ $expansions }), o all; ninguna por defecto
cli-help-bench-review = Qué tan bien estima la historia del final de la partida la probabilidad de ganar de cada jugador (su calibración en partidas del ordenador con semillas distintas de las de su entrenamiento: según la probabilidad dada, la proporción de jugadores que ganaron, con su error estándar) y cuánto cuesta una historia. Con --analysis, cuánto tiempo de procesador cuesta la revisión de una partida, y qué tan bien calibradas están las probabilidades que muestra.
cli-arg-bench-review-games = partidas jugadas y contadas (por defecto 300; con --analysis, 3 de cada clase)
cli-arg-bench-review-players = jugadores en cada mesa, de 2 a 5, o mixed: según la semilla de cada partida, cuatro en la mitad de ellas, como en el entrenamiento (por defecto { $default })
cli-arg-bench-review-seed = la semilla de la primera partida; el entrenamiento usó de 1 a 800 (por defecto { $default })
cli-arg-bench-review-draw = dibuja también la imagen de cada historia y mide su tiempo
cli-arg-bench-review-cache = guarda los registros de las partidas en FILE y juega solo las que faltan
cli-arg-bench-review-analysis = mide en su lugar la revisión de cada partida (el tiempo de procesador de una revisión, la mediana y el máximo, con el veredicto del objetivo)
cli-arg-bench-review-calibration = con --analysis, también la calibración de las probabilidades que la revisión muestra tras cada decisión
cli-arg-bench-review-expansions = con --analysis, las partidas revisadas: base, all (todas las expansiones) o both (ambas) (por defecto { $default })
cli-arg-bench-review-tables = con --analysis, en cuántas mesas se juega cada decisión (por defecto { $default })
cli-help-bench-community = Cuánto tardan /pr clasificacion y /pr estadisticas en un servidor con muchas partidas terminadas (su lectura, su texto y su imagen), junto a las imágenes de la mesa en la misma ejecución.
cli-arg-bench-community-games = partidas terminadas guardadas en el servidor (por defecto { $default })
cli-arg-bench-community-runs = ejecuciones medidas de cada medición (por defecto { $default })
cli-arg-bench-community-cold_runs = ejecuciones medidas de la primera /pr estadisticas tras un arranque, que vuelve a jugar cada partida (por defecto { $default })
cli-arg-bench-community-seed = la semilla de las partidas y de sus jugadores (por defecto { $default })
cli-help-bench-scale = Cuántas partidas aguanta un proceso del bot: ráfagas de clics en muchos canales a la vez con los límites de Discord; clics por segundo, el tiempo de una decisión al mensaje de su canal y a sus MD, el mayor retraso del flujo de cambios, la memoria y el tamaño de la base de datos por cada 1000 partidas terminadas.
cli-arg-bench-scale-games = partidas en juego, cada una en su propio canal (por defecto: 300 con SQLite, 1000 con --db)
cli-arg-bench-scale-pace = clics por segundo al ritmo de las partidas de un día, en canales al azar, antes de las ráfagas (por defecto { $default })
cli-arg-bench-scale-seconds = segundos de clics a ese ritmo (por defecto { $default })
cli-arg-bench-scale-bursts = ráfagas de clics, cada una mostrada entera antes de la siguiente (por defecto { $default })
cli-arg-bench-scale-burst = clics en canales distintos que llegan en el mismo instante en cada ráfaga (por defecto { $default })
cli-arg-bench-scale-discord = cómo responde el Discord simulado: discord (sus propios límites, 50 ms por petición), slow (medio segundo por petición) o instant (al momento) (por defecto { $default })
cli-arg-bench-scale-finished = partidas terminadas guardadas para medir el tamaño de la base de datos (por defecto { $default })
cli-arg-bench-scale-seed = la semilla de las partidas y de los clics (por defecto { $default })
cli-arg-bench-scale-db = ejecutarlo en esta base de datos PostgreSQL (postgresql://…), vacía, con --processes procesos del bot por shards, y el servidor de la mesa en vivo y sus sockets en procesos propios, en lugar de un solo proceso sobre un archivo SQLite temporal
cli-arg-bench-scale-processes = con --db, procesos del bot, cada uno con dos shards de Discord, que comparten los límites de peticiones del bot (por defecto { $default })
cli-arg-bench-scale-sockets = con --db, sockets abiertos de la mesa en vivo, cada uno mirando una partida (por defecto { $default })
cli-bench-scale-not-postgres = --db { $db } no es una base de datos PostgreSQL: indica una URL postgresql://…, o ningún --db para un solo proceso sobre un archivo SQLite temporal.
cli-help-bench-web = Qué tan rápido el servidor de la mesa en vivo muestra una decisión en cada página abierta de su partida, cuánto pesa un socket abierto y sus clics por segundo junto a los de los botones de Discord en la misma ejecución.
cli-arg-bench-web-games = partidas en juego a la vez, de 2 a 5 jugadores (por defecto { $default })
cli-arg-bench-web-watchers = sockets de espectadores por partida, además de los de sus jugadores (por defecto { $default })
cli-arg-bench-web-decisions = decisiones por partida al ritmo de un jugador, y luego otras tantas a toda velocidad (por defecto { $default })
cli-arg-bench-web-think = los segundos que un jugador piensa antes de decidir, en promedio (por defecto { $default })
cli-arg-bench-web-seed = la semilla de las partidas y de las decisiones (por defecto { $default })
cli-arg-bench-web-db = jugar en esta base de datos, SQLite o PostgreSQL, vacía, en lugar de archivos SQLite temporales
cli-help-bench-replay = Cuánto pesa al abrirse la repetición de una partida terminada en la mesa en vivo y con qué rapidez llega cada uno de sus pasos, la primera vez y las siguientes.
cli-arg-bench-replay-games = partidas terminadas que se repiten (por defecto { $default })
cli-arg-bench-replay-players = jugadores en cada partida, de 2 a 5 (por defecto { $default })
cli-arg-bench-replay-steps = pasos de cada partida pedidos al azar, cada uno dos veces (por defecto { $default })
cli-arg-bench-replay-seed = la semilla de las partidas y de los pasos pedidos (por defecto { $default })
cli-arg-bench-replay-review_seconds = los segundos de procesador que puede llevar el análisis de cada partida; su tamaño no depende de ellos (por defecto { $default })

cli-bad-players = --players debe ir de 2 a 5, no { $players }.
cli-bad-option-form = --option se escribe NOMBRE=VALOR, no «{ $option }».
cli-bad-setup = No se pueden preparar estas partidas: { $reason }
cli-rendered = { $path }: { $size } bytes
# Where `prbot render` and `prbot review` write their pictures (--out), when they cannot.
cli-out-folder = { $path } es una carpeta: indica el archivo en el que escribir la imagen, por ejemplo { $example }.
cli-out-no-folder = No existe la carpeta { $folder } para escribir { $path }: créala antes, o elige otro archivo.
cli-cannot-write = No se puede escribir { $path }: { $reason }

## prbot db: copiar, respaldar y comprobar la base de datos de las partidas.
cli-db-copied = Copiado de { $source } a { $target }: { $games } partidas, { $seats } asientos, las preferencias de { $users } jugadores, { $pings } avisos y { $reminders } recordatorios; { $rows } filas de { $tables } tablas en total.
cli-db-not-empty = { $target } ya contiene partidas o jugadores: copia solo a una base de datos nueva y vacía.
cli-db-not-saved = { $target } rechazó la copia ({ $detail }): no se ha copiado nada.
cli-db-backed-up = Copia de seguridad de { $source } en { $file } ({ $size } bytes).
cli-db-backup-postgres = prbot db backup copia un archivo SQLite. Para PostgreSQL usa pg_dump, o copia las partidas a un archivo SQLite con prbot db copy.
cli-db-backup-exists = { $file } ya existe: indica el nombre de un archivo nuevo.
cli-db-backup-no-file = Indica el nombre del archivo nuevo en el que escribir la copia de seguridad, por ejemplo: prbot db backup prbot-copia.sqlite3
cli-db-checked = Base de datos { $db }:
cli-db-integrity-ok = Integridad: ningún fallo.
cli-db-integrity-bad = Integridad: fallos encontrados:
cli-db-schema = Esquema: versión { $version } (la de este bot: { $known }).
cli-db-games-ok = { $games ->
    [one] 1 partida reproducida: está tal como se guardó.
   *[other] { $games } partidas reproducidas: cada una está tal como se guardó.
}
cli-db-games-bad = { $broken } de { $games } partidas ya no se reproducen:
cli-db-column-game = partida
cli-db-column-channel = canal
cli-db-column-status = estado
cli-db-column-problem = problema
cli-db-status-lobby = en espera
cli-db-status-playing = en juego
cli-db-status-finished = terminada
cli-db-status-cancelled = cancelada
cli-db-problem-record = su registro no se puede leer
cli-db-problem-decision = la decisión { $number } no es legal en ese momento
cli-db-problem-seq = su contador de decisiones no coincide con su registro
cli-db-problem-snapshot = su registro ya no lleva al estado guardado
cli-bad-shards = --shards { $shards } --shard-count { $count } no es un rango de shards: indica ambos, como PRIMERO-ÚLTIMO (o un solo número) entre el shard 0 y el total menos uno, p. ej. --shards 0-3 --shard-count 8.
cli-bad-listen = { $address } no es una dirección en la que escuchar: indica SERVIDOR:PUERTO, p. ej. 127.0.0.1:8080.

# The database file given to `prbot run` / `prbot sync` (--db or PRBOT_DB), when it cannot be used.
cli-open-missing = No existe ninguna base de datos { $path }: comprueba la ruta indicada. No se ha creado nada.
cli-open-no-folder = No se puede crear la base de datos { $path }: su carpeta no existe. Crea la carpeta o indica otro archivo con --db o PRBOT_DB.
cli-open-read-only = No se puede escribir en la base de datos { $path }: el archivo o su carpeta son de solo lectura para este usuario. Da permiso de escritura en ambos al usuario del bot (SQLite escribe archivos a su lado) o usa otro archivo.
cli-open-read-only-disk = No se puede escribir { $path }: su disco está montado en solo lectura. Móntalo en lectura y escritura o indica un archivo en otro disco.
cli-open-read-only-source = No se puede leer la base de datos { $path } donde está: SQLite tiene que escribir un archivo -shm junto a una base de datos en modo WAL incluso para leerla, y su carpeta o su disco son de solo lectura. Haz la copia desde donde la escribe el bot, o copia el archivo con cp con el bot detenido.
cli-open-is-folder = { $path } es una carpeta, no un archivo de base de datos: indica la ruta de un archivo, por ejemplo { $path }/prbot.sqlite3.
cli-open-not-database = { $path } no es una base de datos de prbot (ni siquiera es un archivo SQLite). Revisa --db o PRBOT_DB; el archivo no se ha tocado.
cli-open-corrupt = La base de datos { $path } está dañada (truncada o corrupta): restaura una copia de seguridad. El archivo no se ha tocado.
cli-open-disk-full = El disco donde está { $path } está lleno: libera espacio y vuelve a intentarlo. No se ha cambiado nada.
cli-open-newer = La base de datos la escribió un prbot más reciente (esquema { $found }; este conoce hasta el { $known }): actualízalo o usa una copia de seguridad. No se ha tocado.
cli-open-other = No se puede abrir la base de datos { $path }: { $detail }
cli-connect-no-server = Nada responde en { $url }: arranca el servidor PostgreSQL, o corrige el host y el puerto en --db o PRBOT_DB.
cli-connect-no-host = No se conoce el host { $name } de { $url } (su nombre no se resuelve): corrígelo en --db o PRBOT_DB.
cli-connect-no-database = El servidor PostgreSQL de { $url } no tiene ninguna base de datos «{ $name }»: créala (createdb -O ROL { $name }), o corrige su nombre en --db o PRBOT_DB.
cli-connect-no-role = El servidor PostgreSQL de { $url } no tiene ningún rol «{ $name }»: créalo (createuser { $name }), o corrige el usuario en --db o PRBOT_DB.
cli-connect-bad-password = El servidor PostgreSQL de { $url } rechazó la contraseña de «{ $name }» (o pidió una que no se dio): corrígela en --db o PRBOT_DB.
cli-connect-refused = El servidor PostgreSQL de { $url } rechazó la conexión: { $detail }
cli-connect-bad-url = { $url } no es una URL de PostgreSQL legible: escríbela como postgresql://USUARIO:CONTRASEÑA@HOST:PUERTO/BASE_DE_DATOS (el puerto, un número; un host IPv6, entre [corchetes]) en --db o PRBOT_DB.
cli-connect-bad-setting = { $url } pide una conexión que prbot no puede establecer ({ $detail }): corrígela en --db o PRBOT_DB.
# A try to log in found no way to Discord; discord.py's own log says the rest.
cli-no-network = No se puede contactar con Discord ({ $reason }): nuevo intento dentro de { $seconds } s.

cli-help-ratings = las valoraciones de los servidores (prbot ratings rebuild --help)
cli-arg-ratings-action = qué hacer: rebuild
cli-help-ratings-rebuild = vuelve a valorar cada partida terminada a partir de su registro y su diario de decisiones, y sustituye las valoraciones guardadas por las mismas cifras que dieron las partidas al terminar
cli-arg-ratings-rebuild-db = la base de datos: un archivo SQLite (una ruta, o sqlite:///ruta) o PostgreSQL (postgresql://usuario@servidor/bd) (por defecto: $PRBOT_DB o ./prbot.sqlite3)
cli-arg-ratings-rebuild-guild = solo este servidor
cli-ratings-rebuilt = Servidor { $guild }: { $games ->
    [one] 1 partida valorada.
   *[other] { $games } partidas valoradas.
}
cli-ratings-none = Ninguna partida terminada en un servidor: no hay valoraciones que reconstruir.

## review-analysis: `prbot review RECORD --analysis` (bot/terminal/review.py). $player is a
## player's name, $round a round's number; chances and losses are points of win chance (0–100).
## The marks' signs (?! ? ??) are the same in every language.
cli-review-legend = Cada decisión con la probabilidad de ganar de su jugador después de ella; donde el análisis prefiere otra, esa, la probabilidad que habría conservado y los puntos perdidos. Cada decisión se marca por la probabilidad de ganar que perdió: ?! una imprecisión ({ $inaccuracy } puntos o más), ? un error ({ $mistake } o más), ?? un error grave ({ $blunder } o más).
cli-review-round = Ronda { $round }
cli-review-decision = { $player }: { $decision } — { NUMBER($chance, maximumFractionDigits: 0) } %
cli-review-better = { $player }: { $decision } — { NUMBER($chance, maximumFractionDigits: 0) } %; mejor: { $best }, { NUMBER($kept, maximumFractionDigits: 0) } % (−{ NUMBER($loss, maximumFractionDigits: 1) }{ $mark ->
    [inaccuracy] , ?! una imprecisión)
    [mistake] , ? un error)
    [blunder] , ?? un error grave)
   *[none] )
}
cli-review-players = Los jugadores:
cli-review-summary = { $player }: precisión del { NUMBER($accuracy, maximumFractionDigits: 1) } %; mejor decisión: { $best }; la más cara: { $worst }
cli-review-at = ronda { $round }, { $decision }
cli-review-costliest = { $decision } (−{ NUMBER($loss, maximumFractionDigits: 1) }; mejor: { $best })
cli-review-no-best = ninguna
cli-review-nothing-lost = ninguna, no perdió nada
cli-review-unfinished = { $path }: solo se revisa una partida terminada, y esta aún se está jugando.
cli-review-written = { $path }: escrita la revisión de { $decisions } decisiones.
