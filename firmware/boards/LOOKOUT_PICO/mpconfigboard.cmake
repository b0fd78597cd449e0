# Lookout board: MicroPython's RPI_PICO (v1.28.0) with a ROMFS partition (mpconfigboard.h).
set(PICO_BOARD "pico")
set(PICO_PLATFORM "rp2040")
# RPI_PICO's own pin names (LED, GP0..), from the MicroPython tree being built
set(MICROPY_BOARD_PINS "${MICROPY_PORT_DIR}/boards/RPI_PICO/pins.csv")
