## One line for each thing the rules did.
## $player is the display name of the player concerned; names of pieces arrive translated,
## with the engine's id beside them ($role and $role_id); $..._text is an amount such as
## "3 doubloons"; lists arrive joined ("2 sugar and 1 coffee") with their length in $..._count.

# An event the game applied by itself, being the only legal choice.
event-forced = { $line } (automatico)

event-game_started = { $edition }: inizia una partita per { $players_text }. { $governor } è il primo { term-governor }.
event-role_chosen = { $player } sceglie il ruolo di { $role }{ $coins ->
    [0] .
   *[other] {" "}e prende { $coins_text } dalla carta.
}
event-prospected = { $player } riceve { $doubloons_text } come { role-prospector }.
event-phase_ended = Fine della fase: { $role }.
event-round_ended = Fine del turno { $round }{ $roles_count ->
    [0] .
   *[other] ; 1 { term-doubloon } su ogni ruolo non scelto: { $roles }.
}
event-governor_changed = Turno { $round }: { $player } è il nuovo { term-governor }.
event-game_end_triggered = { $reason ->
    [colonists] Non restano abbastanza { term-colonists } per la { term-colonist_ship }: la partita finisce alla fine di questo turno.
    [city] Una città è completa: la partita finisce alla fine di questo turno.
   *[vp] I punti vittoria sono finiti: la partita finisce alla fine di questo turno.
}
event-game_over = Fine della partita: { $reasons }. { $winners_count ->
    [one] Vince { $winners }!
   *[other] { $winners } condividono la vittoria!
}
event-tile_taken = { $source ->
    [hacienda] { $player } usa l'{ building-hacienda } e pesca una tessera coperta: { $tile }.
   *[face_up] { $player } prende una { $tile }{ $colonist ->
        [true] , con un { term-colonist } dall'{ building-hospice }.
        [noble] , con un { term-noble } dall'{ building-hospice }.
       *[false] .
    }
}
event-passed = { $player } { $role_id ->
    [settler] non prende nessuna tessera.
    [builder] non costruisce nulla.
    [craftsman] non prende barili in più.
    [trader] non vende nulla.
   *[other] passa.
}
event-plantations_drawn = Nuove piantagioni scoperte: { $tiles }.
event-plantations_reshuffled = Le piantagioni scartate vengono mescolate in una nuova pila coperta di { $tiles_text }.
event-colonists_taken = { $player } prende { $count_text } { $source ->
    [ship] dalla { term-colonist_ship }
    [villa] dalla { term-supply } ({ building-villa })
   *[supply] dalla { term-supply }
}.
event-colonists_placed = { $player } ha sistemato { $placed_text }{ $san_juan ->
    [0] .
   *[other] ; { $theme ->
        [1897] sul ritratto
       *[classic] a San Juan
    }: { $san_juan_text }.
}
event-ship_refilled = La { term-colonist_ship } riceve { $count } dei { $needed_text } necessari.
event-built = { $player } costruisce { $building } per { $cost_text }{ $colonist ->
    [true] , con un { term-colonist } { $theme ->
        [1897] dalla
       *[classic] dall'
    }{ building-university }.
    [noble] , con un { term-noble } { $theme ->
        [1897] dalla
       *[classic] dall'
    }{ building-university }.
   *[false] .
}
event-produced = { $player } produce { $goods }.
event-factory_paid = La { building-factory } di { $player } paga { $doubloons_text }.
event-craftsman_bonus = { $player } prende 1 barile in più di { $good } come { role-craftsman }.
event-sold = { $player } vende 1 barile di { $good } per { $doubloons_text }.
event-trading_house_emptied = La { term-trading_house } è piena e viene svuotata.
event-shipped = { $player } spedisce { $count_text } { $ship ->
    [0] con il { building-wharf }
   *[other] sulla { $ship_name }
} e guadagna { $vp_text }.
event-goods_kept = { $player } conserva { $kept }{ $lost_count ->
    [0] .
    [one] ; { $lost } torna nella riserva.
   *[other] ; { $lost } tornano nella riserva.
}
event-ships_emptied = Le navi piene vengono svuotate: { $ships }.

