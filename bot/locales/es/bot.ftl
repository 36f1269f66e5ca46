## El bot de Discord: comandos, sala de espera, avisos, respuestas y fichas de /pr reglas.
## Los nombres de las piezas vienen de names.ftl y siguen $theme.

## Comandos (nombres: minúsculas, sin espacios)

cmd-pr-desc = Jugar a Puerto Rico en este canal
cmd-new = nueva
cmd-new-desc = Abrir una partida de Puerto Rico en este canal
cmd-new-theme = edición
cmd-new-theme-desc = Nombres clásicos o los de Puerto Rico 1897
cmd-new-language = idioma
cmd-new-language-desc = Idioma de los mensajes e imágenes de la partida
cmd-new-players = jugadores
cmd-new-players-desc = Máximo de jugadores que pueden unirse (2 a 5)
cmd-new-show_vp = mostrar_pv
cmd-new-show_vp-desc = Mostrar las fichas de puntos de victoria de todos
cmd-new-new_buildings = nuevos_edificios
cmd-new-new_buildings-desc = 1.ª expansión: catorce edificios nuevos, y cómo se eligen los del tablero
cmd-new-nobles = burgueses
cmd-new-nobles-desc = 2.ª expansión: veinte burgueses y sus ocho edificios
cmd-new-buccaneer = contrabandista
cmd-new-buccaneer-desc = 3.ª expansión: la carta de rol del Contrabandista
cmd-new-festival = festival
cmd-new-festival-desc = 4.ª expansión: los tres objetivos del Festival
cmd-join = unirse
cmd-join-desc = Sentarse a la partida de este canal
cmd-leave = salir
cmd-leave-desc = Dejar la partida de este canal antes de que empiece
cmd-start = empezar
cmd-start-desc = Empezar la partida con los jugadores sentados
cmd-cancel = cancelar
cmd-cancel-desc = Cancelar la partida de este canal (anfitrión o administradores)
cmd-status = estado
cmd-status-desc = Ver el tablero y a quién le toca
cmd-play = jugar
cmd-play-desc = Tomar una decisión por su nombre, sin los botones
cmd-play-decision = decisión
cmd-play-decision-desc = Una de tus opciones legales
cmd-guests = huéspedes
cmd-guests-desc = Trasladar a tus huéspedes a otros círculos vacíos
cmd-rules = reglas
cmd-rules-desc = Una ficha breve de un rol o un edificio
cmd-rules-subject = tema
cmd-rules-subject-desc = Un rol o un edificio; sin él, la lista de todos
cmd-history = historial
cmd-history-desc = Lo último que pasó en la partida de este canal
cmd-notify = avisos
cmd-notify-desc = Activar o desactivar el mensaje privado cuando te toca
cmd-notify-mode = modo
cmd-notify-mode-desc = activado o desactivado
cmd-language = idioma
cmd-language-desc = El idioma de las respuestas privadas del bot
cmd-language-language = idioma
cmd-language-language-desc = Un idioma, o automático para el de Discord
cmd-handover = ceder
cmd-handover-desc = Ceder un asiento de la partida de este canal a otra persona
cmd-handover-to = a
cmd-handover-to-desc = Quién ocupa el asiento
cmd-handover-player = jugador
cmd-handover-player-desc = De quién es el asiento (el tuyo si no lo indicas)

choice-theme-classic = Clásica
choice-theme-1897 = Puerto Rico 1897
choice-lang-en = Inglés
choice-lang-es = Español
choice-lang-it = Italiano
choice-lang-auto = Automático (el idioma de Discord)
choice-buildings-draft = Selección por turnos (la del reglamento)
choice-buildings-random = Al azar
choice-buildings-all_new = Todos los nuevos
choice-on = activado
choice-off = desactivado

## La sala de espera

