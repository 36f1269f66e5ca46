## Taking decisions back, the game's clock, absences and quiet hours.

undo-done = ↶ { $player } took back: { $decision }
undo-refused-others = Another player has decided since: your decision stands.
undo-refused-nothing = You have no decision to take back.
undo-refused-over = The game is over: nothing can be taken back.
undo-refused-replaced = The computer plays your seat now: take it back with /pr takeback first.
undo-refused-computer = The computer took that decision for the seat: it stands.
undo-refused-plantations = That decision turned over face-down plantations: it stands.
undo-refused-shuffle = That decision shuffled the discarded plantations into a new pile: it stands.
undo-refused-hacienda = That decision drew a face-down plantation with the { building-hacienda }: it stands.
undo-refused-festival = That decision settled a draw of the Festival: it stands.
terminal-help-undo = “u” takes back your last decision, while nobody else has decided since and it turned over nothing unknown.
prompt-undo = ↶ Undo
service-error-undo_refused = That decision cannot be taken back.

clock-pace-live = live
clock-pace-brisk = brisk
clock-pace-daily = daily
clock-pace-relaxed = relaxed
clock-pace-untimed = untimed
clock-pace-timed = { $pace } (reserve of { $reserve }, + { $increment } a turn)
clock-span-d = { $amount ->
    [one] 1 day
   *[other] { $amount } days
}
clock-span-h = { $amount ->
    [one] 1 hour
   *[other] { $amount } hours
}
clock-span-min = { $amount } min
clock-pace-line = Pace: { $pace }
clock-unit-d = { $amount } d
clock-unit-h = { $amount } h
clock-unit-min = { $amount } min
clock-left = ⏳ { $player }: { $left }
# $when: the moment his time runs out, as Discord counts it down (“in 18 hours”).
clock-runs-out = ⏳ { $player }: { $when }
clock-quiet-until = ⏸ { $player }: quiet until { $until }
clock-away = { $player } is away until { $until }
clock-ends = ⏳ Your time runs out { $when }.
clock-reminder = Reminder: { $channel } is waiting for you: { $decision } { $link }
clock-timeout = ⌛ { $player } ran out of time ({ $count ->
    [one] once
   *[other] { $count } times
} in this game): the computer ({ $level }) plays the seat until { $player } takes it back with /pr takeback.
clock-timeout-dm = Your time ran out in { $channel }: the computer plays your seat meanwhile. Take it back with /pr takeback; your clock then starts again from a small reserve.
clock-timeout-dm-ended = Your time ran out in { $channel }, and the computer played your seat to the end of the game.
clock-away-computer = { $player } is away until { $until }: the computer ({ $level }) plays the seat meanwhile.
clock-away-set = You are away until { $until }: your clocks are stopped and you get no pings. /pr { cmd-away } { cmd-away-until }:off ends it sooner.
clock-back = Welcome back: your clocks run again when a game waits on you.
clock-bad-until = “{ $text }” is neither a date (2026-12-04) nor a duration (3d, 36h) in the future.
service-error-away_too_long = A game of yours allows at most { $days } days of absence in all (every absence in it counts): { $left } remain.
clock-bad-zone = “{ $zone }” is not a time zone: choose one of the suggestions, like Europe/Madrid.
clock-bad-quiet = “{ $text }” is not a span of hours: write it like 23:00-08:00, or “off”.
clock-quiet-set = No DMs between { $hours } ({ $zone }); a ping due then comes when they end.
clock-quiet-stops = In timed games (but live ones) your clock stands still in them, at most { $most } hours a night: from { $start } to { $until }.
clock-quiet-off = Your quiet hours are off.
clock-vote-counted = Your vote is counted: { $votes } { $votes ->
    [one] vote
   *[other] votes
} of the { $needed } needed.
clock-vote-passed = With your vote there is a majority: { $voters ->
    [one] you are the only player left who may vote.
   *[other] { $votes } of the { $voters } players who may vote.
}
clock-voted-out = By a vote of the others, the computer plays { $player }'s seat to the end of the game.
service-error-vote_not_allowed = A vote is allowed only on a player who ran out of time three times in this game.
service-error-voted_out = By a vote of the others, the computer plays this seat to the end of the game.
service-error-vote_not_seated = The player you named does not play in this game.
service-error-vote_on_yourself = You cannot vote on your own seat.
service-error-vote_computer_plays_yours = The computer plays your seat now, so you have no vote: take it back first with /pr { cmd-takeback }.

cmd-new-pace = pace
cmd-new-pace-desc = How long each player has to decide
cmd-new-away_days = away_days
cmd-new-away_days-desc = Most days a player may be away in the game, in all
cmd-new-away_computer = away_computer
cmd-new-away_computer-desc = The computer plays for an absent player
cmd-away = away
cmd-away-desc = Stop your clock for a planned absence
cmd-away-until = until
cmd-away-until-desc = A date (2026-12-04) or a duration (3d, 36h); off to come back sooner
cmd-away-reason = reason
cmd-away-reason-desc = Why, for the others to see
cmd-quiet = quiet
cmd-quiet-desc = Hours without DMs from the bot
cmd-quiet-hours = hours
cmd-quiet-hours-desc = Like 23:00-08:00, or off
cmd-quiet-timezone = timezone
cmd-quiet-timezone-desc = Your time zone, like Europe/Madrid
cmd-undo = undo
cmd-undo-desc = Take back your last decision
cmd-vote = vote
cmd-vote-desc = Leave a player's seat to the computer
cmd-vote-player = player
cmd-vote-player-desc = A player who ran out of time three times

cli-arg-bench-chatter-clock = the game's pace, as at /pr new: live, brisk, daily, relaxed or untimed (default { $default })
cli-arg-bench-chatter-absent = seats that never answer, the last ones (default { $default })
