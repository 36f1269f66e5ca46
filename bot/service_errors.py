"""What the game service refuses, apart from the service so that its parts (the clock) and its
front ends can name it without importing the whole service."""

from __future__ import annotations


class ServiceError(Exception):
    """A request the service refuses: `code` is a stable message id, `args_` its arguments."""

    def __init__(self, code: str, **args: object) -> None:
        super().__init__(code, args)
        self.code = code
        self.args_ = args

    def __str__(self) -> str:
        details = ", ".join(f"{key}={value!r}" for key, value in self.args_.items())
        return f"{self.code} ({details})" if details else self.code
