"""``ninetka-arena``: computer against computer, with win rates, confidence intervals and Elo."""
