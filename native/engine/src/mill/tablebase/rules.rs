//! What a set of tables is built for: the board and every rule that changes a value in the
//! moving phase. Games that share them share their tables (Lasker Morris reads Nine Men's
//! Morris's: every man placed, its rules are Nine's).

use std::sync::Arc;

use crate::mill::board::{points, Board, BoardKind, MAX_POINTS};
use crate::mill::eval::HAND_SET;
use crate::mill::rules::{count_limit, Rules};

/// The rules that change a value of the moving phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TableFlags {
    pub flying: bool,
    /// Plies without a removal that draw (0: no such rule).
    pub limit: u32,
    /// The shorter count while a side has three men (Morabaraba; 0: none).
    pub endgame_limit: u32,
    pub protected_mills: bool,
    pub mill_wins: bool,
    pub nine_holes: bool,
    pub no_return: bool,
}

#[derive(Clone, Debug)]
pub struct TableRules {
    pub board: Arc<Board>,
    pub flags: TableFlags,
}

impl std::ops::Deref for TableRules {
    type Target = TableFlags;

    fn deref(&self) -> &TableFlags {
        &self.flags
    }
}

/// The identity of a set of tables: equal keys, equal tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TableKey {
    pub board: BoardKind,
    pub flags: TableFlags,
}

impl TableRules {
    /// The tables a game of `rules` reads.
    pub fn of(rules: &Rules) -> TableRules {
        TableRules {
            board: rules.board.clone(),
            flags: TableFlags {
                flying: rules.flying,
                limit: rules.no_removal_limit,
                endgame_limit: rules.endgame_limit,
                protected_mills: rules.protected_mills,
                mill_wins: rules.mill_wins,
                nine_holes: rules.nine_holes,
                no_return: rules.no_return,
            },
        }
    }

    /// The rules a set of tables with `key` is built for (its board built from its lines).
    pub fn from_key(key: TableKey) -> TableRules {
        TableRules {
            board: crate::mill::presets::board_of(key.board),
            flags: key.flags,
        }
    }

    pub fn key(&self) -> TableKey {
        TableKey {
            board: self.board.kind,
            flags: self.flags,
        }
    }

    /// Every slide (or flight) of the men `me` to the points of `empty`, as (from, to): every
    /// man placed, so a side moves anywhere only when it flies or the game has nine holes.
    pub fn slides(&self, me: u32, empty: u32) -> impl Iterator<Item = (usize, usize)> + '_ {
        let anywhere = self.nine_holes || (self.flying && me.count_ones() == 3);
        points(me).flat_map(move |src| {
            let dsts = if anywhere {
                empty
            } else {
                self.board.adjacent[src] & empty
            };
            points(dsts).map(move |dst| (src, dst))
        })
    }

    /// The count that draws while `a` men stand against `b` (0: none).
    pub fn limit_for(&self, a: u32, b: u32) -> u32 {
        count_limit(self.limit, self.endgame_limit, [a, b])
    }

    /// Rules for the engine's own move generator over these tables' positions: no draw by
    /// repetition (the tables' lines never repeat), `men` a side (0: as many as fit).
    pub fn rules_with(&self, men: u32) -> Rules {
        Rules {
            preset: "tables",
            board: self.board.clone(),
            men: if men == 0 { MAX_POINTS as u32 } else { men },
            mill_wins: self.mill_wins,
            flying: self.flying,
            nine_holes: self.nine_holes,
            forbidden_first: None,
            protected_mills: self.protected_mills,
            full_board_draw: false,
            no_return: self.no_return,
            endgame_limit: self.endgame_limit,
            place_or_move: false,
            repetition_draw: false,
            no_removal_limit: self.limit,
            weights: HAND_SET,
        }
    }

    /// The most men a side a table of this board can hold against at least three.
    pub fn max_men(&self) -> u32 {
        (self.board.points as u32 - 3).min(crate::mill::tablebase::probe::MAX_MEN)
    }

    /// The flag bits a table's header keeps (0 for Nine Men's Morris's rules, as the files
    /// written before the family had tables left them).
    pub fn flag_bits(&self) -> u8 {
        u8::from(!self.protected_mills)
            | u8::from(self.nine_holes) << 1
            | u8::from(self.mill_wins) << 2
            | u8::from(self.no_return) << 3
    }

    /// The part of a table file's name that names these rules, e.g. `morris-{}-fly-100` with
    /// the material in the braces: Nine Men's Morris's board keeps its first name, `morris`.
    pub fn name_pattern(&self) -> (String, String) {
        let board = match self.board.kind {
            BoardKind::Nine => "morris",
            kind => kind.name(),
        };
        let mut tags = String::from(if self.flying { "fly" } else { "nofly" });
        for (on, tag) in [
            (!self.protected_mills, "-free"),
            (self.nine_holes, "-holes"),
            (self.mill_wins, "-millwins"),
            (self.no_return, "-noreturn"),
        ] {
            if on {
                tags += tag;
            }
        }
        if self.endgame_limit > 0 {
            tags += &format!("-end{}", self.endgame_limit);
        }
        (board.to_string(), format!("{tags}-{}", self.limit))
    }
}

impl PartialEq for TableRules {
    fn eq(&self, other: &Self) -> bool {
        self.key() == other.key()
    }
}

impl Eq for TableRules {}
