## Giocatori del computer: i loro livelli e nomi, i posti che giocano su Discord.

level-easy = facile
level-medium = medio
level-hard = difficile
level-random = a caso
computer-name = Computer { $number } ({ $level })

cmd-new-computers = computer
cmd-new-computers-desc = Posti giocati dal computer (da 0 a 4)
cmd-new-level = livello
cmd-new-level-desc = Quanto bene gioca il computer
cmd-replace = sostituisci
cmd-replace-desc = Fai giocare al computer il posto di un giocatore assente (organizzatore o amministratori)
cmd-replace-player = giocatore
cmd-replace-player-desc = Di chi è il posto
cmd-replace-level = livello
cmd-replace-level-desc = Quanto bene gioca il computer
cmd-takeback = riprendi
cmd-takeback-desc = Torna a giocare il tuo posto dopo che l’ha giocato il computer
cmd-takeback-player = giocatore
cmd-takeback-player-desc = Di chi è il posto (il tuo se non lo indichi)

seat-replaced = D’ora in poi il computer ({ $level }) gioca il posto di { $player }; { $player } lo riprende con /pr riprendi.
seat-taken-back = { $player } torna a giocare.
service-error-computer_plays = Ora il computer gioca questo posto. Riprendilo con /pr riprendi.
service-error-not_replaced = Il computer non gioca quel posto.
reminder-offer-replace = { $player } non decide in { $channel } da { $hours ->
    [one] un’ora
   *[other] { $hours } ore
}. Come organizzatore puoi far giocare al computer il suo posto finché non torna: /pr sostituisci.
