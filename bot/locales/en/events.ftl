## One line for each thing the rules did.
## $player is the display name of the player concerned; names of pieces arrive translated,
## with the engine's id beside them ($role and $role_id); $..._text is an amount such as
## "3 doubloons"; lists arrive joined ("2 sugar and 1 coffee") with their length in $..._count.

# An event the game applied by itself, being the only legal choice.
event-forced = { $line } (forced)

event-game_started = { $edition }: a game for { $players_text } begins. { $governor } is the first { term-governor }.
event-role_chosen = { $player } chooses the { $role }{ $coins ->
    [0] .
   *[other] , taking { $coins_text } from the card.
}
event-prospected = { $player } takes { $doubloons_text } as the { role-prospector }.
event-phase_ended = The { $role } phase is over.
event-round_ended = Round { $round } is over{ $roles_count ->
    [0] .
   *[other] ; 1 { term-doubloon } goes on each role nobody chose: { $roles }.
}
event-governor_changed = Round { $round }: { $player } is the new { term-governor }.
event-game_end_triggered = { $reason ->
    [colonists] Not enough { term-colonists } are left for the { term-colonist_ship }: the game ends after this round.
    [city] A city is full: the game ends after this round.
   *[vp] The victory points have run out: the game ends after this round.
}
event-game_over = Game over: { $reasons }. { $winners_count ->
    [one] { $winners } wins!
   *[other] { $winners } share the victory!
}
event-tile_taken = { $source ->
    [hacienda] { $player } uses the { building-hacienda } and draws a face-down tile: { $tile }.
   *[face_up] { $player } takes the { $tile }{ $colonist ->
        [true] , with a { term-colonist } from the { building-hospice }.
        [noble] , with a { term-noble } from the { building-hospice }.
       *[false] .
    }
}
event-passed = { $player } { $role_id ->
    [settler] takes no tile.
    [builder] builds nothing.
    [craftsman] takes no extra barrel.
    [trader] sells nothing.
   *[other] passes.
}
event-plantations_drawn = New face-up plantations: { $tiles }.
event-plantations_reshuffled = The discarded plantations are shuffled into a new face-down pile of { $tiles_text }.
event-colonists_taken = { $player } takes { $count_text } from the { $source ->
    [ship] { term-colonist_ship }
    [villa] { term-supply } ({ building-villa })
   *[supply] { term-supply }
}.
event-colonists_placed = { $player } has placed { $placed_text }{ $san_juan ->
    [0] .
   *[other] ; { term-san_juan }: { $san_juan_text }.
}
event-ship_refilled = The { term-colonist_ship } is refilled with { $count } of the { $needed_text } needed.
event-built = { $player } builds the { $building } for { $cost_text }{ $colonist ->
    [true] , with a { term-colonist } from the { building-university }.
    [noble] , with a { term-noble } from the { building-university }.
   *[false] .
}
event-produced = { $player } produces { $goods }.
event-factory_paid = { $player }'s { building-factory } pays { $doubloons_text }.
event-craftsman_bonus = { $player } takes 1 more { $good } as the { role-craftsman }.
event-sold = { $player } sells 1 { $good } for { $doubloons_text }.
event-trading_house_emptied = The { term-trading_house } is full and is emptied.
event-shipped = { $player } ships { $count_text } { $ship ->
    [0] with the { building-wharf }
   *[other] on the { $ship_name }
} for { $vp_text }.
event-goods_kept = { $player } keeps { $kept }{ $lost_count ->
    [0] .
    [one] ; { $lost } goes back to the supply.
   *[other] ; { $lost } go back to the supply.
}
event-ships_emptied = The full ships are emptied: { $ships }.

