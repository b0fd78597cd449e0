#!/usr/bin/env node
// Lookout's board around the emulated RP2040: boots a MicroPython RPI_PICO UF2 on rp2040js
// from a flash filesystem image (what `make deploy` leaves on the Pico: main.py, lookout/,
// tiles/, lib/ssd1306) and lets main.py run as on the table, with the parts wired as
// hardware/pinout.md has them:
//   - an SSD1306 at 0x3C on I2C0 (GP4/GP5): every write transaction is logged (the panel's
//     RAM is modelled once, in Python: tools/oledram.py, fed by tools/pico/device.py);
//   - six buttons on GP10-GP15 to GND (active low), pressed and released at the times of a
//     key schedule;
//   - a WS2812 on GP16: the pulse train decoded from the pin's edges and the CPU clock;
//   - a passive buzzer on GP18: the PWM slice's frequency and duty whenever they change.
//
//   node board.mjs --uf2 F.uf2 --bootrom ROM --fs IMG --trace OUT.jsonl
//       [--keys SCHED.json] [--until SIM_S] [--save-fs OUT] [--cut-at NS] [--wall-timeout S]
//       [--serial-fd FD --ctl-fd FD] [--romfs IMG]
//
// SCHED.json: [[ms, mask], ...]: from ms after the panel's first frame (display on, first
//   data) the buttons in mask are held (bit k = GP10+k) until the next entry.
// --until: stop at this emulated time (seconds) after that first frame (0: never).
// --cut-at NS: a power cut at this emulated time (ns since power-on): stop executing, keep the
//   flash as it is (with --save-fs), like pulling the USB lead.
// --romfs IMG: the ROMFS image (tools/romfs.py) in the partition of the Lookout board's UF2
//   (firmware/boards/LOOKOUT_PICO), as `make deploy-romfs` writes it (rp2040.mjs loadRomfs).
// --serial-fd FD: the USB serial port's host end is this fd (a pty master, non-blocking:
//   tools/pico/serialport.py; usbserial.mjs). --ctl-fd FD: a non-blocking pipe; the run ends
//   (and --save-fs is written) when it reaches its end.
// The watchdog resets the chip as the RP2040 does (rp2040.mjs: a fresh chip boots from the
//   same flash, keeping the watchdog's REASON and SCRATCH; machine.reset() and a starved
//   watchdog both come this way). The parts on the board (panel, buttons, pixel, the USB
//   host) keep their state: their power stays on.
// Trace lines (JSON): {"t": ns, "i2c": "hex"} one write to 0x3C (bytes after the address);
//   {"t", "nack": addr} a transaction to an address nothing answers; {"t", "led": [g,r,b]};
//   {"t", "pwm": [hz, duty_0_to_1]}; {"t", "keys": mask}; {"t", "ready": 1}; {"t", "usb": text}
//   the serial console (with --serial-fd too: what the host was sent); {"t", "reset": "watchdog"|"forced"} the
//   chip resets (t: board time, which goes on across resets); {"t", "end": reason}.
// ROM, UF2 and flash erase/program: rp2040.mjs, shared with pico.mjs (no flash timing).
import fs from 'fs';
import path from 'path';
import { FS_OFFSET, NS_PER_CYCLE, BK_ERASE, BK_PROGRAM, REASON_TIMER, InputError, loadRom, loadUf2,
         loadFs, loadRomfs, saveFs, flashBreak, watchdog, chip, reboot } from './rp2040.mjs';
import { SerialHost } from './usbserial.mjs';
const OLED_ADDR = 0x3c;
const PIN_SDA = 4, PIN_SCL = 5, PIN_KEY0 = 10, NKEYS = 6, PIN_NEOPIXEL = 16, PIN_BUZZER = 18;
const WS_ONE_NS = 625;                 // WS2812: a high pulse longer than this is a 1 bit
const WS_RESET_NS = 50000;             // a low this long latches the bits shifted in
const CHUNK = 2000;                    // instructions between checks of keys, PWM, limits
const SERIAL_EVERY = 8;                // chunks between looks at the serial and control fds

function usage(msg) {
  console.error('board.mjs: ' + msg);
  process.exit(2);
}