lobby-opened = { $host } abre una partida de { $edition } para { $max } jugadores como máximo{ $show_vp ->
    [true] , con los { term-victory_points } a la vista
   *[false] {""}
}. Únete con `/pr { cmd-join }`; el anfitrión la empieza con `/pr { cmd-start }`.
lobby-joined = { $player } se sienta ({ $count }/{ $max }).
lobby-players = Jugadores: { $players } ({ $count }/{ $max }); anfitrión: { $host }.
lobby-expansions = Expansiones: { $expansions }.
lobby-expansion-board = { $expansion } — { $board }
## El nombre de San Juan en Puerto Rico 1897, dicho donde un recién llegado lo encuentra (la sala de espera, /pr reglas).
legend-portrait = **Retrato**: el lugar de tu tablero de jugador donde esperan tus { term-colonists } hasta que los colocas (San Juan en la edición clásica).
lobby-dm-on = { $player }: recibirás un mensaje privado cuando te toque. Desactívalo con `/pr { cmd-notify } { cmd-notify-mode }:{ choice-off }`.
lobby-dm-off = { $player }: los mensajes privados de turno están desactivados. Actívalos con `/pr { cmd-notify } { cmd-notify-mode }:{ choice-on }`.
lobby-left = { $player } se levanta.
lobby-closed = No queda nadie: la partida se cierra.
game-started = ¡Empieza la partida! Asientos: { $order }.
game-cancelled = { $player } canceló la partida de este canal.
seat-handed-over = { $new } ocupa el asiento de { $old } y sigue la partida tal como está.

## El mensaje de un rol (uno por rol elegido; el bot añade líneas durante la fase)

turn-header = **Ronda { $round }** · Gobernador: { $governor }
prompt-step-role = elige un { $theme ->
    [1897] rol
   *[classic] personaje
}.
prompt-step-draft = la selección de edificios: elige un edificio para una casilla libre de su coste.
prompt-step-settler = { $role }: toma una { term-plantation }, o pasa.
## $nobles: cuántos de los $count son burgueses (2.ª expansión); $pieces dice ambos, p. ej.
## «3 trabajadores y 1 burgués».
prompt-step-mayor = { $role }: { $nobles ->
    [0] { $count ->
        [one] coloca tu { term-colonist }
       *[other] coloca tus { $count } { term-colonists }
    }
   *[other] coloca { $pieces }
}.
prompt-step-builder = { $role }: construye, o pasa.
prompt-step-craftsman = { $role }: toma un { term-barrel } más, o pasa.
prompt-step-trader = { $role }: vende una mercancía, o pasa.
prompt-step-captain = { $role }: carga tus mercancías.
prompt-step-storage = { $role }: elige las mercancías que guardas.
prompt-step-buccaneer = { $role }: elige { $options }.
prompt-step-hunting_lodge = { building-hunting_lodge }: descarta una { term-plantation } o un { term-forest }, o pasa.
prompt-step-kidnapped = nadie ha elegido al { $role } que te llevaste: juégalo ahora.
prompt-step-placing = { $source ->
    [raid] { buccaneer-raid }: coloca los { term-colonists } que te quedas (faltan { $count }), o pasa: los demás vuelven a la { term-supply }.
   *[festival] { festival }: coloca los { term-colonists } que has ganado (faltan { $count }).
}
prompt-all-mayor = { $role }: cada jugador coloca sus { term-colonists } (la colocación sugerida, o la suya).
prompt-all-storage = { $role }: todos eligen las mercancías que guardan.
prompt-status = { $player }: { $doubloons_text } · { $goods_count ->
    [0] sin mercancías
   *[other] { $goods }
} · { term-island }: { $island_free ->
    [one] 1 libre
   *[other] { $island_free } libres
} · { term-city }: { $city_free ->
    [one] 1 libre
   *[other] { $city_free } libres
}
prompt-trading-house = En la { term-trading_house }: { $count ->
    [0] nada
   *[other] { $goods }
} ({ $count }/{ $spaces })
prompt-colonist-ship = En el { term-colonist_ship }: { $count } (el mínimo es { $minimum })
prompt-ships = Barcos: { $ships }
prompt-ship = { $ship }: { $load ->
    [0] vacío
   *[other] { $load }/{ $capacity } de { $good }
}
prompt-suggested = Colocación sugerida
prompt-open-mayor = Colocar mis { term-colonists }
prompt-open-storage = Elegir qué guardar
prompt-board = Imágenes
prompt-select = { $named ->
    [true] { $group } · { $count }
   *[false] { $count ->
        [one] 1 opción
       *[other] { $count } opciones
    }
}
## A group of decisions too many for the message (a building and what may be given back
## for it): how many it holds, and the question of the private message that lists them.
prompt-ways = { $count } maneras
prompt-choose-way = { $choice } — { $count } maneras, elige una
prompt-circles = { $count ->
    [one] La casilla para tu { term-colonist }
   *[other] Las { $count } casillas para tus { term-colonists }
}
prompt-place = Colocarlos ({ $chosen } de { $count } elegidas)
## Las casillas de los burgueses (2.ª expansión), el paso antes de los trabajadores:
## exactamente $count, o de $least a $most cuando los demás pueden quedarse.
prompt-noble-circles = { $count ->
    [one] La casilla para tu { term-noble }
   *[other] Las { $count } casillas para tus { term-nobles }
}
prompt-noble-circles-fewer = Casillas para tus { term-nobles }: de { $least } a { $most } (los demás se quedan { $theme ->
    [1897] en tu { term-san_juan }
   *[classic] en { term-san_juan }
})
prompt-place-fewer = Colocarlos ({ $chosen } elegidas, de { $least } a { $most })

