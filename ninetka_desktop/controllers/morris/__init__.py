"""Nine Men's Morris in the turn flow: what a turn means (``turns``), and the controller
with the removal step a mill adds (``controller``)."""
