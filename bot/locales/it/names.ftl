## Names of the pieces, by theme: $theme is "classic" or 1897 (the same rules, other names).
## Ids are the engine's (classic English names in snake_case).

theme-classic = Puerto Rico
theme-1897 = Puerto Rico 1897

## Roles

role-settler = { $theme ->
    [1897] Agricoltore
   *[classic] Colono
}
role-mayor = Caposquadra
role-builder = Costruttore
role-craftsman = Artigiano
role-trader = Mercante
role-captain = Capitano
role-prospector = { $theme ->
    [1897] Avventuriero
   *[classic] Cercatore
}
role-buccaneer = Bucaniere

## Buildings of the base game

building-small_indigo_plant = { $theme ->
    [1897] Piccola Piantagione di Frutta
   *[classic] Piccola Tintoria di Indaco
}
building-small_sugar_mill = Piccolo Zuccherificio
building-indigo_plant = { $theme ->
    [1897] Grande Piantagione di Frutta
   *[classic] Grande Tintoria di Indaco
}
building-sugar_mill = Grande Zuccherificio
building-tobacco_storage = Magazzino del Tabacco
building-coffee_roaster = Torrefazione
building-small_market = Piccolo Mercato
building-hacienda = Hacienda
building-construction_hut = Capanna di Costruzione
building-small_warehouse = Piccolo Magazzino
building-hospice = { $theme ->
    [1897] Ospedale
   *[classic] Ospizio
}
building-office = Ufficio
building-large_market = Grande Mercato
building-large_warehouse = Grande Magazzino
building-factory = Fabbrica
building-university = { $theme ->
    [1897] Scuola
   *[classic] Università
}
building-harbor = Porto
building-wharf = Molo
building-guild_hall = { $theme ->
    [1897] Caserma dei pompieri
   *[classic] Sede della Gilda
}
building-residence = Residenza
building-fortress = Fortezza
building-customs_house = { $theme ->
    [1897] Casa delle Dogane
   *[classic] Dogana
}
building-city_hall = { $theme ->
    [1897] Palazzo del Governatore
   *[classic] Municipio
}

## Buildings of expansion I (New Buildings)
# The 1897 names are the rulebook's; no classic Italian edition has these buildings, so the
# classic names are our translations of the original English ones.

building-aqueduct = { $theme ->
    [1897] Canale
   *[classic] Acquedotto
}
building-forest_house = { $theme ->
    [1897] Magazzino di Legname
   *[classic] Casa nel Bosco
}
building-black_market = Mercato Nero
building-storehouse = Deposito
building-guest_house = { $theme ->
    [1897] Albergo
   *[classic] Locanda
}
building-trading_post = Stazione Commerciale
building-church = Chiesa
building-small_wharf = Piccolo Molo
building-lighthouse = Faro
building-specialty_factory = { $theme ->
    [1897] Distilleria
   *[classic] Fabbrica Speciale
}
building-library = Biblioteca
building-union_hall = { $theme ->
    [1897] Casa delle Unioni
   *[classic] Sede delle Corporazioni
}
building-statue = Statua
building-cloister = { $theme ->
    [1897] Cattedrale
   *[classic] Chiostro
}

## Buildings of expansion II (Nobles)

building-land_office = { $theme ->
    [1897] Ufficio Territoriale
   *[classic] Ufficio del Catasto
}
building-chapel = Cappella
building-hunting_lodge = { $theme ->
    [1897] Ente Parco
   *[classic] Casino di Caccia
}
building-zoning_office = { $theme ->
    [1897] Ufficio di Zona
   *[classic] Ufficio Urbanistico
}
building-royal_supplier = { $theme ->
    [1897] Ufficio di Fornitura
   *[classic] Fornitore Reale
}
building-villa = Villa
building-jeweler = { $theme ->
    [1897] Sartoria
   *[classic] Gioielleria
}
building-royal_garden = { $theme ->
    [1897] Piazza della Città
   *[classic] Giardino Reale
}

## Goods

good-corn = mais
good-indigo = { $theme ->
    [1897] frutta
   *[classic] indaco
}
good-sugar = zucchero
good-tobacco = tabacco
good-coffee = caffè

## Island tiles

tile-corn = piantagione di mais
tile-indigo = { $theme ->
    [1897] piantagione di frutta
   *[classic] piantagione di indaco
}
tile-sugar = piantagione di zucchero
tile-tobacco = piantagione di tabacco
tile-coffee = piantagione di caffè
tile-quarry = cava
tile-forest = foresta

## Other terms

