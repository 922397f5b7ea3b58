// Fits (areas/fits.js): which of a ViewThatFits's candidates the page shows.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const liveui = require('./liveui.js');

test('the first candidate whose ideal size fits, else the last', () => {
  const sizes = [{ w: 420, h: 40 }, { w: 180, h: 120 }, { w: 90, h: 200 }];
  assert.strictEqual(liveui.fitsPick(sizes, { w: 500, h: null }), 0);
  assert.strictEqual(liveui.fitsPick(sizes, { w: 420, h: null }), 0);
  assert.strictEqual(liveui.fitsPick(sizes, { w: 300, h: null }), 1);
  assert.strictEqual(liveui.fitsPick(sizes, { w: 100, h: null }), 2);
  assert.strictEqual(liveui.fitsPick(sizes, { w: 10, h: null }), 2, 'none fits: the last');
  // Heights count only when the server knew one.
  assert.strictEqual(liveui.fitsPick(sizes, { w: 500, h: 30 }), 2);
  assert.strictEqual(liveui.fitsPick(sizes, { w: 200, h: 150 }), 1);
  assert.strictEqual(liveui.fitsPick(sizes, { w: null, h: null }), 0);
});

test('the room is the box width for x, and the height the server wrote for y', () => {
  assert.deepStrictEqual(liveui.fitsRoom('x', 320), { w: 320, h: null });
  assert.deepStrictEqual(liveui.fitsRoom('x y:120', 320), { w: 320, h: 120 });
  assert.deepStrictEqual(liveui.fitsRoom('y:80', 320), { w: null, h: 80 });
  // Nothing to measure, or a value that is no number: no limit.
  assert.deepStrictEqual(liveui.fitsRoom('-', 320), { w: null, h: null });
  assert.deepStrictEqual(liveui.fitsRoom('y:abc', 320), { w: null, h: null });
  assert.deepStrictEqual(liveui.fitsRoom(null, 320), { w: null, h: null });
});
