## The game in a terminal (`prbot play`). $theme is "classic" or 1897.
## $nobles (purse line): what the nobles will score, after " · ", or nothing; (supply line)
## the nobles in the supply and aboard, after " · ", or nothing.

terminal-heading = Round { $round } · { term-governor }: { $governor } · { $step }
terminal-roles = Roles
terminal-supply = Supply
terminal-supply-line = { $theme ->
    [1897] workers { $supply } (register { $ship })
   *[classic] colonists { $supply } (ship { $ship })
}{ $nobles } · VP chips { $vp } · quarries { $quarries } · barrels: { $barrels }
terminal-ships = Cargo ships
terminal-empty = empty
terminal-trading-house = { $theme ->
    [1897] Trading House
   *[classic] Trading house
}
terminal-plantations = Face-up plantations
terminal-buildings = Buildings for sale (cost × copies)
terminal-column-player = Player
terminal-column-doubloons = { $theme ->
    [1897] Coins
   *[classic] Doubloons
}
terminal-column-vp = VP
terminal-column-nobles = Nobles
# A player's nobles, and the VP they will score at the end.
terminal-nobles-cell = { $count } (+{ $vp } { term-vp })
terminal-column-goods = Goods
terminal-column-island = { $theme ->
    [1897] Countryside
   *[classic] Island
}
terminal-column-city = City
terminal-column-san-juan = { $theme ->
    [1897] Portrait
   *[classic] San Juan
}
terminal-column-vp-chips = VP chips
terminal-column-buildings = Buildings
terminal-column-bonuses = Bonuses
terminal-column-total = Total
terminal-column-tiebreak = Tie-break
terminal-board-title = Board: { $player }
terminal-purse = Purse
terminal-purse-line = { $purse } · { $vp } { term-vp }{ $nobles } · { $waiting ->
    [one] 1 { term-colonist } waiting
   *[other] { $waiting } { term-colonists } waiting
}
terminal-goods = Goods
terminal-island = { $theme ->
    [1897] Countryside
   *[classic] Island
}
terminal-city = City
terminal-player = Player { $number }
terminal-ask = { $player }, { $question }
terminal-step-role = choose a role.
terminal-step-settler = { $role }: take a { term-plantation }, or pass.
terminal-step-mayor = { $role }: { $count ->
    [one] place your { term-colonist }.
   *[other] place your { $count } { term-colonists }, all at once.
}
## The Mayor's circles typed on one line. $what: what the step asks for ("The 3 circles for
## your colonists"); $example: the suggested arrangement's circles in this step ("1 3 4").
terminal-arrange = { $what }: type their numbers on one line, such as “{ $example }” (the suggested ones), or “s” to place the whole suggested arrangement.
terminal-arrange-unknown = “{ $text }” is not a list of circles: type their numbers, such as “{ $example }”, or “s” for the suggested arrangement.
terminal-arrange-bad-circle = There is no circle { $number }: the circles are numbered 1 to { $count }. Nothing was placed.
terminal-arrange-twice = Circle { $number } is typed twice: a circle takes one { term-colonist }. Nothing was placed.
terminal-arrange-taken = Circle { $number } already has your { term-noble }. Nothing was placed.
terminal-arrange-count = { $what }, not { $chosen }: nothing was placed.
terminal-arrange-refused = That arrangement cannot be placed: nothing was placed.
terminal-step-builder = { $role }: build, or pass.
terminal-step-craftsman = { $role }: take one more { term-barrel }, or pass.
terminal-step-trader = { $role }: sell one good, or pass.
terminal-step-captain = { $role }: load your goods.
terminal-step-storage = { $role }: choose the goods you keep.
terminal-step-other = your decision.
terminal-prompt = Your choice (number or text, ? for help):
terminal-help = Type the number of a choice, or words of its text: the start of each word is enough, capitals and accents aside. “t” shows the table again, “? NAME” a role’s or building’s card, “q” (or “quit”, “exit”) leaves the game (a saved game can be resumed), Ctrl-C too.
terminal-help-example = For example “{ $word }” for “{ $label }”.
terminal-rules-index = The reference cards: type “?” and a name, such as “? { role-builder }”.
terminal-bad-number = There is no choice { $number }: type a number from 1 to { $count }.
terminal-ambiguous = “{ $text }” fits { $count } choices: type the number of the one you mean.
terminal-unknown = “{ $text }” is not one of the choices: type a number from 1 to { $count }, or “?” for help.
terminal-left-saved = Game left. It is saved in { $path }: go on with “prbot play --resume { $path }”.
terminal-left-unsaved = Game left. It was not saved: start with “--save FILE” to keep a game.
terminal-game-over = Game over.
terminal-finished = The game in { $path } is over: there is nothing left to play. Its pictures: “prbot render { $path }”; its story: “prbot review { $path }”.
terminal-bad-level = Unknown computer level “{ $level }”: choose from { $levels }.
terminal-bad-players = { $computers } computer players do not fit at a table of { $players }: a game has 2 to 5 seats.
terminal-bad-setup = This game cannot be set up: { $reason }
terminal-save-exists = { $path } already exists, and may be a saved game: go on with it with “prbot play --resume { $path }”, or save a new game in another file.
terminal-save-folder = { $path } is a folder: give a file to save the game in, such as { $path }/game.json.
terminal-save-no-folder = There is no folder { $folder } to save { $path } in: create it first, or choose another file.
terminal-cannot-save = The game cannot be saved in { $path }: { $reason }.
terminal-too-many-names = { $count } names for { $seats } people: --names names the seats the computer does not play, in order.
terminal-empty-name = A name in --names is empty: separate the names with single commas, such as --names Ana,Bea.
terminal-more = { $count } more: press Enter to see them, or type a word of the one you want.
