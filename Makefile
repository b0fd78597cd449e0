# Lookout: one command per job. Each target bootstraps .venv from requirements-dev.txt.
PY      := .venv/bin/python
VENV_OK := .venv/.installed
PORT    ?= /dev/ttyACM0
MIP     ?= auto
DRIVE   ?= /media/$(USER)/CIRCUITPY

.PHONY: sim test bench bench-pico deploy device device-serial powercut lint build clean shots build-circuitpython deploy-circuitpython \
	web web-serve romfs deploy-romfs

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
	$(PY) tools/pico/bench_pico.py

build: $(VENV_OK)          ## compile firmware/ to build/micropython (.mpy, main.py stays source)
	$(PY) tools/build.py

device: $(VENV_OK)         ## the built firmware on the emulated board: make device KEYS="DOWN OK" OUT=DIR [ROMFS=1] [SEED=N]
	$(PY) tools/pico/device.py --keys "$(KEYS)" --out $(or $(OUT),build/device) $(if $(ROMFS),--romfs) $(if $(SEED),--seed $(SEED))

device-serial: $(VENV_OK)  ## the emulated board's USB serial port as a pty for mpremote, make deploy PORT=, tools/lookout
	$(PY) tools/pico/serialport.py $(if $(FS),--fs $(FS))

powercut: $(VENV_OK)       ## power cuts during saves on the emulated board: make powercut [CUTS=100] (per scenario, 3 scenarios)
	$(PY) tools/pico/powercut.py --cuts $(or $(CUTS),100)

deploy: build              ## to a Pico running MicroPython: make deploy PORT=/dev/ttyACM0 [MIP=0]
	$(PY) tools/deploy.py $(PORT) --mip $(MIP)

romfs: build               ## the app as a ROMFS image, build/lookout.romfs (the Lookout board)
	$(PY) tools/romfs.py --build build/micropython

deploy-romfs: romfs        ## to a Pico running the Lookout UF2: make deploy-romfs PORT=/dev/ttyACM0 [MIP=0]
	$(PY) tools/deploy.py $(PORT) --mip $(MIP) --romfs build/lookout.romfs

build-circuitpython: $(VENV_OK)   ## CIRCUITPY layout in build/circuitpython (code.py, boot.py, lib/)
	$(PY) tools/build.py --circuitpython

deploy-circuitpython: build-circuitpython   ## copy it to the board: make deploy-circuitpython DRIVE=/media/$USER/CIRCUITPY
	$(PY) tools/deploy_circuitpython.py $(DRIVE)

web: $(VENV_OK)            ## the page in build/web: the firmware on MicroPython's WebAssembly port
	$(PY) tools/web/web_build.py

web-serve: web             ## try it on http://localhost:8024/ (WEB_PORT=8024)
	$(PY) tools/web/web_serve.py --port $(or $(WEB_PORT),8024)

STUBS   := .venv/stubs/.installed
CPSTUBS := .venv/stubs/circuitpython

$(STUBS): $(VENV_OK) tools/typecheck/stubs-rp2.txt tools/typecheck/stubs-circuitpython.txt
	rm -rf .venv/stubs
	.venv/bin/pip install --quiet --disable-pip-version-check --target .venv/stubs/rp2 \
		-r tools/typecheck/stubs-rp2.txt
	.venv/bin/pip install --quiet --disable-pip-version-check --no-deps --target $(CPSTUBS) \
		-r tools/typecheck/stubs-circuitpython.txt
	cp $(CPSTUBS)/board_definitions/raspberry_pi_pico/__init__.pyi $(CPSTUBS)/board-stubs/
	touch $(STUBS)

lint: $(VENV_OK) $(STUBS)  ## ruff, then each HAL type-checked against its own board's stubs
	.venv/bin/ruff check firmware tools host_tests
	.venv/bin/basedpyright -p tools/typecheck/pyright-rp2.json
	.venv/bin/basedpyright -p tools/typecheck/pyright-circuitpython.json

shots: $(VENV_OK)          ## regenerate the README screenshots
	$(PY) tools/shots.py

clean:
	rm -rf build .pytest_cache .hypothesis
