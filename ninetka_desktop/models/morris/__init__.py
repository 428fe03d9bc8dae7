"""The Nine Men's Morris model: the board as a 7 x 7 table."""
