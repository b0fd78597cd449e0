# Lookout: one command per job. Each target bootstraps .venv from requirements-dev.txt.
PY      := .venv/bin/python
VENV_OK := .venv/.installed
PORT    ?= /dev/ttyACM0

.PHONY: sim test bench bench-pico deploy lint build clean shots

$(VENV_OK): requirements-dev.txt
	python3 -m venv .venv
	.venv/bin/pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $(VENV_OK)

sim: $(VENV_OK)            ## play the device in this terminal
	$(PY) tools/sim.py

test: $(VENV_OK)           ## every test: CPython, MicroPython unix port, mpy-cross, UI scripts
	$(PY) -m pytest -q host_tests

bench: $(VENV_OK)          ## speed and memory figures, one `name: value unit` per line
	$(PY) tools/bench/run.py

bench-pico: $(VENV_OK)     ## the same on an emulated Pico (node; PICO_UF2, PICO_BOOTROM: tools/pico)
	$(PY) tools/pico/bench.py

build: $(VENV_OK)          ## compile firmware/ to build/pico (.mpy, main.py stays source)
	$(PY) tools/build.py

deploy: build              ## flash to a Pico running MicroPython: make deploy PORT=/dev/ttyACM0
	$(PY) tools/deploy.py $(PORT)

lint: $(VENV_OK)
	.venv/bin/ruff check firmware tools host_tests

shots: $(VENV_OK)          ## regenerate the README screenshots
	$(PY) tools/shots.py

clean:
	rm -rf build .pytest_cache .hypothesis
