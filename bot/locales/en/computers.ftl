## Computer players: their levels and names, seats they play in Discord.

level-easy = easy
level-medium = medium
level-hard = hard
level-random = random
computer-name = Computer { $number } ({ $level })

cmd-new-computers = computers
cmd-new-computers-desc = Seats the computer plays (0 to 4)
cmd-new-level = level
cmd-new-level-desc = How well the computer plays
cmd-replace = replace
cmd-replace-desc = Let the computer play an absent player's seat (host or server managers)
cmd-replace-player = player
cmd-replace-player-desc = Whose seat
cmd-replace-level = level
cmd-replace-level-desc = How well the computer plays
cmd-takeback = takeback
cmd-takeback-desc = Play your seat again after the computer played it
cmd-takeback-player = player
cmd-takeback-player-desc = Whose seat (yours if left out)

seat-replaced = The computer ({ $level }) plays { $player }'s seat from now on; { $player } takes it back with /pr takeback.
seat-taken-back = { $player } plays again.
service-error-computer_plays = The computer plays this seat now. Take it back with /pr takeback.
service-error-not_replaced = The computer does not play that seat.
reminder-offer-replace = { $player } has not decided in { $channel } for { $hours ->
    [one] an hour
   *[other] { $hours } hours
}. As the host you can let the computer play the seat until { $player } is back: /pr replace.
