# The two commands of the README:
#   make demo   set up, then ingest the sample article into ./demo-store and export, count, validate
#   make test   set up, then lint, type-check, check the import contracts and run every test
# and one for the edit loop:
#   make quick  the tests not marked slow, browser or remote (under a minute), no lint
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.hwkg-setup

.PHONY: setup browser demo test quick lint check clean

setup: $(STAMP) browser

# Debian's Chromium, for the tests that open the HTML view in a real browser (through the
# playwright package; never `playwright install`, which downloads a browser build of its own).
browser:
	command -v chromium >/dev/null || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium)

$(STAMP): pyproject.toml requirements/models.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	$(BIN)/python -m pip install --quiet --no-deps --require-hashes -r requirements/models.txt
	# Bytecode, as pip writes it for an installed package: an editable install has none, and
	# where PYTHONDONTWRITEBYTECODE is set every command would compile hwkg from source.
	$(BIN)/python -m compileall -q graph ingest ontology queries
	touch $@

demo: setup
	rm -rf demo-store demo
	mkdir -p demo
	$(BIN)/hwkg ingest examples/torchtpu-torchneuron.es.txt --store demo-store
	$(BIN)/hwkg export --store demo-store -f turtle -o demo/hwkg.ttl
	$(BIN)/hwkg stats --store demo-store
	$(BIN)/hwkg validate --store demo-store
	$(BIN)/hwkg validate demo/hwkg.ttl

lint: setup
	$(BIN)/ruff check .
	$(BIN)/mypy
	BIN=$(BIN) bash .ci/lint-imports

test: lint
	$(BIN)/pytest

quick: $(STAMP)
	$(BIN)/pytest -q -m "not slow and not browser and not remote" -x

clean:
	rm -rf demo-store demo hwkg-store .pytest_cache .mypy_cache .ruff_cache
