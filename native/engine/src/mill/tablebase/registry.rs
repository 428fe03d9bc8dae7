//! The folders the running program reads tables from, and one lazily loaded set of tables per
//! rule set: the searches of every level share them. A set is made anew when a folder changed
//! since (a build in the background added tables), so new tables are seen at the next move.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use super::probe::Tablebases;
use super::rules::{TableKey, TableRules};
use crate::mill::rules::Rules;

/// A set of tables and the opening whose solution it reads, if any.
type SetKey = (TableKey, Option<(u32, Option<u8>)>);

/// The table files the folders held, with their sizes, when a set was made.
type Stamp = Vec<(String, u64)>;

struct Registry {
    dirs: Vec<PathBuf>,
    sets: HashMap<SetKey, (Arc<Tablebases>, Stamp)>,
}

static REGISTRY: Mutex<Option<Registry>> = Mutex::new(None);

/// The table files of the folders with their sizes: a new or rewritten table changes it (a
/// folder's time stamp can be too coarse to tell two renames apart).
fn stamps(dirs: &[PathBuf]) -> Stamp {
    let mut found = Vec::new();
    for (i, dir) in dirs.iter().enumerate() {
        let Ok(entries) = std::fs::read_dir(dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.ends_with(".ntb") {
                let size = entry.metadata().map_or(0, |m| m.len());
                found.push((format!("{i}/{name}"), size));
            }
        }
    }
    found.sort();
    found
}

/// Reads tables from `dirs`, the first that holds a table whole winning; forgets the tables
/// loaded before (a set being searched stays alive until its search ends).
pub fn set_dirs(dirs: Vec<PathBuf>) {
    *REGISTRY.lock().expect("no panic") = Some(Registry {
        dirs,
        sets: HashMap::new(),
    });
}

/// The tables of a game of `rules` (with its opening's solution, where its placing phase has
/// one: every turn of it places), when folders were given.
pub fn for_game(rules: &Rules) -> Option<Arc<Tablebases>> {
    let table_rules = TableRules::of(rules);
    let opening = (!rules.place_or_move).then_some((rules.men, rules.forbidden_first));
    let key = (table_rules.key(), opening);
    let mut guard = REGISTRY.lock().expect("no panic");
    let registry = guard.as_mut()?;
    let now = stamps(&registry.dirs);
    if let Some((set, seen)) = registry.sets.get(&key) {
        if *seen == now {
            return Some(set.clone());
        }
    }
    let mut set = Tablebases::new(table_rules, registry.dirs.clone());
    if let Some((men, forbidden_first)) = opening {
        set = set.with_opening(men, forbidden_first);
    }
    let set = Arc::new(set);
    registry.sets.insert(key, (set.clone(), now));
    Some(set)
}
