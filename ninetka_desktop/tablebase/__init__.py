"""``ninetka-tablebase``: builds, checks and lists the Morris endgame tables (``cli``)."""
