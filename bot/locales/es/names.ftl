## Names of the pieces, by theme: $theme is "classic" or 1897 (the same rules, other names).
## Ids are the engine's (classic English names in snake_case).

theme-classic = Puerto Rico
theme-1897 = Puerto Rico 1897

## Roles

role-settler = { $theme ->
    [1897] Plantador
   *[classic] Colonizador
}
role-mayor = { $theme ->
    [1897] Reclutador
   *[classic] Alcalde
}
role-builder = Constructor
role-craftsman = { $theme ->
    [1897] Productor
   *[classic] Capataz
}
role-trader = Mercader
role-captain = Capitán
role-prospector = { $theme ->
    [1897] Aventurero
   *[classic] Buscador de oro
}
role-buccaneer = Contrabandista

## Buildings of the base game

building-small_indigo_plant = { $theme ->
    [1897] Almacén de Fruta Peq.
   *[classic] Añilería pequeña
}
building-small_sugar_mill = { $theme ->
    [1897] Azucarera Peq.
   *[classic] Azucarera pequeña
}
building-indigo_plant = { $theme ->
    [1897] Almacén de Fruta Gr.
   *[classic] Añilería
}
building-sugar_mill = { $theme ->
    [1897] Azucarera Gr.
   *[classic] Azucarera
}
building-tobacco_storage = { $theme ->
    [1897] Secadero de Tabaco
   *[classic] Secadero de tabaco
}
building-coffee_roaster = { $theme ->
    [1897] Tostadero de Café
   *[classic] Tostadero de café
}
building-small_market = { $theme ->
    [1897] Mercado Peq.
   *[classic] Mercado pequeño
}
building-hacienda = Hacienda
building-construction_hut = { $theme ->
    [1897] Caseta de Obra
   *[classic] Caseta de obra
}
building-small_warehouse = { $theme ->
    [1897] Almacén Peq.
   *[classic] Almacén pequeño
}
building-hospice = { $theme ->
    [1897] Hospital
   *[classic] Hospicio
}
building-office = Oficina
building-large_market = { $theme ->
    [1897] Mercado Gr.
   *[classic] Mercado grande
}
building-large_warehouse = { $theme ->
    [1897] Almacén Gr.
   *[classic] Almacén grande
}
building-factory = Fábrica
building-university = { $theme ->
    [1897] Escuela
   *[classic] Universidad
}
building-harbor = { $theme ->
    [1897] Muelle
   *[classic] Puerto
}
building-wharf = { $theme ->
    [1897] Embarcadero
   *[classic] Muelle
}
building-guild_hall = { $theme ->
    [1897] Parque de Bomberos
   *[classic] Cofradía
}
building-residence = Residencia
building-fortress = Fortaleza
building-customs_house = Aduana
building-city_hall = { $theme ->
    [1897] Palacio del Gobernador
   *[classic] Ayuntamiento
}

## Buildings of expansion I (New Buildings)
# The 1897 names are the rulebook's; no classic Spanish edition has these buildings, so the
# classic names are our translations of the original English ones.

building-aqueduct = { $theme ->
    [1897] Canal
   *[classic] Acueducto
}
building-forest_house = { $theme ->
    [1897] Almacén de Madera
   *[classic] Casa forestal
}
building-black_market = { $theme ->
    [1897] Mercado Negro
   *[classic] Mercado negro
}
building-storehouse = Depósito
building-guest_house = { $theme ->
    [1897] Bohío
   *[classic] Casa de huéspedes
}
building-trading_post = { $theme ->
    [1897] Puesto de Comercio
   *[classic] Puesto comercial
}
building-church = Iglesia
building-small_wharf = { $theme ->
    [1897] Embarcadero Pequeño
   *[classic] Muelle pequeño
}
building-lighthouse = Faro
building-specialty_factory = { $theme ->
    [1897] Destilería
   *[classic] Fábrica especial
}
building-library = { $theme ->
    [1897] Editorial
   *[classic] Biblioteca
}
building-union_hall = { $theme ->
    [1897] Salón de Reuniones
   *[classic] Sede gremial
}
building-statue = { $theme ->
    [1897] Monumento
   *[classic] Estatua
}
building-cloister = { $theme ->
    [1897] Catedral
   *[classic] Claustro
}

## Buildings of expansion II (Nobles)

building-land_office = { $theme ->
    [1897] Catastro
   *[classic] Oficina de tierras
}
building-chapel = Capilla
building-hunting_lodge = { $theme ->
    [1897] Servicio Forestal
   *[classic] Pabellón de caza
}
building-zoning_office = { $theme ->
    [1897] Notaría
   *[classic] Oficina de urbanismo
}
building-royal_supplier = { $theme ->
    [1897] Oficina de Abastecimiento
   *[classic] Proveedor real
}
building-villa = Villa
building-jeweler = { $theme ->
    [1897] Sastrería
   *[classic] Joyería
}
building-royal_garden = { $theme ->
    [1897] Plaza del Pueblo
   *[classic] Jardín real
}

## Goods

