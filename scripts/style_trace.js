#!/usr/bin/env node
// Counts Chromium's style and layout passes per login/logout cycle on a page
// of the fixture server, and says which of them JavaScript forced and from
// where (issue #16 item 4). Counts, not times: they do not move with the
// machine's load. Needs Node ≥ 20.10 (its WebSocket) and headless Chromium.
//
//   node --experimental-websocket scripts/style_trace.js [path=/] [cycles=20] [public-dir]
//
// SERVER=LiveDemo serves the demo instead (its /offset: the seed's offset
// variant); NOTRACE=1 reads only Performance.getMetrics (what LiveBrowserBench
// reads: tracing itself adds frames); TIMELINE=1 lists every pass with what ran
// before it; PROFILE=1 (UNDER=function) samples the JavaScript instead.
//
// The server is the release LiveFixtureServer (LOGIN_DELAY_MS=0); with a
// public-dir its /liveui.js is assembled from that folder (LIVEUI_PUBLIC,
// uncompacted), so two clients can be compared on one build. Each cycle is
// LiveBrowserBench's: type, wait until calm, Login, wait for "Hello", wait
// until calm, Logout, wait for the form.
'use strict';
const { spawn, execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const readline = require('readline');

const [pagePath = '/', cyclesArg = '20', publicDir] = process.argv.slice(2);
const cycles = +cyclesArg;
const root = path.join(__dirname, '..');
const bin = execFileSync('swift', ['build', '-c', 'release', '--show-bin-path'], { cwd: root }).toString().trim();

function startServer() {
  const env = Object.assign({}, process.env, {
    HOST: '127.0.0.1', PORT: '0', LOGIN_DELAY_MS: '0', LIVEUI_LOG: 'warn',
    LIVEUI_EVENTS_PER_SECOND: '100000', LIVEUI_EVENT_BURST: '100000',
  });
  if (publicDir) env.LIVEUI_PUBLIC = path.resolve(publicDir);
  const proc = spawn(path.join(bin, process.env.SERVER || 'LiveFixtureServer'), [], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) => {
    readline.createInterface({ input: proc.stdout }).once('line', (line) => resolve({ proc, port: +line.split(':').pop().match(/\d+/)[0] }));
  });
}

async function startBrowser() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'style-trace-'));
  const proc = spawn('/usr/bin/chromium', [
    '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--window-size=1280,800',
    '--remote-debugging-port=0', '--user-data-dir=' + dir, 'about:blank',
  ], { stdio: 'ignore' });
  const file = path.join(dir, 'DevToolsActivePort');
  for (let i = 0; i < 200 && !fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 100));
  const port = fs.readFileSync(file, 'utf8').split('\n')[0];
  const targets = await (await fetch('http://127.0.0.1:' + port + '/json/list')).json();
  const page = targets.find((t) => t.type === 'page');
  return { proc, dir, cdp: await connect(page.webSocketDebuggerUrl) };
}

function connect(url) {
  const ws = new WebSocket(url);
  let next = 1;
  const waiting = new Map(), listeners = [];
  ws.onmessage = (m) => {
    const msg = JSON.parse(m.data);
    if (msg.id && waiting.has(msg.id)) {
      const { resolve, reject } = waiting.get(msg.id);
      waiting.delete(msg.id);
      if (msg.error) reject(new Error(JSON.stringify(msg.error))); else resolve(msg.result);
    } else listeners.forEach((l) => l(msg));
  };
  const send = (method, params = {}) => new Promise((resolve, reject) => {
    const id = next++;
    waiting.set(id, { resolve, reject });
    ws.send(JSON.stringify({ id, method, params }));
  });
  return new Promise((resolve) => { ws.onopen = () => resolve({ send, on: (l) => listeners.push(l), ws }); });
}

async function evaluate(cdp, expression) {
  const r = await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
  if (r.exceptionDetails) throw new Error(JSON.stringify(r.exceptionDetails));
  return r.result.value;
}

async function until(cdp, expression, ms = 10000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await evaluate(cdp, expression)) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('timed out: ' + expression);
}

