"""The text engine protocol (``ninetka-engine``): GTP-style commands over stdin/stdout."""

from .session import EngineSession, Reply

__all__ = ["EngineSession", "Reply"]
