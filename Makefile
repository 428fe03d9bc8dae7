# Two commands a fresh machine needs: `make run` and `make test`.
# Each creates .venv when missing and installs what it needs (again when pyproject.toml changes).

PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint typecheck pytest bench clean

$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $(STAMP)

run: $(STAMP)
	@bash packaging/linux_deps.sh
	$(BIN)/ninetka

test: $(STAMP) lint typecheck pytest

lint: $(STAMP)
	$(BIN)/ruff check ninetka_desktop tests benchmarks

typecheck: $(STAMP)
	$(BIN)/mypy ninetka_desktop

pytest: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest -q

bench: $(STAMP)
	$(BIN)/python benchmarks/engine_speed.py

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache .hypothesis
