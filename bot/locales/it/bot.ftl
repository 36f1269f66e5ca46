## Il bot di Discord: comandi, sala d'attesa, richieste, avvisi, risposte e schede di /pr regole.
## I nomi dei pezzi vengono da names.ftl e seguono $theme.

## Comandi (nomi: minuscole, senza spazi)

cmd-pr-desc = Giocare a Puerto Rico in questo canale
cmd-new = nuova
cmd-new-desc = Aprire una partita di Puerto Rico in questo canale
cmd-new-theme = edizione
cmd-new-theme-desc = Nomi classici o quelli di Puerto Rico 1897
cmd-new-language = lingua
cmd-new-language-desc = Lingua dei messaggi e delle immagini della partita
cmd-new-players = giocatori
cmd-new-players-desc = Numero massimo di giocatori (da 2 a 5)
cmd-new-show_vp = mostra_pv
cmd-new-show_vp-desc = Mostrare i gettoni punti vittoria di tutti
cmd-new-new_buildings = nuovi_edifici
cmd-new-new_buildings-desc = Prima espansione: quattordici nuovi edifici, e come si scelgono quelli del tabellone
cmd-new-nobles = borghesi
cmd-new-nobles-desc = Seconda espansione: venti borghesi e i loro otto edifici
cmd-new-buccaneer = bucaniere
cmd-new-buccaneer-desc = Terza espansione: la carta ruolo del Bucaniere
cmd-new-festival = festival
cmd-new-festival-desc = Quarta espansione: i tre obiettivi del Festival
cmd-join = entra
cmd-join-desc = Sedersi alla partita di questo canale
cmd-leave = esci
cmd-leave-desc = Lasciare la partita di questo canale prima che inizi
cmd-start = inizia
cmd-start-desc = Iniziare la partita con i giocatori seduti
cmd-cancel = annulla_partita
cmd-cancel-desc = Annullare la partita di questo canale (organizzatore o amministratori)
cmd-status = stato
cmd-status-desc = Vedere il tabellone e a chi tocca
cmd-play = gioca
cmd-play-desc = Prendere una decisione per nome, senza i pulsanti
cmd-play-decision = decisione
cmd-play-decision-desc = Una delle tue scelte legali
cmd-guests = ospiti
cmd-guests-desc = Spostare i tuoi ospiti su altri cerchi vuoti
cmd-rules = regole
cmd-rules-desc = Una breve scheda di un ruolo o di un edificio
cmd-rules-subject = argomento
cmd-rules-subject-desc = Un ruolo o un edificio; senza, l'elenco di tutti
cmd-history = cronologia
cmd-history-desc = Le ultime cose successe nella partita di questo canale
cmd-notify = avvisi
cmd-notify-desc = Attivare o disattivare il messaggio privato quando tocca a te
cmd-notify-mode = modo
cmd-notify-mode-desc = attivo o disattivo
cmd-language = lingua
cmd-language-desc = La lingua delle risposte private del bot
cmd-language-language = lingua
cmd-language-language-desc = Una lingua, o automatica per quella di Discord
cmd-handover = cedi
cmd-handover-desc = Cedi un posto della partita di questo canale a un'altra persona
cmd-handover-to = a
cmd-handover-to-desc = Chi prende il posto
cmd-handover-player = giocatore
cmd-handover-player-desc = Di chi è il posto (il tuo se non lo indichi)

choice-theme-classic = Classica
choice-theme-1897 = Puerto Rico 1897
choice-lang-en = Inglese
choice-lang-es = Spagnolo
choice-lang-it = Italiano
choice-lang-auto = Automatica (la lingua di Discord)
choice-buildings-draft = Scelta a turno (quella del regolamento)
choice-buildings-random = A caso
choice-buildings-all_new = Tutti i nuovi
choice-on = attivo
choice-off = disattivo

## La sala d'attesa

