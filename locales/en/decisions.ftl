## Button labels for decisions (at most 80 characters).
## Names arrive translated: $role, $tile, $target (a tile or a building), $building, $good;
## $ship is a ship's name ("7-ship"); $goods a joined list of goods.

decision-role = { $role }
decision-role-colonist = { $role } + 1 { term-colonist }
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
decision-piracy = { buccaneer-piracy }: empty the { $ship }, keep { $kept }
decision-plunder = { buccaneer-plunder }: the { term-trading_house }, 1 { term-vp } a barrel
decision-raid = { buccaneer-raid }: the { term-colonist_ship } down to the minimum
decision-kidnap = { buccaneer-kidnapping }: the { $role }
