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

## The command line's help and argparse's own words (bot/cli/arguments.py).
## cli-help-<command>: what a command does; cli-arg-<command>-<argument>: one argument's help,
## where $default is its default and $expansions, $levels, $languages, $themes the ids allowed.

cli-usage = usage:
cli-positionals = positional arguments
cli-options = options
cli-arg-help = show this help message and exit
cli-error = { $prog }: error: { $message }
cli-argparse-argument = argument { $argument_name }: { $message }
cli-argparse-unrecognized = unrecognized arguments: { $s }
cli-argparse-required = the following arguments are required: { $s }
cli-argparse-one-required = one of the arguments { $s } is required
cli-argparse-not-allowed = not allowed with argument { $s }
cli-argparse-ignored = ignored explicit argument { $s }
cli-argparse-one = expected one argument
cli-argparse-at-most-one = expected at most one argument
cli-argparse-at-least-one = expected at least one argument
cli-argparse-count = expected { $s } arguments
cli-argparse-ambiguous = ambiguous option: { $option } could match { $matches }
cli-argparse-invalid = { $type ->
    [int] not an integer: { $value }
    [float] not a number: { $value }
   *[other] not a valid value: { $value }
}
cli-argparse-choice = invalid choice: { $value } (choose from { $choices })

cli-help-prbot = Puerto Rico for Discord: replay and simulate games, draw boards, play in a terminal, run the Discord bot.
cli-arg-prbot-command = the command (prbot COMMAND --help for its options)
cli-arg-prbot-version = show the program's version and exit
cli-help-replay = replay a game record and print the state as JSON
cli-arg-replay-record = the game record (a JSON file)
cli-help-simulate = play games of random legal choices and print their speed
cli-arg-simulate-players = players at each table, 2 to 5 (default { $default })
cli-arg-simulate-games = how many games, at least 1 (default { $default })
cli-arg-simulate-seed = the first game's seed; each next game's is one more (default { $default })
cli-arg-simulate-save = write each game's record to DIR
cli-arg-simulate-expansions = expansions in play, comma-separated ({ $expansions }), or all
cli-arg-simulate-option = a setup option of the games, e.g. buildings=random (the New Buildings' board: draft, random or all_new)
cli-arg-simulate-measure_state = also report the largest serialized state (slower)
cli-help-render = draw the table a record leads to as PNG pictures (or one player's board as one)
cli-arg-render-record = the game record (a JSON file)
cli-arg-render-seat = draw this player's own board (1 = first seat)
cli-arg-render-out = the PNG file to write (default { $default }); the table's further pictures beside it, numbered: board-2.png, board-3.png…
cli-arg-render-lang = the picture's language: { $languages } (default: the one the game was played in, if its file says it, else PRBOT_LANG's, else en)
cli-arg-render-theme = the edition whose names it shows: { $themes } (default: the record's)
cli-arg-render-show_vp = show the VP chips
cli-help-review = draw the story of a game as a PNG: each player's VP, { term-doubloons } and chance to win at every round's start, and the round that turned the game; with --analysis or --json, review a finished game decision by decision instead
cli-arg-review-record = the game record (a JSON file)
cli-arg-review-out = the PNG file to write (default { $default })
cli-arg-review-lang = the picture's language: { $languages } (default: the one the game was played in, if its file says it, else PRBOT_LANG's, else en)
cli-arg-review-theme = the edition whose names it shows: { $themes } (default: the record's)
cli-arg-review-analysis = print the review of a finished game: each decision with its player's chance to win after it, the better decision where the analysis prefers one and the chance it lost, the marks, and each player's accuracy, best and costliest decision
cli-arg-review-json = write the review as one JSON object to FILE (to the standard output without FILE)
cli-arg-review-tables = the most tables, the hidden things drawn anew on each, a decision is played out on (default { $default }; three at least, more only while its loss is uncertain): fewer is quicker and coarser
cli-help-bench = measure the board pictures, the service, the whole bot, the computer players, how much a game posts, the end-of-game story's chance to win, or how long the leaderboard and statistics take (prbot bench TARGET --help for a benchmark's options)
cli-arg-bench-target = the benchmark: render, service, bot, ai, chatter, review or community
cli-arg-bench-options = the benchmark's own options
cli-help-play = play a whole game in this terminal, against the computer or hot seat
cli-arg-play-players = seats at the table (default: one more than the computer players, or 4)
cli-arg-play-bots = the computer players' levels, from { $levels }; none for people only (default: medium in every seat but one)
cli-arg-play-lang = the game's language: { $languages } (default: the saved game's, else PRBOT_LANG's, else en)
cli-arg-play-theme = the edition: { $themes } (default { $default })
cli-arg-play-expansions = expansions in play, comma-separated ({ $expansions }), or all
cli-arg-play-option = a setup option of the game, e.g. buildings=random (the New Buildings' board: draft, random or all_new)
cli-arg-play-show_vp = VP chips face up
cli-arg-play-seed = the game's seed (default: a random one)
cli-arg-play-save = write the game's record here after every decision
cli-arg-play-resume = go on with a saved game
cli-arg-play-names = the names of the people at the keyboard, comma-separated, in seat order (default: Player 1, Player 2 …)
cli-help-run = run the Discord bot
cli-arg-run-db = the database: an SQLite file (a path, or sqlite:///path) or PostgreSQL (postgresql://user@host/db) (default: $PRBOT_DB or ./prbot.sqlite3)
cli-arg-run-remind_hours = DM a player a decision has waited on this long, and again after as long, up to 3 times (0: never; default: $PRBOT_REMIND_HOURS or 24)
cli-arg-run-shards = the Discord shards this process holds: one (5) or a range (0-3), with --shard-count; several processes share one PostgreSQL database
cli-arg-run-shard_count = how many shards the bot has in all, the same in every process
cli-arg-run-web = also serve the live table in the browser on this address (e.g. 127.0.0.1:8080; PRBOT_WEB_URL is its public address)
cli-help-web = serve the live table alone, on the bot's database (several processes on PostgreSQL)
cli-arg-web-db = the bot's database: PostgreSQL (postgresql://user@host/db), or the SQLite file of a bot that is stopped (default: $PRBOT_DB or ./prbot.sqlite3)
cli-arg-web-listen = the address to listen on (default: 127.0.0.1:8080)
cli-help-sync = publish the slash commands to Discord, then exit
cli-arg-sync-db = the database: an SQLite file (a path, or sqlite:///path) or PostgreSQL (postgresql://user@host/db) (default: $PRBOT_DB or ./prbot.sqlite3)
cli-arg-sync-guild = only to this server (instant), instead of globally (up to an hour)
cli-help-db = copy, back up or check the games' database
cli-arg-db-db_command = what to do (prbot db ACTION --help for its options)
cli-help-db-copy = copy every table (games, seats, clocks and votes, players' preferences and absences, ratings, pings, reminders) into a new, empty database: SQLite to PostgreSQL, or back
cli-arg-db-copy-source = the database to copy: an SQLite file (a path, or sqlite:///path) or postgresql://user@host/db
cli-arg-db-copy-target = the database to copy into, of either kind; it must hold no game yet
cli-help-db-backup = copy the SQLite file while the bot runs (SQLite's online backup)
cli-arg-db-backup-file = the new file to write
cli-arg-db-backup-db = the SQLite file to back up (default: $PRBOT_DB or ./prbot.sqlite3)
cli-help-db-check = check the database: its integrity, its schema version, and, as a table, the games whose record no longer replays to what is stored
cli-arg-db-check-db = the database to check, SQLite or PostgreSQL (default: $PRBOT_DB or ./prbot.sqlite3)

cli-help-bench-render = How long the pictures take: the table of a full 5-player game late in the game, and the board of its busiest player, each rendered N times.
cli-arg-bench-render-runs = renderings of each picture (default { $default })
cli-arg-bench-render-players = players in the game drawn (default { $default })
cli-arg-bench-render-seed = the game's seed (default { $default })
cli-arg-bench-render-lang = the pictures' language: { $languages } (default { $default })
cli-arg-bench-render-expansions = expansions in play, comma-separated ({ $expansions }), or all
cli-help-bench-service = How fast the game service handles decisions, how fast it starts, how much its cache weighs.
cli-arg-bench-service-games = games in play at once (default { $default })
cli-arg-bench-service-decisions = timed decisions (default { $default })
cli-arg-bench-service-warmup = untimed decisions per game before timing (default { $default })
cli-arg-bench-service-concurrency = games deciding at once (default { $default })
cli-arg-bench-service-cache_size = the service's game cache (default { $default })
cli-arg-bench-service-stored = games in the start-up file (default { $default })
cli-arg-bench-service-cached = games for the cache memory (default { $default })
cli-arg-bench-service-seed = the seed of the games and the decisions (default { $default })
cli-arg-bench-service-db = measure clicks and decisions on this database, SQLite or PostgreSQL, given empty; twice, to set the two side by side
cli-arg-bench-service-clicks = timed clicks, with --db (default { $default })
cli-arg-bench-service-finished = instead of the figures above, play this many whole games through the bot as players do (on the offline Discord at the pace of --discord, its time --speedup times as fast) and print its resident memory at each of --marks and at the end, with the growth from the first mark and its verdict (default { $default }: not measured)
cli-arg-bench-service-marks = with --finished, how many finished games the resident memory is read at, separated by commas; growth is counted from the first (default { $default })
cli-arg-bench-service-in_play = with --finished, games in play at once (default { $default })
cli-arg-bench-service-speedup = with --finished, how many times as fast the offline Discord's time runs: the same rate limits and waits, shorter (1: Discord's own pace) (default { $default })
cli-arg-bench-service-tracemalloc = with --finished, trace Python's allocations and print this many places whose memory grew most from the first mark to the last, by traceback (slower, and the tracing's own memory counts in the resident figures) (default { $default }: not traced)
cli-arg-bench-service-sqlite_cache = with --finished, the bot's SQLite page cache in KiB (PRAGMA cache_size; by default SQLite's own, 2 000)
cli-arg-bench-service-processes = with --db postgresql://…, also this many bot processes clicking at once on the one database (default { $default })
cli-arg-bench-service-discord = how the offline Discord answers the clicks of --db and the games of --finished: discord (its own rate limits, 50 ms a request), slow (half a second a request) or instant (at once: the databases compared alone) (default { $default })
cli-help-bench-bot = How long the bot takes to handle a click, from the interaction to the replies, images excluded.
cli-arg-bench-bot-games = games in play, each in a channel of its own (default { $default })
cli-arg-bench-bot-clicks = timed clicks (default { $default })
cli-arg-bench-bot-burst = clicks in different channels arriving at the same instant (default { $default })
cli-arg-bench-bot-seed = the seed of the games and the clicks (default { $default })
cli-arg-bench-bot-discord = how the offline Discord answers the clicks: discord (its own rate limits, 50 ms a request), slow (half a second a request) or instant (at once, as in the tests) (default { $default })
cli-help-bench-ai = How strong and how quick the computer players are: tournaments between the levels.
cli-arg-bench-ai-players = players at each table, 2 to 5 (default { $default })
cli-arg-bench-ai-games = games of each match (default { $default })
cli-arg-bench-ai-seed = the first game's seed (default { $default })
cli-arg-bench-ai-match = LEVEL:OPPONENT, repeatable, from { $levels } and random (default: hard:medium hard:random medium:random easy:random)
cli-arg-bench-ai-seconds = the hard level's time limit per decision (default { $default })
cli-arg-bench-ai-judge = how the hard level judges a position: margin (its VP over the others') or chance (its chance to win); default: the level's own, chance
cli-arg-bench-ai-every = print the figures so far after every N games of a match (default { $default }: only at the end)
cli-arg-bench-ai-processes = games played at once, each in a process of its own (default { $default }); the figures are the same, only sooner
cli-arg-bench-ai-expansions = expansions in play, comma-separated ({ $expansions }), or all
cli-arg-bench-ai-option = a setup option of the games, e.g. buildings=random (the New Buildings' board: draft, random or all_new)
cli-bench-ai-bad-match = “{ $match }”: expected LEVEL:OPPONENT with levels from { $levels }
cli-help-bench-chatter = How much a game says: channel messages, pictures and DMs per round, played through the bot.
cli-arg-bench-chatter-players = table sizes to play, from 2 to 5 (default: 2 3 4 5)
cli-arg-bench-chatter-games = games of each size (default { $default })
cli-arg-bench-chatter-seed = the first game's seed (default { $default })
cli-arg-bench-chatter-pace = minutes between two clicks (default { $default })
cli-arg-bench-chatter-expansions = expansions in play, comma-separated ({ $expansions }), or all; none by default
cli-help-bench-review = How well the end-of-game story estimates each player's chance to win (its calibration on computer games of other seeds than its training's: by chance given, the share of players who won, with its standard error), and what a story costs. With --analysis, what the coach's review of a game costs in processor time, and how well the chances it shows are calibrated.
cli-arg-bench-review-games = games played and told (default: 300; with --analysis, 3 of each kind)
cli-arg-bench-review-players = players at each table, 2 to 5, or mixed: as each game's seed draws them, four in half the games, as in the training (default { $default })
cli-arg-bench-review-seed = the first game's seed; the training used 1 to 800 (default { $default })
cli-arg-bench-review-draw = also draw each story's picture, and time it
cli-arg-bench-review-cache = keep the games' records in FILE and play only those missing
cli-arg-bench-review-analysis = time the coach's review of each game instead (processor time a review, median and most, with the target's verdict)
cli-arg-bench-review-calibration = with --analysis, also the calibration of the chances the review shows after each decision
cli-arg-bench-review-expansions = with --analysis, the games reviewed: base, all (every expansion) or both (default { $default })
cli-arg-bench-review-tables = with --analysis, the tables each decision is played out on (default { $default })
cli-help-bench-community = How long /pr leaderboard and /pr stats take on a server with many finished games (their reading, text and picture), beside the table's pictures in the same run.
cli-arg-bench-community-games = finished games stored on the server (default { $default })
cli-arg-bench-community-runs = timed runs of each measure (default { $default })
cli-arg-bench-community-cold_runs = timed runs of the first /pr stats after a start, which replays every game (default { $default })
cli-arg-bench-community-seed = the seed of the games and their players (default { $default })
cli-help-bench-scale = How many games one bot process holds: bursts of clicks in many channels at once on Discord's rate limits; clicks per second, from a decision to its channel's message and to its DMs, the feed's largest lag, memory and the database's size per 1 000 finished games.
cli-arg-bench-scale-games = games in play, each in a channel of its own (default: 300 on SQLite, 1 000 with --db)
cli-arg-bench-scale-pace = clicks a second at the pace of day-long games, in random channels, before the bursts (default { $default })
cli-arg-bench-scale-seconds = seconds of clicks at that pace (default { $default })
cli-arg-bench-scale-bursts = bursts of clicks, each shown in full before the next (default { $default })
cli-arg-bench-scale-burst = clicks in different channels arriving at the same instant in each burst (default { $default })
cli-arg-bench-scale-discord = how the offline Discord answers: discord (its own rate limits, 50 ms a request), slow (half a second a request) or instant (at once) (default { $default })
cli-arg-bench-scale-finished = finished games stored to measure the database's size (default { $default })
cli-arg-bench-scale-seed = the seed of the games and the clicks (default { $default })
cli-arg-bench-scale-db = run on this PostgreSQL database (postgresql://…), given empty, with --processes bot processes by shards, the live table's server and its sockets in processes of their own, instead of one process on a temporary SQLite file
cli-arg-bench-scale-processes = with --db, bot processes, each holding two of Discord's shards, sharing the bot's rate limits (default { $default })
cli-arg-bench-scale-sockets = with --db, the live table's sockets open, each watching a game (default { $default })
cli-bench-scale-not-postgres = --db { $db } is not a PostgreSQL database: give a postgresql://… URL, or no --db for one process on a temporary SQLite file.
cli-help-bench-web = How fast the live table's server shows a decision on every open page of its game, how much an open socket weighs, and its clicks per second beside Discord's buttons in the same run.
cli-arg-bench-web-games = games in play at once, of 2 to 5 players (default { $default })
cli-arg-bench-web-watchers = watchers' sockets per game, beside its players' (default { $default })
cli-arg-bench-web-decisions = decisions per game at a player's pace, then as many flat out (default { $default })
cli-arg-bench-web-think = the seconds a player thinks before deciding, on average (default { $default })
cli-arg-bench-web-seed = the seed of the games and the decisions (default { $default })
cli-arg-bench-web-db = play on this database, SQLite or PostgreSQL, given empty, instead of temporary SQLite files
cli-help-bench-replay = What a finished game's replay on the live table weighs at opening and how fast each of its steps comes, the first time and again.
cli-arg-bench-replay-games = finished games replayed (default { $default })
cli-arg-bench-replay-players = players at each game, 2 to 5 (default { $default })
cli-arg-bench-replay-steps = steps of each game asked for at random, each twice (default { $default })
cli-arg-bench-replay-seed = the seed of the games and of the steps asked for (default { $default })
cli-arg-bench-replay-review_seconds = the processor seconds the analysis may spend on each game's review; its size does not depend on them (default { $default })

cli-bad-players = --players must be 2 to 5, not { $players }.
cli-bad-option-form = --option takes NAME=VALUE, not “{ $option }”.
cli-bad-setup = These games cannot be set up: { $reason }
cli-rendered = { $path }: { $size } bytes
# Where `prbot render` and `prbot review` write their pictures (--out), when they cannot.
cli-out-folder = { $path } is a folder: give the file to write the picture in, such as { $example }.
cli-out-no-folder = There is no folder { $folder } to write { $path } in: create it first, or choose another file.
cli-cannot-write = Cannot write { $path }: { $reason }

## prbot db: copying, backing up and checking the games' database.
cli-db-copied = Copied from { $source } to { $target }: { $games } games, { $seats } seats, { $users } players' preferences, { $pings } pings and { $reminders } reminders; { $rows } rows of { $tables } tables in all.
cli-db-not-empty = { $target } already holds games or players: copy only into a new, empty database.
cli-db-not-saved = { $target } refused the copy ({ $detail }): nothing was copied.
cli-db-backed-up = { $source } backed up to { $file } ({ $size } bytes).
cli-db-backup-postgres = prbot db backup copies an SQLite file. For PostgreSQL use pg_dump, or copy the games into an SQLite file with prbot db copy.
cli-db-backup-exists = { $file } already exists: give the name of a new file.
cli-db-backup-no-file = Give the name of the new file to write the backup in, for example: prbot db backup prbot-backup.sqlite3
cli-db-checked = Database { $db }:
cli-db-integrity-ok = Integrity: no fault found.
cli-db-integrity-bad = Integrity: faults found:
cli-db-schema = Schema: version { $version } (this bot's: { $known }).
cli-db-games-ok = { $games ->
    [one] 1 game replayed: it stands as stored.
   *[other] { $games } games replayed: each stands as stored.
}
cli-db-games-bad = { $broken } of { $games } games no longer replay:
cli-db-column-game = game
cli-db-column-channel = channel
cli-db-column-status = status
cli-db-column-problem = problem
cli-db-status-lobby = lobby
cli-db-status-playing = in play
cli-db-status-finished = finished
cli-db-status-cancelled = cancelled
cli-db-problem-record = its record cannot be read
cli-db-problem-decision = decision { $number } is not legal where it stands
cli-db-problem-seq = its decision counter differs from its record
cli-db-problem-snapshot = its record no longer leads to its stored state
cli-bad-shards = --shards { $shards } --shard-count { $count } is not a range of shards: give both, as FIRST-LAST (or one number) of shards 0 to the count less one, e.g. --shards 0-3 --shard-count 8.
cli-bad-listen = { $address } is not an address to listen on: give HOST:PORT, e.g. 127.0.0.1:8080.

# The database file given to `prbot run` / `prbot sync` (--db or PRBOT_DB), when it cannot be used.
cli-open-missing = There is no database { $path }: check the path given. Nothing was created.
cli-open-no-folder = Cannot create the database { $path }: its folder does not exist. Create the folder, or give another file with --db or PRBOT_DB.
cli-open-read-only = Cannot write the database { $path }: the file or its folder is read-only for this user. Give the bot's user the right to write both (SQLite writes files beside it), or use another file.
cli-open-read-only-disk = Cannot write { $path }: its disk is mounted read-only. Mount it read-write, or give a file on another disk.
cli-open-read-only-source = Cannot read the database { $path } where it lies: SQLite must write a -shm file beside a database in WAL mode even to read it, and its folder or disk is read-only. Back it up where the bot writes it, or copy the file with cp while the bot is stopped.
cli-open-is-folder = { $path } is a folder, not a database file: give the path of a file, for example { $path }/prbot.sqlite3.
cli-open-not-database = { $path } is not a prbot database (not an SQLite file at all). Check --db or PRBOT_DB; the file was left untouched.
cli-open-corrupt = The database { $path } is damaged (truncated or corrupt): put back a backup copy. The file was left untouched.
cli-open-disk-full = The disk that holds { $path } is full: free some space, then try again. Nothing was changed.
cli-open-newer = The database was written by a newer prbot (schema { $found }, this one knows { $known }): upgrade, or use a backup. It was left untouched.
cli-open-other = Cannot open the database { $path }: { $detail }
cli-connect-no-server = Nothing answers at { $url }: start the PostgreSQL server, or correct the host and port in --db or PRBOT_DB.
cli-connect-no-host = The host { $name } of { $url } is unknown (its name does not resolve): correct it in --db or PRBOT_DB.
cli-connect-no-database = The PostgreSQL server of { $url } has no database "{ $name }": create it (createdb -O ROLE { $name }), or correct its name in --db or PRBOT_DB.
cli-connect-no-role = The PostgreSQL server of { $url } has no role "{ $name }": create it (createuser { $name }), or correct the user in --db or PRBOT_DB.
cli-connect-bad-password = The PostgreSQL server of { $url } refused the password of "{ $name }" (or asked for one that was not given): correct it in --db or PRBOT_DB.
cli-connect-refused = The PostgreSQL server of { $url } refused the connection: { $detail }
cli-connect-bad-url = { $url } is not a PostgreSQL URL that can be read: write it as postgresql://USER:PASSWORD@HOST:PORT/DATABASE (the port a number, an IPv6 host in [brackets]) in --db or PRBOT_DB.
cli-connect-bad-setting = { $url } asks for a connection prbot cannot make ({ $detail }): correct it in --db or PRBOT_DB.
# A try to log in found no way to Discord; discord.py's own log says the rest.
cli-no-network = Cannot reach Discord ({ $reason }): trying again in { $seconds } s.

cli-help-ratings = the servers' ratings (prbot ratings rebuild --help)
cli-arg-ratings-action = what to do: rebuild
cli-help-ratings-rebuild = rate every finished game again from its record and decision log, replacing the stored ratings with the same numbers the games gave as they ended
cli-arg-ratings-rebuild-db = the database: an SQLite file (a path, or sqlite:///path) or PostgreSQL (postgresql://user@host/db) (default: $PRBOT_DB or ./prbot.sqlite3)
cli-arg-ratings-rebuild-guild = only this server
cli-ratings-rebuilt = Server { $guild }: { $games ->
    [one] 1 game rated.
   *[other] { $games } games rated.
}
cli-ratings-none = No finished game in a server: no rating to rebuild.

## review-analysis: `prbot review RECORD --analysis` (bot/terminal/review.py). $player is a
## player's name, $round a round's number; chances and losses are points of win chance (0–100).
## The marks' signs (?! ? ??) are the same in every language.
cli-review-legend = Each decision with its player's chance to win after it; where the analysis prefers another, that one, the chance it would have kept and the points lost. A decision is marked by the chance to win it lost: ?! an inaccuracy ({ $inaccuracy } points or more), ? a mistake ({ $mistake } or more), ?? a blunder ({ $blunder } or more).
cli-review-round = Round { $round }
cli-review-decision = { $player }: { $decision } — { NUMBER($chance, maximumFractionDigits: 0) }%
cli-review-better = { $player }: { $decision } — { NUMBER($chance, maximumFractionDigits: 0) }%; better: { $best }, { NUMBER($kept, maximumFractionDigits: 0) }% (−{ NUMBER($loss, maximumFractionDigits: 1) }{ $mark ->
    [inaccuracy] , ?! an inaccuracy)
    [mistake] , ? a mistake)
    [blunder] , ?? a blunder)
   *[none] )
}
cli-review-players = The players:
cli-review-summary = { $player }: accuracy { NUMBER($accuracy, maximumFractionDigits: 1) }%; best decision: { $best }; costliest: { $worst }
cli-review-at = round { $round }, { $decision }
cli-review-costliest = { $decision } (−{ NUMBER($loss, maximumFractionDigits: 1) }; better: { $best })
cli-review-no-best = none
cli-review-nothing-lost = none, nothing lost
cli-review-unfinished = { $path }: only a finished game is reviewed, and this one is still in play.
cli-review-written = { $path }: the review of { $decisions } decisions written.
