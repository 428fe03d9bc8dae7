"""The 9tka models: the board as a table, the scores by section."""