## Puntuación

score-title = Puntuación final:
score-voted-out = { $player }: el ordenador ocupó su puesto { $round ->
    [0] {""}
   *[other] desde la ronda { $round }{" "}
}(por votación de los demás)
score-line = { $winner ->
    [true] 🏆
   *[false] ·
} { $player }: { $total } { term-vp } ({ $chips } en fichas, { $buildings } por edificios{ $bonus_count ->
    [0] {""}
   *[other] , { $bonuses }
}; desempate { $tiebreak })
score-bonus = { $name } +{ $vp }
score-bonus-unoccupied = { $name } 0 (sin { term-colonist })

## Clics, avisos, estado

click-expired = Esta opción ha caducado: la partida ha avanzado.
click-current-prompt = Tus opciones actuales: { $link }
click-not-yours = Estas opciones son para { $player }.
## Circles of a Mayor's step clicked in time that make no choice of it (a click out of date
## says click-expired): what was wrong. $what: what the step asks for ("The 3 circles for your
## colonists"), $chosen: how many circles were chosen.
arrange-refused-count = { $what }, no { $chosen }: no se ha colocado nada. Vuelve a elegir.
arrange-refused-circles = Alguna de esas casillas no se ofrece en este paso, o está elegida dos veces: no se ha colocado nada. Vuelve a elegir.
arrange-refused = La partida no acepta esa disposición: no se ha colocado nada. Vuelve a elegir.
guests-choose = Los huéspedes de tu { building-guest_house } pueden trasladarse ahora, te toque o no:
guests-none = Ahora no tienes ningún huésped que trasladar (no hay ninguno en tu { building-guest_house }, o es la fase del { role-mayor }).
guests-gone = Este traslado ya no es posible: tu { building-guest_house } ha cambiado desde entonces. No se ha trasladado a nadie.
guests-select = Trasladar a un huésped ({ $count } { $count ->
    [one] lugar
   *[other] lugares
})
channel-forbidden = Ya no puedo escribir en { $channel }, así que la partida espera. Devuélveme el permiso de enviar mensajes allí y usa `/pr { cmd-status }`.
ping = Te toca en { $channel }: { $decision } { $link }
ping-dm-refused = { $user }, te toca aquí (no pude enviarte un mensaje privado).
reminder = Recordatorio: { $channel } te espera desde hace { $hours ->
    [one] una hora
   *[other] { $hours } horas
}: { $decision } { $link }
status-lobby = Esperando para empezar. Jugadores ({ $count }): { $players }.
status-playing = Ronda { $round }. Esperando a: { $waiting }.
play-done = Hecho: { $decision }.
history-title = Últimos sucesos:
history-finished-title = No hay partida en juego aquí. Las últimas partidas terminadas (★ ganador; `/pr { cmd-review }` da la revisión de una partida por su número):
history-finished-game = { $date }: { $results } (n.º { $game })
history-nothing = No hay partida en juego aquí, ni ninguna terminada todavía. Abre una con `/pr { cmd-new }`.
notify-on = Recibirás un mensaje privado cuando te toque.
notify-off = No más mensajes privados de turno.
language-set = Las respuestas privadas serán en: { $language }.
rules-unknown = No conozco ningún { $theme ->
    [1897] rol
   *[classic] personaje
} ni edificio con ese nombre.
rules-index = Todas las fichas; escribe una tras `/pr { cmd-rules } { cmd-rules-subject }:`
rules-index-roles = **{ $theme ->
    [1897] Roles
   *[classic] Personajes
}:** { $subjects }
rules-index-production = **Edificios de producción:** { $subjects }
rules-index-violet = **Otros edificios pequeños:** { $subjects }
rules-index-large = **Edificios grandes:** { $subjects }
rules-index-occupied = Al final cada edificio vale sus { term-vp }, esté ocupado o no. Un edificio solo funciona mientras está ocupado, y la bonificación de un edificio grande solo cuenta si está ocupado al final.
rules-occupied-violet = Solo funciona mientras está ocupado; sus { $vp } { term-vp } cuentan al final igualmente.
rules-occupied-large = Su bonificación solo cuenta si está ocupado al final; sus { $vp } { term-vp } cuentan igualmente.
rules-index-nobles = **{ expansion-nobles }:** { $subjects }
rules-index-expansions = **Expansiones:** { $subjects }
rules-buccaneer = Solo quien lo elige lleva a cabo una opción: { buccaneer-piracy } (retira todos los barriles de un barco y quédate hasta 3), { buccaneer-plunder } (retira los barriles de la { term-trading_house }: 1 { term-vp } por barril), { buccaneer-raid } (deja el { term-colonist_ship } en uno por jugador y coloca enseguida hasta 3 de los retirados en círculos vacíos de { $theme ->
    [1897] tus casillas de cultivo o edificables
   *[classic] tu isla o tu ciudad
}) o { buccaneer-kidnapping } (toma un { $theme ->
    [1897] rol
   *[classic] personaje
} sin usar con sus monedas: si otro lo elige recibes 3 { term-doubloons }; si nadie, lo juegas al final de la ronda). Nunca recibe monedas y nadie lo toma dos veces seguidas.
rules-festival = Tres objetivos, para el primero que cumpla cada uno: 3 { term-plantations } del tipo sorteado en { $theme ->
    [1897] tus casillas de cultivo
   *[classic] tu isla
} (3 { term-colonists } que colocas enseguida), los 3 { term-barrels } sorteados producidos en una sola fase (3 { term-doubloons }), el edificio sorteado construido (3 { term-vp }).
bot-error-unexpected = Algo salió mal; la partida está a salvo. Inténtalo de nuevo.

