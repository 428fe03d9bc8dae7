//! `ninetka_desktop._core`: the engine crate as a CPython module. Each game binds its own
//! submodule; searches release the GIL and poll a cancellation flag (`Canceller`).

use pyo3::prelude::*;

mod analysis;
mod cancel;
mod morris;
mod morris_tablebase;
mod ninetka;
mod ninetka_mcts;
mod ninetka_solver;

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_class::<cancel::Canceller>()?;
    analysis::register(m)?;
    morris::register(m)?;
    morris_tablebase::register(m)?;
    ninetka::register(m)?;
    ninetka_solver::register(m)?;
    ninetka_mcts::register(m)?;
    Ok(())
}
