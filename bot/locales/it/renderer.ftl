## Testi del disegno del tabellone (renderer/). $theme è "classic" o 1897.

board-round = Turno { $round }
board-step-role = Scelta del ruolo
board-step-phase = Fase: { $role }
board-step-storage = { $role }: magazzino
board-step-over = Partita finita
board-step-draft = Scelta degli edifici
board-last-round = Ultimo turno
board-to-act-label = Tocca a:
board-must-act = deve agire
board-supply = Riserva
board-colonists = Lavoratori
# L'edizione classica non ha un nome ufficiale per i borghesi: «nobili» (vedi names.ftl).
board-nobles = { $theme ->
    [1897] Borghesi
   *[classic] Nobili
}
board-nobles-aboard = { $theme ->
    [1897] Borghesi (Sala)
   *[classic] Nobili a bordo
}
board-vp-chips = Gettoni PV
board-goods = Merci
board-plantations = Piantagioni
board-quarries = Cave
board-ships = Navi da carico
board-buildings = Edifici in vendita
board-free-space = Spazio libero ({ $space })
board-occupied = occupato
board-vacant = libero
board-score-sheet = Segnapunti
board-score-buildings = Edifici
board-score-total = Totale
board-score-tiebreak = Spareggio
board-score-winner = Vincitore
board-score-unoccupied = { $building }: 0, senza { term-colonist }
board-barrels = Barili
board-production = Produzione
board-kidnapped-by = di { $name }
board-marker = segnalino: { $name }
board-marker-alone = segnalino
board-festival = Festival
board-festival-goods = in una fase
board-festival-reward-plantation = +3 lavoratori
board-festival-reward-goods = { $theme ->
    [1897] +3 monete
   *[classic] +3 dobloni
}
board-festival-reward-building = +3 PV
board-festival-building-later = Edificio estratto dopo la scelta