lobby-opened = { $host } apre una partita di { $edition } per al massimo { $max } giocatori{ $show_vp ->
    [true] , con i { term-victory_points } in vista
   *[false] {""}
}. Unisciti con `/pr { cmd-join }`; l'organizzatore la inizia con `/pr { cmd-start }`.
lobby-joined = { $player } si siede ({ $count }/{ $max }).
lobby-players = Giocatori: { $players } ({ $count }/{ $max }); organizzatore: { $host }.
lobby-expansions = Espansioni: { $expansions }.
lobby-expansion-board = { $expansion } — { $board }
## Il nome di San Juan in Puerto Rico 1897, detto dove un nuovo giocatore lo incontra (la sala d'attesa, /pr regole).
legend-portrait = **Ritratto**: il posto sulla tua plancia dove i tuoi { term-colonists } aspettano di essere sistemati (San Juan nell'edizione classica).
lobby-dm-on = { $player }: riceverai un messaggio privato quando tocca a te. Disattivalo con `/pr { cmd-notify } { cmd-notify-mode }:{ choice-off }`.
lobby-dm-off = { $player }: i messaggi privati di turno sono disattivati. Attivali con `/pr { cmd-notify } { cmd-notify-mode }:{ choice-on }`.
lobby-left = { $player } si alza.
lobby-closed = Non è rimasto nessuno: la partita è chiusa.
game-started = La partita comincia! Posti: { $order }.
game-cancelled = { $player } ha annullato la partita di questo canale.
seat-handed-over = { $new } prende il posto di { $old } e continua la partita da dove è arrivata.

## Il messaggio di un ruolo (uno per ruolo scelto; il bot aggiunge righe durante la fase)

turn-header = **Turno { $round }** · { term-governor }: { $governor }
prompt-step-role = scegli un ruolo.
prompt-step-draft = la scelta degli edifici: scegli un edificio per uno spazio libero del suo costo.
prompt-step-settler = { $role }: prendi una { term-plantation }, o passa.
## $nobles: quanti dei $count sono borghesi (seconda espansione); $pieces li dice entrambi,
## ad es. «3 lavoratori e 1 borghese».
prompt-step-mayor = { $role }: { $nobles ->
    [0] { $count ->
        [one] sistema il tuo { term-colonist }
       *[other] sistema i tuoi { $count } { term-colonists }
    }
   *[other] sistema { $pieces }
}.
prompt-step-builder = { $role }: costruisci, o passa.
prompt-step-craftsman = { $role }: prendi un { term-barrel } in più, o passa.
prompt-step-trader = { $role }: vendi una merce, o passa.
prompt-step-captain = { $role }: carica le tue merci.
prompt-step-storage = { $role }: scegli le merci che conservi.
prompt-step-buccaneer = { $role }: scegli { $options }.
prompt-step-hunting_lodge = { building-hunting_lodge }: scarta una { term-plantation } o una { term-forest }, o passa.
prompt-step-kidnapped = nessuno ha scelto il ruolo di { $role } che hai preso: giocalo ora.
prompt-step-placing = { $source ->
    [raid] { buccaneer-raid }: disponi i { term-colonists } che tieni (ne mancano { $count }), o passa: gli altri tornano nella { term-supply }.
   *[festival] { festival }: disponi i { term-colonists } che hai vinto (ne mancano { $count }).
}
prompt-all-mayor = { $role }: ogni giocatore sistema i suoi { term-colonists } (la sistemazione suggerita, o la sua).
prompt-all-storage = { $role }: ognuno sceglie le merci che conserva.
prompt-status = { $player }: { $doubloons_text } · { $goods_count ->
    [0] nessuna merce
   *[other] { $goods }
} · { term-island }: { $island_free ->
    [one] 1 libero
   *[other] { $island_free } liberi
} · { term-city }: { $city_free ->
    [one] 1 libero
   *[other] { $city_free } liberi
}
prompt-trading-house = Nella { term-trading_house }: { $count ->
    [0] niente
   *[other] { $goods }
} ({ $count }/{ $spaces })
prompt-colonist-ship = Nella { term-colonist_ship }: { $count } (il minimo è { $minimum })
prompt-ships = Navi: { $ships }
prompt-ship = { $ship }: { $load ->
    [0] vuota
   *[other] { $load }/{ $capacity } di { $good }
}
prompt-suggested = Sistemazione suggerita
prompt-open-mayor = Sistemare i miei { term-colonists }
prompt-open-storage = Scegliere cosa conservare
prompt-board = Immagini
prompt-select = { $named ->
    [true] { $group } · { $count }
   *[false] { $count ->
        [one] 1 scelta
       *[other] { $count } scelte
    }
}
## A group of decisions too many for the message (a building and what may be given back
## for it): how many it holds, and the question of the private message that lists them.
prompt-ways = { $count } modi
prompt-choose-way = { $choice } — { $count } modi, scegline uno
prompt-circles = { $count ->
    [one] Lo spazio per il tuo { term-colonist }
   *[other] I { $count } spazi per i tuoi { term-colonists }
}
prompt-place = Sistemarli ({ $chosen } su { $count } scelti)
## Gli spazi dei borghesi (seconda espansione), il passo prima dei lavoratori: esattamente
## $count, o da $least a $most quando gli altri possono restare.
prompt-noble-circles = { $count ->
    [one] Lo spazio per il tuo { term-noble }
   *[other] I { $count } spazi per i tuoi { term-nobles }
}
prompt-noble-circles-fewer = Spazi per i tuoi { term-nobles }: da { $least } a { $most } (gli altri restano { $theme ->
    [1897] sul tuo { term-san_juan }
   *[classic] a { term-san_juan }
})
prompt-place-fewer = Sistemarli ({ $chosen } scelti, da { $least } a { $most })

## Punteggi

score-title = Punteggi finali:
score-voted-out = { $player }: il computer ha giocato al suo posto { $round ->
    [0] {""}
   *[other] dal turno { $round }{" "}
}(per voto degli altri)
score-line = { $winner ->
    [true] 🏆
   *[false] ·
} { $player }: { $total } { term-vp } ({ $chips } in gettoni, { $buildings } per gli edifici{ $bonus_count ->
    [0] {""}
   *[other] , { $bonuses }
}; spareggio { $tiebreak })
score-bonus = { $name } +{ $vp }
score-bonus-unoccupied = { $name } 0 (senza { term-colonist })

## Clic, avvisi, stato

click-expired = Questa scelta è scaduta: la partita è andata avanti.
click-current-prompt = Le tue scelte attuali: { $link }
click-not-yours = Queste scelte sono per { $player }.
## Circles of a Mayor's step clicked in time that make no choice of it (a click out of date
## says click-expired): what was wrong. $what: what the step asks for ("The 3 circles for your
## colonists"), $chosen: how many circles were chosen.
arrange-refused-count = { $what }, non { $chosen }: non è stato piazzato nulla. Scegli di nuovo.
arrange-refused-circles = Uno di questi spazi non è offerto in questo passaggio, oppure è scelto due volte: non è stato piazzato nulla. Scegli di nuovo.
arrange-refused = La partita non accetta questa disposizione: non è stato piazzato nulla. Scegli di nuovo.
guests-choose = I tuoi ospiti ({ building-guest_house }) possono spostarsi ora, che tocchi a te o no:
guests-none = Ora non hai ospiti da spostare (nessun ospite { $theme ->
    [1897] nel tuo
   *[classic] nella tua
} { building-guest_house }, oppure è la fase del { role-mayor }).
guests-gone = Questo spostamento non è più possibile: i tuoi ospiti ({ building-guest_house }) e i cerchi liberi sono cambiati nel frattempo. Nessuno è stato spostato.
guests-select = Spostare un ospite ({ $count } { $count ->
    [one] posto
   *[other] posti
})
channel-forbidden = Non posso più scrivere in { $channel }, quindi la partita è ferma. Ridammi il permesso di inviare messaggi lì, poi usa `/pr { cmd-status }`.
ping = Tocca a te in { $channel }: { $decision } { $link }
ping-dm-refused = { $user }, tocca a te qui (non ho potuto mandarti un messaggio privato).
reminder = Promemoria: { $channel } ti aspetta da { $hours ->
    [one] un'ora
   *[other] { $hours } ore
}: { $decision } { $link }
status-lobby = In attesa di iniziare. Giocatori ({ $count }): { $players }.
status-playing = Turno { $round }. In attesa di: { $waiting }.
play-done = Fatto: { $decision }.
history-title = Ultimi avvenimenti:
history-finished-title = Nessuna partita in corso qui. Le ultime partite finite (★ vincitore; `/pr { cmd-review }` dà la revisione di una partita dal suo numero):
history-finished-game = { $date }: { $results } (n. { $game })
history-nothing = Nessuna partita in corso qui, e nessuna ancora finita. Aprine una con `/pr { cmd-new }`.
notify-on = Riceverai un messaggio privato quando tocca a te.
notify-off = Niente più messaggi privati di turno.
language-set = Le risposte private saranno in: { $language }.
rules-unknown = Non conosco nessun ruolo o edificio con quel nome.
rules-index = Tutte le schede; scrivine una dopo `/pr { cmd-rules } { cmd-rules-subject }:`
rules-index-roles = **Ruoli:** { $subjects }
rules-index-production = **Edifici di produzione:** { $subjects }
rules-index-violet = **Altri edifici piccoli:** { $subjects }
rules-index-large = **Edifici grandi:** { $subjects }
rules-index-occupied = Alla fine ogni edificio vale i suoi { term-vp }, occupato o no. Un edificio funziona solo finché è occupato, e il bonus di un edificio grande conta solo se è occupato alla fine.
rules-occupied-violet = Funziona solo finché è occupato; i suoi { $vp } { term-vp } contano comunque alla fine.
rules-occupied-large = Il bonus conta solo se è occupato alla fine; i suoi { $vp } { term-vp } contano comunque.
rules-index-nobles = **{ expansion-nobles }:** { $subjects }
rules-index-expansions = **Espansioni:** { $subjects }
rules-buccaneer = Solo chi lo sceglie esegue un'opzione: { buccaneer-piracy } (rimuovi tutti i barili da una nave e tienine fino a 3), { buccaneer-plunder } (rimuovi i barili dalla { term-trading_house }: 1 { term-vp } ciascuno), { buccaneer-raid } (riduci la { term-colonist_ship } a uno per giocatore e disponi subito fino a 3 dei rimossi su cerchi vuoti { $theme ->
    [1897] del tuo Territorio o della tua Città
   *[classic] della tua isola o della tua città
}) o { buccaneer-kidnapping } (prendi un ruolo non usato con le sue monete: se un altro lo sceglie ricevi 3 { term-doubloons }, altrimenti lo giochi a fine turno). Mai monete sulla carta, e nessuno lo prende due volte di fila.
rules-festival = Tre obiettivi, ciascuno per il primo che lo raggiunge: 3 { term-plantations } del tipo estratto { $theme ->
    [1897] sul tuo Territorio
   *[classic] sulla tua isola
} (3 { term-colonists } da disporre subito), i 3 { term-barrels } estratti prodotti in una sola fase (3 { term-doubloons }), l'edificio estratto costruito (3 { term-vp }).
bot-error-unexpected = Qualcosa è andato storto; la partita è al sicuro. Riprova.

