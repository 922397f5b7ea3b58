// liveui.js's toolbar keys: which item an arrow, Home or End moves to.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const liveui = require('./liveui.js');

test('arrows move to the next and previous item, wrapping around', () => {
  assert.strictEqual(liveui.toolbarStep(3, 0, 'ArrowRight'), 1);
  assert.strictEqual(liveui.toolbarStep(3, 2, 'ArrowRight'), 0);
  assert.strictEqual(liveui.toolbarStep(3, 0, 'ArrowLeft'), 2);
  assert.strictEqual(liveui.toolbarStep(3, 1, 'ArrowUp'), 0);
  assert.strictEqual(liveui.toolbarStep(3, 1, 'ArrowDown'), 2);
});

test('Home and End go to the ends; other keys and empty bars do nothing', () => {
  assert.strictEqual(liveui.toolbarStep(4, 2, 'Home'), 0);
  assert.strictEqual(liveui.toolbarStep(4, 0, 'End'), 3);
  assert.strictEqual(liveui.toolbarStep(4, 1, 'Enter'), -1);
  assert.strictEqual(liveui.toolbarStep(0, -1, 'ArrowRight'), -1);
});