## Por qué se rechazó una petición (códigos del servicio)

service-error-no_game = No hay partida en este canal. Abre una con `/pr { cmd-new }`.
service-error-game_exists = Este canal ya tiene una partida.
service-error-not_started = Esta partida aún no ha empezado.
service-error-already_started = Esta partida ya ha empezado.
service-error-full = Esta partida está completa.
service-error-already_joined = Ya estás en esta partida.
service-error-not_joined = No estás en esta partida.
service-error-not_host = Solo el anfitrión (o un administrador, para cancelar) puede hacer eso.
service-error-too_few_players = Hacen falta al menos 2 jugadores para empezar.
service-error-not_a_player = No juegas en esta partida.
service-error-not_your_turn = No te toca decidir.
service-error-illegal = Esa jugada no está permitida ahora.
play-legal = { $more ->
    [0] Puedes: { $choices }.
    [one] Puedes: { $choices }, y 1 más (escribe unas letras para verla).
   *[other] Puedes: { $choices }, y { $more } más (escribe unas letras para verlas).
}
service-error-game_over = Esta partida ha terminado.
service-error-stale = Esta opción ha caducado: la partida ha avanzado.
service-error-corrupt_game = Las jugadas guardadas de esta partida no se reproducen; no puede continuar.
service-error-bad_theme = Edición desconocida.
service-error-bad_language = Idioma desconocido.
service-error-bad_option = Opción de partida desconocida.
service-error-bad_max_players = Una partida tiene de 2 a 5 jugadores.
service-error-not_saved = No se ha podido guardar: no ha cambiado nada. Vuelve a intentarlo dentro de un momento.
service-error-unavailable = No se puede acceder a la base de datos de las partidas en este momento: no ha cambiado nada. Vuelve a intentarlo dentro de un momento.