function parseArgs(argv) {
  const o = { uf2: null, bootrom: null, fs: null, trace: null, keys: null, until: 30,
              saveFs: null, cutAt: 0, snapDir: null, snapAfter: 0, wallTimeout: 0, bootLimit: 20,
              serialFd: -1, ctlFd: -1, romfs: null };
  const val = (i) => { if (i >= argv.length) usage('missing value for ' + argv[i - 1]); return argv[i]; };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--uf2') o.uf2 = val(++i);
    else if (a === '--bootrom') o.bootrom = val(++i);
    else if (a === '--fs') o.fs = val(++i);
    else if (a === '--trace') o.trace = val(++i);
    else if (a === '--keys') o.keys = val(++i);
    else if (a === '--until') o.until = Number(val(++i));
    else if (a === '--save-fs') o.saveFs = val(++i);
    else if (a === '--cut-at') o.cutAt = Number(val(++i));
    else if (a === '--snap-dir') o.snapDir = val(++i);
    else if (a === '--snap-after') o.snapAfter = Number(val(++i));
    else if (a === '--boot-limit') o.bootLimit = Number(val(++i));
    else if (a === '--wall-timeout') o.wallTimeout = Number(val(++i));
    else if (a === '--serial-fd') o.serialFd = Number(val(++i));
    else if (a === '--ctl-fd') o.ctlFd = Number(val(++i));
    else if (a === '--romfs') o.romfs = val(++i);
    else usage('unexpected argument ' + a);
  }
  if (!o.uf2 || !o.bootrom || !o.fs || !o.trace) usage('--uf2, --bootrom, --fs and --trace are required');
  return o;
}

