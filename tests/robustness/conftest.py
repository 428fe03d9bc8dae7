"""A private home folder and main windows in it (tests/helpers/windows.py)."""

from helpers.windows import home, make_window

__all__ = ["home", "make_window"]
