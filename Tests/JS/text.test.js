// liveui.js's Text area blocks: AsyncImage phases and live date styles.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const liveui = require('./liveui.js');

function box() {
  return {
    attrs: { 'data-phase': 'empty' },
    classList: { contains: (c) => c === 'ai' },
    setAttribute(k, v) { this.attrs[k] = v; },
  };
}

function image(b, { complete = true, width = 0, inSuccessPart = true } = {}) {
  const part = { parentNode: b };
  return { complete, naturalWidth: width, closest: (sel) => (sel === '.ai-s' && inSuccessPart ? part : null) };
}

test('a loaded image shows the success part', () => {
  const b = box();
  assert.strictEqual(liveui.asyncImagePhase(image(b, { width: 96 })), 'success');
  assert.strictEqual(b.attrs['data-phase'], 'success');
});

test('a broken image shows the failure part', () => {
  const b = box();
  assert.strictEqual(liveui.asyncImagePhase(image(b, { width: 0 })), 'failure');
  assert.strictEqual(b.attrs['data-phase'], 'failure');
});

test('an image still loading changes nothing', () => {
  const b = box();
  assert.strictEqual(liveui.asyncImagePhase(image(b, { complete: false })), null);
  assert.strictEqual(b.attrs['data-phase'], 'empty');
});

test('images in the placeholder or elsewhere are ignored', () => {
  const b = box();
  assert.strictEqual(liveui.asyncImagePhase(image(b, { width: 10, inSuccessPart: false })), null);
  assert.strictEqual(b.attrs['data-phase'], 'empty');
});

// Live dates: the same words and clock the server writes (Text.DateStyle).
test('live date styles tick as the server writes them', () => {
  const now = 1_700_000_000_000;
  assert.strictEqual(liveui.tickText('timer:' + (now + 65_000), now), '1:05');
  assert.strictEqual(liveui.tickText('timer:' + (now - 3_725_000), now), '1:02:05');
  assert.strictEqual(liveui.tickText('relative:' + (now + (2 * 3600 + 23 * 60 + 30) * 1000), now), '2 hours, 23 minutes');
  assert.strictEqual(liveui.tickText('relative:' + (now - 1000), now), '1 second');
  assert.strictEqual(liveui.tickText('offset:' + (now + 2 * 3600 * 1000 + 5000), now), '+2 hours');
  assert.strictEqual(liveui.tickText('offset:' + (now - 90_000), now), '-1 minute');
  assert.strictEqual(liveui.tickText('timer:' + now, now), '0:00');
});