// LiveBrowserBench's settled cycle (its `calm` waits on animations' promises, not polling).
const CYCLES = `(async (cycles) => {
  const offset = location.pathname === '/offset';
  // QUIET_CALM=1: know the page's animations by wrapping Element.animate
  // instead of asking document.getAnimations(), which forces a style pass
  // while one plays (the bench's own share of the count).
  const quiet = ${!!process.env.QUIET_CALM};
  if (quiet && !window.__made) {
    window.__made = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function () { const a = animate.apply(this, arguments); window.__made.push(a); return a; };
  }
  const calm = async () => {
    for (;;) {
      if (quiet) window.__made = window.__made.filter((a) => a.playState === 'running' || a.playState === 'pending');
      const playing = quiet ? window.__made : document.getAnimations().filter((a) => a.playState === 'running' || a.playState === 'pending');
      if (!playing.length) break;
      await Promise.race([Promise.allSettled(playing.map((a) => a.finished)), new Promise((r) => setTimeout(r, 1000))]);
      await new Promise((r) => setTimeout(r, 0));
    }
    await new Promise((r) => setTimeout(r, 20));
  };
  const root = () => document.getElementById('root');
  const waitFor = (test) => new Promise((resolve) => {
    if (test()) return resolve();
    const mo = new MutationObserver(() => { if (test()) { mo.disconnect(); resolve(); } });
    mo.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
  const poll = (test) => new Promise((resolve) => { const tick = () => (test() ? resolve() : setTimeout(tick, 1)); tick(); });
  const button = (text) => [...document.querySelectorAll('#root button')].find((b) => b.textContent.trim() === text);
  for (let i = 0; i < cycles; i++) {
    const field = document.querySelector('input[aria-label=Username]');
    field.value = 'alice';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await poll(() => LiveUI.state.pending.length === 0);
    await waitFor(() => button('Login') && !button('Login').disabled);
    await calm();
    let v = LiveUI.state.version;
    button('Login').click();
    // The offset variant keeps both views on the page: wait for a patch after which Login is enabled again
    // (one patch with no delay, where "Logging in…" is never sent; with a delay, the second).
    await waitFor(() => (offset ? LiveUI.state.version >= v + 1 && !!button('Login') && !button('Login').disabled : root().textContent.includes('Hello alice!')));
    await calm();
    v = LiveUI.state.version;
    button('Logout').click();
    await waitFor(() => (offset ? LiveUI.state.version >= v + 1 : !!document.querySelector('input[aria-label=Username]') && !root().textContent.includes('Hello')));
  }
  await calm();
  return true;
})`;

const CATEGORIES = [
  'devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.stack',
  'v8.execute', 'blink', 'cc', 'disabled-by-default-devtools.timeline.frame',
].join(',');

async function main() {
  const server = await startServer();
  const browser = await startBrowser();
  const cdp = browser.cdp;
  try {
    await cdp.send('Page.enable');
    await cdp.send('Runtime.enable');
    await cdp.send('Page.navigate', { url: 'http://127.0.0.1:' + server.port + pagePath });
    await until(cdp, '!!(window.LiveUI && LiveUI.state.joined)');
    await evaluate(cdp, CYCLES + '(2)'); // warm up
    const events = [];
    let complete;
    const completed = new Promise((r) => { complete = r; });
    cdp.on((m) => {
      if (m.method === 'Tracing.dataCollected') events.push(...m.params.value);
      if (m.method === 'Tracing.tracingComplete') complete();
    });
    await cdp.send('Performance.enable');
    const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
    const before = await metrics();
    if (process.env.PROFILE) {
      // The client's JavaScript per cycle, by function (self and total), sampled every 20 µs.
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 20 });
      await cdp.send('Profiler.start');
      await evaluate(cdp, CYCLES + '(' + cycles + ')');
      const { profile } = await cdp.send('Profiler.stop');
      const after = await metrics();
      profileReport(profile, before, after);
      return;
    }
    if (process.env.NOTRACE) {
      await evaluate(cdp, CYCLES + '(' + cycles + ')');
      const after = await metrics();
      const per = (k) => ((after[k] - before[k]) / cycles);
      console.log('Performance.getMetrics per cycle (no tracing): RecalcStyleCount %s (%s ms), LayoutCount %s (%s ms) (%s cycles of %s)',
        per('RecalcStyleCount').toFixed(2), (per('RecalcStyleDuration') * 1000).toFixed(2), per('LayoutCount').toFixed(2),
        (per('LayoutDuration') * 1000).toFixed(2), cycles, pagePath);
      return;
    }
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await evaluate(cdp, CYCLES + '(' + cycles + ')');
    await cdp.send('Tracing.end');
    await completed;
    const after = await metrics();
    report(events, before, after);
  } finally {
    cdp.ws.close();
    browser.proc.kill();
    server.proc.kill();
    setTimeout(() => fs.rmSync(browser.dir, { recursive: true, force: true }), 500);
  }
}

