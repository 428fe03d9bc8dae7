"""Ninetka Desktop: 9tka and Nine Men's Morris for the desktop."""

__version__ = "0.1.0"
APP_NAME = "Ninetka Desktop"
ORGANIZATION = "Ninetka"
