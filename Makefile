# `make verify` and `make test` set themselves up: a venv in .venv with the package installed.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
SEED   ?= 0
# requirements.lock pins every package (refresh with `make lock`); setup installs under it.
LOCK   := requirements.lock
PINS   := $(if $(wildcard $(LOCK)),-c $(LOCK),)
# `make verify CLAIMS=examples/frequency_oracles.py` (space-separated files or modules) adds your claims
CLAIMS ?=
CLAIMS_FLAGS := $(foreach c,$(CLAIMS),--claims $(c))

.PHONY: setup verify test test-all bench report mutants mutants-engine mutants-changed docs clean lock

$(STAMP): pyproject.toml $(wildcard $(LOCK))
	scripts/system-deps
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet $(PINS) -e '.[libraries]'
	touch $(STAMP)

# Re-resolve the newest versions pyproject.toml allows (with the libraries extra) into requirements.lock.
lock:
	$(PYTHON) -m venv build/lock-venv
	build/lock-venv/bin/python -m pip install --quiet --upgrade pip
	build/lock-venv/bin/python scripts/lock

setup: $(STAMP)

verify: $(STAMP)
	$(PY) -m workbench $(CLAIMS_FLAGS) verify --seed $(SEED)

# the everyday suite: every test not marked `slow` (tests/README.md says which are and why), on every core
# (pytest-xdist; a module's tests stay on one worker, so its module fixtures are built once)
test: $(STAMP)
	$(PY) -m pytest -q -m "not slow" -n auto --dist loadscope

# everything, the slow tests included (mutation gates, kill/crash runs in subprocesses, dask clusters): what CI runs
test-all: $(STAMP)
	$(PY) -m pytest -q

# reuses build/report.json when it is a complete run of the current sources with this seed; else runs verify
report: $(STAMP)
	$(PY) -m workbench report --refresh --seed $(SEED)

mutants: $(STAMP)
	$(PY) -m workbench mutants --json build/mutants.json

# mutation testing of the engine (workbench/ outside kernel/) with mutmut, one module at a time with the tests mapped
# to it in scripts/mutants-engine: `make mutants-engine MODULE=workbench/params.py` (a space-separated list, or a
# package folder such as workbench/libraries); without MODULE, every mapped module in turn (about an hour on one core).
# Exits 1 on a survivor neither killed nor argued equivalent; docs/trust.md keeps the table.
MODULE ?=
BASE   ?= main
MUTMUT := $(VENV)/.mutmut-installed
$(MUTMUT): $(STAMP)
	$(PY) -m pip install --quiet $(PINS) -e '.[libraries,mutants]'
	touch $(MUTMUT)

mutants-engine: $(MUTMUT)
	$(PY) scripts/mutants-engine $(MODULE)

# the same, for the mapped modules a change touched (`git diff --name-only $(BASE)`); BUDGET=5 runs only those whose
# full run is known to take at most 5 minutes (the others are named, not run): CI runs it with BASE=HEAD~1 (.ci/run)
BUDGET ?=
mutants-changed: $(MUTMUT)
	$(PY) scripts/mutants-engine --changed $(BASE) $(if $(BUDGET),--budget $(BUDGET))

# the API reference of the public surface (workbench.__all__), HTML from the docstrings by pdoc: build/api/index.html;
# exits non-zero if a public name is missing from it, or it or any entry of a public module's page has no docstring
docs: $(STAMP)
	$(PY) scripts/api-docs --out build/api

bench: $(STAMP)
	$(PY) bench/bench_counting.py --out build/bench.md
	$(PY) bench/bench_pram.py --out build/bench_pram.md
	$(PY) bench/bench_staircase.py --out build/bench_staircase.md
	$(PY) bench/bench_fuzz.py --out build/bench_fuzz.md
	$(PY) bench/bench_audit.py --out build/bench_audit.md
	$(PY) bench/bench_startup.py --out build/bench_startup.md

clean:
	rm -rf build .pytest_cache
