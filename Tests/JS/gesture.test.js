// The drag pacer of liveui.js: moves at most every 33 ms, and no faster
// than the server's event rate over a long drag.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const liveui = require('./liveui.js');

// Sends a move whenever the pacer allows, for `ms` of continuous movement; returns send times.
function drive(ms) {
  const pacer = liveui.dragPacer(0), sent = [];
  for (let t = 0; t <= ms; t += 1) {
    if (pacer.wait(t) === 0) { pacer.take(t); sent.push(t); }
  }
  return sent;
}

test('drag moves are at least 33 ms apart (≤ ~30 a second)', () => {
  const sent = drive(1000);
  for (let i = 1; i < sent.length; i++) assert.ok(sent[i] - sent[i - 1] >= 33, `${sent[i - 1]} → ${sent[i]}`);
  assert.ok(sent.length >= 29 && sent.length <= 31, String(sent.length));
});

test('a long drag settles at 18 moves a second, under the server limit of 20/s with a burst of 60', () => {
  const sent = drive(20000);
  // The server's bucket: 60 tokens, 20 per second; it must never run dry.
  let tokens = 60, last = 0;
  for (const t of sent) {
    tokens = Math.min(60, tokens + (t - last) * 0.02);
    last = t;
    tokens -= 1;
    assert.ok(tokens >= 0, 'server bucket empty at ' + t + ' ms');
  }
  const lastSecond = sent.filter((t) => t > 19000).length;
  assert.ok(lastSecond >= 17 && lastSecond <= 19, String(lastSecond));
});

test('the pacer says how long to wait instead of dropping the move', () => {
  const pacer = liveui.dragPacer(0);
  assert.strictEqual(pacer.wait(0), 0);
  pacer.take(0);
  assert.strictEqual(pacer.wait(10), 23);
});

test('gesture fixtures are events the client sends', () => {
  const dir = path.join(__dirname, '..', 'Fixtures', 'protocol');
  const drag = JSON.parse(fs.readFileSync(path.join(dir, 'client-event-drag.json'), 'utf8')).message;
  assert.deepStrictEqual(Object.keys(drag), ['t', 'seq', 'kind', 'id', 'value', 'x', 'y', 'sx', 'sy', 'vx', 'vy']);
  const press = JSON.parse(fs.readFileSync(path.join(dir, 'client-event-press.json'), 'utf8')).message;
  assert.strictEqual(press.kind, 'press');
  const src = liveui.source;
  assert.ok(src.includes("sendEvent('drag', d.id, 'move', sample(d))") && src.includes("sendEvent('press', p.id, 'start')"));
  // A drop: the dragged element's id after '=', and the position in the destination's box, nothing more.
  const drop = JSON.parse(fs.readFileSync(path.join(dir, 'client-event-drop.json'), 'utf8')).message;
  assert.deepStrictEqual(Object.keys(drop), ['t', 'seq', 'kind', 'id', 'value', 'x', 'y']);
  assert.ok(drop.value.startsWith('='));
  // What the page sends for it is driven in dragdrop.test.js.
  assert.ok(src.includes("sendEvent('drop', over.id, '=' + d.id, { x: r1(d.x - box.left), y: r1(d.y - box.top) })"));
});

test('scoped animations: each op takes its innermost scope, else the patch animation', () => {
  const { documentFrom } = require('./fakedom.js');
  const dir = path.join(__dirname, '..', 'Fixtures', 'protocol');
  const f = JSON.parse(fs.readFileSync(path.join(dir, 'server-patch-scoped.json'), 'utf8'));
  const page = documentFrom(f.before);
  const seen = [];
  page.dom.motion = {
    snapshot: (els) => els.map((el) => { seen.push([el.id, 'style']); return {}; }),
    change: (moved) => moved.forEach(([el, before, anim]) => seen.find((s) => s[0] === el.id).push(anim && anim.curve)),
    enter: () => {}, leave: (el) => el.remove(),
  };
  liveui.applyOps(f.message.ops, page.dom, f.message.anim, f.message.scoped);
  assert.strictEqual(page.root().serialize(), f.after);
  // r.2's scope is null: not animated at all, so no snapshot is taken for it.
  assert.deepStrictEqual(seen, [['r.1', 'style', 'linear']]);
});
