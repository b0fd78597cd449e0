// Lookout in a web page: the firmware on MicroPython's WebAssembly port, behind the browser
// HAL (firmware/lookout/hal_web.py). This script is the board: it unpacks the app into the
// runtime's file system, draws the frame, reads the buttons and keys, sounds the buzzer, keeps
// the saves in localStorage, and runs one App.step per tick of its timer.
import { loadMicroPython } from "./micropython.mjs";

const LOOP_MS = 5;                    // lookout.app.LOOP_MS
const LONG_HOLD_MS = 800;             // Space / x: a held OK / BACK past lookout.buttons.LONG_MS
const ON = [140, 220, 255], OFF = [8, 12, 20];   // the panel's colours (as the simulator's PNGs)
const KEYS = { ArrowUp: 0, ArrowDown: 1, ArrowLeft: 2, ArrowRight: 3, Enter: 4,
  Backspace: 5, Escape: 5 };
const LONG_KEYS = { " ": 4, x: 5, X: 5 };
const MUTE_KEY = "lookout-page/mute";     // the page's own setting, not the device's
const $ = (id) => document.getElementById(id);

const LATCH_MS = 30;                  // a tap is held for the app at least this long (tick())

const view = { addr: 0, scale: 4, bright: 255, mp: null, page: null };
let keyMask = 0, touchMask = 0, longMask = 0, latch = 0, stopped = false;
const seenAt = [-1, -1, -1, -1, -1, -1];   // when a pass first had each key held (-1: not yet)
const lastAt = [0, 0, 0, 0, 0, 0];         // and when the last one did
function down(bit) {                       // a key or button goes down: the app is to see it
  const k = Math.log2(bit);
  if (!(latch & bit)) seenAt[k] = -1;
  latch |= bit;
}
const small = document.createElement("canvas");
small.width = 128; small.height = 64;
const sctx = small.getContext("2d");
const img = sctx.createImageData(128, 64);
const screen = $("screen"), ctx = screen.getContext("2d");
const status = (s) => { $("status").textContent = s; };
// For tests and the curious: load time, frames drawn, beeps (heard: those sounded through
// Web Audio, not muted), the LED, long work under way.
window.lookout = { ready: null, loadMs: 0, frames: 0, beeps: 0, heard: 0, led: [0, 0, 0],
  longest: 0, audio: () => audio.ctx,
  busy: () => view.page.busy(),
  quiet: () => stopped || (!(keyMask | touchMask | longMask | latch) && view.page.quiet()) };

// --- display: the frame read in place, drawn at an integer scale of device pixels ----------
const BESIDE_PX = 130;     // the page's height beside the screen: title, page buttons, gaps
function fit() {
  const dpr = window.devicePixelRatio || 1;
  const css = Math.min(screen.parentElement.clientWidth - 20, 640,
    Math.max(128, 2 * (window.innerHeight - BESIDE_PX)));   // sideways: the height decides
  view.scale = Math.max(1, Math.floor(css * dpr / 128));
  screen.width = 128 * view.scale;
  screen.height = 64 * view.scale;
  screen.style.width = (screen.width / dpr) + "px";
  screen.style.height = (screen.height / dpr) + "px";
  draw();
}

function draw() {
  const M = view.mp && view.mp._module;
  if (!M || !view.addr) return;
  const k = 0.4 + 0.6 * view.bright / 255;
  const on = ON.map((c, i) => Math.round(OFF[i] + (c - OFF[i]) * k));
  const px = img.data;
  for (let i = 0; i < 1024; i++) {          // MONO_VLSB: byte = page * 128 + x, bit = y & 7
    const bits = M.getValue(view.addr + i, "i8") & 255, x = i & 127, y0 = (i >> 7) << 3;
    for (let bit = 0; bit < 8; bit++) {
      const c = (bits >> bit) & 1 ? on : OFF, o = ((y0 + bit) * 128 + x) * 4;
      px[o] = c[0]; px[o + 1] = c[1]; px[o + 2] = c[2]; px[o + 3] = 255;
    }
  }
  sctx.putImageData(img, 0, 0);
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(small, 0, 0, screen.width, screen.height);
  window.lookout.frames++;
  if (!window.lookout.loadMs) window.lookout.loadMs = Math.round(performance.now());
}

