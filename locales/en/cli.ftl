# Messages of the `prbot` command line, for whoever runs the bot.
# The language follows PRBOT_LANG, else the system's LANG, else English.

cli-no-token =
    No bot token: set the DISCORD_TOKEN environment variable.

    To get one: open https://discord.com/developers/applications, create an application (or pick
    yours), open "Bot", press "Reset Token" and copy it. Then, for example:

        export DISCORD_TOKEN='...'
        prbot sync        # once, and again whenever the commands change
        prbot run

    The README's "Running the bot" section explains the invite link and the permissions.
cli-bad-token = Discord refused the bot token in DISCORD_TOKEN. Copy it again from the "Bot" page of your application (https://discord.com/developers/applications): "Reset Token" gives a new one.
cli-synced-everywhere = { $count ->
    [one] 1 command published to every server (Discord may take up to an hour to show it).
   *[other] { $count } commands published to every server (Discord may take up to an hour to show them).
}
cli-synced-guild = { $count ->
    [one] 1 command published to server { $guild }.
   *[other] { $count } commands published to server { $guild }.
}
cli-cannot-read = Cannot read { $path }: { $reason }
cli-bad-record = { $path } is not a playable game record: { $reason }
cli-bad-decision = { $path }: decision { $number } (seat { $seat }: “{ $decision }”) is not legal where it stands; the record is broken or was changed.
cli-bad-seat = There is no seat { $seat }: the game has seats 1 to { $players }.

cli-bad-games = --games must be at least 1, not { $games }.
