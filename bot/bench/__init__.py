"""Benchmarks of the bot: the computer players, the service, whole clicks, and what a game posts."""

import argparse


def bench_parser(target: str, doc: str) -> argparse.ArgumentParser:
    """The options of `prbot bench <target>`, described by the first paragraph of its module's
    documentation (the summary, whole: its first line may stop mid-sentence)."""
    summary = " ".join(doc.split("\n\n")[0].split())
    return argparse.ArgumentParser(prog=f"prbot bench {target}", description=summary)