function report(events, before, after) {
  const per = (k) => ((after[k] - before[k]) / cycles);
  console.log('Performance.getMetrics per cycle: RecalcStyleCount %s, LayoutCount %s (%s cycles of %s)',
    per('RecalcStyleCount').toFixed(2), per('LayoutCount').toFixed(2), cycles, pagePath);
  // The renderer's main thread: the thread that runs the page's scripts.
  const main = events.find((e) => e.name === 'FunctionCall' || e.name === 'EvaluateScript');
  const thread = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const passes = thread.filter((e) => (e.name === 'UpdateLayoutTree' || e.name === 'Layout') && (e.ph === 'X' || e.ph === 'B'));
  const kinds = {};
  for (const e of passes) {
    const data = (e.args && (e.args.beginData || e.args.data)) || {};
    const stack = data.stackTrace || [];
    const where = stack.length ? 'forced: ' + stack.slice(0, 4).map((f) => f.functionName + ':' + f.lineNumber).join(' < ') : 'frame';
    const key = e.name + ' ' + where + (e.name === 'UpdateLayoutTree' && data.elementCount != null ? '' : '');
    kinds[key] = kinds[key] || { n: 0, elements: 0 };
    kinds[key].n++;
    const ec = e.args && e.args.elementCount != null ? e.args.elementCount : (e.args && e.args.endData && e.args.endData.elementCount);
    if (ec != null) kinds[key].elements += ec;
  }
  console.log('traced on the page\'s main thread, per cycle:');
  for (const [k, v] of Object.entries(kinds).sort((a, b) => b[1].n - a[1].n)) {
    console.log('  %s  %s  (elements %s)', (v.n / cycles).toFixed(2), k, (v.elements / cycles).toFixed(1));
  }
  if (process.env.TIMELINE) timeline(thread);
  if (process.env.TRACE_OUT) fs.writeFileSync(process.env.TRACE_OUT, JSON.stringify(thread));
}

// One line per style or layout pass, with what ran since the last one: scripts
// (by function), animations starting, finishing or changing state.
function timeline(thread) {
  const events = thread.filter((e) => e.ph !== 'M').sort((a, b) => a.ts - b.ts);
  const t0 = events[0].ts;
  let since = [];
  for (const e of events) {
    const d = (e.args && (e.args.data || e.args.beginData)) || {};
    if (e.name === 'FunctionCall') since.push(d.functionName || '(anon)');
    else if (e.name === 'Animation' && e.ph !== 'X') since.push('anim-' + e.ph + (d.state ? ':' + d.state : ''));
    else if (e.name === 'ProxyMain::BeginMainFrame' && e.ph === 'X') since.push('frame');
    else if (e.name === 'UpdateLayoutTree' || e.name === 'Layout') {
      const stack = d.stackTrace || [];
      console.log('%s %s %s %s  after: %s', ((e.ts - t0) / 1000).toFixed(1).padStart(8), e.name === 'Layout' ? 'layout' : 'style ',
        e.args.elementCount != null ? String(e.args.elementCount).padStart(3) : '   ', stack.length ? 'FORCED by ' + stack[0].functionName : '', since.join(' '));
      since = [];
    }
  }
}

function profileReport(profile, before, after) {
  const per = (k) => ((after[k] - before[k]) / cycles);
  console.log('Performance.getMetrics per cycle: RecalcStyleCount %s, LayoutCount %s (%s cycles of %s, profiler on)',
    per('RecalcStyleCount').toFixed(2), per('LayoutCount').toFixed(2), cycles, pagePath);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const dt = new Map();
  for (let i = 0; i < profile.samples.length; i++) dt.set(profile.samples[i], (dt.get(profile.samples[i]) || 0) + (profile.timeDeltas[i + 1] || 0));
  const self = {}, total = {};
  const name = (n) => (n.callFrame.functionName || '(anon)') + ':' + n.callFrame.lineNumber + (n.callFrame.url.includes('liveui') ? '' : ' ' + n.callFrame.url.split('/').pop());
  for (const [id, t] of dt) {
    const n = nodes.get(id);
    self[name(n)] = (self[name(n)] || 0) + t;
    const seen = new Set();
    for (let x = id; x != null; x = parent.get(x)) {
      const k = name(nodes.get(x));
      if (!seen.has(k)) { seen.add(k); total[k] = (total[k] || 0) + t; }
    }
  }
  const show = (title, o) => {
    console.log(title);
    for (const [k, v] of Object.entries(o).sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log('  %s ms  %s', (v / 1000 / cycles).toFixed(3), k);
  };
  // Under `under` (a function name): time by each callee on the path.
  const focus = process.env.UNDER;
  if (focus) {
    const inner = {};
    for (const [id, t] of dt) {
      const path = [];
      for (let x = id; x != null; x = parent.get(x)) path.unshift(name(nodes.get(x)));
      const at = path.findIndex((k) => k.startsWith(focus + ':'));
      if (at < 0) continue;
      const key = path.slice(at, at + 4).join(' > ');
      inner[key] = (inner[key] || 0) + t;
    }
    show('under ' + focus + ':', inner);
  }
  show('self time per cycle:', self);
  show('total time per cycle:', total);
}

main().catch((e) => { console.error(e); process.exitCode = 1; });