// --- buzzer: a square wave through Web Audio, started by the first touch or key -------------
const audio = { ctx: null, osc: null, gain: null, muted: localStorage.getItem(MUTE_KEY) === "1" };
function unlockAudio() {
  keepAwake();
  if (audio.ctx) {              // suspended by the phone (a call, another app): a press resumes
    if (audio.ctx.state !== "running") audio.ctx.resume().catch(() => {});
    return;
  }
  if (!window.AudioContext) return;
  audio.ctx = new AudioContext();
  audio.osc = audio.ctx.createOscillator();
  audio.gain = audio.ctx.createGain();
  audio.osc.type = "square";
  audio.gain.gain.value = 0;
  audio.osc.connect(audio.gain).connect(audio.ctx.destination);
  audio.osc.start();
}
function tone(freq) {
  if (freq > 0) window.lookout.beeps++;
  if (!audio.ctx) return;
  const t = audio.ctx.currentTime;
  if (freq > 0 && !audio.muted) {
    window.lookout.heard++;
    audio.osc.frequency.setValueAtTime(freq, t);
    audio.gain.gain.setValueAtTime(0.06, t);
  } else {
    audio.gain.gain.setValueAtTime(0, t);
  }
}
// The phone's screen stays on while the page is in front, as the device's OLED does; asked
// on a press (browsers grant it to a page in use), again after the page comes back.
let awake = null;
function keepAwake() {
  if (awake || !navigator.wakeLock || document.visibilityState !== "visible") return;
  awake = navigator.wakeLock.request("screen").then((lock) => {
    lock.addEventListener("release", () => { awake = null; });
  }).catch(() => { awake = null; });
}
document.addEventListener("visibilitychange", () => { if (audio.ctx) keepAwake(); });

function showMute() { $("mute").textContent = audio.muted ? "Sound off" : "Sound on"; }

// --- storage: each save file a localStorage key, its bytes in base64 ------------------------
function toB64(bytes) {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  }
  return btoa(s);
}
function fromB64(s) {
  const bin = atob(s), out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

// What hal_web.py calls (its docstring lists them).
const host = {
  frame(addr) { view.addr = addr; },
  show() { draw(); },
  led(r, g, b) {
    window.lookout.led = [r, g, b];
    $("led").style.background = r | g | b ? `rgb(${r},${g},${b})` : "#222";
    $("led").style.boxShadow = r | g | b ? `0 0 12px 3px rgb(${r},${g},${b})` : "0 0 0 2px #2a3038";
  },
  tone,
  contrast(v) { view.bright = v; draw(); },
  now() { return Math.floor(performance.now()); },
  random(path, n) {
    view.mp.FS.writeFile(path, crypto.getRandomValues(new Uint8Array(n)));
  },
  load(key, path) {
    const v = localStorage.getItem(key);
    if (v === null) return -1;
    const bytes = fromB64(v);
    view.mp.FS.writeFile(path, bytes);
    return bytes.length;
  },
  store(key, path) {
    try {
      localStorage.setItem(key, toB64(view.mp.FS.readFile(path)));
      return true;
    } catch (e) {
      return false;                        // full (QuotaExceededError): the save says so
    }
  },
  drop(key) { localStorage.removeItem(key); },
  names(prefix) {
    const out = [];
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k.startsWith(prefix)) out.push(k.slice(prefix.length));
    }
    return out.join("\n");
  },
};

// --- buttons: touch and keys set bits of the mask the app reads each pass -------------------
function bindButtons() {
  for (const btn of document.querySelectorAll("#pad button")) {
    const bit = 1 << Number(btn.dataset.key);
    const up = () => { touchMask &= ~bit; btn.classList.remove("down"); };
    btn.addEventListener("pointerdown", (e) => {
      e.preventDefault();
      unlockAudio();
      btn.setPointerCapture(e.pointerId);
      touchMask |= bit;
      down(bit);
      btn.classList.add("down");
    });
    for (const ev of ["pointerup", "pointercancel", "lostpointercapture"]) {
      btn.addEventListener(ev, up);
    }
    btn.addEventListener("contextmenu", (e) => e.preventDefault());
  }
  window.addEventListener("keydown", (e) => {
    const k = KEYS[e.key], l = LONG_KEYS[e.key];
    if (k === undefined && l === undefined) return;
    e.preventDefault();
    if (e.repeat) return;                  // the app repeats a held arrow itself
    unlockAudio();
    if (k !== undefined) { keyMask |= 1 << k; down(1 << k); }
    else {
      longMask |= 1 << l;
      down(1 << l);
      setTimeout(() => { longMask &= ~(1 << l); }, LONG_HOLD_MS);
    }
  });
  window.addEventListener("keyup", (e) => {
    const k = KEYS[e.key];
    if (k === undefined && LONG_KEYS[e.key] === undefined) return;
    e.preventDefault();                    // Space must not also press a focused page button
    if (k !== undefined) keyMask &= ~(1 << k);
  });
  window.addEventListener("blur", () => { keyMask = 0; });
}

