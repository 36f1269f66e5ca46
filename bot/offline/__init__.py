"""Discord without Discord, for the tests and the benchmarks: the REST API and interaction
webhooks answered in memory (`recorder.py`), and a real bot on them, driven as users
(`harness.py`)."""
