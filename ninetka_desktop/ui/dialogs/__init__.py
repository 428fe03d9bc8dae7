"""The app's dialogs: new game, game over, settings, the rules pages."""
