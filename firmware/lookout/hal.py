"""The hardware boundary every port implements (Pico, CircuitPython, simulator).

Screens and the app only ever use these members; nothing else touches pins.

    W, H            display size (128 x 64)
    buf             bytearray(1024), the frame in SSD1306 page order (framebuf MONO_VLSB)
    fb              a framebuf-compatible canvas over buf (fill, pixel, hline, vline, rect,
                    fill_rect, line, text, blit)
    show()          send buf to the display (no allocation)
    buttons()       raw bitmask of held keys, bit lookout.buttons.UP..BACK (not debounced)
    led(r, g, b)    NeoPixel colour 0..255 each
    beep(freq, ms)  start a tone and return at once; no-op without a buzzer
    ticks_ms()      monotonic milliseconds (small int arithmetic; see ticks_diff)
    ticks_diff(a, b)
    sleep_ms(ms)
    random_bytes(n) hardware randomness where there is one
    contrast(v)     display brightness 0..255
    service(now)    called every loop pass: ends a tone on time (no allocation)
    fs              storage: a lookout.fsys.Fs over the board's flash (or the sim's folder)
"""

W = 128
H = 64
BUF_BYTES = W * H // 8
