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

## Why a record or a setup is refused (`reason-<why>`); $reason is the engine's own words.

reason-malformed = { $reason }
reason-position = { $reason }
reason-not-utf8 = it is not UTF-8 text
reason-too-deep = it is nested too deep
reason-not-json = { $line ->
    [0] it is not JSON
   *[other] it is not JSON (line { $line })
}
reason-format = it does not say "format": "{ $format }"
reason-version = only version { $version } records can be read
reason-setup-key = “{ $key }” is not part of a setup
reason-missing = { $field } is missing
reason-type = { $field } must be { $kind ->
    [object] an object
    [list] a list
    [text] a text
    [integer] an integer
    [switch] true or false
   *[text-integer] a text or an integer
}
reason-decision-shape = decision { $number } is not [seat, text]
reason-decision-seat = decision { $number } is for seat { $seat }, but the game has seats 0 to { $last } (counted from 0)
reason-terminal = its “terminal” part does not give seats of this game, levels of the computer players and a language
reason-player-count = a game has 2 to 5 players, not { $count }
reason-player-names = the players' names must be texts
reason-theme = the edition must be one of { $themes }, not “{ $theme }”
reason-seed = the seed must be an integer
reason-unknown-options = unknown options: { $options }
reason-option-value = the option “{ $option }” must be one of { $values }, not “{ $value }”
reason-malformed-setup = the setup is malformed
reason-expansion-list = the expansions must be a list of ids
reason-unknown-expansions = unknown expansions: { $expansions } (known: { $known })
reason-expansion-twice = an expansion is listed twice: { $expansions }
