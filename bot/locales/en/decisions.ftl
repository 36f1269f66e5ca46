## Button labels for decisions (at most 80 characters).
## Names arrive translated: $role, $tile, $target (a tile or a building), $building, $good;
## $ship is a ship's name ("7-ship"); $goods a joined list of goods. $count (a role's):
## how many colonists or nobles its privilege brings him, two with a Library.

decision-role = { $role }
decision-role-colonist = { $role }, taking { $count ->
    [one] 1 extra { term-colonist }
   *[other] { $count } extra { term-colonists }
}
decision-role-without-colonist = { $role }, without the extra { $count ->
    [one] { term-colonist }
   *[other] { term-colonists }
}
decision-hacienda = Draw a face-down tile ({ building-hacienda })
decision-take = Take the { $tile }
decision-take-colonist = Take the { $tile } + { term-colonist } ({ building-hospice })
decision-pass = Pass
decision-place = Put a { term-colonist } on the { $target }
decision-build = Build the { $building }
decision-build-colonist = Build the { $building } + { term-colonist } ({ building-university })
decision-bonus = Take 1 more { $good }
decision-sell = Sell { $good }
decision-load = Load { $good } on the { $ship }
decision-wharf = Ship all { $good } with the { building-wharf }
decision-keep-single = Keep 1 { $good }
decision-keep-stored = Keep all { $goods }
decision-keep-both = Keep 1 { $good } and all { $goods }
decision-keep-nothing = Keep nothing
decision-place-san_juan = { $theme ->
    [1897] Put a { term-colonist } on your { term-san_juan }
   *[classic] Put a { term-colonist } in { term-san_juan }
}

## The Buccaneer's options; $ship is a ship's name, $kept how many barrels he keeps.
decision-piracy = { buccaneer-piracy }: empty the { $ship }, { $kept ->
    [0] keep no barrel
    [one] keep 1 barrel
   *[other] keep { $kept } barrels
}
decision-plunder = { buccaneer-plunder }: the { term-trading_house }, 1 { term-vp } a barrel
decision-raid = { buccaneer-raid }: the { term-colonist_ship } down to the minimum
decision-kidnap = { buccaneer-kidnapping }: the { $role }

## Expansion I, the New Buildings. $space is named after the base building printed on it;
## $pieces are what is given back at the Black Market; $loose a list of loose barrels.
decision-draft = { $building } on the { $space } space ({ $cost })
decision-forest = Lay the { $tile } as a { term-forest }
decision-forest-colonist = Lay the { $tile } as a { term-forest } + { term-colonist } ({ building-hospice })
decision-forest-noble = Lay the { $tile } as a { term-forest } + { term-noble } ({ building-hospice })
decision-hacienda-plant = Plant the tile you drew
decision-hacienda-forest = Lay the tile you drew as a { term-forest }
decision-build-returns = Build the { $building } { $pieces }
decision-build-returns-colonist = Build the { $building } + { term-colonist } { $pieces }
decision-build-returns-noble = Build the { $building } + { term-noble } { $pieces }
decision-trading_post = Sell { $good } to the { term-supply } ({ building-trading_post })
decision-small_wharf = Put { $barrels } on the { building-small_wharf }
decision-small_wharf-done = Ship them with the { building-small_wharf }
decision-keep-loose = Keep { $loose }
decision-keep-loose-stored = Keep { $loose } + all { $goods }
decision-guest = Move a guest to the { $target }
decision-guest-noble = Move the { term-noble } guest to the { $target }

## The Nobles: the same choices with a noble, and the Nobles' buildings. $goods is a joined
## list of goods, $count how many.
decision-role-noble = { $role }, taking { $count ->
    [one] 1 extra { term-noble }
   *[other] { $count } extra { term-nobles }
}
decision-role-noble-colonist = { $role }, taking 1 extra { term-noble } and 1 extra { term-colonist }
decision-take-noble = Take the { $tile } + { term-noble } ({ building-hospice })
decision-build-noble = Build the { $building } + { term-noble } ({ building-university })
decision-place-noble = Put a { term-noble } on the { $target }
decision-place-noble-san_juan = { $theme ->
    [1897] Leave the other { term-nobles } on your { term-san_juan }
   *[classic] Leave the other { term-nobles } in { term-san_juan }
}
# A Mayor's whole arrangement, taken back in one: $pieces "3 colonists and 1 noble", $places where they went.
decision-arrangement = Arrangement of { $pieces } ({ $places })
decision-land_office-buy = Buy the top face-down tile for 1 { term-doubloon }
decision-land_office-forest = Buy the top face-down tile for 1 { term-doubloon } as a { term-forest }
decision-land_office-sell = Give up the { $tile } for 1 { term-doubloon }
decision-hunting_lodge = Discard the { $tile } ({ building-hunting_lodge })
decision-royal_supplier = Give back { $goods } for { $count } { term-vp }


## The numbers beside a choice, from what it would do (`detail-<event>`) or from the table.

detail-role_chosen = { $coins ->
    [0] {""}
   *[other] +{ $coins_text }
}
detail-built = { $cost_text }
detail-sold = +{ $doubloons_text }
detail-shipped = { $count_text } · { $vp_text }
detail-sold_to_supply = +{ $doubloons_text }
detail-kidnapped = { $coins ->
    [0] {""}
   *[other] +{ $coins_text }
}
detail-pirated = { $kept ->
    [0] { $back_text } back to the { term-supply }
   *[other] { $back ->
        [0] +{ $kept_text } for you
       *[other] +{ $kept_text } for you, { $back_text } back to the { term-supply }
    }
}
# Beside a long label: what he keeps, or how many go back.
detail-pirated-short = { $kept ->
    [0] { $back ->
        [one] 1 barrel
       *[other] { $back } barrels
    } back to the { term-supply }
   *[other] +{ $kept_text }
}
detail-plundered = +{ $vp_text }
detail-ransom_paid = held by { $player }, who gets { $doubloons_text }
# Beside a long label: who holds it and what he gets.
detail-ransom_paid-short = held by { $player }: +{ $doubloons_text }
detail-small_wharf_shipped = { $vp_text }
detail-goods_kept = { $lost_count ->
    [0] nothing lost
   *[other] { $lost } lost
}
# Beside a long label: how many barrels, not which.
detail-goods_kept-short = { $lost_count ->
    [0] nothing lost
    [one] 1 barrel lost
   *[other] { $lost_count } barrels lost
}
detail-face_up = { $count } face up
detail-quarries = { $count } left
detail-pile = { $count } face down

## Groups of choices, one select each when there are many.

group-build = { $key ->
    [column-1] Column 1 (1 { term-vp })
    [column-2] Column 2 (2 { term-vp })
    [column-3] Column 3 (3 { term-vp })
   *[column-4] Large buildings (4 { term-vp })
}
group-draft = { $key ->
    [column-1] Column 1 (1 { term-vp })
    [column-2] Column 2 (2 { term-vp })
    [column-3] Column 3 (3 { term-vp })
   *[column-4] Large buildings (4 { term-vp })
}
