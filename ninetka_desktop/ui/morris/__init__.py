"""The boards of the Morris family: geometry, the board item, men, the scene, diagrams, the
new-game panel, rules text."""
