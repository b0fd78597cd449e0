// Lookout board: the Raspberry Pi Pico exactly as MicroPython's RPI_PICO, plus a ROMFS
// partition for the app (firmware/boards/README.md). ports/rp2/rp2_flash.c puts it just below
// the 1408 KB filesystem: flash offset 384 KB (0x10060000), 256 KB, mounted at /rom.
#define MICROPY_HW_BOARD_NAME                   "Raspberry Pi Pico"
#define MICROPY_HW_FLASH_STORAGE_BYTES          (1408 * 1024)
#define MICROPY_HW_ROMFS_BYTES                  (256 * 1024)