## Perché una richiesta è stata rifiutata (codici del servizio)

service-error-no_game = Non c'è una partita in questo canale. Aprine una con `/pr { cmd-new }`.
service-error-game_exists = Questo canale ha già una partita.
service-error-not_started = Questa partita non è ancora iniziata.
service-error-already_started = Questa partita è già iniziata.
service-error-full = Questa partita è al completo.
service-error-already_joined = Sei già in questa partita.
service-error-not_joined = Non sei in questa partita.
service-error-not_host = Solo l'organizzatore (o un amministratore, per annullare) può farlo.
service-error-too_few_players = Servono almeno 2 giocatori per iniziare.
service-error-not_a_player = Non giochi in questa partita.
service-error-not_your_turn = Non tocca a te decidere.
service-error-illegal = Questa mossa non è permessa ora.
play-legal = { $more ->
    [0] Puoi: { $choices }.
    [one] Puoi: { $choices }, e un'altra (scrivi qualche lettera per vederla).
   *[other] Puoi: { $choices }, e altre { $more } (scrivi qualche lettera per vederle).
}
service-error-game_over = Questa partita è finita.
service-error-stale = Questa scelta è scaduta: la partita è andata avanti.
service-error-corrupt_game = Le mosse salvate di questa partita non si riproducono; non può continuare.
service-error-bad_theme = Edizione sconosciuta.
service-error-bad_language = Lingua sconosciuta.
service-error-bad_option = Opzione di partita sconosciuta.
service-error-bad_max_players = Una partita ha da 2 a 5 giocatori.
service-error-not_saved = Impossibile salvare: non è cambiato nulla. Riprova tra un momento.
service-error-unavailable = Il database delle partite non è raggiungibile in questo momento: non è cambiato nulla. Riprova tra un momento.

