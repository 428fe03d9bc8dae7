//! The folders the running program reads tables from, and one lazily loaded set of tables per
//! rule set: the searches of every level share them.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use super::build::TableRules;
use super::probe::Tablebases;

struct Registry {
    dirs: Vec<PathBuf>,
    sets: HashMap<TableRules, Arc<Tablebases>>,
}

static REGISTRY: Mutex<Option<Registry>> = Mutex::new(None);

/// Reads tables from `dirs`, the first that holds a table whole winning; forgets the tables
/// loaded before (a set being searched stays alive until its search ends).
pub fn set_dirs(dirs: Vec<PathBuf>) {
    *REGISTRY.lock().expect("no panic") = Some(Registry {
        dirs,
        sets: HashMap::new(),
    });
}

/// The tables of `rules`, when folders were given.
pub fn for_rules(rules: TableRules) -> Option<Arc<Tablebases>> {
    let mut guard = REGISTRY.lock().expect("no panic");
    let registry = guard.as_mut()?;
    let dirs = registry.dirs.clone();
    Some(
        registry
            .sets
            .entry(rules)
            .or_insert_with(|| Arc::new(Tablebases::new(rules, dirs)))
            .clone(),
    )
}
