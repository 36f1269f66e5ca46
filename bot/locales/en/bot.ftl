## The Discord bot: slash commands, lobby, prompts, pings, replies, and /pr rules cards.
## Names of pieces come from names.ftl and follow $theme (passed to every message).

## Slash commands (names: lowercase, no spaces)

cmd-pr-desc = Play Puerto Rico in this channel
cmd-new = new
cmd-new-desc = Open a game of Puerto Rico in this channel
cmd-new-theme = theme
cmd-new-theme-desc = Classic names or those of Puerto Rico 1897
cmd-new-language = language
cmd-new-language-desc = Language of the game's messages and pictures
cmd-new-players = players
cmd-new-players-desc = Most players who may join (2 to 5)
cmd-new-show_vp = show_vp
cmd-new-show_vp-desc = Show everyone's victory point chips
cmd-new-new_buildings = new_buildings
cmd-new-new_buildings-desc = Expansion I: fourteen new buildings, and how the board gets its buildings
cmd-new-nobles = nobles
cmd-new-nobles-desc = Expansion II: twenty nobles and their eight buildings
cmd-new-buccaneer = buccaneer
cmd-new-buccaneer-desc = Expansion III: the Buccaneer's role card
cmd-new-festival = festival
cmd-new-festival-desc = Expansion IV: the Festival's three goals
cmd-join = join
cmd-join-desc = Sit down at the game of this channel
cmd-leave = leave
cmd-leave-desc = Leave the game of this channel before it starts
cmd-start = start
cmd-start-desc = Start the game with the players seated
cmd-cancel = cancel
cmd-cancel-desc = Cancel this channel's game (host or server managers)
cmd-status = status
cmd-status-desc = Show the board and whose turn it is
cmd-play = play
cmd-play-desc = Make a decision by name, without the buttons
cmd-play-decision = decision
cmd-play-decision-desc = One of your legal choices
cmd-guests = guests
cmd-guests-desc = Move the guests of your Guest House
cmd-rules = rules
cmd-rules-desc = A short reference card for a role or building
cmd-rules-subject = subject
cmd-rules-subject-desc = A role or a building; leave it out for the list of all
cmd-history = history
cmd-history-desc = What happened last in this channel's game
cmd-notify = notify
cmd-notify-desc = Turn the DM when it is your turn on or off
cmd-notify-mode = mode
cmd-notify-mode-desc = on or off
cmd-language = language
cmd-language-desc = The language of the bot's private replies
cmd-language-language = language
cmd-language-language-desc = A language, or auto for Discord's
cmd-handover = handover
cmd-handover-desc = Give a seat in this channel's game to someone else
cmd-handover-to = to
cmd-handover-to-desc = Who takes the seat
cmd-handover-player = player
cmd-handover-player-desc = Whose seat (yours if left out)