## The Buccaneer (expansion III); $chooser is the player who chose a kidnapped role.
event-pirated = { $player } chooses { buccaneer-piracy }: { $count_text } off the { $ship_name }; { $player } keeps { $kept }.
event-plundered = { $player } chooses { buccaneer-plunder }: { $goods } out of the { term-trading_house }, for { $vp_text }.
event-raided = { $player } chooses { buccaneer-raid }: { $removed_text } off the { term-colonist_ship }; { $removed ->
    [one] unless he keeps it, it goes back to the { term-supply }.
   *[other] those he does not keep go back to the { term-supply }.
}
event-kidnapped = { $player } chooses { buccaneer-kidnapping } and takes the { $role }{ $coins ->
    [0] .
   *[other] , with { $coins_text }.
}
event-ransom_paid = { $player } held the kidnapped { $role } and takes { $doubloons_text } from the bank.
event-kidnapped_role_due = Nobody chose the kidnapped { $role }: { $player } plays it now.
event-buccaneer_idle = { $player } can carry out none of the { role-buccaneer }'s options.
event-colonists_settled = { $player } places { $targets_count ->
    [one] a { term-colonist }
   *[other] { $targets_count } { term-colonists }
} { $source ->
    [raid] of the { buccaneer-raid }
   *[festival] of the { festival }
}: { $targets }.

## The Festival (expansion IV)
event-festival_set = The { festival }'s goals: 3 × { $plantation }; { $barrels } produced in one phase; the { $building } built.
event-festival_won = { $player } wins the { festival }'s { $goal ->
    [plantation] { festival-goal-plantation }
    [goods] { festival-goal-goods }
   *[building] { festival-goal-building }
} goal: { $reward_text }.
## Expansion I, the New Buildings

event-board_set = The { term-violet_buildings } for this game{ $mode ->
    [random] , drawn at random
   *[all_new] , the new ones first
}: { $buildings }.
event-building_drafted = { $player } puts the { $building } on the { $space }'s space.
event-forest_laid = { $player } lays { $source ->
    [hacienda] the { $tile } drawn with the { building-hacienda }
   *[face_up] the { $tile }
} face down as a { term-forest }{ $colonist ->
    [true] ; the { term-colonist } from the { building-hospice } goes to { term-san_juan }.
    [noble] ; the { term-noble } from the { building-hospice } goes to { term-san_juan }.
   *[false] .
}
event-hacienda_drawn = { $player } uses the { building-hacienda } and turns over a { $tile }.
event-black_market_used = { $player } gives back { $pieces } at the { building-black_market }.
event-church_vp = { $player }'s { building-church } gives { $vp_text } for the { $building }.
event-specialty_factory_paid = { $player }'s { building-specialty_factory } pays { $doubloons_text }.
event-sold_to_supply = { $player } sells 1 { $good } to the { term-supply } with the { building-trading_post } for { $doubloons_text }.
event-small_wharf_shipped = { $player } ships { $goods } with the { building-small_wharf } for { $vp_text }.
event-lighthouse_paid = { $player }'s { building-lighthouse } pays { $doubloons_text }.
event-union_hall_vp = { $player }'s { building-union_hall } gives { $vp_text } for pairs of barrels.
event-guest_moved = { $player } moves a guest from the { building-guest_house } to the { $target }.

## The Nobles (expansion II).
event-nobles_taken = { $player } takes { $count_text } from the { $source ->
    [ship] { term-colonist_ship }
    [villa] { term-supply } ({ building-villa })
   *[supply] { term-supply }
}.
event-noble_aboard = A { term-noble } takes a { term-colonist }'s place on the { term-colonist_ship }.
event-plantation_bought = { $player } buys the top face-down tile for { $doubloons_text } ({ building-land_office }){ $forest ->
    [true] { " " }and lays it as a { term-forest }.
   *[false] : { $tile }.
}
event-plantation_sold = { $player } gives up a { $tile } for { $doubloons_text } ({ building-land_office }).
event-plantation_discarded = { $player } discards { $tile_id ->
    [forest] a { term-forest }
   *[other] a { $tile }
} ({ building-hunting_lodge }).
event-hunting_lodge_paid = { $player } has more empty spaces than anyone ({ $empty }): { $vp_text } ({ building-hunting_lodge }).
event-chapel_paid = { $player }'s { building-chapel } pays { $vp ->
    [0] { $doubloons_text }
   *[other] { $vp_text }
}.
event-jeweler_paid = { $player }'s { building-jeweler } pays { $doubloons_text }.
event-royal_supplier_used = { $player } gives back { $goods } for { $vp_text } ({ building-royal_supplier }).
