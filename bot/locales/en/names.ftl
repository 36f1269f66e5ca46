## Names of the pieces, by theme: $theme is "classic" or 1897 (the same rules, other names).
## Ids are the engine's (classic English names in snake_case).

theme-classic = Puerto Rico
theme-1897 = Puerto Rico 1897

## Roles

role-settler = { $theme ->
    [1897] Planter
   *[classic] Settler
}
role-mayor = { $theme ->
    [1897] Recruiter
   *[classic] Mayor
}
role-builder = Builder
role-craftsman = Craftsman
role-trader = Trader
role-captain = Captain
role-prospector = { $theme ->
    [1897] Adventurer
   *[classic] Prospector
}
role-buccaneer = Buccaneer

## Buildings of the base game

building-small_indigo_plant = { $theme ->
    [1897] Small Fruit Depot
   *[classic] Small Indigo Plant
}
building-small_sugar_mill = Small Sugar Mill
building-indigo_plant = { $theme ->
    [1897] Large Fruit Depot
   *[classic] Indigo Plant
}
building-sugar_mill = { $theme ->
    [1897] Large Sugar Mill
   *[classic] Sugar Mill
}
building-tobacco_storage = Tobacco Storage
building-coffee_roaster = Coffee Roaster
building-small_market = Small Market
building-hacienda = Hacienda
building-construction_hut = { $theme ->
    [1897] Builder's Yard
   *[classic] Construction Hut
}
building-small_warehouse = Small Warehouse
building-hospice = { $theme ->
    [1897] Hospital
   *[classic] Hospice
}
building-office = Office
building-large_market = Large Market
building-large_warehouse = Large Warehouse
building-factory = Factory
building-university = { $theme ->
    [1897] School
   *[classic] University
}
building-harbor = Harbor
building-wharf = Wharf
building-guild_hall = { $theme ->
    [1897] Fire Station
   *[classic] Guild Hall
}
building-residence = Residence
building-fortress = Fortress
building-customs_house = Customs House
building-city_hall = City Hall

## Buildings of expansion I (New Buildings)
# The original English names; the 1897 English theme keeps them except where an 1897 name is
# known (Distillery, Assembly Hall).

building-aqueduct = Aqueduct
building-forest_house = Forest House
building-black_market = Black Market
building-storehouse = Storehouse
building-guest_house = Guest House
building-trading_post = Trading Post
building-church = Church
building-small_wharf = Small Wharf
building-lighthouse = Lighthouse
building-specialty_factory = { $theme ->
    [1897] Distillery
   *[classic] Specialty Factory
}
building-library = Library
building-union_hall = { $theme ->
    [1897] Assembly Hall
   *[classic] Union Hall
}
building-statue = Statue
building-cloister = Cloister

## Buildings of expansion II (Nobles)

building-land_office = Land Office
building-chapel = Chapel
building-hunting_lodge = Hunting Lodge
building-zoning_office = Zoning Office
building-royal_supplier = Royal Supplier
building-villa = Villa
building-jeweler = Jeweler
building-royal_garden = Royal Garden

## Goods

good-corn = corn
good-indigo = { $theme ->
    [1897] fruit
   *[classic] indigo
}
good-sugar = sugar
good-tobacco = tobacco
good-coffee = coffee

## Island tiles

tile-corn = corn plantation
tile-indigo = { $theme ->
    [1897] fruit plantation
   *[classic] indigo plantation
}
tile-sugar = sugar plantation
tile-tobacco = tobacco plantation
tile-coffee = coffee plantation
tile-quarry = quarry
tile-forest = forest

## Other terms

term-colonist = { $theme ->
    [1897] worker
   *[classic] colonist
}
term-colonists = { $theme ->
    [1897] workers
   *[classic] colonists
}
term-colonist_ship = { $theme ->
    [1897] Work Register
   *[classic] colonist ship
}
term-trading_house = { $theme ->
    [1897] Trading House
   *[classic] trading house
}
term-doubloon = { $theme ->
    [1897] coin
   *[classic] doubloon
}
term-doubloons = { $theme ->
    [1897] coins
   *[classic] doubloons
}
term-san_juan = { $theme ->
    [1897] portrait
   *[classic] San Juan
}
term-island = { $theme ->
    [1897] countryside
   *[classic] island
}
term-city = city
term-violet_buildings = { $theme ->
    [1897] commercial buildings
   *[classic] violet buildings
}
term-noble = noble
term-nobles = nobles
term-forest = forest
term-governor = Governor
term-vp = VP
term-victory_points = { $theme ->
    [1897] VP
   *[classic] victory points
}
term-plantation = plantation
term-plantations = plantations
term-quarry = quarry
term-quarries = quarries
term-barrel = barrel
term-barrels = barrels
term-cargo_ship = cargo ship
term-cargo_ships = cargo ships
term-supply = supply

## Amounts: $count is a number

amount-doubloons = { $theme ->
    [1897] { $count ->
        [one] { $count } coin
       *[other] { $count } coins
    }
   *[classic] { $count ->
        [one] { $count } doubloon
       *[other] { $count } doubloons
    }
}
amount-vp = { $count } VP
amount-colonists = { $theme ->
    [1897] { $count ->
        [one] { $count } worker
       *[other] { $count } workers
    }
   *[classic] { $count ->
        [one] { $count } colonist
       *[other] { $count } colonists
    }
}
# $good is a good's name.
amount-barrels = { $count } { $good }
amount-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
amount-plantations = { $count ->
    [one] { $count } plantation
   *[other] { $count } plantations
}
# A tile or good that appears $count times in a list.
amount-times = { $name } ×{ $count }

# A cargo ship named by its number of holds.
ship-name = { $capacity }-ship

## Lists: $head is the first items joined by commas, $last the last item

list-and = { $head } and { $last }
list-or = { $head } or { $last }
list-nothing = nothing
list-nobody = nobody

## Why the game ends

end-reason-colonists = { $theme ->
    [1897] the workers ran out
   *[classic] the colonists ran out
}
end-reason-city = a city is full
end-reason-vp = the victory points ran out

## The Buccaneer's options (expansion III) and the Festival (expansion IV)

buccaneer-piracy = Piracy
buccaneer-plunder = Plunder
buccaneer-raid = Raid
buccaneer-kidnapping = Kidnapping
festival = Festival
festival-goal-plantation = Plantations
festival-goal-goods = Goods
festival-goal-building = Buildings
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
expansion-new_buildings = The New Buildings
expansion-nobles = The Nobles
expansion-buccaneer = The Buccaneer
expansion-festival = The Festival

amount-nobles = { $theme ->
    [1897] { $count ->
        [one] { $count } noble
       *[other] { $count } nobles
    }
   *[classic] { $count ->
        [one] { $count } noble
       *[other] { $count } nobles
    }
}
# A line of the final scores: VP for the nobles a player owns.
bonus-nobles = Nobles
# What a player's nobles will score at the end, shown beside his VP: 1 VP each, the
# occupied Royal Garden's share apart.
nobles-worth = { $nobles_text }: +{ $vp } { term-vp } at the end{ $garden ->
    [0] {""}
   *[other] { " " }({ building-royal_garden } +{ $garden })
}
