## The story of a game, drawn after its score sheet (renderer/story.py, bot/coach/story.py).
## $player is a display name; $role a role's name; $round a round's number.

story-title = How the game went
story-vp = VP if the game ended at each round's start
story-doubloons = { $theme ->
    [1897] Coins
   *[classic] Doubloons
}
story-chance = Chance to win, as the computer estimates it
story-end = End
story-led = { $player } led from the first round to the end.
story-unfinished = The game is not over: { $player } leads, with a { $chance }% chance to win.
story-turn-role = The game turned in round { $round }, when { $player } took the { $role }.
story-turn-captain = The game turned in round { $round }, when { $player } took the { $role } and shipped { $barrels ->
    [one] 1 { term-barrel }
   *[other] { $barrels } { term-barrels }
}.
story-turn-builder = The game turned in round { $round }, when { $player } took the { $role } and built the { $building }.
story-turn-trader = The game turned in round { $round }, when { $player } took the { $role } and sold a { term-barrel } of { $good } for { $price ->
    [one] 1 { term-doubloon }
   *[other] { $price } { term-doubloons }
}.
