"""Game ▸ Puzzles…: the puzzle window (``dialog.py``), its board and judge (``session.py``),
its words (``words.py``) and the menu action that opens it (``launcher.py``)."""
