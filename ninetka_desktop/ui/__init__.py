"""The Qt widgets of the app: the board scene and view, counter items, themes and dialogs."""
