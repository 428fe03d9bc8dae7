//! 9tka: the board, playouts, tree search and the exact movement-phase solver.
