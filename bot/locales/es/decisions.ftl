## Button labels for decisions (at most 80 characters).
## Names arrive translated: $role, $tile, $target (a tile or a building), $building, $good;
## $ship is a ship's name ("7-ship"); $goods a joined list of goods. $count (a role's):
## how many colonists or nobles its privilege brings him, two with a Library.

decision-role = { $role }
decision-role-colonist = { $role }, con { $count ->
    [one] 1 { term-colonist }
   *[other] { $count } { term-colonists }
} más para ti
decision-role-without-colonist = { $role }, { $count ->
    [one] sin el { term-colonist } extra
   *[other] sin los { term-colonists } extra
}
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
decision-piracy = { buccaneer-piracy }: vaciar el { $ship } { $kept ->
    [0] sin quedarse ningún barril
    [one] y quedarse 1 barril
   *[other] y quedarse { $kept } barriles
}
decision-plunder = { buccaneer-plunder }: la { term-trading_house }, 1 { term-vp } por barril
decision-raid = { buccaneer-raid }: el { term-colonist_ship } al mínimo
decision-kidnap = { buccaneer-kidnapping }: { $role }

## Expansión I, los nuevos edificios. $space lleva el nombre del edificio base impreso en
## la casilla; $pieces es lo que se devuelve en el Mercado Negro; $loose, barriles sueltos.
decision-draft = { $building } en la casilla de { $space } ({ $cost })
decision-forest = Colocar una { $tile } como { term-forest }
decision-forest-colonist = Colocar una { $tile } como { term-forest } + { term-colonist } ({ building-hospice })
decision-forest-noble = Colocar una { $tile } como { term-forest } + { term-noble } ({ building-hospice })
decision-hacienda-plant = Plantar la loseta robada
decision-hacienda-forest = Colocar la loseta robada como { term-forest }
decision-build-returns = Construir: { $building } { $pieces }
decision-build-returns-colonist = Construir: { $building } + { term-colonist } { $pieces }
decision-build-returns-noble = Construir: { $building } + { term-noble } { $pieces }
decision-trading_post = Vender { $good } a la { term-supply } ({ building-trading_post })
decision-small_wharf = Poner { $barrels } en: { building-small_wharf }
decision-small_wharf-done = Embarcarlos ({ building-small_wharf })
decision-keep-loose = Guardar { $loose }
decision-keep-loose-stored = Guardar { $loose } + todos los de { $goods }
decision-guest = Trasladar un huésped a: { $target }
decision-guest-noble = Trasladar el huésped { term-noble } a: { $target }

## Los burgueses: las mismas opciones con un burgués, y sus edificios. $goods es una lista de
## mercancías, $count cuántas.
decision-role-noble = { $role }, con { $count ->
    [one] 1 { term-noble }
   *[other] { $count } { term-nobles }
} más para ti
decision-role-noble-colonist = { $role }, con 1 { term-noble } y 1 { term-colonist } más para ti
decision-take-noble = Tomar una { $tile } + { term-noble } ({ building-hospice })
decision-build-noble = Construir: { $building } + { term-noble } ({ building-university })
decision-place-noble = Poner un { term-noble } en: { $target }
decision-place-noble-san_juan = { $theme ->
    [1897] Dejar los demás { term-nobles } en tu { term-san_juan }
   *[classic] Dejar los demás { term-nobles } en { term-san_juan }
}
# A Mayor's whole arrangement, taken back in one: $pieces "3 colonists and 1 noble", $places where they went.
decision-arrangement = Colocación de { $pieces } ({ $places })
decision-land_office-buy = Comprar la primera loseta boca abajo por 1 { term-doubloon }
decision-land_office-forest = Comprar la primera loseta boca abajo por 1 { term-doubloon } como { term-forest }
decision-land_office-sell = Deshacerse de una { $tile } por 1 { term-doubloon }
decision-hunting_lodge = Descartar: { $tile } ({ building-hunting_lodge })
decision-royal_supplier = Devolver { $goods } por { $count } { term-vp }


## Las cifras junto a una opción: lo que haría (`detail-<evento>`) o lo que hay en la mesa.

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
    [0] { $back_text } a la { term-supply }
   *[other] { $back ->
        [0] +{ $kept_text } para ti
       *[other] +{ $kept_text } para ti, { $back_text } a la { term-supply }
    }
}
# Beside a long label: what he keeps, or how many go back.
detail-pirated-short = { $kept ->
    [0] { $back ->
        [one] 1 barril
       *[other] { $back } barriles
    } a la { term-supply }
   *[other] +{ $kept_text }
}
detail-plundered = +{ $vp_text }
detail-ransom_paid = lo tiene { $player }, que recibe { $doubloons_text }
# Beside a long label: who holds it and what he gets.
detail-ransom_paid-short = lo tiene { $player }: +{ $doubloons_text }
detail-small_wharf_shipped = { $vp_text }
detail-goods_kept = { $lost_count ->
    [0] no pierdes nada
   *[other] pierdes { $lost }
}
# Beside a long label: how many barrels, not which.
detail-goods_kept-short = { $lost_count ->
    [0] no pierdes nada
    [one] pierdes 1 barril
   *[other] pierdes { $lost_count } barriles
}
detail-face_up = { $count } boca arriba
detail-quarries = { $count ->
    [one] queda 1
   *[other] quedan { $count }
}
detail-pile = { $count } boca abajo

## Grupos de opciones, un desplegable cada uno cuando hay muchas.

group-build = { $key ->
    [column-1] Columna 1 (1 { term-vp })
    [column-2] Columna 2 (2 { term-vp })
    [column-3] Columna 3 (3 { term-vp })
   *[column-4] Edificios grandes (4 { term-vp })
}
group-draft = { $key ->
    [column-1] Columna 1 (1 { term-vp })
    [column-2] Columna 2 (2 { term-vp })
    [column-3] Columna 3 (3 { term-vp })
   *[column-4] Edificios grandes (4 { term-vp })
}
