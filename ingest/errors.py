"""The errors of reading and extraction, and the base class of every error hwkg reports.

Each layer raises its own: ``hwkg.graph.errors`` adds the store's and the queries'.
"""

from __future__ import annotations


class HwkgError(Exception):
    """An error the user can fix; its message is one line that says what and how.

    ``exit_code`` follows the command-line convention: 2 for bad input or usage,
    1 for any other failure.
    """

    exit_code = 1

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class InputError(HwkgError):
    """Bad input: a path that does not exist, an empty or unreadable article, bad options."""

    exit_code = 2


class ModelMissingError(HwkgError):
    """The spaCy model for a language is not installed."""

    exit_code = 1

    def __init__(self, model: str, lang: str) -> None:
        super().__init__(
            f"the spaCy model {model!r} for language {lang!r} is not installed; "
            f"run `make setup` (or `pip install --no-deps -r requirements/models.txt`)"
        )
