## Why a decision or a game was refused (the engine's error codes).

error-illegal = That move is not allowed right now.
error-not_your_turn = It is not your turn to decide.
error-game_over = This game is over: no more moves.
error-bad_record = This game's saved moves do not replay; it cannot be continued.
error-bad_setup = A game cannot be set up like that: it needs 2 to 5 players and a known edition.
error-game_error = Something went wrong with the rules of this game.
