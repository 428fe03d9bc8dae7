//! Nine Men's Morris: move generation, evaluation and alpha-beta search.
