# `make verify` and `make test` set themselves up: a venv in .venv with the package installed.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
SEED   ?= 0

.PHONY: setup verify test bench report mutants clean

$(STAMP): pyproject.toml
	scripts/system-deps
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e .
	touch $(STAMP)

setup: $(STAMP)

verify: $(STAMP)
	$(PY) -m workbench verify --seed $(SEED)

test: $(STAMP)
	$(PY) -m pytest -q

report: verify
	$(PY) -m workbench report

mutants: $(STAMP)
	$(PY) -m workbench mutants --json build/mutants.json

bench: $(STAMP)
	$(PY) bench/bench_counting.py --out build/bench.md
	$(PY) bench/bench_pram.py --out build/bench_pram.md
	$(PY) bench/bench_staircase.py --out build/bench_staircase.md
	$(PY) bench/bench_fuzz.py --out build/bench_fuzz.md
	$(PY) bench/bench_startup.py --out build/bench_startup.md

clean:
	rm -rf build .pytest_cache
