//! Endgame tablebases of the Morris family: every position of the moving and flying phase (all
//! men placed) with up to K men a side, its exact result and its distance to the next removal
//! or the end (DTZ), built by retrograde analysis on any board of the family, stored one byte a
//! position, and read where no change to the files can reach them (`stored`). Small games have
//! their placing phase solved too (`opening`).

pub mod banned;
pub mod blocked;
pub mod build;
pub mod checkpoint;
pub mod decoded;
pub mod file;
pub mod index;
pub mod opening;
pub mod probe;
pub mod proof;
pub mod registry;
pub mod repetitions;
pub mod retrograde;
pub mod rules;
pub mod stored;
pub mod value;
pub mod verify;

#[cfg(test)]
pub(crate) mod brute_force_tests;
#[cfg(test)]
mod family_tests;
