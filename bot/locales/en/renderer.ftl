## Labels drawn on the board picture (renderer/). $theme is "classic" or 1897.

board-round = Round { $round }
board-step-role = Choosing a role
board-step-phase = { $role } phase
board-step-storage = { $role }: storing goods
board-step-over = Game over
board-step-draft = The draft of the buildings
board-last-round = Last round
board-to-act-label = To act:
board-must-act = to act
board-supply = Supply
board-colonists = { $theme ->
    [1897] Workers
   *[classic] Colonists
}
board-nobles = Nobles
board-nobles-aboard = { $theme ->
    [1897] Nobles (Register)
   *[classic] Nobles aboard
}
board-vp-chips = VP chips
board-goods = Goods
board-plantations = Plantations
board-quarries = Quarries
board-ships = Cargo ships
board-buildings = Buildings for sale
board-free-space = Free space ({ $space })
board-occupied = occupied
board-vacant = empty
board-score-sheet = Score sheet
board-score-buildings = Buildings
board-score-total = Total
board-score-tiebreak = Tie-break
board-score-winner = Winner
board-score-unoccupied = { $building }: 0, no { term-colonist }
board-barrels = Barrels
board-production = Production
board-kidnapped-by = { $name }'s
board-marker = marker: { $name }
board-marker-alone = marker
board-festival = Festival
board-festival-goods = in one phase
board-festival-reward-plantation = { $theme ->
    [1897] +3 workers
   *[classic] +3 colonists
}
board-festival-reward-goods = { $theme ->
    [1897] +3 coins
   *[classic] +3 doubloons
}
board-festival-reward-building = +3 VP
board-festival-building-later = A building drawn after the draft
