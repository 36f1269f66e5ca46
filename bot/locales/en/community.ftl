## Ratings, the leaderboard and a player's statistics in a server.

cmd-leaderboard = leaderboard
cmd-leaderboard-desc = This server's best players by rating, as a picture and as text
cmd-leaderboard-page = page
cmd-leaderboard-page-desc = All games, the Puerto Rico 1897 games, or one set of expansions
cmd-stats = stats
cmd-stats-desc = A player's games, wins, favourite role and building in this server
cmd-stats-player = player
cmd-stats-player-desc = Whose statistics (yours if left out)

page-all = All games
page-1897 = { theme-1897 }
page-expansions = With { $expansions }
# A page's expansions, mid-sentence and the same in both editions: one page, one name.
page-expansion-new_buildings = the New Buildings
page-expansion-nobles = the Nobles
page-expansion-buccaneer = the Buccaneer
page-expansion-festival = the Festival

rating-title = Ratings:
rating-change = { $player } { $before } → { $after } ({ $change })

leaderboard-title = Leaderboard: { $page }
leaderboard-head = Rank, player, rating, games, wins, trend over the last games
leaderboard-line = { $rank }. { $player }: { $rating }, { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}{ $trend ->
    [none] {""}
   *[other] , trend { $trend }
}
leaderboard-asker = { $line } ← asked for this page
leaderboard-not-rated = { $player } has no rating on this page yet.
leaderboard-pages = Other pages:
leaderboard-empty = No game has been rated in this server yet: the first game finished among at least two people makes the first ratings.
leaderboard-no-page = This server has no such page. Its pages:
leaderboard-choose-page = Another page of the leaderboard
leaderboard-not-yours = This leaderboard was drawn for { $user }: only they can turn its pages. `/pr leaderboard` draws yours, with your own line.
leaderboard-note = Rating = 1500 + 20 × (skill − 3 × uncertainty): it rises as you win, and as your games tell more about you.
picture-rank = #
picture-player = Player
picture-rating = Rating
picture-games = Games
picture-wins = Wins
picture-trend = Trend

stats-title = { $player } in this server
stats-none = { $player } has finished no game in this server yet.
stats-overall = { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}; on average { NUMBER($vp, maximumFractionDigits: 1) } VP, place { NUMBER($place, maximumFractionDigits: 1) }
stats-by-players = { $players } players: { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}, { NUMBER($vp, maximumFractionDigits: 1) } VP, place { NUMBER($place, maximumFractionDigits: 1) }
stats-role = Favourite role: { $role } ({ $count ->
    [one] chosen once
   *[other] chosen { $count } times
}); most chosen in won games: { $won }
stats-building = Favourite building: { $building } ({ $count ->
    [one] built once
   *[other] built { $count } times
}); most present in won games: { $won }
stats-none-yet = none yet
stats-vp-share = VP from shipping (chips): { $shipping } %; from buildings: { $building } %
stats-wait = Median time to decide: { $time }
stats-wait-none = Median time to decide: not known yet
stats-best = Best game: { $vp } VP{ $won ->
    [true] , won
   *[false] {""}
}, { $date }: { $link }
picture-by-players = By number of players
picture-games-won = games (won)
picture-vp-share = Where the VP came from
picture-shipping = Shipping
picture-buildings = Buildings
picture-favourites = Favourites

time-seconds = { $seconds } s
time-minutes = { $minutes } min
time-hours = { $hours } h { $minutes } min
time-days = { $days } d { $hours } h
