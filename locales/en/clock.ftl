## Taking decisions back, the game's clock, absences and quiet hours.

undo-done = ↶ { $player } took back: { $decision }
undo-refused-others = Another player has decided since: your decision stands.
undo-refused-nothing = You have no decision to take back.
undo-refused-over = The game is over: nothing can be taken back.
undo-refused-plantations = That decision turned over face-down plantations: it stands.
undo-refused-shuffle = That decision shuffled the discarded plantations into a new pile: it stands.
undo-refused-hacienda = That decision drew a face-down plantation with the { building-hacienda }: it stands.
undo-refused-festival = That decision settled a draw of the Festival: it stands.
terminal-help-undo = “u” takes back your last decision, while nobody else has decided since and it turned over nothing unknown.
