//! The search core of Ninetka Desktop. The pure-Python rules library (`ninetka_desktop.games`)
//! stays the app's one source of legality; this crate repeats the rules only as fast as a search
//! needs them, and the agreement tests (`tests/native/`) hold the two together.

pub mod cancel;
pub mod lead_frees;
pub mod mill;
pub mod ninetka;
pub mod spare_core;
