// The client's debug tools without a browser: the latency queue on a fake
// clock, LiveUI.debug / LiveUI.latency on a fake window (storage, timers,
// console), and what they log and delay. DebugToolsBrowserTests covers them
// in Chromium.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const liveui = require('./liveui.js');

// setTimeout on a clock that only moves when told; timers due at the same
// time run in the order they were set, as in browsers.
function fakeClock() {
  let now = 0, next = 0, timers = [];
  return {
    now: () => now,
    setTimeout(fn, ms) { timers.push({ at: now + ms, n: next++, fn }); },
    pending: () => timers.length,
    advance(ms) {
      const until = now + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at || a.n - b.n);
        if (!timers.length || timers[0].at > until) break;
        const t = timers.shift();
        now = t.at;
        t.fn();
      }
      now = until;
    },
  };
}

function fakeStorage(items = {}) {
  return {
    items,
    getItem: (k) => (k in items ? items[k] : null),
    setItem: (k, v) => { items[k] = String(v); },
  };
}

// A window with just what devtools uses; `storage` null makes sessionStorage throw.
function fakeWindow(storage = fakeStorage()) {
  const clock = fakeClock(), logs = [];
  const win = {
    clock, logs,
    setTimeout: (fn, ms) => clock.setTimeout(fn, ms),
    performance: { now: clock.now },
    console: { log: (...args) => logs.push(args) },
  };
  Object.defineProperty(win, 'sessionStorage', {
    get() { if (!storage) throw new Error('SecurityError: storage is disabled'); return storage; },
  });
  return win;
}

function fakeSocket() {
  return { readyState: 1, sent: [], send(text) { this.sent.push(JSON.parse(text)); } };
}

test('the delay line runs each function after its delay, in order', () => {
  const clock = fakeClock(), ran = [];
  const line = liveui.delayLine(clock.setTimeout);
  line.push(() => ran.push(['a', clock.now()]), 300);
  clock.advance(100);
  line.push(() => ran.push(['b', clock.now()]), 300);
  line.push(() => ran.push(['c', clock.now()]), 300);
  clock.advance(199);
  assert.deepStrictEqual(ran, []);
  clock.advance(1);
  assert.deepStrictEqual(ran, [['a', 300]]);
  clock.advance(100);
  assert.deepStrictEqual(ran, [['a', 300], ['b', 400], ['c', 400]]);
});

test('lowering the delay never lets a later function overtake an earlier one', () => {
  const clock = fakeClock(), ran = [];
  const line = liveui.delayLine(clock.setTimeout);
  line.push(() => ran.push('first'), 1000);
  line.push(() => ran.push('second'), 1000);
  clock.advance(10);
  line.push(() => ran.push('third'), 50);
  clock.advance(1000);
  assert.deepStrictEqual(ran, ['first', 'second', 'third']);
});

test('flush runs everything held, in order, including what those runs push; stale timers do nothing', () => {
  const clock = fakeClock(), ran = [];
  const line = liveui.delayLine(clock.setTimeout);
  line.push(() => { ran.push(1); line.push(() => ran.push(3), 500); }, 300);
  line.push(() => ran.push(2), 300);
  line.flush();
  assert.deepStrictEqual(ran, [1, 2, 3]);
  line.push(() => ran.push(4), 300);
  clock.advance(299);
  assert.deepStrictEqual(ran, [1, 2, 3], 'an old timer must not run the new function early');
  clock.advance(1000);
  assert.deepStrictEqual(ran, [1, 2, 3, 4]);
  assert.strictEqual(clock.pending(), 0);
});

test('both are off by default, and then nothing passes through them', () => {
  const dev = liveui.devtools(fakeWindow());
  assert.strictEqual(dev.debug(), false);
  assert.strictEqual(dev.latency(), 0);
  assert.ok(!dev.tap, 'the page checks only this on each message');
});

test('settings persist in sessionStorage and are read at start-up', () => {
  const storage = fakeStorage();
  const dev = liveui.devtools(fakeWindow(storage));
  assert.strictEqual(dev.debug(true), true);
  assert.strictEqual(dev.latency(300), 300);
  assert.ok(dev.tap);
  // A reload: a new page in the same tab.
  const again = liveui.devtools(fakeWindow(storage));
  assert.strictEqual(again.debug(), true);
  assert.strictEqual(again.latency(), 300);
  assert.ok(again.tap);
  assert.strictEqual(again.debug(false), false);
  assert.strictEqual(again.latency(null), 0);
  assert.ok(!again.tap);
  const third = liveui.devtools(fakeWindow(storage));
  assert.deepStrictEqual([third.debug(), third.latency(), !!third.tap], [false, 0, false]);
});

