"""What a server's players share beyond one game: ratings, a leaderboard and each player's
statistics, all drawn from the stored records, their decision logs and a small table of
ratings."""