## /pr reglas: fichas breves

rules-settler = Cada jugador, empezando por quien elige, toma una { term-plantation } visible (quien elige puede tomar una { term-quarry } en su lugar). Con { building-hacienda } ocupada, roba antes una ficha oculta; con { building-hospice } ocupado, la nueva ficha llega con un { term-colonist }.
rules-mayor = Quien elige toma 1 { term-colonist } de la { term-supply }; los del { term-colonist_ship } se reparten. Todos vuelven a colocar sus { term-colonists } en { term-plantations }, { term-quarries } y edificios. El { term-colonist_ship } se rellena con uno por círculo vacío de edificio (al menos uno por jugador).
rules-builder = Cada jugador puede construir un edificio pagando su coste menos 1 por { term-quarry } ocupada (como máximo la columna del edificio); quien elige paga 1 menos.
rules-craftsman = Todos producen mercancías de sus { term-plantations } ocupadas con edificios de producción ocupados (el maíz no necesita edificio). Después, quien elige toma 1 { term-barrel } más de una clase producida.
rules-trader = Cada jugador puede vender una mercancía a la { term-trading_house } (sin repetir clase, 4 huecos); quien elige gana 1 más. Llena tras cuatro ventas, se vacía al final de la fase.
rules-captain = Por turnos, todo el que pueda debe cargar una clase de mercancía en un barco: 1 { term-vp } por { term-barrel }, quien elige +1 una vez. Después cada uno guarda un { term-barrel } (más con almacenes); los barcos llenos se vacían.
rules-prospector = Quien elige toma 1 { term-doubloon } del banco; nadie más hace nada.
rules-small_indigo_plant = Producción: convierte una { term-plantation } de { good-indigo } ocupada en 1 { term-barrel } (1 círculo).
rules-small_sugar_mill = Producción: convierte una { term-plantation } de { good-sugar } ocupada en 1 { term-barrel } (1 círculo).
rules-indigo_plant = Producción: hasta 3 { term-plantations } de { good-indigo } ocupadas dan 3 { term-barrels } (3 círculos).
rules-sugar_mill = Producción: hasta 3 { term-plantations } de { good-sugar } ocupadas dan 3 { term-barrels } (3 círculos).
rules-tobacco_storage = Producción: hasta 3 { term-plantations } de { good-tobacco } ocupadas dan 3 { term-barrels } (3 círculos).
rules-coffee_roaster = Producción: hasta 2 { term-plantations } de { good-coffee } ocupadas dan 2 { term-barrels } (2 círculos).
rules-small_market = { role-trader }: +1 { term-doubloon } al vender.
rules-hacienda = { role-settler }: antes de elegir, puedes robar además una { term-plantation } oculta.
rules-construction_hut = { role-settler }: puedes tomar una { term-quarry } en vez de una { term-plantation }.
rules-small_warehouse = { role-captain }: tras cargar, guarda además todos los barriles de una clase.
rules-hospice = { role-settler }: tu nueva ficha llega con un { term-colonist } de la { term-supply }.
rules-office = { role-trader }: puedes vender una clase que la { term-trading_house } ya tiene.
rules-large_market = { role-trader }: +2 { term-doubloons } al vender.
rules-large_warehouse = { role-captain }: tras cargar, guarda además todos los barriles de dos clases.
rules-factory = { role-craftsman }: 1/2/3/5 { term-doubloons } por producir 2/3/4/5 clases de mercancía.
rules-university = { role-builder }: cada edificio que construyes llega con un { term-colonist } de la { term-supply }.
rules-harbor = { role-captain }: +1 { term-vp } cada vez que cargas.
rules-wharf = { role-captain }: una vez por fase, embarca todos los barriles de una clase en tu propio barco.
rules-guild_hall = Final: +1 { term-vp } por edificio de producción pequeño y +2 por grande.
rules-residence = Final: 4/5/6/7 { term-vp } por hasta 9/10/11/12 { $theme ->
    [1897] { term-island } ocupadas
   *[classic] espacios ocupados de tu { term-island }
}.
rules-fortress = Final: +1 { term-vp } por cada 3 { term-colonists } que tengas.
rules-customs_house = Final: +1 { term-vp } por cada 4 { term-vp } en fichas.
rules-city_hall = Final: +1 { term-vp } por cada uno de tus { term-violet_buildings }, incluido este.

