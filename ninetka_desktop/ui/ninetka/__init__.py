"""The 9tka board: geometry, the board item, counters, the scene, diagrams and spoken words."""
