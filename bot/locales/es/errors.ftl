## Why a decision or a game was refused (the engine's error codes).

error-illegal = Esa jugada no está permitida ahora.
error-not_your_turn = No te toca decidir ahora.
error-game_over = Esta partida ha terminado: ya no se puede jugar.
error-bad_record = Las jugadas guardadas de esta partida no se pueden reproducir; no se puede continuar.
error-bad_setup = No se puede preparar así una partida: hacen falta de 2 a 5 jugadores y una edición conocida.
error-game_error = Algo ha fallado en las reglas de esta partida.
