## Annullare decisioni, l’orologio della partita, assenze e ore di silenzio.

undo-done = ↶ { $player } annulla: { $decision }
undo-refused-others = Un altro giocatore ha deciso dopo di te: la tua decisione resta.
undo-refused-nothing = Non hai nessuna decisione da annullare.
undo-refused-over = La partita è finita: non si può più annullare nulla.
undo-refused-replaced = Ora il computer gioca al tuo posto: riprendilo prima con /pr { cmd-takeback }.
undo-refused-computer = Quella decisione l’ha presa il computer per quel posto: resta.
undo-refused-plantations = Quella decisione ha girato piantagioni coperte: resta.
undo-refused-shuffle = Quella decisione ha mescolato le piantagioni scartate in una nuova pila coperta: resta.
undo-refused-hacienda = Quella decisione ha pescato una tessera coperta con l'{ building-hacienda }: resta.
undo-refused-festival = Quella decisione ha risolto un sorteggio del Festival: resta.
terminal-help-undo = “u” annulla la tua ultima decisione, finché nessun altro ha deciso dopo e non ha scoperto nulla di nascosto.
prompt-undo = ↶ Annulla mossa
service-error-undo_refused = Quella decisione non si può annullare.

clock-pace-live = dal vivo
clock-pace-brisk = svelto
clock-pace-daily = quotidiano
clock-pace-relaxed = tranquillo
clock-pace-untimed = senza orologio
clock-pace-timed = { $pace } (riserva di { $reserve }, + { $increment } a turno)
clock-span-d = { $amount ->
    [one] 1 giorno
   *[other] { $amount } giorni
}
clock-span-h = { $amount ->
    [one] 1 ora
   *[other] { $amount } ore
}
clock-span-min = { $amount } min
clock-pace-line = Ritmo: { $pace }
clock-unit-d = { $amount } g
clock-unit-h = { $amount } h
clock-unit-min = { $amount } min
clock-left = ⏳ { $player }: { $left }
# $when: il momento in cui gli scade il tempo, nel conto alla rovescia che mostra Discord («tra 18 ore»).
clock-runs-out = ⏳ { $player }: { $when }
clock-quiet-until = ⏸ { $player }: in ore di silenzio fino alle { $until }
clock-away = { $player } è assente fino a { $until }
clock-ends = ⏳ Il tuo tempo scade { $when }.
clock-reminder = Promemoria: in { $channel } si aspetta te: { $decision } { $link }
clock-timeout = ⌛ { $player } ha finito il tempo ({ $count ->
    [one] una volta
   *[other] { $count } volte
} in questa partita): il computer ({ $level }) gioca il suo posto finché { $player } non lo riprende con /pr riprendi.
clock-timeout-dm = Il tuo tempo è scaduto in { $channel }: intanto il computer gioca il tuo posto. Riprendilo con /pr riprendi; il tuo orologio ripartirà da una piccola riserva.
clock-timeout-dm-ended = Il tuo tempo è scaduto in { $channel } e il computer ha giocato al posto tuo fino alla fine della partita.
clock-away-computer = { $player } è assente fino a { $until }: intanto il computer ({ $level }) gioca il suo posto.
clock-away-set = Sei assente fino a { $until }: i tuoi orologi sono fermi e non ricevi avvisi. /pr { cmd-away } { cmd-away-until }:off la termina prima.
clock-back = Bentornato: i tuoi orologi ripartono quando una partita aspetta te.
clock-bad-until = “{ $text }” non è né una data (2026-12-04) né una durata (3d, 36h) nel futuro.
service-error-away_too_long = Una tua partita permette al massimo { $days } giorni di assenza in tutto (contano tutte le tue assenze in essa): ne restano { $left }.
clock-bad-zone = “{ $zone }” non è un fuso orario: scegline uno tra i suggerimenti, come Europe/Rome.
clock-bad-quiet = “{ $text }” non è un intervallo di ore: scrivilo come 23:00-08:00, oppure “off”.
clock-quiet-set = Nessun messaggio diretto tra { $hours } ({ $zone }); un avviso di quelle ore arriva quando finiscono.
clock-quiet-stops = Nelle partite a tempo (tranne quelle dal vivo) il tuo orologio si ferma in quelle ore, al massimo { $most } ore a notte: dalle { $start } alle { $until }.
clock-quiet-off = Le tue ore di silenzio sono disattivate.
clock-vote-counted = Il tuo voto è contato: { $votes } { $votes ->
    [one] voto
   *[other] voti
} dei { $needed } necessari.
clock-vote-passed = Con il tuo voto c'è la maggioranza: { $voters ->
    [one] sei l'unico giocatore che può votare.
   *[other] { $votes } dei { $voters } giocatori che possono votare.
}
clock-voted-out = Per voto degli altri, il computer gioca il posto di { $player } fino alla fine della partita.
service-error-vote_not_allowed = Si può votare solo su un giocatore che ha finito il tempo tre volte in questa partita.
service-error-voted_out = Per voto degli altri, il computer gioca questo posto fino alla fine della partita.
service-error-vote_not_seated = Il giocatore che hai indicato non gioca in questa partita.
service-error-vote_on_yourself = Non puoi votare sul tuo stesso posto.
service-error-vote_computer_plays_yours = Ora il computer gioca il tuo posto, quindi non hai diritto di voto: riprendilo prima con /pr { cmd-takeback }.

cmd-new-pace = ritmo
cmd-new-pace-desc = Quanto tempo ha ogni giocatore per decidere
cmd-new-away_days = giorni_assenza
cmd-new-away_days-desc = Giorni di assenza concessi a un giocatore nella partita, in tutto
cmd-new-away_computer = computer_assenze
cmd-new-away_computer-desc = Il computer gioca per un giocatore assente
cmd-away = assente
cmd-away-desc = Ferma il tuo orologio per un’assenza prevista
cmd-away-until = fino_a
cmd-away-until-desc = Una data (2026-12-04) o una durata (3d, 36h); off per rientrare prima
cmd-away-reason = motivo
cmd-away-reason-desc = Perché, perché lo vedano gli altri
cmd-quiet = silenzio
cmd-quiet-desc = Ore senza messaggi diretti dal bot
cmd-quiet-hours = ore
cmd-quiet-hours-desc = Come 23:00-08:00, oppure off
cmd-quiet-timezone = fuso_orario
cmd-quiet-timezone-desc = Il tuo fuso orario, come Europe/Rome
cmd-undo = annulla_mossa
cmd-undo-desc = Annulla la tua ultima decisione
cmd-vote = vota
cmd-vote-desc = Lascia al computer il posto di un giocatore
cmd-vote-player = giocatore
cmd-vote-player-desc = Un giocatore che ha finito il tempo tre volte

cli-arg-bench-chatter-clock = il ritmo della partita, come in /pr nuova: live, brisk, daily, relaxed o untimed (predefinito { $default })
cli-arg-bench-chatter-absent = posti che non rispondono mai, gli ultimi (predefinito { $default })
