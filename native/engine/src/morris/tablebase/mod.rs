//! Endgame tablebases of Nine Men's Morris: every position of the moving and flying phase (all
//! men placed) with up to K men a side, its exact result and its distance to the next removal
//! or the end (DTZ), built by retrograde analysis, stored one byte a position, and read where
//! no change to the files can reach them (`stored`).

pub mod build;
pub mod file;
pub mod index;
pub mod probe;
pub mod registry;
pub mod stored;
pub mod symmetry;
pub mod value;
pub mod verify;

#[cfg(test)]
pub(crate) mod brute_force_tests;
