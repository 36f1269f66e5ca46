## La partida en un terminal (`prbot play`). $theme es "classic" o 1897.
## $nobles (línea de la bolsa): lo que valdrán los burgueses, tras " · ", o nada; (línea de la
## reserva) los burgueses de la reserva y a bordo, tras " · ", o nada.

terminal-heading = Ronda { $round } · Gobernador: { $governor } · { $step }
terminal-roles = { $theme ->
    [1897] Roles
   *[classic] Personajes
}
terminal-supply = Reserva
terminal-supply-line = { $theme ->
    [1897] trabajadores { $supply } (registro { $ship })
   *[classic] colonos { $supply } (barco { $ship })
}{ $nobles } · fichas de PV { $vp } · canteras { $quarries } · barriles: { $barrels }
terminal-ships = Barcos de carga
terminal-empty = vacío
terminal-trading-house = { $theme ->
    [1897] Casa de Comercio
   *[classic] Casa de comercio
}
terminal-plantations = Plantaciones boca arriba
terminal-buildings = Edificios a la venta (coste × copias)
terminal-column-player = Jugador
terminal-column-doubloons = { $theme ->
    [1897] Monedas
   *[classic] Doblones
}
terminal-column-vp = PV
terminal-column-nobles = { $theme ->
    [1897] Burgueses
   *[classic] Nobles
}
# Los burgueses de un jugador, y los PV que valdrán al final.
terminal-nobles-cell = { $count } (+{ $vp } { term-vp })
terminal-column-goods = Mercancías
terminal-column-island = { $theme ->
    [1897] Cultivo
   *[classic] Isla
}
terminal-column-city = { $theme ->
    [1897] Edificios
   *[classic] Ciudad
}
terminal-column-san-juan = { $theme ->
    [1897] Retrato
   *[classic] San Juan
}
terminal-column-vp-chips = Fichas de PV
terminal-column-buildings = Edificios
terminal-column-bonuses = Bonificaciones
terminal-column-total = Total
terminal-column-tiebreak = Desempate
terminal-board-title = Tablero: { $player }
terminal-purse = Bolsa
terminal-purse-line = { $purse } · { $vp } { term-vp }{ $nobles } · { $waiting ->
    [one] 1 { term-colonist } esperando
   *[other] { $waiting } { term-colonists } esperando
}
terminal-goods = Mercancías
terminal-island = { $theme ->
    [1897] Casillas de cultivo
   *[classic] Isla
}
terminal-city = { $theme ->
    [1897] Casillas edificables
   *[classic] Ciudad
}
terminal-player = Jugador { $number }
terminal-ask = { $player }, { $question }
terminal-step-role = elige un rol.
terminal-step-settler = { $role }: toma una { term-plantation }, o pasa.
terminal-step-mayor = { $role }: { $count ->
    [one] coloca tu { term-colonist }.
   *[other] coloca tus { $count } { term-colonists }, todos a la vez.
}
## The Mayor's circles typed on one line. $what: what the step asks for ("The 3 circles for
## your colonists"); $example: the suggested arrangement's circles in this step ("1 3 4").
terminal-arrange = { $what }: escribe sus números en una línea, por ejemplo “{ $example }” (las sugeridas), o “s” para colocar toda la disposición sugerida.
terminal-arrange-unknown = “{ $text }” no es una lista de casillas: escribe sus números, por ejemplo “{ $example }”, o “s” para la disposición sugerida.
terminal-arrange-bad-circle = No hay casilla { $number }: las casillas van del 1 al { $count }. No se ha colocado nada.
terminal-arrange-twice = La casilla { $number } está escrita dos veces: en una casilla cabe un { term-colonist }. No se ha colocado nada.
terminal-arrange-taken = En la casilla { $number } ya está tu { term-noble }. No se ha colocado nada.
terminal-arrange-count = { $what }, no { $chosen }: no se ha colocado nada.
terminal-arrange-refused = Esa disposición no se puede colocar: no se ha colocado nada.
terminal-step-builder = { $role }: construye, o pasa.
terminal-step-craftsman = { $role }: toma un { term-barrel } más, o pasa.
terminal-step-trader = { $role }: vende una mercancía, o pasa.
terminal-step-captain = { $role }: carga tus mercancías.
terminal-step-storage = { $role }: elige las mercancías que guardas.
terminal-step-other = te toca decidir.
terminal-prompt = Tu elección (número o texto, ? para ayuda):
terminal-help = Escribe el número de una opción, o palabras de su texto: basta el comienzo de cada palabra, sin importar mayúsculas ni tildes. “t” vuelve a mostrar la mesa, “? NOMBRE” la ficha de un rol o edificio, “q” (o “quit”, “exit”) abandona la partida (una partida guardada se puede retomar), Ctrl-C también.
terminal-help-example = Por ejemplo, “{ $word }” para “{ $label }”.
terminal-rules-index = Las fichas de referencia: escribe “?” y un nombre, como “? { role-builder }”.
terminal-bad-number = No hay opción { $number }: escribe un número del 1 al { $count }.
terminal-ambiguous = “{ $text }” encaja con { $count } opciones: escribe el número de la que quieres.
terminal-unknown = “{ $text }” no es ninguna de las opciones: escribe un número del 1 al { $count }, o “?” para ver la ayuda.
terminal-left-saved = Partida abandonada. Está guardada en { $path }: continúa con “prbot play --resume { $path }”.
terminal-left-unsaved = Partida abandonada. No se ha guardado: empieza con “--save ARCHIVO” para conservar una partida.
terminal-game-over = Fin de la partida.
terminal-finished = La partida de { $path } ha terminado: no queda nada por jugar. Sus imágenes: “prbot render { $path }”; su historia: “prbot review { $path }”.
terminal-bad-level = Nivel de ordenador desconocido, “{ $level }”: elige entre { $levels }.
terminal-bad-players = { $computers } jugadores del ordenador no caben en una mesa de { $players }: una partida tiene de 2 a 5 plazas.
terminal-bad-setup = No se puede preparar esta partida: { $reason }
terminal-save-exists = { $path } ya existe, y puede ser una partida guardada: continúala con “prbot play --resume { $path }”, o guarda la nueva en otro archivo.
terminal-save-folder = { $path } es una carpeta: indica un archivo donde guardar la partida, como { $path }/partida.json.
terminal-save-no-folder = No existe la carpeta { $folder } para guardar { $path }: créala antes, o elige otro archivo.
terminal-cannot-save = No se puede guardar la partida en { $path }: { $reason }.
terminal-too-many-names = { $count } nombres para { $seats } personas: --names da nombre, por orden, a los puestos que no juega el ordenador.
terminal-empty-name = Un nombre de --names está vacío: separa los nombres con una sola coma, como --names Ana,Bea.
terminal-more = { $count } más: pulsa Intro para verlas, o escribe una palabra de la que quieres.
