## The story of a game, drawn after its score sheet (renderer/story.py, bot/coach/story.py).
## $player is a display name; $role a role's name; $round a round's number.

story-title = Com'è andata la partita
story-vp = PV se la partita finisse all'inizio di ogni turno
story-doubloons = { $theme ->
    [1897] Monete
   *[classic] Dobloni
}
story-chance = Probabilità di vittoria stimata dal computer
story-end = Fine
story-led = { $player } ha guidato la partita dal primo turno alla fine.
story-unfinished = La partita non è finita: { $player } è in testa, con il { $chance }% di probabilità di vincere.
story-turn-role = La partita si è decisa al turno { $round }, quando { $player } ha scelto il ruolo di { $role }.
story-turn-captain = La partita si è decisa al turno { $round }, quando { $player } ha scelto il ruolo di { $role } e ha spedito { $barrels ->
    [one] 1 { term-barrel }
   *[other] { $barrels } { term-barrels }
}.
story-turn-builder = La partita si è decisa al turno { $round }, quando { $player } ha scelto il ruolo di { $role } e ha costruito { $building }.
story-turn-trader = La partita si è decisa al turno { $round }, quando { $player } ha scelto il ruolo di { $role } e ha venduto un { term-barrel } di { $good } per { $price ->
    [one] 1 { term-doubloon }
   *[other] { $price } { term-doubloons }
}.