good-corn = maíz
good-indigo = { $theme ->
    [1897] fruta
   *[classic] añil
}
good-sugar = azúcar
good-tobacco = tabaco
good-coffee = café

## Island tiles

tile-corn = plantación de maíz
tile-indigo = { $theme ->
    [1897] plantación de fruta
   *[classic] plantación de añil
}
tile-sugar = plantación de azúcar
tile-tobacco = plantación de tabaco
tile-coffee = plantación de café
tile-quarry = cantera
tile-forest = bosque

## Other terms

term-colonist = { $theme ->
    [1897] trabajador
   *[classic] colono
}
term-colonists = { $theme ->
    [1897] trabajadores
   *[classic] colonos
}
term-colonist_ship = { $theme ->
    [1897] Registro de Empleo
   *[classic] barco de los colonos
}
term-trading_house = { $theme ->
    [1897] Casa de Comercio
   *[classic] casa de comercio
}
term-doubloon = { $theme ->
    [1897] moneda
   *[classic] doblón
}
term-doubloons = { $theme ->
    [1897] monedas
   *[classic] doblones
}
term-san_juan = { $theme ->
    [1897] retrato
   *[classic] San Juan
}
term-island = { $theme ->
    [1897] casillas de cultivo
   *[classic] isla
}
term-city = { $theme ->
    [1897] casillas edificables
   *[classic] ciudad
}
term-violet_buildings = { $theme ->
    [1897] edificios de color beis
   *[classic] edificios violetas
}
# La edición clásica no tiene burgueses ni nombre oficial para ellos: «noble», la palabra del
# juego original en inglés, se entiende bien y no se confunde con el colono.
term-noble = { $theme ->
    [1897] burgués
   *[classic] noble
}
term-nobles = { $theme ->
    [1897] burgueses
   *[classic] nobles
}
term-forest = bosque
term-governor = { $theme ->
    [1897] Gobernador
   *[classic] gobernador
}
term-vp = PV
term-victory_points = puntos de victoria
term-plantation = plantación
term-plantations = plantaciones
term-quarry = cantera
term-quarries = canteras
term-barrel = barril
term-barrels = barriles
term-cargo_ship = barco de carga
term-cargo_ships = barcos de carga
term-supply = reserva

## Amounts: $count is a number

amount-doubloons = { $theme ->
    [1897] { $count ->
        [one] { $count } moneda
       *[other] { $count } monedas
    }
   *[classic] { $count ->
        [one] { $count } doblón
       *[other] { $count } doblones
    }
}
amount-vp = { $count } PV
amount-colonists = { $theme ->
    [1897] { $count ->
        [one] { $count } trabajador
       *[other] { $count } trabajadores
    }
   *[classic] { $count ->
        [one] { $count } colono
       *[other] { $count } colonos
    }
}
# $good is a good's name.
amount-barrels = { $count ->
    [one] { $count } barril de { $good }
   *[other] { $count } barriles de { $good }
}
amount-players = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}
amount-plantations = { $count ->
    [one] { $count } plantación
   *[other] { $count } plantaciones
}
# A tile or good that appears $count times in a list.
amount-times = { $name } ×{ $count }

# A cargo ship named by its number of holds.
ship-name = barco de { $capacity }

## Lists: $head is the first items joined by commas, $last the last item

list-and = { $head } y { $last }
list-or = { $head } o { $last }
list-nothing = nada
list-nobody = nadie

## Why the game ends

end-reason-colonists = { $theme ->
    [1897] se acabaron los trabajadores
   *[classic] se acabaron los colonos
}
end-reason-city = una ciudad está completa
end-reason-vp = se agotaron los puntos de victoria

## The Buccaneer's options (expansion III) and the Festival (expansion IV)

buccaneer-piracy = Atraco
buccaneer-plunder = Saqueo
buccaneer-raid = Captación
buccaneer-kidnapping = Cambio de roles
festival = Festival
festival-goal-plantation = Plantaciones
festival-goal-goods = Mercancías
festival-goal-building = Edificios
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
expansion-new_buildings = Los Nuevos Edificios
expansion-nobles = { $theme ->
    [1897] Los Burgueses
   *[classic] Los Nobles
}
expansion-buccaneer = El Contrabandista
expansion-festival = El Festival

amount-nobles = { $theme ->
    [1897] { $count ->
        [one] { $count } burgués
       *[other] { $count } burgueses
    }
   *[classic] { $count ->
        [one] { $count } noble
       *[other] { $count } nobles
    }
}
# Una línea de la puntuación final: los PV de los burgueses de un jugador.
bonus-nobles = { $theme ->
    [1897] Burgueses
   *[classic] Nobles
}
# Lo que valdrán los burgueses de un jugador al final, junto a sus PV: 1 PV cada uno, y
# aparte lo que añade la Plaza del Pueblo ocupada.
nobles-worth = { $nobles_text }: +{ $vp } { term-vp } al final{ $garden ->
    [0] {""}
   *[other] { " " }({ building-royal_garden } +{ $garden })
}
