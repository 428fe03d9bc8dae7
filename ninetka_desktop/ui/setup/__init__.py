"""Game ▸ Set Up Position…: the board editor and the positions it sets up."""
