## Button labels for decisions (at most 80 characters).
## Names arrive translated: $role, $tile, $target (a tile or a building), $building, $good;
## $ship is a ship's name ("7-ship"); $goods a joined list of goods. $count (a role's):
## how many colonists or nobles its privilege brings him, two with a Library.

decision-role = { $role }
decision-role-colonist = { $role }, con { $count ->
    [one] 1 { term-colonist }
   *[other] { $count } { term-colonists }
} in più per te
decision-role-without-colonist = { $role }, { $count ->
    [one] senza il { term-colonist } in più
   *[other] senza i { term-colonists } in più
}
decision-hacienda = Pesca una tessera coperta ({ building-hacienda })
decision-take = Prendi una { $tile }
decision-take-colonist = Prendi una { $tile } + { term-colonist } ({ building-hospice })
decision-pass = Passa
decision-place = Metti un { term-colonist } su: { $target }
decision-build = Costruisci: { $building }
decision-build-colonist = Costruisci: { $building } + { term-colonist } ({ building-university })
decision-bonus = Prendi 1 barile in più di { $good }
decision-sell = Vendi { $good }
decision-load = Carica { $good } sulla { $ship }
decision-wharf = Spedisci tutti i barili di { $good } ({ building-wharf })
decision-keep-single = Conserva 1 barile di { $good }
decision-keep-stored = Conserva tutti i barili di { $goods }
decision-keep-both = Conserva 1 barile di { $good } e tutti quelli di { $goods }
decision-keep-nothing = Non conservare nulla
decision-place-san_juan = Metti un { term-colonist } { $theme ->
    [1897] sul tuo ritratto
   *[classic] a San Juan
}

## The Buccaneer's options; $ship is a ship's name, $kept how many barrels he keeps.
decision-piracy = { buccaneer-piracy }: svuota la { $ship } { $kept ->
    [0] senza tenere barili
    [one] e tieni 1 barile
   *[other] e tieni { $kept } barili
}
decision-plunder = { buccaneer-plunder }: la { term-trading_house }, 1 { term-vp } per barile
decision-raid = { buccaneer-raid }: la { term-colonist_ship } al minimo
decision-kidnap = { buccaneer-kidnapping }: { $role }

## Prima espansione, i Nuovi Edifici. $space prende il nome dall'edificio base stampato sullo
## spazio; $pieces è ciò che si restituisce al Mercato Nero; $loose, barili sciolti.
decision-draft = { $building } sullo spazio di { $space } ({ $cost })
decision-forest = Posa una { $tile } come { term-forest }
decision-forest-colonist = Posa una { $tile } come { term-forest } + { term-colonist } ({ building-hospice })
decision-forest-noble = Posa una { $tile } come { term-forest } + { term-noble } ({ building-hospice })
decision-hacienda-plant = Pianta la tessera pescata
decision-hacienda-forest = Posa la tessera pescata come { term-forest }
decision-build-returns = Costruisci: { $building } { $pieces }
decision-build-returns-colonist = Costruisci: { $building } + { term-colonist } { $pieces }
decision-build-returns-noble = Costruisci: { $building } + { term-noble } { $pieces }
decision-trading_post = Vendi { $good } alla { term-supply } ({ building-trading_post })
decision-small_wharf = Metti { $barrels } sul { building-small_wharf }
decision-small_wharf-done = Spediscili ({ building-small_wharf })
decision-keep-loose = Conserva { $loose }
decision-keep-loose-stored = Conserva { $loose } + tutti quelli di { $goods }
decision-guest = Sposta un ospite su: { $target }
decision-guest-noble = Sposta l'ospite { term-noble } su: { $target }

## I borghesi: le stesse scelte con un borghese, e i loro edifici. $goods è un elenco di
## merci, $count quante.
decision-role-noble = { $role }, con { $count ->
    [one] 1 { term-noble }
   *[other] { $count } { term-nobles }
} in più per te
decision-role-noble-colonist = { $role }, con 1 { term-noble } e 1 { term-colonist } in più per te
decision-take-noble = Prendi una { $tile } + { term-noble } ({ building-hospice })
decision-build-noble = Costruisci: { $building } + { term-noble } ({ building-university })
decision-place-noble = Metti un { term-noble } su: { $target }
decision-place-noble-san_juan = { $theme ->
    [1897] Lascia gli altri { term-nobles } sul tuo { term-san_juan }
   *[classic] Lascia gli altri { term-nobles } a { term-san_juan }
}
# A Mayor's whole arrangement, taken back in one: $pieces "3 colonists and 1 noble", $places where they went.
decision-arrangement = Sistemazione di { $pieces } ({ $places })
decision-land_office-buy = Compra la prima tessera coperta per 1 { term-doubloon }
decision-land_office-forest = Compra la prima tessera coperta per 1 { term-doubloon } come { term-forest }
decision-land_office-sell = Cedi una { $tile } per 1 { term-doubloon }
decision-hunting_lodge = Scarta una { $tile } ({ building-hunting_lodge })
decision-royal_supplier = Restituisci { $goods } per { $count } { term-vp }


## Le cifre accanto a una scelta: ciò che farebbe (`detail-<evento>`) o ciò che c'è sul tavolo.

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
    [0] { $back_text } alla { term-supply }
   *[other] { $back ->
        [0] +{ $kept_text } per te
       *[other] +{ $kept_text } per te, { $back_text } alla { term-supply }
    }
}
# Beside a long label: what he keeps, or how many go back.
detail-pirated-short = { $kept ->
    [0] { $back ->
        [one] 1 barile
       *[other] { $back } barili
    } alla { term-supply }
   *[other] +{ $kept_text }
}
detail-plundered = +{ $vp_text }
detail-ransom_paid = tenuto da { $player }, che riceve { $doubloons_text }
# Beside a long label: who holds it and what he gets.
detail-ransom_paid-short = tenuto da { $player }: +{ $doubloons_text }
detail-small_wharf_shipped = { $vp_text }
detail-goods_kept = { $lost_count ->
    [0] non perdi nulla
   *[other] perdi { $lost }
}
# Beside a long label: how many barrels, not which.
detail-goods_kept-short = { $lost_count ->
    [0] non perdi nulla
    [one] perdi 1 barile
   *[other] perdi { $lost_count } barili
}
detail-face_up = { $count ->
    [one] 1 scoperta
   *[other] { $count } scoperte
}
detail-quarries = { $count ->
    [one] ne resta 1
   *[other] ne restano { $count }
}
detail-pile = { $count ->
    [one] 1 coperta
   *[other] { $count } coperte
}

## Gruppi di scelte, un menu ciascuno quando sono molte.

group-build = { $key ->
    [column-1] Colonna 1 (1 { term-vp })
    [column-2] Colonna 2 (2 { term-vp })
    [column-3] Colonna 3 (3 { term-vp })
   *[column-4] Edifici grandi (4 { term-vp })
}
group-draft = { $key ->
    [column-1] Colonna 1 (1 { term-vp })
    [column-2] Colonna 2 (2 { term-vp })
    [column-3] Colonna 3 (3 { term-vp })
   *[column-4] Edifici grandi (4 { term-vp })
}
