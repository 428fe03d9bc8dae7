"""What both boards share: the scene base, the view, the overlays, the animation runner."""
