#!/usr/bin/env node
// Lookout's emulated Pico: boots a MicroPython RPI_PICO UF2 on rp2040js (RP2040 at 125 MHz),
// runs one script through the raw REPL over the emulated USB serial port, prints its output.
//
//   node pico.mjs SCRIPT.py --uf2 F.uf2 --bootrom ROM [--fs IMG] [--save-fs OUT]
//                 [--romfs IMG] [--timeout SIM_S] [--wall-timeout S]
//
// stdout: what the script printed.  stderr: its traceback, if any, then one line
//   "[pico] {json}" with sim_s (emulated time), script_s, wall_s, minstr.
// Exit: 0 ok, 1 the script raised, 124 a time limit passed, 2 bad usage, 3 protocol error,
//   5 the chip reset during the script (the watchdog ran out, or machine.reset()).
//
// ROM, UF2, flash writes and the watchdog's reset: rp2040.mjs (shared with board.mjs). A
// reset ends the script as unplugging ends mpremote's: the fresh chip boots from the same
// flash (--save-fs keeps what it then holds), and its machine.reset_cause() is asked through
// its raw REPL and given in the "[pico]" line with "reset": "watchdog" or "forced".
// --fs IMG: the last 1408 KB of flash (MicroPython's littlefs) is loaded from IMG;
// --save-fs OUT writes it back there after the script.
// --romfs IMG: a ROMFS image (tools/romfs.py) written into the firmware's ROMFS partition, found
// where the firmware itself declares it (its binary info entry named "ROMFS": 0x10060000,
// 256 KB for firmware/boards/LOOKOUT_PICO); a UF2 without the partition is refused.
import fs from 'fs';
import { USBCDC } from 'rp2040js';
import { NS_PER_CYCLE, REASON_TIMER, InputError, loadRom, loadUf2, loadFs, loadRomfs, saveFs,
         flashBreak,
         watchdog, chip, reboot } from './rp2040.mjs';
const RAW_PROMPT = 'raw REPL; CTRL-B to exit\r\n>';

function parseArgs(argv) {
  const o = { script: null, uf2: null, bootrom: null, fs: null, saveFs: null, romfs: null, timeout: 300, wallTimeout: 0 };
  const val = (i) => { if (i >= argv.length) usage('missing value for ' + argv[i - 1]); return argv[i]; };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--uf2') o.uf2 = val(++i);
    else if (a === '--bootrom') o.bootrom = val(++i);
    else if (a === '--fs') o.fs = val(++i);
    else if (a === '--save-fs') o.saveFs = val(++i);
    else if (a === '--romfs') o.romfs = val(++i);
    else if (a === '--timeout') o.timeout = Number(val(++i));
    else if (a === '--wall-timeout') o.wallTimeout = Number(val(++i));
    else if (!o.script && !a.startsWith('--')) o.script = a;
    else usage('unexpected argument ' + a);
  }
  if (!o.script || !o.uf2 || !o.bootrom) usage('SCRIPT, --uf2 and --bootrom are required');
  return o;
}

function usage(msg) {
  console.error('pico.mjs: ' + msg);
  console.error('usage: node pico.mjs SCRIPT.py --uf2 F.uf2 --bootrom ROM [--fs IMG] [--save-fs OUT] [--romfs IMG] [--timeout SIM_S]');
  process.exit(2);
}