// --- export / import of the saves -----------------------------------------------------------
function bindTools() {
  showMute();
  $("mute").addEventListener("click", () => {
    audio.muted = !audio.muted;
    localStorage.setItem(MUTE_KEY, audio.muted ? "1" : "0");
    if (audio.muted) tone(0);
    showMute();
  });
  $("export").addEventListener("click", () => {
    let why;
    try { why = view.page.export(); } catch (err) { why = "Export failed: " + err.message; }
    if (why) { status(why); return; }
    const blob = new Blob([view.mp.FS.readFile("/io.bin")], { type: "application/octet-stream" });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = "lookout.sav";
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 10000);
    status("Exported lookout.sav (" + blob.size + " bytes).");
  });
  $("file").addEventListener("change", async (e) => {
    const f = e.target.files[0];
    e.target.value = "";
    if (!f) return;
    if (!confirm("Replace the saves on this page with " + f.name +
                 "? The ones it replaces are kept (lookout.old.sav).")) return;
    view.mp.FS.writeFile("/io.bin", new Uint8Array(await f.arrayBuffer()));
    let why;
    try { why = view.page.restore(); } catch (err) { why = "Import failed: " + err.message; }
    if (why) { status(why); return; }
    stopped = true;                        // nothing saves over it before the reload
    location.reload();
  });
  // The page open twice: once the other one saves, this one's session is out of date, and
  // its next save would put it over the other's game. So it stops (the loop, so no save);
  // a reload plays on from the saves.
  window.addEventListener("storage", (e) => {
    if (e.key && e.key.startsWith("lookout/") && !stopped) {
      stopped = true;
      tone(0);
      screen.style.opacity = "0.35";
      status("Lookout is open in another tab and saved there. Reload this one to play here.");
    }
  });
}

// --- boot: runtime, app files, then the loop --------------------------------------------------
async function unpack(FS) {
  const buf = new Uint8Array(await (await fetch("app.pack")).arrayBuffer());
  const n = new DataView(buf.buffer).getUint32(0, true);
  const index = JSON.parse(new TextDecoder().decode(buf.subarray(4, 4 + n)));
  let at = 4 + n;
  for (const [path, size] of index) {
    FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    FS.writeFile(path, buf.subarray(at, at + size));
    at += size;
  }
}

// A pass of the loop can take tens of ms while long work runs its slices, so a quick tap
// could come and go between two passes: a released key stays in the mask until the app has
// had it held over LATCH_MS of passes (past lookout.buttons' 20 ms debounce), as a Pico's pin
// would have stayed low while it was pressed.
function tick() {
  if (stopped) return;
  const t = performance.now(), held = keyMask | touchMask | longMask;
  for (let k = 0; k < 6; k++) {
    const bit = 1 << k;
    if (!(held & bit) && (latch & bit) && seenAt[k] >= 0 && lastAt[k] - seenAt[k] >= LATCH_MS) {
      latch &= ~bit;
    }
  }
  const mask = held | latch;
  for (let k = 0; k < 6; k++) {
    if (!(mask & (1 << k))) continue;
    if (seenAt[k] < 0) seenAt[k] = t;
    lastAt[k] = t;
  }
  view.page.step(mask);
  const ms = performance.now() - t;
  if (ms > window.lookout.longest) window.lookout.longest = ms;
  setTimeout(tick, LOOP_MS);
}

async function boot() {
  const mp = await loadMicroPython({
    stdout: (s) => console.log(s), stderr: (s) => console.error(s) });
  view.mp = mp;
  await unpack(mp.FS);
  $("ver").textContent = mp.pyimport("lookout").VERSION;
  const seed = Number(new URLSearchParams(location.search).get("seed")) || 0;   // repeatable
  view.page = mp.pyimport("lookout.webpage").boot(host, seed);
  bindButtons();
  bindTools();
  window.addEventListener("resize", fit);
  fit();
  status("");
  tick();
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("sw.js").catch((e) => console.warn("offline copy:", e));
  }
}

window.lookout.ready = boot().catch((e) => {
  status("Lookout could not start: " + e);
  throw e;
});
