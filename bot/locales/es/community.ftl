## Clasificación, estadísticas y valoraciones de habilidad en un servidor.

cmd-leaderboard = clasificacion
cmd-leaderboard-desc = Los mejores jugadores de este servidor por valoración, en imagen y en texto
cmd-leaderboard-page = pagina
cmd-leaderboard-page-desc = Todas las partidas, las de Puerto Rico 1897 o un conjunto de expansiones
cmd-stats = estadisticas
cmd-stats-desc = Partidas, victorias, rol y edificio favoritos de un jugador en este servidor
cmd-stats-player = jugador
cmd-stats-player-desc = De quién (tuyas si no lo indicas)

page-all = Todas las partidas
page-1897 = { theme-1897 }
page-expansions = Con { $expansions }
# Las expansiones de una página, en mitad de la frase e iguales en ambas ediciones: una página, un nombre.
page-expansion-new_buildings = los Nuevos Edificios
page-expansion-nobles = los Nobles
page-expansion-buccaneer = el Contrabandista
page-expansion-festival = el Festival

rating-title = Valoraciones:
rating-change = { $player } { $before } → { $after } ({ $change })

leaderboard-title = Clasificación: { $page }
leaderboard-head = Puesto, jugador, valoración, partidas, victorias, tendencia en las últimas partidas
leaderboard-line = { $rank }. { $player }: { $rating }, { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}, { $wins ->
    [one] 1 victoria
   *[other] { $wins } victorias
}{ $trend ->
    [none] {""}
   *[other] , tendencia { $trend }
}
leaderboard-asker = { $line } ← pidió esta página
leaderboard-not-rated = { $player } aún no tiene valoración en esta página.
leaderboard-pages = Otras páginas:
leaderboard-empty = Aún no se ha valorado ninguna partida en este servidor: la primera que terminen al menos dos personas dará las primeras valoraciones.
leaderboard-no-page = Este servidor no tiene esa página. Sus páginas:
leaderboard-choose-page = Otra página de la clasificación
leaderboard-not-yours = Esta clasificación se hizo para { $user }: solo esa persona puede cambiar de página. `/pr clasificacion` te muestra la tuya, con tu propia línea.
leaderboard-note = Valoración = 1500 + 20 × (habilidad − 3 × incertidumbre): sube cuando ganas y a medida que tus partidas dicen más de ti.
picture-rank = #
picture-player = Jugador
picture-rating = Valoración
picture-games = Partidas
picture-wins = Victorias
picture-trend = Tendencia

stats-title = { $player } en este servidor
stats-none = { $player } aún no ha terminado ninguna partida en este servidor.
stats-overall = { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}, { $wins ->
    [one] 1 victoria
   *[other] { $wins } victorias
}; de media { NUMBER($vp, maximumFractionDigits: 1) } PV, puesto { NUMBER($place, maximumFractionDigits: 1) }
stats-by-players = { $players } jugadores: { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}, { $wins ->
    [one] 1 victoria
   *[other] { $wins } victorias
}, { NUMBER($vp, maximumFractionDigits: 1) } PV, puesto { NUMBER($place, maximumFractionDigits: 1) }
stats-role = Rol favorito: { $role } ({ $count ->
    [one] elegido una vez
   *[other] elegido { $count } veces
}); el más elegido en partidas ganadas: { $won }
stats-building = Edificio favorito: { $building } ({ $count ->
    [one] construido una vez
   *[other] construido { $count } veces
}); el más presente en partidas ganadas: { $won }
stats-none-yet = ninguno todavía
stats-vp-share = PV por embarques (fichas): { $shipping } %; por edificios: { $building } %
stats-wait = Mediana del tiempo para decidir: { $time }
stats-wait-none = Mediana del tiempo para decidir: aún sin datos
stats-best = Mejor partida: { $vp } PV{ $won ->
    [true] , ganada
   *[false] {""}
}, { $date }: { $link }
picture-by-players = Según el número de jugadores
picture-games-won = partidas (ganadas)
picture-vp-share = De dónde vinieron los PV
picture-shipping = Embarques
picture-buildings = Edificios
picture-favourites = Favoritos

time-seconds = { $seconds } s
time-minutes = { $minutes } min
time-hours = { $hours } h { $minutes } min
time-days = { $days } d { $hours } h