test('latency takes milliseconds; nonsense turns it off', () => {
  const dev = liveui.devtools(fakeWindow());
  assert.strictEqual(dev.latency('250'), 250);
  for (const v of [0, null, -5, 'slow', NaN]) assert.strictEqual(dev.latency(v), 0, String(v));
  assert.strictEqual(dev.debug(1), true);
  assert.strictEqual(dev.debug(0), false);
});

test('a sessionStorage that throws only loses persistence', () => {
  const dev = liveui.devtools(fakeWindow(null));
  assert.strictEqual(dev.debug(), false);
  assert.strictEqual(dev.debug(true), true);
  assert.strictEqual(dev.latency(100), 100);
  assert.strictEqual(dev.latency(), 100);
  const junk = liveui.devtools(fakeWindow(fakeStorage({ 'liveui-debug': '{not json' })));
  assert.deepStrictEqual([junk.debug(), junk.latency()], [false, 0]);
});

test('debug logs messages out, and in with the time applying took and the round trip', () => {
  const win = fakeWindow(), dev = liveui.devtools(win), ws = fakeSocket(), applied = [];
  dev.debug(true);
  dev.send(ws, { t: 'event', seq: 1, kind: 'click', id: 'b' });
  assert.deepStrictEqual(ws.sent, [{ t: 'event', seq: 1, kind: 'click', id: 'b' }], 'no latency: sent at once');
  assert.strictEqual(win.logs[0][0], '[LiveUI] → event');
  assert.deepStrictEqual(win.logs[0][1], ws.sent[0]);
  win.clock.advance(12.5);
  dev.receive('{"t":"patch","v":2,"ack":1,"ops":[]}', (msg) => { applied.push(msg); win.clock.advance(0.4); });
  assert.deepStrictEqual(applied, [{ t: 'patch', v: 2, ack: 1, ops: [] }]);
  assert.strictEqual(win.logs[1][0], '[LiveUI] ← patch 0.4 ms, round trip 12.5 ms');
  assert.deepStrictEqual(win.logs[1][1], applied[0]);
  // A later patch with the same ack (the server's own) has no round trip.
  dev.receive('{"t":"patch","v":3,"ack":1,"ops":[]}', () => {});
  assert.strictEqual(win.logs[2][0], '[LiveUI] ← patch 0.0 ms');
  dev.debug(false);
  dev.receive('{"t":"patch","v":4,"ack":1,"ops":[]}', (msg) => applied.push(msg));
  assert.strictEqual(applied.length, 2, 'still applied');
  assert.strictEqual(win.logs.length, 3, 'no longer logged');
});

test('latency delays both directions by its milliseconds and keeps their order', () => {
  const win = fakeWindow(), dev = liveui.devtools(win), ws = fakeSocket(), applied = [];
  dev.latency(300);
  dev.send(ws, { t: 'event', seq: 1, kind: 'input', id: 'u', value: 'a' });
  win.clock.advance(50);
  dev.send(ws, { t: 'event', seq: 2, kind: 'input', id: 'u', value: 'al' });
  dev.receive('{"t":"patch","v":2,"ack":0,"ops":[]}', (m) => applied.push(m.v));
  dev.receive('{"t":"patch","v":3,"ack":0,"ops":[]}', (m) => applied.push(m.v));
  win.clock.advance(249);
  assert.deepStrictEqual([ws.sent.length, applied.length], [0, 0]);
  win.clock.advance(1);
  assert.deepStrictEqual(ws.sent.map((m) => m.seq), [1]);
  win.clock.advance(50);
  assert.deepStrictEqual(ws.sent.map((m) => m.seq), [1, 2]);
  assert.deepStrictEqual(applied, [2, 3]);
  assert.strictEqual(win.logs.length, 0, 'latency alone logs nothing');
});

test('a message delayed past its socket closing is lost, as on a network', () => {
  const win = fakeWindow(), dev = liveui.devtools(win), ws = fakeSocket();
  dev.latency(100);
  dev.send(ws, { t: 'event', seq: 1, kind: 'click', id: 'b' });
  ws.readyState = 3;
  win.clock.advance(100);
  assert.deepStrictEqual(ws.sent, []);
});

test('turning latency off delivers what it holds at once, in order, before anything newer', () => {
  const win = fakeWindow(), dev = liveui.devtools(win), ws = fakeSocket(), order = [];
  ws.send = (text) => order.push('out ' + JSON.parse(text).seq);
  dev.latency(500);
  dev.send(ws, { t: 'event', seq: 1, kind: 'click', id: 'b' });
  dev.receive('{"t":"patch","v":2,"ack":1,"ops":[]}', () => order.push('in 2'));
  dev.delay(() => order.push('closed'));
  dev.latency(0);
  dev.send(ws, { t: 'event', seq: 2, kind: 'click', id: 'b' });
  assert.deepStrictEqual(order, ['out 1', 'in 2', 'closed', 'out 2']);
  win.clock.advance(1000);
  assert.strictEqual(order.length, 4, 'nothing runs twice');
});

