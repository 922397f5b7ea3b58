// liveui.js's AsyncImage block: an image's load or error picks its box's phase.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const liveui = require('../../Public/liveui.js');

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
