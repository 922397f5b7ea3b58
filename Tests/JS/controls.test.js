// Patches to controls: once the user has changed a checkbox, radio or
// select, its attributes no longer move it, so `checked`/`selected` ops must
// set the properties too (a server-side change, e.g. a Reset button).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { documentFrom } = require('./fakedom.js');
const liveui = require('./liveui.js');

test('checked and selected ops set the properties, not only the attributes', () => {
  const page = documentFrom('<div id="root"><input id="c" type="checkbox"><select id="s"><option id="o0" value="0" selected="">A</option><option id="o1" value="1">B</option></select></div>');
  const box = page.dom.byId('c');
  box.checked = false;
  liveui.applyOps([['attr', 'c', 'checked', '']], page.dom);
  assert.strictEqual(box.checked, true);
  liveui.applyOps([['rmattr', 'c', 'checked']], page.dom);
  assert.strictEqual(box.checked, false);
  liveui.applyOps([['rmattr', 'o0', 'selected'], ['attr', 'o1', 'selected', '']], page.dom);
  assert.strictEqual(page.dom.byId('o1').selected, true);
  assert.strictEqual(page.dom.byId('o0').selected, false);
});

test('other attributes leave properties alone', () => {
  const page = documentFrom('<div id="root"><input id="c" type="checkbox"></div>');
  liveui.applyOps([['attr', 'c', 'aria-label', 'x']], page.dom);
  assert.strictEqual(page.dom.byId('c').checked, undefined);
});
