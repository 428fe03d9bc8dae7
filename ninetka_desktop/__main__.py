"""``python -m ninetka_desktop`` starts the app."""

from .app import main

raise SystemExit(main())
