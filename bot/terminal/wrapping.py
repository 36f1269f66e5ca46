"""Lines that wrap at the screen's width with a hanging indent: a line too long for the
screen goes on under its own text, indented, so that a line that begins in the first column
always begins something (a title, a player, a message), never the rest of one."""

from __future__ import annotations

from rich.console import Console, ConsoleOptions, RenderResult
from rich.text import Text

HANG = 2  # how much deeper than its first line a wrapped line goes on


class Hanging:
    """A text whose lines, each wrapped at its words, go on `indent` columns in: by default
    `HANG` deeper than the line's own leading spaces."""

    def __init__(self, text: str | Text, indent: int | None = None) -> None:
        self.text = Text(text) if isinstance(text, str) else text
        self.indent = indent

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        lines = []
        for line in self.text.split("\n", allow_blank=True):
            lines += self._wrapped(line, console, width)
        yield Text("\n").join(lines)

    def _wrapped(self, line: Text, console: Console, width: int) -> list[Text]:
        """One line as Rich wraps it, its second line on at the indent (none on a screen too
        narrow for one)."""
        first = line.wrap(console, width)[0]
        first.rstrip()
        rest = line[len(first.plain):]
        rest = rest[len(rest.plain) - len(rest.plain.lstrip()):]
        if not rest.plain:
            return [first]
        own = len(line.plain) - len(line.plain.lstrip(" "))
        indent = own + HANG if self.indent is None else self.indent
        indent = min(indent, width // 2)
        wrapped = [first]
        for more in rest.wrap(console, width - indent):
            more.rstrip()
            more.pad_left(indent)
            wrapped.append(more)
        return wrapped
