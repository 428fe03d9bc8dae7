"""The words the app uses for the games of the Morris family: their names, a line about each,
and the pieces they speak of (Morabaraba's men are cows, and its removals are shots).

``variants.Variant.name`` is the engine's English name; these are the app's translated copies.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...games.morris.variants import VARIANTS, Variant

# The name lupdate looks for.
translate = QCoreApplication.translate


def variant_title(key: str) -> str:
    """The name of the game ``key`` of the family, translated ("Three Men's Morris")."""
    titles = {
        "three": translate("MorrisVariants", "Three Men's Morris"),
        "six": translate("MorrisVariants", "Six Men's Morris"),
        "nine": translate("MorrisVariants", "Nine Men's Morris"),
        "twelve": translate("MorrisVariants", "Twelve Men's Morris"),
        "morabaraba": translate("MorrisVariants", "Morabaraba"),
        "lasker": translate("MorrisVariants", "Lasker Morris"),
    }
    return titles.get(key, VARIANTS[key].name if key in VARIANTS else key)


def variant_description(key: str) -> str:
    """One line on what sets the game ``key`` apart."""
    lines = {
        "three": translate(
            "MorrisVariants", "3 men each on a 3\u00d73 grid; the first mill wins the game."
        ),
        "six": translate(
            "MorrisVariants", "6 men each on two squares; men step along the lines, no flying."
        ),
        "nine": translate(
            "MorrisVariants", "The classic: 9 men each on three squares; a mill takes a man."
        ),
        "twelve": translate(
            "MorrisVariants", "12 men each; the diagonals join the corners and make mills too."
        ),
        "morabaraba": translate(
            "MorrisVariants", "South Africa's game: 12 cows each on the board with diagonals."
        ),
        "lasker": translate(
            "MorrisVariants", "10 men each; every turn you either place a man or move one."
        ),
    }
    return lines.get(key, "")


def board_accessible_name(variant: Variant) -> str:
    """What a screen reader calls the board of ``variant``."""
    if variant.default:  # the name the board had before the family came
        return translate("MorrisScene", "Nine Men's Morris board")
    title = variant_title(variant.key)
    return translate("MorrisScene", "{game} board").replace("{game}", title)


def man_word(owner: int, cows: bool) -> str:
    """The start of a point's description with a piece on it; ``{point}`` stands for its name."""
    if cows:
        return (
            translate("MorrisScene", "{point}, White cow")
            if owner == 0
            else translate("MorrisScene", "{point}, Black cow")
        )
    return (
        translate("MorrisScene", "{point}, White man")
        if owner == 0
        else translate("MorrisScene", "{point}, Black man")
    )
