"""9tka in the turn flow: what a turn of the game means (``turns``)."""
