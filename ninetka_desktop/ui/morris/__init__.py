"""The Nine Men's Morris board: geometry, the board item, men, the scene, diagrams, rules text."""
