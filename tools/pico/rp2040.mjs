// What pico.mjs (a script over the raw REPL) and board.mjs (main.py on the wired board) share:
// loading the boot ROM, the UF2 and the flash filesystem image into rp2040js, the flash
// erase/program the ROM would do, and the reset the watchdog makes.
//
// rp2040js has no boot ROM of its own and does not model QSPI flash writes. The ROM is either
// a .mjs/.js module exporting a Uint32Array (any export, e.g. the B1 ROM as rp2040js's demo
// ships it) or a raw 16 KB dump (.bin, e.g. read from a real Pico with machine.mem32). Its
// flash_range_erase / flash_range_program entries are replaced by BKPTs, and flashBreak()
// does their work when the CPU reaches one; they take no emulated time.
import fs from 'fs';
import path from 'path';
import { pathToFileURL } from 'url';
import { Simulator, ConsoleLogger, LogLevel } from 'rp2040js';

export const FS_OFFSET = 0xa0000;      // RPI_PICO v1.2x: littlefs after 640 KB of firmware
export const FS_BYTES = 352 * 4096;
export const CPU_HZ = 125e6;
export const NS_PER_CYCLE = 1e9 / CPU_HZ;
export const BK_ERASE = 0xe0, BK_PROGRAM = 0xe1;
const WATCHDOG = 0x40058;              // rp2040js's peripherals[] key of WATCHDOG_BASE
export const REASON_TIMER = 1, REASON_FORCE = 2;   // WATCHDOG REASON bits

// A problem with an input file: the caller prints it and exits with 2 (bad usage).
export class InputError extends Error {}

export async function loadRom(file) {
  let words;
  if (/\.(m?js)$/.test(file)) {
    const mod = await import(pathToFileURL(path.resolve(file)).href);
    words = Object.values(mod).find((v) => v instanceof Uint32Array);
    if (!words) throw new InputError(file + ' exports no Uint32Array');
  } else {
    const b = fs.readFileSync(file);
    words = new Uint32Array(b.buffer.slice(b.byteOffset, b.byteOffset + (b.length & ~3)));
  }
  const rom = new Uint32Array(words);         // a copy: it gets patched
  const bytes = new Uint8Array(rom.buffer);
  const u16 = (a) => bytes[a] | (bytes[a + 1] << 8);
  // ROM function table (pointer at 0x14): pairs of (two-letter code, thumb address), 0-ended.
  const table = {};
  for (let p = u16(0x14); u16(p) !== 0; p += 4) {
    table[String.fromCharCode(bytes[p], bytes[p + 1])] = u16(p + 2) & ~1;
  }
  if (table.RE === undefined || table.RP === undefined) throw new InputError(file + ' is not an RP2040 boot ROM');
  const bkpt = (addr, code) => { bytes[addr] = code; bytes[addr + 1] = 0xbe; };
  bkpt(table.RE, BK_ERASE);
  bkpt(table.RP, BK_PROGRAM);
  return rom;
}

export function loadUf2(mcu, file) {
  const buf = fs.readFileSync(file);
  let blocks = 0;
  for (let off = 0; off + 512 <= buf.length; off += 512) {
    const b = buf.subarray(off, off + 512);
    const w = (i) => b.readUInt32LE(i);
    if (w(0) !== 0x0a324655 || w(4) !== 0x9e5d5157 || w(508) !== 0x0ab16f30) continue;
    if (w(8) & 1) continue;                    // "not main flash"
    mcu.flash.set(b.subarray(32, 32 + w(16)), w(12) - 0x10000000);
    blocks++;
  }
  if (!blocks) throw new InputError(file + ' has no UF2 blocks');
}

// The littlefs image named: a file that is not there is an error, never a blank flash (a
// blank flash boots and fails later with a misleading "no module named ...").
export function loadFs(mcu, file) {
  if (!fs.existsSync(file)) throw new InputError('no flash image at ' + file);
  mcu.flash.set(fs.readFileSync(file).subarray(0, FS_BYTES), FS_OFFSET);
}

