## One line for each thing the rules did.
## $player is the display name of the player concerned; names of pieces arrive translated,
## with the engine's id beside them ($role and $role_id); $..._text is an amount such as
## "3 doubloons"; lists arrive joined ("2 sugar and 1 coffee") with their length in $..._count.

# An event the game applied by itself, being the only legal choice.
event-forced = { $line } (automático)

event-game_started = { $edition }: empieza una partida de { $players_text }. { $governor } es el primer { term-governor }.
event-role_chosen = { $player } elige al { $role }{ $coins ->
    [0] .
   *[other] { " " }y se lleva { $coins_text } de la carta.
}
event-prospected = { $player } recibe { $doubloons_text } como { role-prospector }.
event-phase_ended = Termina la fase del { $role }.
event-round_ended = Termina la ronda { $round }{ $roles_count ->
    [0] .
   *[other] ; se pone 1 { term-doubloon } en cada { $theme ->
        [1897] rol
       *[classic] personaje
    } que nadie eligió: { $roles }.
}
event-governor_changed = Ronda { $round }: { $player } es el nuevo { term-governor }.
event-game_end_triggered = { $reason ->
    [colonists] No quedan { term-colonists } suficientes para el { term-colonist_ship }: la partida termina al final de esta ronda.
    [city] Una ciudad está completa: la partida termina al final de esta ronda.
   *[vp] Se han agotado los puntos de victoria: la partida termina al final de esta ronda.
}
event-game_over = Fin de la partida: { $reasons }. { $winners_count ->
    [one] ¡Gana { $winners }!
   *[other] ¡{ $winners } comparten la victoria!
}
event-tile_taken = { $source ->
    [hacienda] { $player } usa la { building-hacienda } y roba una loseta boca abajo: { $tile }.
   *[face_up] { $player } toma una { $tile }{ $colonist ->
        [true] , con un { term-colonist } del { building-hospice }.
        [noble] , con un { term-noble } del { building-hospice }.
       *[false] .
    }
}
event-passed = { $player } { $role_id ->
    [settler] no toma ninguna loseta.
    [builder] no construye nada.
    [craftsman] no toma ningún barril más.
    [trader] no vende nada.
   *[other] pasa.
}
event-plantations_drawn = Nuevas plantaciones boca arriba: { $tiles }.
event-plantations_reshuffled = Las plantaciones descartadas se barajan en un nuevo montón boca abajo de { $tiles_text }.
event-colonists_taken = { $player } toma { $count_text } { $source ->
    [ship] del { term-colonist_ship }
    [villa] de la { term-supply } ({ building-villa })
   *[supply] de la { term-supply }
}.
event-colonists_placed = { $player } ha colocado { $placed_text }{ $san_juan ->
    [0] .
    [one] ; queda { $san_juan_text } { $theme ->
        [1897] en el retrato
       *[classic] en San Juan
    }.
   *[other] ; quedan { $san_juan_text } { $theme ->
        [1897] en el retrato
       *[classic] en San Juan
    }.
}
event-ship_refilled = El { term-colonist_ship } recibe { $count } de los { $needed_text } necesarios.
event-built = { $player } construye { $building } por { $cost_text }{ $colonist ->
    [true] , con un { term-colonist } de la { building-university }.
    [noble] , con un { term-noble } de la { building-university }.
   *[false] .
}
event-produced = { $player } produce { $goods }.
event-factory_paid = La { building-factory } de { $player } le paga { $doubloons_text }.
event-craftsman_bonus = { $player } toma 1 barril más de { $good } como { role-craftsman }.
event-sold = { $player } vende 1 barril de { $good } por { $doubloons_text }.
event-trading_house_emptied = La { term-trading_house } está llena y se vacía.
event-shipped = { $player } embarca { $count_text } { $ship ->
    [0] con su { building-wharf }
   *[other] en el { $ship_name }
} y gana { $vp_text }.
event-goods_kept = { $player } guarda { $kept }{ $lost_count ->
    [0] .
    [one] ; { $lost } vuelve a la reserva.
   *[other] ; { $lost } vuelven a la reserva.
}
event-ships_emptied = Se vacían los barcos llenos: { $ships }.

