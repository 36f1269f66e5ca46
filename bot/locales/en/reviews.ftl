## review-workers: where the coach's reviews are made (prbot run)
cli-arg-run-review_workers = processes of their own, at the lowest CPU priority, that make the review of each game that ends (0: none in this process; default: $PRBOT_REVIEW_WORKERS or 1)
cli-bad-review-workers = --review-workers { $count } is not a number of review processes: give 0 (no reviews made in this process) or more, e.g. --review-workers 1.
cli-arg-bench-bot-reviews = also time the clicks while this many review processes make the reviews of finished games, every other block of clicks with them paused, and compare the two p95s (target: at most 10% slower) (default { $default }: no reviews)
cli-arg-bench-bot-gap = with --reviews, seconds between two clicks, during which the review processes may go on (default { $default }: one click after another, and the reviews wait)
