## The story of a game, drawn after its score sheet (renderer/story.py, bot/coach/story.py).
## $player is a display name; $role a role's name; $round a round's number.

story-title = Cómo fue la partida
story-vp = PV si la partida acabara al empezar cada ronda
story-doubloons = { $theme ->
    [1897] Monedas
   *[classic] Doblones
}
story-chance = Probabilidad de ganar estimada por el ordenador
story-end = Final
story-led = { $player } lideró la partida desde la primera ronda hasta el final.
story-unfinished = La partida no ha terminado: { $player } va en cabeza, con un { $chance } % de probabilidad de ganar.
story-turn-role = La partida se decidió en la ronda { $round }, cuando { $player } eligió al { $role }.
story-turn-captain = La partida se decidió en la ronda { $round }, cuando { $player } eligió al { $role } y embarcó { $barrels ->
    [one] 1 { term-barrel }
   *[other] { $barrels } { term-barrels }
}.
story-turn-builder = La partida se decidió en la ronda { $round }, cuando { $player } eligió al { $role } y construyó { $building }.
story-turn-trader = La partida se decidió en la ronda { $round }, cuando { $player } eligió al { $role } y vendió un { term-barrel } de { $good } por { $price ->
    [one] 1 { term-doubloon }
   *[other] { $price } { term-doubloons }
}.