choice-theme-classic = Classic
choice-theme-1897 = Puerto Rico 1897
choice-lang-en = English
choice-lang-es = Spanish
choice-lang-it = Italian
choice-lang-auto = Automatic (Discord's language)
choice-buildings-draft = Draft (the rulebook's)
choice-buildings-random = At random
choice-buildings-all_new = All the new ones
choice-on = on
choice-off = off

## The lobby

lobby-opened = { $host } opens a game of { $edition } for up to { $max } players{ $show_vp ->
    [true] , with { term-victory_points } shown
   *[false] {""}
}. Join with `/pr { cmd-join }`; the host starts it with `/pr { cmd-start }`.
lobby-joined = { $player } sits down ({ $count }/{ $max }).
lobby-players = Players: { $players } ({ $count }/{ $max }); host: { $host }.
lobby-expansions = Expansions: { $expansions }.
lobby-expansion-board = { $expansion } — { $board }
## Puerto Rico 1897's name for San Juan, said where a newcomer meets it (the lobby, /pr rules).
legend-portrait = **Portrait**: the place on your player board where your { term-colonists } wait until they are placed (San Juan in the classic edition).
lobby-dm-on = { $player }: you will get a DM when it is your turn. Turn it off with `/pr { cmd-notify } { cmd-notify-mode }:{ choice-off }`.
lobby-dm-off = { $player }: DMs for your turn are off. Turn them on with `/pr { cmd-notify } { cmd-notify-mode }:{ choice-on }`.
lobby-left = { $player } stands up.
lobby-closed = Nobody is left: the game is closed.
game-started = The game begins! Seats: { $order }.
game-cancelled = { $player } cancelled this channel's game.
seat-handed-over = { $new } takes over the seat of { $old } and plays on from where it stands.

## A role's message (one per role chosen; the bot adds lines as the phase goes on)

turn-header = **Round { $round }** · { term-governor }: { $governor }
prompt-step-role = choose a role.
prompt-step-draft = the draft: choose a building for a free space of its cost.
prompt-step-settler = { $role }: take a { term-plantation }, or pass.
## $nobles: how many of the $count are nobles (expansion II); $pieces says both, e.g.
## "3 workers and 1 noble".
prompt-step-mayor = { $role }: { $nobles ->
    [0] { $count ->
        [one] place your { term-colonist }
       *[other] place your { $count } { term-colonists }
    }
   *[other] place your { $pieces }
}.
prompt-step-builder = { $role }: build, or pass.
prompt-step-craftsman = { $role }: take one more { term-barrel }, or pass.
prompt-step-trader = { $role }: sell one good, or pass.
prompt-step-captain = { $role }: load your goods.
prompt-step-storage = { $role }: choose the goods you keep.
prompt-step-buccaneer = { $role }: choose { $options }.
prompt-step-hunting_lodge = { building-hunting_lodge }: discard one { term-plantation } or { term-forest }, or pass.
prompt-step-kidnapped = nobody chose the { $role } you kidnapped: play it now.
prompt-step-placing = { $source ->
    [raid] { buccaneer-raid }: place the { term-colonists } you keep ({ $count } left), or pass: the others go back to the { term-supply }.
   *[festival] { festival }: place the { term-colonists } you won ({ $count } left).
}
prompt-all-mayor = { $role }: each player places his { term-colonists } (the suggested arrangement, or his own).
prompt-all-storage = { $role }: everyone chooses the goods he keeps.
prompt-status = { $player }: { $doubloons_text } · { $goods_count ->
    [0] no goods
   *[other] { $goods }
} · { term-island }: { $island_free } free · { term-city }: { $city_free } free
prompt-trading-house = In the { term-trading_house }: { $count ->
    [0] nothing
   *[other] { $goods }
} ({ $count }/{ $spaces })
prompt-colonist-ship = On the { term-colonist_ship }: { $count } (the minimum is { $minimum })
prompt-ships = Ships: { $ships }
prompt-ship = { $ship } { $load ->
    [0] empty
   *[other] { $load }/{ $capacity } { $good }
}
prompt-suggested = Suggested arrangement
prompt-open-mayor = Arrange my { term-colonists }
prompt-open-storage = Choose what I keep
prompt-board = Pictures
prompt-select = { $named ->
    [true] { $group } · { $count }
   *[false] { $count ->
        [one] 1 choice
       *[other] { $count } choices
    }
}
## A group of decisions too many for the message (a building and what may be given back
## for it): how many it holds, and the question of the private message that lists them.
prompt-ways = { $count } ways
prompt-choose-way = { $choice }: { $count } ways, choose one
prompt-circles = { $count ->
    [one] The circle for your { term-colonist }
   *[other] The { $count } circles for your { term-colonists }
}
prompt-place = Place them ({ $chosen } of { $count } chosen)
## The nobles' circles (expansion II), the step before the colonists': exactly $count, or
## from $least to $most when the others may stay.
prompt-noble-circles = { $count ->
    [one] The circle for your { term-noble }
   *[other] The { $count } circles for your { term-nobles }
}
prompt-noble-circles-fewer = Circles for your { term-nobles }: { $least } to { $most } (the others stay { $theme ->
    [1897] on your { term-san_juan }
   *[classic] in { term-san_juan }
})
prompt-place-fewer = Place them ({ $chosen } chosen, { $least } to { $most })

## Scores

score-title = Final scores:
score-voted-out = { $player }: played by the computer { $round ->
    [0] {""}
   *[other] since round { $round }{" "}
}(voted out by the others)
score-line = { $winner ->
    [true] 🏆
   *[false] ·
} { $player }: { $total } { term-vp } ({ $chips } in chips, { $buildings } for buildings{ $bonus_count ->
    [0] {""}
   *[other] , { $bonuses }
}; tie-break { $tiebreak })
score-bonus = { $name } +{ $vp }
score-bonus-unoccupied = { $name } 0 (no { term-colonist })

## Clicks, pings, status

click-expired = This choice has expired: the game has moved on.
click-current-prompt = Your current choices: { $link }
click-not-yours = These choices are for { $player }.
## Circles of a Mayor's step clicked in time that make no choice of it (a click out of date
## says click-expired): what was wrong. $what: what the step asks for ("The 3 circles for your
## colonists"), $chosen: how many circles were chosen.
arrange-refused-count = { $what }, not { $chosen }: nothing was placed. Choose again.
arrange-refused-circles = Some of those circles are not offered in this step, or one is chosen twice: nothing was placed. Choose again.
arrange-refused = The game does not take that arrangement: nothing was placed. Choose again.
guests-choose = Your { building-guest_house }'s guests may move now, whether or not you are asked:
guests-none = You have no guest to move now (none on your { building-guest_house }, or it is the { role-mayor } phase).
guests-gone = This guest move is no longer possible: your { building-guest_house } has changed since. Nothing was moved.
guests-select = Move a guest ({ $count } { $count ->
    [one] place
   *[other] places
})
channel-forbidden = I may not post in { $channel } any more, so the game there is waiting. Please give me back the permission to send messages there, then use `/pr { cmd-status }`.
ping = Your turn in { $channel }: { $decision } { $link }
ping-dm-refused = { $user }, it is your turn here (I could not send you a DM).
reminder = Reminder: { $channel } has been waiting for you for { $hours ->
    [one] an hour
   *[other] { $hours } hours
}: { $decision } { $link }
status-lobby = Waiting to start. Players ({ $count }): { $players }.
status-playing = Round { $round }. Waiting for: { $waiting }.
play-done = Done: { $decision }.
history-title = Latest events:
history-finished-title = No game in play here. The latest finished games (★ winner; `/pr { cmd-review }` gives a game's review by its number):
history-finished-game = { $date }: { $results } (#{ $game })
history-nothing = No game in play here, and none finished yet. Open one with `/pr { cmd-new }`.
notify-on = You will get a DM when it is your turn.
notify-off = No more DMs for your turns.
language-set = Private replies will be in: { $language }.
rules-unknown = I know no role or building by that name.
rules-index = Every reference card; type one after `/pr { cmd-rules } { cmd-rules-subject }:`
rules-index-roles = **Roles:** { $subjects }
rules-index-production = **Production buildings:** { $subjects }
rules-index-violet = **Other small buildings:** { $subjects }
rules-index-large = **Large buildings:** { $subjects }
rules-index-occupied = At the end every building is worth its { term-vp }, occupied or not. A building works only while occupied, and a large building’s bonus counts only if it is occupied at the end.
rules-occupied-violet = It works only while occupied; its { $vp } { term-vp } count at the end either way.
rules-occupied-large = Its bonus counts only if it is occupied at the end; its { $vp } { term-vp } count either way.
rules-index-nobles = **{ expansion-nobles }:** { $subjects }
rules-index-expansions = **Expansions:** { $subjects }
rules-buccaneer = The chooser alone carries out one option: { buccaneer-piracy } (all barrels off one cargo ship; keep up to 3), { buccaneer-plunder } (all barrels out of the { term-trading_house }, 1 { term-vp } each), { buccaneer-raid } (the { term-colonist_ship } down to one per player; put up to 3 of them at once on empty circles of your { term-island } or { term-city }) or { buccaneer-kidnapping } (take an unused role with its coins: if another player chooses it you get 3 { term-doubloons }, otherwise you play it at the end of the round). No coin ever goes on it, and nobody takes it twice in a row.
rules-festival = Three goals, each for the first to reach it: 3 { term-plantations } of the drawn kind on your { term-island } (3 { term-colonists }, placed at once), the 3 drawn { term-barrels } produced in one phase (3 { term-doubloons }), the drawn building built (3 { term-vp }).
bot-error-unexpected = Something went wrong; the game is safe. Please try again.

## Why a request was refused (the service's error codes)

service-error-no_game = There is no game in this channel. Open one with `/pr { cmd-new }`.
service-error-game_exists = This channel already has a game.
service-error-not_started = This game has not started yet.
service-error-already_started = This game has already started.
service-error-full = This game is full.
service-error-already_joined = You are already in this game.
service-error-not_joined = You are not in this game.
service-error-not_host = Only the host (or a server manager, to cancel) may do that.
service-error-too_few_players = At least 2 players are needed to start.
service-error-not_a_player = You do not play in this game.
service-error-not_your_turn = It is not your turn to decide.
service-error-illegal = That move is not allowed right now.
play-legal = { $more ->
    [0] You may: { $choices }.
    [one] You may: { $choices }, and 1 more (type a few letters to see it).
   *[other] You may: { $choices }, and { $more } more (type a few letters to see them).
}
service-error-game_over = This game is over.
service-error-stale = This choice has expired: the game has moved on.
service-error-corrupt_game = This game's saved moves do not replay; it cannot be continued.
service-error-bad_theme = Unknown edition.
service-error-bad_language = Unknown language.
service-error-bad_option = Unknown game option.
service-error-bad_max_players = A game has 2 to 5 players.
service-error-not_saved = Could not save: nothing changed. Try again in a moment.
service-error-unavailable = The game's database cannot be reached just now: nothing changed. Try again in a moment.

## /pr rules: short reference cards

rules-settler = Each player, from the chooser, takes one face-up { term-plantation } (the chooser may take a { term-quarry } instead). With an occupied { building-hacienda }, first draw one face-down tile; with an occupied { building-hospice }, the new tile comes with a { term-colonist }.
rules-mayor = The chooser takes 1 { term-colonist } from the { term-supply }; those of the { term-colonist_ship } are shared out. Everyone places all their { term-colonists } again on { term-plantations }, { term-quarries } and buildings. The { term-colonist_ship } is refilled with one per empty building circle (at least one per player).
rules-builder = Each player may build one building, paying its cost minus 1 per occupied { term-quarry } (at most the building's column); the chooser pays 1 less.
rules-craftsman = Everyone produces goods from occupied { term-plantations } with occupied production buildings (corn needs none). The chooser then takes 1 more { term-barrel } of a kind he produced.
rules-trader = Each player may sell one good to the { term-trading_house } (no kind twice, 4 places); the chooser earns 1 more. Full after four sales, it is emptied at the end of the phase.
rules-captain = In turn, everyone who can must load one kind of good on a cargo ship: 1 { term-vp } per { term-barrel }, the chooser +1 once. Afterwards each keeps one { term-barrel } (more with warehouses); full ships are emptied.
rules-prospector = The chooser takes 1 { term-doubloon } from the bank; nobody else does anything.
rules-small_indigo_plant = Production: turns an occupied { good-indigo } { term-plantation } into 1 { term-barrel } (1 circle).
rules-small_sugar_mill = Production: turns an occupied { good-sugar } { term-plantation } into 1 { term-barrel } (1 circle).
rules-indigo_plant = Production: up to 3 occupied { good-indigo } { term-plantations } give 3 { term-barrels } (3 circles).
rules-sugar_mill = Production: up to 3 occupied { good-sugar } { term-plantations } give 3 { term-barrels } (3 circles).
rules-tobacco_storage = Production: up to 3 occupied { good-tobacco } { term-plantations } give 3 { term-barrels } (3 circles).
rules-coffee_roaster = Production: up to 2 occupied { good-coffee } { term-plantations } give 2 { term-barrels } (2 circles).
rules-small_market = { role-trader }: +1 { term-doubloon } when you sell.
rules-hacienda = { role-settler }: before your pick, you may draw a face-down { term-plantation } as well.
rules-construction_hut = { role-settler }: you may take a { term-quarry } instead of a { term-plantation }.
rules-small_warehouse = { role-captain }: after loading, keep all barrels of one kind as well.
rules-hospice = { role-settler }: your new tile comes with a { term-colonist } from the { term-supply }.
rules-office = { role-trader }: you may sell a kind the { term-trading_house } already has.
rules-large_market = { role-trader }: +2 { term-doubloons } when you sell.
rules-large_warehouse = { role-captain }: after loading, keep all barrels of two kinds as well.
rules-factory = { role-craftsman }: 1/2/3/5 { term-doubloons } for producing 2/3/4/5 kinds of goods.
rules-university = { role-builder }: each building you build comes with a { term-colonist } from the { term-supply }.
rules-harbor = { role-captain }: +1 { term-vp } each time you load.
rules-wharf = { role-captain }: once per phase, ship all barrels of one kind on your own ship.
rules-guild_hall = End: +1 { term-vp } per small and +2 per large production building.
rules-residence = End: 4/5/6/7 { term-vp } for up to 9/10/11/12 filled spaces of your { term-island }.
rules-fortress = End: +1 { term-vp } per 3 { term-colonists } you own.
rules-customs_house = End: +1 { term-vp } per 4 { term-vp } in chips.
rules-city_hall = End: +1 { term-vp } for each of your { term-violet_buildings }, itself included.

## Reference cards of expansion I, the New Buildings
rules-index-new_buildings = **{ expansion-new_buildings }:** { $subjects }
rules-aqueduct = { role-craftsman }: +1 { term-barrel } of { good-indigo } or { good-sugar } when your occupied { building-indigo_plant } or { building-sugar_mill } produces it.
rules-forest_house = { role-settler }: you may lay your new { term-plantation } face down as a { term-forest } (no { term-colonist } on it). Building: 1 { term-doubloon } off per 2 forests, occupied or not.
rules-black_market = { role-builder }: short of { term-doubloons }, give back up to 1 { term-colonist }, 1 { term-barrel } and 1 { term-vp }, 1 off each; no { term-doubloon } may be left over.
rules-storehouse = { role-captain }: after loading, keep 3 more { term-barrels } of any kinds.
rules-guest_house = { role-mayor }: up to 2 { term-colonists } as guests; at any moment outside the { role-mayor } phase, move them to empty circles (/pr { cmd-guests }).
rules-trading_post = { role-trader }: instead of the { term-trading_house }, sell any { term-barrel } to the { term-supply } at its price (no markets; the chooser's +1 counts).
rules-church = { role-builder }: +1 { term-vp } for each building of column 2 or 3 you build later, +2 for column 4.
rules-small_wharf = { role-captain }: once per phase, instead of loading, ship any { term-barrels } you choose, of any kinds: 1 { term-vp } per 2.
rules-lighthouse = { role-captain }: +1 { term-doubloon } each time you load, and +1 as the chooser even without loading.
rules-specialty_factory = { role-craftsman }: { term-doubloons } equal to your best kind's { term-barrels } minus 1 (corn never counts).
rules-library = Every role you choose: its privilege counts twice.
rules-union_hall = { role-captain }: at your first turn, before loading, 1 { term-vp } per 2 { term-barrels } of one kind.
rules-statue = End: 8 { term-vp }; it takes no { term-colonist }.
rules-cloister = End: 1/3/6/10 { term-vp } for 1/2/3/4 trios of identical tiles on your { term-island } (forests and quarries too).

rules-land_office = { role-trader }, on your turn: with a { term-colonist } on it, buy the top face-down { term-plantation } for 1 { term-doubloon }; with a { term-noble }, give up one of your { term-plantations } for 1 { term-doubloon }.
rules-chapel = { role-craftsman }: +1 { term-doubloon } with a { term-colonist } on it, +1 { term-vp } with a { term-noble }.
rules-hunting_lodge = End of the { role-settler } phase: with a { term-colonist } on it, you may discard one { term-plantation } or { term-forest }; with a { term-noble }, +2 { term-vp } if your { term-island } has the most empty spaces (no tie).
rules-zoning_office = { role-builder }: with a { term-colonist } on it, −1 { term-doubloon } on small buildings; with a { term-noble }, −2 on large ones. Never the other way round.
rules-royal_supplier = { role-captain }, your first turn, before loading: give back one { term-barrel } per { term-noble } you own, all of different kinds, for 1 { term-vp } each.
rules-villa = { role-mayor }: +1 { term-noble } from the { term-supply } (a { term-colonist } when none is left).
rules-jeweler = { role-craftsman }: +1 { term-doubloon } per { term-noble } you own. Counts as a large production building.
rules-royal_garden = End: +1 { term-vp } per { term-noble } you own (each is then worth 2).