## The Buccaneer (expansion III); $chooser is the player who chose a kidnapped role.
event-pirated = { $player } elige { buccaneer-piracy }: retira { $count_text } del { $ship_name } y se queda { $kept }.
event-plundered = { $player } elige { buccaneer-plunder }: retira { $goods } de la { term-trading_house } y gana { $vp_text }.
event-raided = { $player } elige { buccaneer-raid }: retira { $removed_text } del { term-colonist_ship }; { $removed ->
    [one] si no se lo queda, vuelve a la { term-supply }.
   *[other] los que no se quede vuelven a la { term-supply }.
}
event-kidnapped = { $player } elige { buccaneer-kidnapping } y se lleva la carta del { $role }{ $coins ->
    [0] .
   *[other] , con { $coins_text }.
}
event-ransom_paid = La carta del { $role } la tenía { $player }, que recibe { $doubloons_text } de la banca.
event-kidnapped_role_due = Nadie ha elegido al { $role }: lo juega ahora { $player }.
event-buccaneer_idle = { $player } no puede llevar a cabo ninguna opción del { role-buccaneer }.
event-colonists_settled = { $player } coloca { $targets_count ->
    [one] un { term-colonist }
   *[other] { $targets_count } { term-colonists }
} { $source ->
    [raid] de la { buccaneer-raid }
   *[festival] del { festival }
}: { $targets }.

## The Festival (expansion IV)
event-festival_set = Objetivos del { festival }: 3 × { $plantation }; { $barrels } producidos en una sola fase; construir { $building }.
event-festival_won = { $player } cumple el objetivo de { $goal ->
    [plantation] { festival-goal-plantation }
    [goods] { festival-goal-goods }
   *[building] { festival-goal-building }
} del { festival }: { $reward_text }.
## Expansión I, los nuevos edificios

event-board_set = Los edificios { $theme ->
    [1897] de color beis
   *[classic] violetas
} de esta partida{ $mode ->
    [random] , sacados al azar
   *[all_new] , primero los nuevos
}: { $buildings }.
event-building_drafted = { $player } coloca { $building } en la casilla de { $space }.
event-forest_laid = { $player } coloca { $source ->
    [hacienda] la { $tile } robada con la { building-hacienda }
   *[face_up] una { $tile }
} boca abajo como { term-forest }{ $colonist ->
    [true] ; el { term-colonist } del { building-hospice } va { $theme ->
        [1897] a su retrato
       *[classic] a San Juan
    }.
    [noble] ; el { term-noble } del { building-hospice } va { $theme ->
        [1897] a su retrato
       *[classic] a San Juan
    }.
   *[false] .
}
event-hacienda_drawn = { $player } usa la { building-hacienda } y da la vuelta a una loseta: { $tile }.
event-black_market_used = { $player } devuelve { $pieces } en el { building-black_market }.
event-church_vp = { building-church } de { $player }: { $vp_text } por { $building }.
event-specialty_factory_paid = { building-specialty_factory } de { $player }: { $doubloons_text }.
event-sold_to_supply = { $player } vende 1 barril de { $good } a la { term-supply } con su { building-trading_post } por { $doubloons_text }.
event-small_wharf_shipped = { $player } embarca { $goods } con su { building-small_wharf } y gana { $vp_text }.
event-lighthouse_paid = { building-lighthouse } de { $player }: { $doubloons_text }.
event-union_hall_vp = { building-union_hall } de { $player }: { $vp_text } por parejas de barriles iguales.
event-guest_moved = { $player } traslada un huésped de su { building-guest_house } a: { $target }.

## Los burgueses (2.ª expansión).
event-nobles_taken = { $player } toma { $count_text } { $source ->
    [ship] del { term-colonist_ship }
    [villa] de la { term-supply } ({ building-villa })
   *[supply] de la { term-supply }
}.
event-noble_aboard = Un { term-noble } ocupa el lugar de un { term-colonist } en el { term-colonist_ship }.
event-plantation_bought = { $player } compra la primera loseta boca abajo por { $doubloons_text } ({ building-land_office }){ $forest ->
    [true] { " " }y la coloca como { term-forest }.
   *[false] : { $tile }.
}
event-plantation_sold = { $player } se deshace de una { $tile } por { $doubloons_text } ({ building-land_office }).
event-plantation_discarded = { $player } descarta { $tile_id ->
    [forest] un
   *[other] una
} { $tile } ({ building-hunting_lodge }).
event-hunting_lodge_paid = { $player } tiene más casillas vacías que nadie ({ $empty }): { $vp_text } ({ building-hunting_lodge }).
event-chapel_paid = { building-chapel } de { $player }: { $vp ->
    [0] { $doubloons_text }
   *[other] { $vp_text }
}.
event-jeweler_paid = { building-jeweler } de { $player }: { $doubloons_text }.
event-royal_supplier_used = { $player } devuelve { $goods } por { $vp_text } ({ building-royal_supplier }).