// The ROMFS partition the firmware declares: pico-sdk binary info bi_block_device
// {type u16, tag u16, name ptr, address u32, size u32, ...} whose name is "ROMFS"
// (ports/rp2/rp2_flash.c). Returns {offset, size} in flash, or null.
function romfsPartition(flash, end) {
  const name = Buffer.from('ROMFS\0');
  const img = Buffer.from(flash.buffer, flash.byteOffset, end);
  for (let i = img.indexOf(name); i >= 0; i = img.indexOf(name, i + 1)) {
    const ptr = Buffer.alloc(4);
    ptr.writeUInt32LE(0x10000000 + i);
    for (let j = img.indexOf(ptr); j >= 0; j = img.indexOf(ptr, j + 4)) {
      if (j % 4) continue;
      const addr = img.readUInt32LE(j + 4), size = img.readUInt32LE(j + 8);
      if (addr >= 0x10000000 && addr - 0x10000000 + size <= FS_OFFSET) return { offset: addr - 0x10000000, size };
    }
  }
  return null;
}

// A ROMFS image (tools/romfs.py) written into the partition the UF2 loaded in mcu declares.
export function loadRomfs(mcu, file, uf2) {
  const part = romfsPartition(mcu.flash, FS_OFFSET);
  if (!part) throw new InputError(uf2 + ' has no ROMFS partition (build firmware/boards/LOOKOUT_PICO)');
  const img = fs.readFileSync(file);
  if (img.length > part.size) throw new InputError(`${file} is ${img.length} bytes, the ROMFS partition ${part.size}`);
  mcu.flash.set(img, part.offset);
}

export function saveFs(mcu, file) {
  fs.writeFileSync(file, mcu.flash.subarray(FS_OFFSET, FS_OFFSET + FS_BYTES));
}

// The ROM's flash_range_erase(offset, count) / flash_range_program(offset, data, count) at a
// BKPT n, then a return to the caller. False for any other BKPT (left to the caller).
export function flashBreak(mcu, n) {
  const r = mcu.core.registers;
  if (n === BK_ERASE) {
    mcu.flash.fill(0xff, r[0] >>> 0, (r[0] + r[1]) >>> 0);
  } else if (n === BK_PROGRAM) {
    const dst = r[0] >>> 0, src = r[1] >>> 0, cnt = r[2] >>> 0;
    for (let i = 0; i < cnt; i++) mcu.flash[dst + i] &= mcu.readUint8(src + i);
  } else {
    return false;
  }
  mcu.core.PC = r[14] & ~1;
  return true;
}

// The watchdog's reset. rp2040js counts the watchdog down (LOAD, CTRL.ENABLE, the RP2040-E1
// double tick) and sets REASON when it fires (TIMER) or is forced (CTRL.TRIGGER:
// machine.reset()), but only logs it, and its alarm re-arms on the count it just reached, so
// it fires again at the same instant for ever. watchdog(mcu, fired) stops that chip's dog
// when it fires and calls fired(reason); the caller then finishes the instruction under way
// and replaces the chip with reboot(old, rom): the RP2040's watchdog reset (PSM: everything
// but the oscillators) is a fresh chip booting from the same flash, keeping only the
// watchdog's REASON and SCRATCH registers. What is outside the chip (a board's panel,
// buttons, the USB host) keeps its state: the caller wires the new chip to it again.
export function watchdog(mcu, fired) {
  const dog = mcu.peripherals[WATCHDOG];
  dog.onWatchdogTrigger = () => {
    dog.alarm.enable = false;
    dog.timer.enable = false;
    fired(dog.reason || REASON_TIMER);
  };
}

// A chip: rom loaded, then the flash given (a Uint8Array: the old chip's, across a reset) or
// nothing (the caller loads a UF2), the watchdog's REASON and SCRATCH from old (or none), the
// core at the boot stage 2.
export function chip(rom, flash, old) {
  const m = new Simulator().rp2040;
  m.logger = new ConsoleLogger(LogLevel.Error);
  m.loadBootrom(rom);                    // (this clears the flash: set it after)
  if (flash) m.flash.set(flash);
  if (old) {
    const a = old.peripherals[WATCHDOG], b = m.peripherals[WATCHDOG];
    b.reason = a.reason;
    b.scratchData.set(a.scratchData);
  }
  m.core.PC = 0x10000000;
  return m;
}

export function reboot(old, rom) {
  return chip(rom, old.flash, old);
}