## Fichas de la 1.ª expansión, los nuevos edificios
rules-index-new_buildings = **{ expansion-new_buildings }:** { $subjects }
rules-aqueduct = { role-craftsman }: +1 barril de { good-indigo } o de { good-sugar } cuando lo produce tu { building-indigo_plant } o tu { building-sugar_mill } ocupados.
rules-forest_house = { role-settler }: puedes colocar tu nueva { term-plantation } boca abajo como { term-forest } (sin { term-colonist }). Al construir: 1 { term-doubloon } menos por cada 2 bosques, ocupado o no.
rules-black_market = { role-builder }: si te faltan { term-doubloons }, devuelve hasta 1 { term-colonist }, 1 barril y 1 { term-vp }, 1 menos por cada uno; no puede sobrarte dinero.
rules-storehouse = { role-captain }: después de cargar, guardas además 3 barriles cualesquiera.
rules-guest_house = { role-mayor }: hasta 2 { term-colonists } como huéspedes; en cualquier momento fuera de la fase del { role-mayor }, trasládalos a círculos vacíos (/pr { cmd-guests }).
rules-trading_post = { role-trader }: en vez de a la { term-trading_house }, vende cualquier barril a la { term-supply } a su precio (sin mercados; el +1 del que elige cuenta).
rules-church = { role-builder }: +1 { term-vp } por cada edificio de la columna 2 o 3 que construyas después, +2 por uno de la columna 4.
rules-small_wharf = { role-captain }: una vez por fase, en vez de cargar, embarca los barriles que quieras, de cualquier tipo: 1 { term-vp } por cada 2.
rules-lighthouse = { role-captain }: +1 { term-doubloon } cada vez que cargas, y +1 si lo eliges tú, aunque no cargues.
rules-specialty_factory = { role-craftsman }: { term-doubloons } = barriles de tu mejor tipo menos 1 (el maíz no cuenta).
rules-library = Cada { $theme ->
    [1897] rol
   *[classic] personaje
} que eliges: su privilegio cuenta doble.
rules-union_hall = { role-captain }: en tu primer turno, antes de cargar, 1 { term-vp } por cada 2 barriles del mismo tipo.
rules-statue = Final: 8 { term-vp }; no lleva { term-colonist }.
rules-cloister = Final: 1/3/6/10 { term-vp } por 1/2/3/4 tríos de losetas iguales en { $theme ->
    [1897] tus { term-island }
   *[classic] tu { term-island }
} (bosques y canteras incluidos).

rules-land_office = { role-trader }, en tu turno: con un { term-colonist } encima, compra la primera { term-plantation } boca abajo por 1 { term-doubloon }; con un { term-noble }, deshazte de una de tus { term-plantations } a cambio de 1 { term-doubloon }.
rules-chapel = { role-craftsman }: +1 { term-doubloon } con un { term-colonist } encima, +1 { term-vp } con un { term-noble }.
rules-hunting_lodge = Al final de la fase de { role-settler }: con un { term-colonist } encima, puedes descartar una { term-plantation } o un { term-forest }; con un { term-noble }, +2 { term-vp } si eres quien más espacios de cultivo vacíos tiene (sin empate).
rules-zoning_office = { role-builder }: con un { term-colonist } encima, −1 { term-doubloon } en los edificios pequeños; con un { term-noble }, −2 en los grandes. Nunca al revés.
rules-royal_supplier = { role-captain }, tu primer turno, antes de cargar: devuelve un barril por cada { term-noble } que tengas, todos de tipos distintos, por 1 { term-vp } cada uno.
rules-villa = { role-mayor }: +1 { term-noble } de la { term-supply } (un { term-colonist } si ya no quedan).
rules-jeweler = { role-craftsman }: +1 { term-doubloon } por cada { term-noble } que tengas. Cuenta como edificio de producción grande.
rules-royal_garden = Final: +1 { term-vp } por cada { term-noble } que tengas (cada uno vale entonces 2).