// The core's switch (30-devtools.js): the tools are an area, loaded only once a setting is on.
function fakeNeed(win) {
  const asked = [];
  const need = (then) => asked.push(then);
  // The area arriving: its hooks fill the switch in, as areas/devtools.js does.
  const arrive = () => asked.splice(0).forEach((then) => then({ fill: (sw) => liveui.devtools(win, sw) }));
  return { need, asked, arrive };
}

test('the switch loads no tools while both settings are off, and passes messages straight through', () => {
  const win = fakeWindow(), loader = fakeNeed(win), sw = liveui.devSwitch(win, loader.need);
  assert.deepStrictEqual([sw.debug(), sw.latency(), sw.tap, sw.wake], [false, 0, false, undefined]);
  const ran = [];
  sw.delay(() => ran.push('closed'));
  assert.deepStrictEqual(ran, ['closed']);
  assert.deepStrictEqual([sw.debug(false), sw.latency(0), sw.latency(-3)], [false, 0, 0]);
  assert.strictEqual(loader.asked.length, 0, 'turning a setting off loads nothing');
});

test('a setting turned on loads the tools, which take it over, in order', () => {
  const storage = fakeStorage(), win = fakeWindow(storage), loader = fakeNeed(win), sw = liveui.devSwitch(win, loader.need);
  assert.strictEqual(sw.latency(300), 300);
  assert.strictEqual(sw.debug('yes'), true);
  assert.strictEqual(sw.latency('slow'), 0, 'normalised as the tools will');
  assert.strictEqual(sw.latency(250), 250);
  assert.strictEqual(sw.latency(0), 0, 'off while the tools load: applied in its turn');
  assert.strictEqual(sw.latency(250), 250);
  assert.ok(loader.asked.length >= 1);
  assert.strictEqual(sw.tap, false, 'not before the tools are here');
  loader.arrive();
  assert.deepStrictEqual([sw.debug(), sw.latency(), !!sw.tap], [true, 250, true]);
  assert.deepStrictEqual(JSON.parse(storage.items['liveui-debug']), { debug: true, latency: 250 });
  // Now the tools' own: latency delays, and off is off.
  const ws = fakeSocket();
  sw.send(ws, { t: 'event', seq: 1, kind: 'click', id: 'b' });
  assert.deepStrictEqual(ws.sent, []);
  win.clock.advance(250);
  assert.strictEqual(ws.sent.length, 1);
  sw.debug(false);
  sw.latency(0);
  assert.strictEqual(!!sw.tap, false);
});

test('a tab whose storage has a setting on wakes the tools at start; one with both off does not', () => {
  const on = fakeWindow(fakeStorage({ 'liveui-debug': '{"debug":false,"latency":100}' })), loader = fakeNeed(on);
  const sw = liveui.devSwitch(on, loader.need);
  assert.strictEqual(typeof sw.wake, 'function');
  sw.wake();
  loader.arrive();
  assert.deepStrictEqual([sw.debug(), sw.latency(), !!sw.tap], [false, 100, true]);
  for (const kept of ['{"debug":false,"latency":0}', '{not json', null]) {
    const win = fakeWindow(kept === null ? null : fakeStorage({ 'liveui-debug': kept }));
    assert.strictEqual(liveui.devSwitch(win, () => assert.fail('loaded')).wake, undefined, String(kept));
  }
});

test('the tools run in a scope of their own, as browsers load an area: nothing of the core reached', () => {
  // As ClientBundle serves an area: its own function scope, `area` from the page's LiveUI.
  const fs = require('fs'), path = require('path');
  const text = fs.readFileSync(path.join(__dirname, '..', '..', 'Public', 'liveui', 'areas', 'devtools.js'), 'utf8');
  const exported = {};
  const global = { LiveUI: { area: (name, init, exports) => Object.assign(exported, exports, { init }) } };
  new Function('global', "'use strict';\nvar area = global.LiveUI.area;\n" + text)(global);
  const win = fakeWindow(), sw = { tap: false };
  exported.init({ win }).fill(sw);
  sw.debug(true);
  const applied = [];
  sw.receive('{"t":"patch","v":2,"ack":0,"ops":[]}', (m) => applied.push(m.v));
  sw.receive('not json', (m) => applied.push(m));
  assert.deepStrictEqual(applied, [2, {}]);
  assert.strictEqual(win.logs.length, 2);
});