# The classic Italian rulebook calls the Settler "Colono", so the pieces cannot be "coloni"
# there too: in both themes they are "lavoratori", as in the 1897 rulebook (whose Mayor, the
# Caposquadra, is the classic one's as well).
term-colonist = lavoratore
term-colonists = lavoratori
term-colonist_ship = { $theme ->
    [1897] Sala di Reclutamento
   *[classic] nave dei lavoratori
}
term-trading_house = { $theme ->
    [1897] Casa di Commercio
   *[classic] casa di commercio
}
term-doubloon = { $theme ->
    [1897] moneta
   *[classic] doblone
}
term-doubloons = { $theme ->
    [1897] monete
   *[classic] dobloni
}
term-san_juan = { $theme ->
    [1897] ritratto
   *[classic] San Juan
}
term-island = { $theme ->
    [1897] Territorio
   *[classic] isola
}
term-city = { $theme ->
    [1897] Città
   *[classic] città
}
term-violet_buildings = { $theme ->
    [1897] Edifici beige
   *[classic] edifici viola
}
# L'edizione classica non ha borghesi né un nome ufficiale per loro: «nobile» traduce la
# parola del gioco originale inglese e non si confonde con il colono.
term-noble = { $theme ->
    [1897] borghese
   *[classic] nobile
}
term-nobles = { $theme ->
    [1897] borghesi
   *[classic] nobili
}
term-forest = foresta
term-governor = Governatore
term-vp = PV
term-victory_points = punti vittoria
term-plantation = piantagione
term-plantations = piantagioni
term-quarry = cava
term-quarries = cave
term-barrel = barile
term-barrels = barili
term-cargo_ship = nave da carico
term-cargo_ships = navi da carico
term-supply = riserva

## Amounts: $count is a number

amount-doubloons = { $theme ->
    [1897] { $count ->
        [one] { $count } moneta
       *[other] { $count } monete
    }
   *[classic] { $count ->
        [one] { $count } doblone
       *[other] { $count } dobloni
    }
}
amount-vp = { $count } PV
amount-colonists = { $count ->
    [one] { $count } lavoratore
   *[other] { $count } lavoratori
}
# $good is a good's name.
amount-barrels = { $count ->
    [one] { $count } barile di { $good }
   *[other] { $count } barili di { $good }
}
amount-players = { $count ->
    [one] { $count } giocatore
   *[other] { $count } giocatori
}
amount-plantations = { $count ->
    [one] { $count } piantagione
   *[other] { $count } piantagioni
}
# A tile or good that appears $count times in a list.
amount-times = { $name } ×{ $count }

# A cargo ship named by its number of holds.
ship-name = nave da { $capacity }

## Lists: $head is the first items joined by commas, $last the last item

list-and = { $head } e { $last }
list-or = { $head } o { $last }
list-nothing = niente
list-nobody = nessuno

## Why the game ends

end-reason-colonists = sono finiti i lavoratori
end-reason-city = una città è completa
end-reason-vp = sono finiti i punti vittoria

## The Buccaneer's options (expansion III) and the Festival (expansion IV)

buccaneer-piracy = Assalto
buccaneer-plunder = Bottino
buccaneer-raid = Razzia
buccaneer-kidnapping = Scambio di ruoli
festival = Festival
festival-goal-plantation = Piantagioni
festival-goal-goods = Merci
festival-goal-building = Edifici
## A piece given back at the Black Market: $place is where the colonist was; on a button
## (label), the compact form, without the place when it would not fit (label-short)
piece-colonist = 1 { term-colonist } ({ $place })
piece-label-colonist = −{ term-colonist } ({ $place })
piece-label-barrel = −{ $good }
piece-label-vp = −1 { term-vp }
piece-label-short-colonist = −{ term-colonist }
piece-label-short-barrel = −{ $good }
piece-label-short-vp = −1 { term-vp }

## The 1897 expansions
expansion-new_buildings = I Nuovi Edifici
expansion-nobles = { $theme ->
    [1897] I Borghesi
   *[classic] I Nobili
}
expansion-buccaneer = Il Bucaniere
expansion-festival = Il Festival

amount-nobles = { $theme ->
    [1897] { $count ->
        [one] { $count } borghese
       *[other] { $count } borghesi
    }
   *[classic] { $count ->
        [one] { $count } nobile
       *[other] { $count } nobili
    }
}
# Una riga del punteggio finale: i PV dei borghesi di un giocatore.
bonus-nobles = { $theme ->
    [1897] Borghesi
   *[classic] Nobili
}
# Quanto varranno i borghesi di un giocatore alla fine, accanto ai suoi PV: 1 PV ciascuno, e
# a parte quanto aggiunge la Piazza della Città occupata.
nobles-worth = { $nobles_text }: +{ $vp } { term-vp } alla fine{ $garden ->
    [0] {""}
   *[other] { " " }({ building-royal_garden } +{ $garden })
}