async function main() {
  const o = parseArgs(process.argv.slice(2));
  const sched = o.keys ? JSON.parse(fs.readFileSync(o.keys, 'utf8')) : [];
  let rom;
  try {
    rom = await loadRom(o.bootrom);
  } catch (e) {
    if (e instanceof InputError) usage(e.message);
    throw e;
  }
  const out = fs.openSync(o.trace, 'w');
  let mcu = null;                          // the chip running now (a reset makes a new one)
  let epoch = 0;                           // board time (ns) when it came out of reset
  const now = () => epoch + mcu.clock.nanos;
  const log = (rec) => { rec.t = Math.round(now()); fs.writeSync(out, JSON.stringify(rec) + '\n'); };

  let flashOps = 0, snaps = 0;
  let ready = -1;                          // ns of the panel's first frame (keys count from it)
  // --snap-dir: from --snap-after ms after the first frame, the filesystem as it stands before
  // each flash erase/program is written to DIR/NNNN.img (and after the last, at the end):
  // a power cut at any cycle leaves the flash as one of these (erase and program are atomic
  // here: the emulator has no flash timing).
  const snap = (what, off, count) => {
    const f = path.join(o.snapDir, String(snaps).padStart(4, '0') + '.img');
    saveFs(mcu, f);
    log({ snap: snaps++, flash: what, off: off - FS_OFFSET, count });
  };
  const snapping = () => o.snapDir && ready >= 0 && (now() - ready) / 1e6 >= o.snapAfter;

  // --- the OLED on I2C0: ACK at 0x3C, log each write transaction -----------------------
  let panelOn = false;
  const wireOled = (m) => {
    const i2c = m.i2c[0];
    let cur = null;                        // bytes of the transaction to 0x3C under way
    i2c.onConnect = (addr, mode) => {
      if (addr === OLED_ADDR && mode === 0) { cur = []; i2c.completeConnect(true); }
      else { log({ nack: addr }); cur = null; i2c.completeConnect(false); }
    };
    i2c.onWriteByte = (v) => { if (cur) cur.push(v); i2c.completeWrite(cur !== null); };
    i2c.onReadByte = () => i2c.completeRead(0xff);
    i2c.onStop = () => {
      if (cur && cur.length) {
        log({ i2c: Buffer.from(cur).toString('hex') });
        if (cur[0] !== 0x40 && cur.includes(0xaf)) panelOn = true;
        // the app's first frame: the first data with a lit pixel after the panel is on
        if (cur[0] === 0x40 && panelOn && ready < 0 && cur.some((v, i) => i && v)) {
          ready = now(); log({ ready: 1 });
        }
      }
      cur = null;
      i2c.completeStop();
    };
    // The I2C lines idle high (pull-ups on the module). MicroPython's rp2 I2C sends a
    // zero-length write (i2c.scan(), the HAL's probe for 0x3C) by bit-banging GP4/GP5 as
    // open-drain GPIO, since the Pico SDK cannot: so the panel also answers on the wires.
    const sda = m.gpio[PIN_SDA], scl = m.gpio[PIN_SCL];
    sda.setInputValue(true);
    scl.setInputValue(true);
    let bbSda = 1, bbScl = 1, bbState = 0, bbBits = 0, bbByte = 0, bbHold = false, bbAck = false;
    const level = (p) => (p.functionSelect === 5 && p.outputEnable && !p.outputValue) ? 0 : 1;
    const wires = () => {
      if (sda.functionSelect !== 5 && scl.functionSelect !== 5) return;
      const c = level(scl), d = (bbHold ? 0 : level(sda));
      sda.setInputValue(!!d);
      scl.setInputValue(!!c);
      if (c && bbScl && d !== bbSda) {          // SDA moves while SCL high: START or STOP
        if (!d) { bbState = 1; bbBits = 0; bbByte = 0; }
        else { if (bbState) log({ bitbang: 'stop' }); bbState = 0; }
      } else if (bbState && c && !bbScl) {      // SCL rises: the master's bit (or the ACK slot)
        if (!bbAck) { bbByte = (bbByte << 1) | level(sda); bbBits++; }
      } else if (bbState && !c && bbScl) {      // SCL falls
        if (bbAck) { bbAck = false; bbHold = false; bbBits = 0; bbByte = 0; bbState = 2; }
        else if (bbBits === 8) {
          const ok = bbState === 2 || ((bbByte >> 1) === OLED_ADDR && !(bbByte & 1));
          if (bbState === 1) log(ok ? { bitbang: bbByte >> 1 } : { nack: bbByte >> 1 });
          if (ok) { bbHold = true; bbAck = true; } else bbState = 0;
        }
      }
      bbScl = c; bbSda = bbHold ? 0 : level(sda);
      if (bbHold) sda.setInputValue(false);
    };
    sda.addListener(wires);
    scl.addListener(wires);
  };

  // --- buttons: to GND with the Pico's pull-ups --------------------------------------
  let mask = 0, next = 0;
  const pins = (m) => { for (let k = 0; k < NKEYS; k++) m.gpio[PIN_KEY0 + k].setInputValue(!(mask & (1 << k))); };
  const setKeys = (m) => {
    if (m === mask) return;
    mask = m;
    pins(mcu);
    log({ keys: m });
  };

  // --- NeoPixel: WS2812 bits from GP16's high-pulse widths ---------------------------
  let riseAt = -1, fallAt = -1, bits = [], widths = [];
  const latch = () => {
    if (bits.length >= 24) {
      const v = [];
      for (let i = 0; i < 3; i++) v.push(bits.slice(8 * i, 8 * i + 8).reduce((a, b) => (a << 1) | b, 0));
      log({ led: v, bits: bits.length, hi_ns: [Math.min(...widths), Math.max(...widths)], at: Math.round(fallAt) });
    }
    bits = []; widths = [];
  };
  // The colour is taken once the line has stayed low for the reset time (checked after each
  // chunk of instructions, so its time is the end of the last bit).
  const wsCheck = () => { if (bits.length && now() - fallAt > WS_RESET_NS) latch(); };
  const wirePixel = (m) => {
    riseAt = -1;
    m.gpio[PIN_NEOPIXEL].addListener((state) => {
      const t = now();
      if (state === 1) {                      // rising edge
        wsCheck();
        riseAt = t;
      } else if (state === 0 && riseAt >= 0) {
        bits.push(t - riseAt > WS_ONE_NS ? 1 : 0);
        widths.push(Math.round(t - riseAt));
        riseAt = -1;
        fallAt = t;
      }
    });
  };

  // --- buzzer: GP18 is PWM slice 1 channel A ------------------------------------------
  let lastPwm = '';
  const pwmCheck = () => {
    const pin = mcu.gpio[PIN_BUZZER];
    let hz = 0, duty = 0;
    if (pin.functionSelect === 4) {
      const ch = mcu.pwm.channels[1];
      const csr = ch.readRegister(0);
      const div = ch.div / 16 || 256;
      const top = ch.top + 1;
      if (csr & 1) {
        hz = mcu.pwm.clockFreq / (top * div * ((csr & 2) ? 2 : 1));
        duty = Math.min(1, (ch.cc & 0xffff) / top);
      }
    }
    const key = duty ? hz.toFixed(1) + '/' + duty.toFixed(3) : '0';
    if (key !== lastPwm) { lastPwm = key; log({ pwm: [duty ? +hz.toFixed(1) : 0, +duty.toFixed(3)] }); }
  };

  // --- USB: the serial port's host end (a pty for mpremote), or the console logged ----
  let line = '';
  const serial = new SerialHost(o.serialFd, (data) => {
    line += Buffer.from(data).toString('latin1');
    let i;
    while ((i = line.indexOf('\n')) >= 0) { log({ usb: line.slice(0, i).replace(/\r$/, '') }); line = line.slice(i + 1); }
  });

  // --- the chip: power-on, and the reset the watchdog makes ---------------------------
  let resetBy = 0;                         // the watchdog fired: its REASON (TIMER or FORCE)
  const wire = (m) => {
    watchdog(m, (reason) => { resetBy = reason; });
    m.onBreak = (n) => {
      const r = m.core.registers;
      if (snapping() && n === BK_ERASE) snap('erase', r[0] >>> 0, r[1] >>> 0);
      if (snapping() && n === BK_PROGRAM) snap('program', r[0] >>> 0, r[2] >>> 0);
      if (!flashBreak(m, n)) finish('bkpt ' + n);
      flashOps++;
    };
    mcu = m;
    wireOled(m);
    pins(m);
    wirePixel(m);
    serial.attach(m);
  };
  const reset = () => {
    const old = mcu;
    log({ reset: resetBy === REASON_TIMER ? 'watchdog' : 'forced', wall_s: (Date.now() - wall0) / 1000 });
    resetBy = 0;
    epoch += old.clock.nanos;
    if (bits.length) latch();
    wire(reboot(old, rom));
  };

  let finished = false;
  const wall0 = Date.now();
  function finish(reason) {
    if (finished) return;
    finished = true;
    if (line) log({ usb: line });
    if (snapping()) snap('end');
    log({ end: reason, flash_ops: flashOps, wall_s: (Date.now() - wall0) / 1000,
          dropped: serial.dropped || undefined });
    fs.closeSync(out);
    if (o.saveFs) saveFs(mcu, o.saveFs);
    process.exit(0);
  }
  const ctl = Buffer.alloc(64);
  const ctlCheck = () => {
    let n;
    try { n = fs.readSync(o.ctlFd, ctl, 0, ctl.length, null); } catch (e) {
      if (e.code === 'EAGAIN') return;
      throw e;
    }
    if (n === 0) finish('stopped');
  };

  const first = chip(rom, null, null);
  try {
    loadUf2(first, o.uf2);
    loadFs(first, o.fs);
    if (o.romfs) loadRomfs(first, o.romfs, o.uf2);
  } catch (e) {
    if (e instanceof InputError) usage(e.message);
    throw e;
  }
  wire(first);
  log({ keys: mask });
  let chunks = 0;
  for (;;) {
    const clock = mcu.clock, core = mcu.core;
    for (let i = 0; i < CHUNK; i++) {
      if (core.waiting) {
        let d = clock.nanosToNextAlarm;
        if (d <= 0) d = 10000;
        clock.tick(d);
        i += d / NS_PER_CYCLE;
      } else {
        clock.tick(core.executeInstruction() * NS_PER_CYCLE);
      }
      if (o.cutAt && now() >= o.cutAt) finish('cut');
      if (resetBy) break;
    }
    if (resetBy) reset();
    pwmCheck();
    wsCheck();
    if (++chunks % SERIAL_EVERY === 0) {
      serial.pump();
      if (o.ctlFd >= 0) ctlCheck();
    }
    const t = now();
    if (ready >= 0) {
      const ms = (t - ready) / 1e6;
      while (next < sched.length && sched[next][0] <= ms) setKeys(sched[next++][1]);
      if (o.until && ms >= o.until * 1000) finish('until');
    } else if (o.bootLimit && t / 1e9 > o.bootLimit) {
      finish('no frame by ' + o.bootLimit + ' s');
    }
    if (o.wallTimeout && (Date.now() - wall0) / 1000 > o.wallTimeout) finish('wall timeout');
  }
}

main();
