// The host end of the emulated Pico's USB serial port (rp2040js USBCDC), optionally bridged
// to a file descriptor: the master of a pty that tools/pico/serialport.py opens (non-blocking,
// its slave end in raw mode), so `mpremote connect /dev/pts/N` talks to MicroPython on the
// emulated board as to a Pico's /dev/ttyACM0.
//
// One SerialHost lives as long as the board; attach() plugs it into each chip that boots (a
// watchdog reset gives a new one, which enumerates afresh, as a real Pico does on the cable).
import fs from 'fs';
import { USBCDC } from 'rp2040js';

const READ_BYTES = 512;          // taken from the fd at a time (the CDC FIFO holds 512)
const OUT_MAX = 1 << 20;         // device output kept while nobody reads the pty

export class SerialHost {
  // fd: the pty master (or -1: no host, output only to onData)
  constructor(fd, onData) {
    this.fd = fd;
    this.onData = onData;
    this.out = [];               // device output not yet written to fd
    this.outBytes = 0;
    this.dropped = 0;
    this.pending = null;         // host bytes read from fd, not yet in the FIFO
    this.buf = Buffer.alloc(READ_BYTES);
    this.cdc = null;
  }

  attach(mcu) {
    const cdc = new USBCDC(mcu.usbCtrl);
    const read = mcu.usbCtrl.onEndpointRead;
    // A real host NAKs a bulk OUT transfer until it has data; rp2040js would answer at once
    // with an empty packet and the device's USB interrupts would eat the CPU. So an OUT
    // request with nothing to send is held until there is something (as pico.mjs does).
    this.held = null;
    mcu.usbCtrl.onEndpointRead = (ep, size) => {
      if (ep === cdc.outEndpoint && cdc.txFIFO.itemCount === 0) this.held = [ep, size];
      else read(ep, size);
    };
    this.read = read;
    cdc.onSerialData = (data) => {
      if (this.onData) this.onData(data);
      if (this.fd < 0) return;
      this.out.push(Buffer.from(data));
      this.outBytes += data.length;
      while (this.outBytes > OUT_MAX) { this.outBytes -= this.out[0].length; this.dropped += this.out.shift().length; }
    };
    this.cdc = cdc;
  }

  // Moves bytes both ways; called every few thousand instructions.
  pump() {
    if (this.fd < 0 || !this.cdc) return;
    while (this.out.length) {
      let n;
      try { n = fs.writeSync(this.fd, this.out[0]); } catch (e) { if (e.code === 'EAGAIN') break; throw e; }
      this.outBytes -= n;
      if (n < this.out[0].length) { this.out[0] = this.out[0].subarray(n); break; }
      this.out.shift();
    }
    const fifo = this.cdc.txFIFO;
    if (!this.pending && fifo.itemCount === 0) {
      let n = 0;
      try { n = fs.readSync(this.fd, this.buf, 0, READ_BYTES, null); } catch (e) {
        if (e.code !== 'EAGAIN' && e.code !== 'EIO') throw e;   // EIO: no slave open
      }
      if (n > 0) this.pending = Buffer.from(this.buf.subarray(0, n));
    }
    if (this.pending) {
      let i = 0;
      while (i < this.pending.length && !fifo.full) this.cdc.sendSerialByte(this.pending[i++]);
      this.pending = i < this.pending.length ? this.pending.subarray(i) : null;
    }
    if (this.held && fifo.itemCount > 0) { const [ep, size] = this.held; this.held = null; this.read(ep, size); }
  }
}
