"""Benchmarks of the bot: the computer players, the service, whole clicks, and what a game posts."""

from ..cli.arguments import Parser


def bench_parser(target: str) -> Parser:
    """The options of `prbot bench <target>`; what it measures and what each option does are
    said in locales/*/cli.ftl (`cli-help-bench-<target>`, `cli-arg-bench-<target>-<dest>`)."""
    return Parser(prog=f"prbot bench {target}")
