# Two commands a fresh machine needs: `make run` and `make test`.
# Each creates .venv when missing and installs what it needs (again when pyproject.toml changes).

PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DIST_STAMP := $(VENV)/.installed-dist
# The native core (native/, Rust): a change to it builds the module again.
NATIVE := native/Cargo.toml native/Cargo.lock $(wildcard native/*/Cargo.toml) $(shell find native -name '*.rs' -not -path 'native/target/*')
# The app's translations: .ts sources in git, .qm compiled here (packaging/translations.py).
QM := $(patsubst %.ts,%.qm,$(wildcard resources/translations/*.ts))
# The sound effects, synthesised by packaging/make_sounds.py (not in git).
SOUNDS := resources/sounds/.made

.PHONY: run test lint typecheck native-check pytest pytest-window bench clean dist test-dist

$(STAMP): pyproject.toml constraints.txt $(NATIVE)
	@command -v cargo >/dev/null 2>&1 || { echo "Ninetka Desktop builds its native core with Rust: install cargo and rustc (https://rustup.rs, or your system's 'cargo' package), then run make again." >&2; exit 1; }
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -c constraints.txt -e '.[test]'
	$(BIN)/python packaging/translations.py compile
	@touch $(STAMP)

# A .ts changed since the install: compile it again (lrelease ships with PySide6).
resources/translations/%.qm: resources/translations/%.ts | $(STAMP)
	$(BIN)/python packaging/translations.py compile $<

$(SOUNDS): packaging/make_sounds.py | $(STAMP)
	$(BIN)/python packaging/make_sounds.py
	@touch $(SOUNDS)

# The installers also need PyInstaller (the `dist` extra).
$(DIST_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -c constraints.txt -e '.[test,dist]'
	@touch $(DIST_STAMP)

run: $(STAMP) $(QM) $(SOUNDS)
	@bash packaging/linux_deps.sh
	$(BIN)/ninetka

test: $(STAMP) lint typecheck native-check pytest pytest-window

lint: $(STAMP)
	$(BIN)/ruff check ninetka_desktop tests benchmarks

# The native core: formatted, clippy clean, and its own tests (plain Rust, no Python).
native-check:
	cd native && cargo fmt --all --check && cargo clippy --quiet --workspace --all-targets -- -D warnings && cargo test --quiet -p ninetka-engine

typecheck: $(STAMP)
	$(BIN)/mypy ninetka_desktop

pytest: $(STAMP) $(QM) $(SOUNDS)
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest -q --durations=20

# The real-window tests (tests/real_window): the app on Qt's xcb platform on an Xvfb desktop
# with a window manager, at each scale factor; left out with a note where Xvfb is missing.
pytest-window: $(STAMP) $(QM) $(SOUNDS)
	$(BIN)/python tests/real_window/on_desktop.py

# The installer for this OS into dist/ (packaging/build_dist.py; README: Building the installers).
dist: $(DIST_STAMP) $(QM)
	$(BIN)/python packaging/build_dist.py

# Only the slow packaging test: builds the installer and runs the installed app's --self-test.
test-dist: $(DIST_STAMP) $(QM)
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest -q --runslow tests/packaging/test_bundle.py

bench: $(STAMP)
	$(BIN)/python benchmarks/engine_speed.py

clean:
	rm -rf $(VENV) build dist native/target .pytest_cache .mypy_cache .ruff_cache .hypothesis
	rm -f $(QM) ninetka_desktop/_core*.so ninetka_desktop/_core*.pyd
