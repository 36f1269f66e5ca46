## Textos del dibujo del tablero (renderer/). $theme es "classic" o 1897.

board-round = Ronda { $round }
board-step-role = { $theme ->
    [1897] Elección de rol
   *[classic] Elección de personaje
}
board-step-phase = Fase: { $role }
board-step-storage = { $role }: almacenaje
board-step-over = Fin de la partida
board-step-draft = Selección de edificios
board-last-round = Última ronda
board-to-act-label = Le toca a:
board-must-act = le toca
board-supply = Reserva
board-colonists = { $theme ->
    [1897] Trabajadores
   *[classic] Colonos
}
# La edición clásica no tiene nombre oficial para los burgueses: «nobles» (ver names.ftl).
board-nobles = { $theme ->
    [1897] Burgueses
   *[classic] Nobles
}
board-nobles-aboard = { $theme ->
    [1897] Burgueses (Registro)
   *[classic] Nobles a bordo
}
board-vp-chips = Fichas de PV
board-goods = Mercancías
board-plantations = Plantaciones
board-quarries = Canteras
board-ships = Barcos de carga
board-buildings = Edificios en venta
board-free-space = Casilla libre ({ $space })
board-occupied = ocupado
board-vacant = libre
board-score-sheet = Hoja de puntuación
board-score-buildings = Edificios
board-score-total = Total
board-score-tiebreak = Desempate
board-score-winner = Ganador
board-score-unoccupied = { $building }: 0, sin { term-colonist }
board-barrels = Barriles
board-production = Producción
board-kidnapped-by = de { $name }
board-marker = cartel: { $name }
board-marker-alone = cartel
board-festival = Festival
board-festival-goods = en una fase
board-festival-reward-plantation = { $theme ->
    [1897] +3 trabajadores
   *[classic] +3 colonos
}
board-festival-reward-goods = { $theme ->
    [1897] +3 monedas
   *[classic] +3 doblones
}
board-festival-reward-building = +3 PV
board-festival-building-later = Edificio sorteado tras la selección
