## review-workers: where the coach's reviews are made (prbot run)
cli-arg-run-review_workers = processi di lavoro, con la priorità di CPU più bassa, che fanno l'analisi di ogni partita che finisce (0: nessuno in questo processo; predefinito: $PRBOT_REVIEW_WORKERS o 1)
cli-bad-review-workers = --review-workers { $count } non è un numero di processi di lavoro: indica 0 (questo processo non fa analisi) o più, ad es. --review-workers 1.
