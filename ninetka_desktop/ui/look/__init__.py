"""How the app looks: board palettes, widget colours, contrast and colour-vision checks."""
