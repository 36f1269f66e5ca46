## review-workers: where the coach's reviews are made (prbot run)
cli-arg-run-review_workers = procesos de trabajo, con la prioridad de CPU más baja, que hacen el análisis de cada partida que termina (0: ninguno en este proceso; por defecto: $PRBOT_REVIEW_WORKERS o 1)
cli-bad-review-workers = --review-workers { $count } no es un número de procesos de trabajo: indica 0 (este proceso no hace análisis) o más, p. ej. --review-workers 1.
cli-arg-bench-bot-reviews = mide también los clics mientras este número de procesos de trabajo hace el análisis de partidas terminadas, con un bloque de clics de cada dos con ellos en pausa, y compara los dos p95 (objetivo: como mucho un 10 % más lento) (por defecto { $default }: sin análisis)
cli-arg-bench-bot-gap = con --reviews, segundos entre dos clics, durante los que los procesos del análisis pueden seguir (por defecto { $default }: un clic tras otro, y el análisis espera)