## The Buccaneer (expansion III); $chooser is the player who chose a kidnapped role.
event-pirated = { $player } sceglie { buccaneer-piracy }: rimuove { $count_text } dalla { $ship_name } e ne tiene { $kept }.
event-plundered = { $player } sceglie { buccaneer-plunder }: rimuove { $goods } dalla { term-trading_house } e ottiene { $vp_text }.
event-raided = { $player } sceglie { buccaneer-raid }: rimuove { $removed_text } dalla { term-colonist_ship }; { $removed ->
    [one] se non lo tiene, torna nella { term-supply }.
   *[other] quelli che non tiene tornano nella { term-supply }.
}
event-kidnapped = { $player } sceglie { buccaneer-kidnapping } e prende il ruolo di { $role }{ $coins ->
    [0] .
   *[other] , con { $coins_text }.
}
event-ransom_paid = Il ruolo di { $role } era tenuto da { $player }, che riceve { $doubloons_text } dalla banca.
event-kidnapped_role_due = Nessuno ha scelto il ruolo di { $role }: ora lo gioca { $player }.
event-buccaneer_idle = { $player } non può eseguire nessuna opzione del { role-buccaneer }.
event-colonists_settled = { $player } dispone { $targets_count ->
    [one] un { term-colonist }
   *[other] { $targets_count } { term-colonists }
} { $source ->
    [raid] della { buccaneer-raid }
   *[festival] del { festival }
}: { $targets }.

## The Festival (expansion IV)
event-festival_set = Obiettivi del { festival }: 3 × { $plantation }; { $barrels } prodotti in una sola fase; costruire { $building }.
event-festival_won = { $player } completa l'obiettivo { $goal ->
    [plantation] { festival-goal-plantation }
    [goods] { festival-goal-goods }
   *[building] { festival-goal-building }
} del { festival }: { $reward_text }.
## Prima espansione, i Nuovi Edifici

event-board_set = Gli edifici { $theme ->
    [1897] beige
   *[classic] viola
} di questa partita{ $mode ->
    [random] , estratti a caso
   *[all_new] , prima i nuovi
}: { $buildings }.
event-building_drafted = { $player } mette { $building } sullo spazio di { $space }.
event-forest_laid = { $player } posa { $source ->
    [hacienda] la { $tile } pescata con l'{ building-hacienda }
   *[face_up] una { $tile }
} a faccia in giù come { term-forest }{ $colonist ->
    [true] ; il { term-colonist } dell'{ building-hospice } va { $theme ->
        [1897] sul suo ritratto
       *[classic] a San Juan
    }.
    [noble] ; il { term-noble } dell'{ building-hospice } va { $theme ->
        [1897] sul suo ritratto
       *[classic] a San Juan
    }.
   *[false] .
}
event-hacienda_drawn = { $player } usa l'{ building-hacienda } e gira una tessera: { $tile }.
event-black_market_used = { $player } restituisce { $pieces } al { building-black_market }.
event-church_vp = { building-church } di { $player }: { $vp_text } per { $building }.
event-specialty_factory_paid = { building-specialty_factory } di { $player }: { $doubloons_text }.
event-sold_to_supply = { $player } vende 1 barile di { $good } alla { term-supply } con la { building-trading_post } per { $doubloons_text }.
event-small_wharf_shipped = { $player } spedisce { $goods } con il { building-small_wharf } e ottiene { $vp_text }.
event-lighthouse_paid = { building-lighthouse } di { $player }: { $doubloons_text }.
event-union_hall_vp = { building-union_hall } di { $player }: { $vp_text } per le coppie di barili uguali.
event-guest_moved = { $player } sposta un ospite { $theme ->
    [1897] dall'{ building-guest_house }
   *[classic] dalla { building-guest_house }
} a: { $target }.

## I borghesi (seconda espansione).
event-nobles_taken = { $player } prende { $count_text } { $source ->
    [ship] dalla { term-colonist_ship }
    [villa] dalla { term-supply } ({ building-villa })
   *[supply] dalla { term-supply }
}.
event-noble_aboard = Un { term-noble } prende il posto di un { term-colonist } nella { term-colonist_ship }.
event-plantation_bought = { $player } compra la prima tessera coperta per { $doubloons_text } ({ building-land_office }){ $forest ->
    [true] { " " }e la mette come { term-forest }.
   *[false] : { $tile }.
}
event-plantation_sold = { $player } cede una { $tile } per { $doubloons_text } ({ building-land_office }).
event-plantation_discarded = { $player } scarta { $tile_id ->
    [forest] una { term-forest }
   *[other] una { $tile }
} ({ building-hunting_lodge }).
event-hunting_lodge_paid = { $player } ha più spazi vuoti di tutti ({ $empty }): { $vp_text } ({ building-hunting_lodge }).
event-chapel_paid = { building-chapel } di { $player }: { $vp ->
    [0] { $doubloons_text }
   *[other] { $vp_text }
}.
event-jeweler_paid = { building-jeweler } di { $player }: { $doubloons_text }.
event-royal_supplier_used = { $player } restituisce { $goods } per { $vp_text } ({ building-royal_supplier }).
