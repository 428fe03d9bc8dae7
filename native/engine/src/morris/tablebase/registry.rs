//! The folders the running program reads tables from, and one lazily loaded set of tables per
//! rule set: the searches of every level share them. A set is made anew when a folder changed
//! since (a build in the background added tables), so new tables are seen at the next move.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::SystemTime;

use super::build::TableRules;
use super::probe::Tablebases;

struct Registry {
    dirs: Vec<PathBuf>,
    sets: HashMap<TableRules, (Arc<Tablebases>, Vec<Option<SystemTime>>)>,
}

static REGISTRY: Mutex<Option<Registry>> = Mutex::new(None);

/// When each folder last changed (None: not there).
fn stamps(dirs: &[PathBuf]) -> Vec<Option<SystemTime>> {
    dirs.iter()
        .map(|d| std::fs::metadata(d).and_then(|m| m.modified()).ok())
        .collect()
}

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
    let now = stamps(&registry.dirs);
    if let Some((set, seen)) = registry.sets.get(&rules) {
        if *seen == now {
            return Some(set.clone());
        }
    }
    let set = Arc::new(Tablebases::new(rules, registry.dirs.clone()));
    registry.sets.insert(rules, (set.clone(), now));
    Some(set)
}