async function main() {
  const o = parseArgs(process.argv.slice(2));
  const code = fs.readFileSync(o.script);
  let rom, mcu;
  try {
    rom = await loadRom(o.bootrom);
    mcu = chip(rom, null, null);
    loadUf2(mcu, o.uf2);
    if (o.fs) loadFs(mcu, o.fs);
    if (o.romfs) loadRomfs(mcu, o.romfs, o.uf2);
  } catch (e) {
    if (e instanceof InputError) usage(e.message);
    throw e;
  }

  // USB host side. A real host NAKs a bulk OUT transfer until it has data; rp2040js would
  // answer at once with an empty packet, and the device's USB interrupts would eat the CPU.
  // So an OUT request with nothing to send is held until there is something.
  let cdc, read, held = null, up = false, resetBy = 0, epoch = 0;
  let rx = [];
  const tx = [];
  let txAt = 0;
  const plug = (m) => {              // wire a chip (the first, or the one a reset gives)
    mcu = m;
    m.onBreak = (n) => {
      if (!flashBreak(m, n)) fail(3, `unexpected BKPT ${n} at 0x${(m.core.PC >>> 0).toString(16)}`);
    };
    watchdog(m, (reason) => { resetBy = reason; });
    cdc = new USBCDC(m.usbCtrl);
    read = m.usbCtrl.onEndpointRead;
    held = null;
    up = false;
    m.usbCtrl.onEndpointRead = (ep, size) => {
      if (ep === cdc.outEndpoint && cdc.txFIFO.itemCount === 0) held = [ep, size];
      else read(ep, size);
    };
    cdc.onDeviceConnected = () => { up = true; };
    cdc.onSerialData = (data) => { for (const b of data) rx.push(b); };
  };
  plug(mcu);
  const send = (bytes) => { for (const b of bytes) tx.push(b); };
  const pump = () => {
    while (txAt < tx.length && !cdc.txFIFO.full) cdc.sendSerialByte(tx[txAt++]);
    if (held && cdc.txFIFO.itemCount > 0) { const [ep, size] = held; held = null; read(ep, size); }
  };

  let instr = 0;
  const now = () => epoch + mcu.clock.nanos;
  const run = (n) => {
    const core = mcu.core, clock = mcu.clock;
    for (let i = 0; i < n && !resetBy; i++) {
      if (core.waiting) {                      // WFI/WFE: skip to the next timer alarm
        let d = clock.nanosToNextAlarm;
        if (d <= 0) d = 10000;
        clock.tick(d);
        i += d / NS_PER_CYCLE;
      } else {
        clock.tick(core.executeInstruction() * NS_PER_CYCLE);
        instr++;
      }
    }
  };
  const wall0 = Date.now();
  const str = () => Buffer.from(rx).toString('latin1');
  // Run until cond() or a limit; the limits end the process with 124, a reset with 5.
  let resetting = false;
  const until = (cond, what) => {
    while (!cond()) {
      run(20000);
      if (resetBy) chipReset(what);
      pump();
      if (now() / 1e9 > o.timeout) fail(124, `emulated time limit (${o.timeout} s) while ${what}`);
      if (o.wallTimeout && (Date.now() - wall0) / 1000 > o.wallTimeout) fail(124, `wall time limit (${o.wallTimeout} s) while ${what}`);
    }
  };
  let out = '', err = '';
  const fail = (rc, msg) => {
    if (out) process.stdout.write(out);
    console.error('[pico] ' + msg);
    if (rx.length) console.error('[pico] last output: ' + JSON.stringify(str().slice(-400)));
    process.exit(rc);
  };

  // Boot to the raw REPL and send a script; the reply is then coming into rx.
  const start = (script) => {
    until(() => up, 'waiting for USB');
    const settle = now() + 50e6;               // let main.c reach the REPL
    until(() => now() >= settle, 'booting');
    rx = [];
    send([3, 3, 1]);                           // Ctrl-C twice, Ctrl-A: raw REPL
    until(() => str().endsWith(RAW_PROMPT), 'entering the raw REPL');
    rx = [];
    send(script);
    send([4]);                                 // Ctrl-D: compile and run
  };
  let t0 = 0, parsed = 2;
  // The chip reset (rp2040.mjs): the script is gone with it. Boot the fresh chip, ask it why
  // it reset, report, end with 5.
  function chipReset(what) {
    const kind = resetBy === REASON_TIMER ? 'watchdog' : 'forced';
    if (resetting) fail(5, `the chip reset again (${kind}) while ${what}`);
    resetting = true;
    if (t0) {                                  // what the script printed and was not yet shown
      const e = rx.indexOf(4, 2);
      const stop = e < 0 ? rx.length : e;
      if (stop > parsed) process.stdout.write(Buffer.from(rx.slice(parsed, stop)).toString().replace(/\r\n/g, '\n'));
    }
    console.error(`[pico] the chip reset (${kind}) while ${what}`);
    resetBy = 0;
    const t = now();
    epoch = t;
    tx.length = 0; txAt = 0;
    plug(reboot(mcu, rom));
    start(Buffer.from('import machine\nprint(machine.reset_cause())\n'));
    until(() => rx.indexOf(4) >= 0, 'asking the reset cause');
    const cause = Number(Buffer.from(rx.slice(2, rx.indexOf(4))).toString().trim());
    if (o.saveFs) saveFs(mcu, o.saveFs);
    console.error('[pico] ' + JSON.stringify({
      reset: kind, reset_ms: +((t - t0) / 1e6).toFixed(1), reset_cause: cause,
      sim_s: +(now() / 1e9).toFixed(3), wall_s: +((Date.now() - wall0) / 1000).toFixed(2),
    }));
    process.exit(5);
  }
  start(code);
  t0 = now();
  // Reply: "OK", stdout, 0x04, stderr (traceback), 0x04, ">".
  until(() => rx.length >= 2, 'sending the script');
  if (rx[0] !== 0x4f || rx[1] !== 0x4b) fail(3, 'raw REPL did not accept the script');
  const ends = () => { let k = 0; for (let i = 2; i < rx.length; i++) if (rx[i] === 4) k++; return k; };
  until(() => {
    // stream stdout as it comes, so long runs show progress
    const e = rx.indexOf(4, 2);
    const stop = e < 0 ? rx.length : e;
    if (stop > parsed) { process.stdout.write(Buffer.from(rx.slice(parsed, stop)).toString().replace(/\r\n/g, '\n')); parsed = stop; }
    return ends() >= 2 && rx[rx.length - 1] === 0x3e;
  }, 'running the script');
  const t1 = now();
  const e1 = rx.indexOf(4, 2), e2 = rx.indexOf(4, e1 + 1);
  if (parsed < e1) process.stdout.write(Buffer.from(rx.slice(parsed, e1)).toString().replace(/\r\n/g, '\n'));
  err = Buffer.from(rx.slice(e1 + 1, e2)).toString().replace(/\r\n/g, '\n');
  if (err) process.stderr.write(err);
  if (o.saveFs) saveFs(mcu, o.saveFs);
  const wall = (Date.now() - wall0) / 1000;
  console.error('[pico] ' + JSON.stringify({
    sim_s: +(now() / 1e9).toFixed(3), script_s: +((t1 - t0) / 1e9).toFixed(3),
    wall_s: +wall.toFixed(2), minstr: +(instr / 1e6).toFixed(1),
  }));
  process.exit(err ? 1 : 0);
}

main();
