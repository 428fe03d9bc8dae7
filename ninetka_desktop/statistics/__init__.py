"""Game ▸ Statistics, without Qt: what a finished game adds to the player's tallies and rating.

``results`` turns a finished game into one result per human seat, ``ledger`` keeps the tallies
and ratings (and their JSON form), ``elo`` and ``level_ratings`` put the player on the scale the
computer levels were measured on. The file itself is ``storage.statistics_file``'s.
"""
