## Button labels for decisions (at most 80 characters).
## Names arrive translated: $role, $tile, $target (a tile or a building), $building, $good;
## $ship is a ship's name ("7-ship"); $goods a joined list of goods.

decision-role = { $role }
decision-role-colonist = { $role } + 1 { term-colonist }
decision-hacienda = Robar una loseta boca abajo ({ building-hacienda })
decision-take = Tomar una { $tile }
decision-take-colonist = Tomar una { $tile } + { term-colonist } ({ building-hospice })
decision-pass = Pasar
decision-place = Poner un { term-colonist } en: { $target }
decision-build = Construir: { $building }
decision-build-colonist = Construir: { $building } + { term-colonist } ({ building-university })
decision-bonus = Tomar 1 barril más de { $good }
decision-sell = Vender { $good }
decision-load = Cargar { $good } en el { $ship }
decision-wharf = Embarcar todos los barriles de { $good } ({ building-wharf })
decision-keep-single = Guardar 1 barril de { $good }
decision-keep-stored = Guardar todos los barriles de { $goods }
decision-keep-both = Guardar 1 barril de { $good } y todos los de { $goods }
decision-keep-nothing = No guardar nada
decision-place-san_juan = Poner un { term-colonist } en { $theme ->
    [1897] tu retrato
   *[classic] San Juan
}

## The Buccaneer's options; $ship is a ship's name, $kept how many barrels he keeps.
decision-piracy = { buccaneer-piracy }: vaciar el { $ship } y quedarse { $kept }
decision-plunder = { buccaneer-plunder }: la { term-trading_house }, 1 { term-vp } por barril
decision-raid = { buccaneer-raid }: el { term-colonist_ship } al mínimo
decision-kidnap = { buccaneer-kidnapping }: { $role }