## /pr regole: schede brevi

rules-settler = Ogni giocatore, a partire da chi sceglie, prende una { term-plantation } scoperta (chi sceglie può prendere invece una { term-quarry }). Con { building-hacienda } occupata, pesca prima una tessera coperta; con { building-hospice } occupato, la nuova tessera arriva con un { term-colonist }.
rules-mayor = Chi sceglie prende 1 { term-colonist } dalla { term-supply }; quelli della { term-colonist_ship } vengono distribuiti. Tutti risistemano i loro { term-colonists } su { term-plantations }, { term-quarries } ed edifici. La { term-colonist_ship } si riempie con uno per cerchio vuoto degli edifici (almeno uno per giocatore).
rules-builder = Ogni giocatore può costruire un edificio pagando il costo meno 1 per { term-quarry } occupata (al massimo la colonna dell'edificio); chi sceglie paga 1 in meno.
rules-craftsman = Tutti producono merci dalle { term-plantations } occupate con edifici di produzione occupati (il mais non ne ha bisogno). Poi chi sceglie prende 1 { term-barrel } in più di un tipo prodotto.
rules-trader = Ogni giocatore può vendere una merce alla { term-trading_house } (nessun tipo due volte, 4 posti); chi sceglie guadagna 1 in più. Piena dopo quattro vendite, si svuota a fine fase.
rules-captain = A turno, chi può deve caricare un tipo di merce su una nave: 1 { term-vp } per { term-barrel }, chi sceglie +1 una volta. Poi ognuno conserva un { term-barrel } (di più con i magazzini); le navi piene si svuotano.
rules-prospector = Chi sceglie prende 1 { term-doubloon } dalla banca; nessun altro fa nulla.
rules-small_indigo_plant = Produzione: trasforma una { term-plantation } di { good-indigo } occupata in 1 { term-barrel } (1 cerchio).
rules-small_sugar_mill = Produzione: trasforma una { term-plantation } di { good-sugar } occupata in 1 { term-barrel } (1 cerchio).
rules-indigo_plant = Produzione: fino a 3 { term-plantations } di { good-indigo } occupate danno 3 { term-barrels } (3 cerchi).
rules-sugar_mill = Produzione: fino a 3 { term-plantations } di { good-sugar } occupate danno 3 { term-barrels } (3 cerchi).
rules-tobacco_storage = Produzione: fino a 3 { term-plantations } di { good-tobacco } occupate danno 3 { term-barrels } (3 cerchi).
rules-coffee_roaster = Produzione: fino a 2 { term-plantations } di { good-coffee } occupate danno 2 { term-barrels } (2 cerchi).
rules-small_market = { role-trader }: +1 { term-doubloon } quando vendi.
rules-hacienda = { role-settler }: prima della scelta, puoi pescare anche una { term-plantation } coperta.
rules-construction_hut = { role-settler }: puoi prendere una { term-quarry } invece di una { term-plantation }.
rules-small_warehouse = { role-captain }: dopo il carico, conservi anche tutti i barili di un tipo.
rules-hospice = { role-settler }: la tua nuova tessera arriva con un { term-colonist } dalla { term-supply }.
rules-office = { role-trader }: puoi vendere un tipo che la { term-trading_house } ha già.
rules-large_market = { role-trader }: +2 { term-doubloons } quando vendi.
rules-large_warehouse = { role-captain }: dopo il carico, conservi anche tutti i barili di due tipi.
rules-factory = { role-craftsman }: 1/2/3/5 { term-doubloons } per aver prodotto 2/3/4/5 tipi di merce.
rules-university = { role-builder }: ogni edificio che costruisci arriva con un { term-colonist } dalla { term-supply }.
rules-harbor = { role-captain }: +1 { term-vp } ogni volta che carichi.
rules-wharf = { role-captain }: una volta per fase, spedisci tutti i barili di un tipo con la tua nave.
rules-guild_hall = Fine: +1 { term-vp } per edificio di produzione piccolo e +2 per grande.
rules-residence = Fine: 4/5/6/7 { term-vp } per fino a 9/10/11/12 spazi occupati { $theme ->
    [1897] del tuo { term-island }
   *[classic] della tua { term-island }
}.
rules-fortress = Fine: +1 { term-vp } ogni 3 { term-colonists } che possiedi.
rules-customs_house = Fine: +1 { term-vp } ogni 4 { term-vp } in gettoni.
rules-city_hall = Fine: +1 { term-vp } per ognuno dei tuoi { term-violet_buildings }, compreso questo.

## Schede della prima espansione, i Nuovi Edifici
rules-index-new_buildings = **{ expansion-new_buildings }:** { $subjects }
rules-aqueduct = { role-craftsman }: +1 barile di { good-indigo } o di { good-sugar } quando lo producono { building-indigo_plant } o { building-sugar_mill } occupati.
rules-forest_house = { role-settler }: puoi posare la nuova { term-plantation } a faccia in giù come { term-forest } (senza { term-colonist }). Costruendo: 1 { term-doubloon } in meno ogni 2 foreste, occupato o no.
rules-black_market = { role-builder }: se ti mancano { term-doubloons }, restituisci fino a 1 { term-colonist }, 1 barile e 1 { term-vp }, 1 in meno ciascuno; non ti può avanzare denaro.
rules-storehouse = { role-captain }: dopo il carico conservi anche 3 barili qualsiasi.
rules-guest_house = { role-mayor }: fino a 2 { term-colonists } come ospiti; in qualsiasi momento fuori dalla fase del { role-mayor }, spostali su cerchi vuoti (/pr { cmd-guests }).
rules-trading_post = { role-trader }: invece che alla { term-trading_house }, vendi un barile qualsiasi alla { term-supply } al suo prezzo (senza mercati; il +1 di chi sceglie vale).
rules-church = { role-builder }: +1 { term-vp } per ogni edificio della colonna 2 o 3 che costruisci dopo, +2 per uno della colonna 4.
rules-small_wharf = { role-captain }: una volta per fase, invece di caricare, spedisci i barili che vuoi, di qualsiasi tipo: 1 { term-vp } ogni 2.
rules-lighthouse = { role-captain }: +1 { term-doubloon } ogni volta che carichi, e +1 se scegli il ruolo, anche senza caricare.
rules-specialty_factory = { role-craftsman }: { term-doubloons } = barili del tuo tipo migliore meno 1 (il mais non conta).
rules-library = Ogni ruolo che scegli: il suo privilegio vale doppio.
rules-union_hall = { role-captain }: al tuo primo turno, prima di caricare, 1 { term-vp } ogni 2 barili dello stesso tipo.
rules-statue = Fine: 8 { term-vp }; non vi si mette nessun { term-colonist }.
rules-cloister = Fine: 1/3/6/10 { term-vp } per 1/2/3/4 terne di tessere uguali { $theme ->
    [1897] nel tuo { term-island }
   *[classic] nella tua { term-island }
} (foreste e cave comprese).

rules-land_office = { role-trader }, al tuo turno: con un { term-colonist } sopra, compra per 1 { term-doubloon } la prima { term-plantation } coperta; con un { term-noble }, cedi una delle tue { term-plantations } per 1 { term-doubloon }.
rules-chapel = { role-craftsman }: +1 { term-doubloon } con un { term-colonist } sopra, +1 { term-vp } con un { term-noble }.
rules-hunting_lodge = { role-settler }, a fine fase: con un { term-colonist } sopra, puoi scartare una { term-plantation } o una { term-forest }; con un { term-noble }, +2 { term-vp } se hai più spazi vuoti di tutti (senza pareggio).
rules-zoning_office = { role-builder }: con un { term-colonist } sopra, −1 { term-doubloon } sugli edifici piccoli; con un { term-noble }, −2 su quelli grandi. Mai il contrario.
rules-royal_supplier = { role-captain }, al tuo primo turno, prima di caricare: restituisci un barile per ogni { term-noble } che possiedi, tutti di tipi diversi, per 1 { term-vp } ciascuno.
rules-villa = { role-mayor }: +1 { term-noble } dalla { term-supply } (un { term-colonist } se non ne restano).
rules-jeweler = { role-craftsman }: +1 { term-doubloon } per ogni { term-noble } che possiedi. Conta come edificio di produzione grande.
rules-royal_garden = Fine: +1 { term-vp } per ogni { term-noble } che possiedi (ognuno vale allora 2).
