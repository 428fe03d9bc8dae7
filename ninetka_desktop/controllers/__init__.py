"""Match flow: QStateMachine phase controllers and the players (human or computer seats)."""
