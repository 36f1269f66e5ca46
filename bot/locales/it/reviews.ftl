## review-workers: where the coach's reviews are made (prbot run)
cli-arg-run-review_workers = processi di lavoro, con la priorità di CPU più bassa, che fanno l'analisi di ogni partita che finisce (0: nessuno in questo processo; predefinito: $PRBOT_REVIEW_WORKERS o 1)
cli-bad-review-workers = --review-workers { $count } non è un numero di processi di lavoro: indica 0 (questo processo non fa analisi) o più, ad es. --review-workers 1.
cli-arg-bench-bot-reviews = misura i clic anche mentre questo numero di processi di lavoro fa l'analisi di partite finite, con un blocco di clic ogni due con loro in pausa, e confronta i due p95 (obiettivo: al massimo il 10% più lento) (predefinito { $default }: nessuna analisi)
cli-arg-bench-bot-gap = con --reviews, secondi tra due clic, durante i quali i processi dell'analisi possono proseguire (predefinito { $default }: un clic dopo l'altro, e l'analisi aspetta)
