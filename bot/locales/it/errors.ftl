## Why a decision or a game was refused (the engine's error codes).

error-illegal = Questa mossa non è consentita ora.
error-not_your_turn = Non tocca a te decidere ora.
error-game_over = Questa partita è finita: non si può più giocare.
error-bad_record = Le mosse salvate di questa partita non si possono rigiocare; non può continuare.
error-bad_setup = Non si può preparare una partita così: servono da 2 a 5 giocatori e un'edizione nota.
error-game_error = Qualcosa è andato storto con le regole di questa partita.
