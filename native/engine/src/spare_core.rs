//! A helper thread that runs on a spare core only: it gives way to every other thread of the
//! machine, the window's first, so that a search's helper never makes the board stutter.
//!
//! On Linux the thread takes the lowest priority, nice 19 (allowed without privileges): the
//! scheduler then gives it a small share of a core another thread wants, and all of an idle
//! one. Measured with `benchmarks/gui_responsiveness.py --game 9tka --analysis` (the window, the
//! analysis and the computer's search on two cores), worst gaps while counters moved, three
//! games each: a helper at normal priority 69, 20 and 47 ms; under `SCHED_IDLE` (never running
//! while another thread wants the core) 55, 19 and 21 ms, probably held up while holding
//! something the window's thread needed; at nice 19 (six games) 21, 29, 20, 19, 20 and 24 ms;
//! one thread alone 25, 20 and 18 ms. Other systems have no such call here yet, so they get no
//! helpers (`available`).

/// The nice value of a thread that gives way.
#[cfg(target_os = "linux")]
const LOWEST_NICE: i32 = 19;

/// Helpers can be made to give way on this system.
pub fn available() -> bool {
    cfg!(target_os = "linux")
}

/// Moves the calling thread onto spare cores only; false when the system refused (the caller
/// should then not run).
pub fn give_way() -> bool {
    #[cfg(target_os = "linux")]
    {
        extern "C" {
            fn setpriority(which: i32, who: u32, prio: i32) -> i32;
        }
        const PRIO_PROCESS: i32 = 0;
        // SAFETY: a plain system call; on Linux the nice value is the calling thread's own
        // (who = 0), not the whole process's.
        unsafe { setpriority(PRIO_PROCESS, 0, LOWEST_NICE) == 0 }
    }
    #[cfg(not(target_os = "linux"))]
    {
        false
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_thread_can_give_way_where_helpers_are_available() {
        let gave_way = std::thread::spawn(super::give_way).join().unwrap();
        assert_eq!(gave_way, super::available());
    }
}
