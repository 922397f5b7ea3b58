// liveui.js's forms code: the focus a patch asks for (server-patch-focus.json,
// server-patch-blur.json, shared with the Swift tests) and only that.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const { documentFrom } = require('./fakedom.js');
const liveui = require('./liveui.js');

const fixture = (name) => JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'Fixtures', 'protocol', name), 'utf8'));

// A page whose focus is tracked the way the browser's dom adapter does.
function focusable(html, focusedId) {
  const page = documentFrom(html);
  let active = focusedId ? page.dom.byId(focusedId) : null;
  const moves = [];
  Object.assign(page.dom, {
    active: () => active,
    inRoot: (el) => !!page.root().find(el.id),
    focus: (el) => { active = el; moves.push('focus ' + el.id); },
    blur: (el) => { if (active === el) active = null; moves.push('blur ' + el.id); },
  });
  return { page, moves, active: () => active };
}

test('a focus patch moves focus to the element it names, after its ops', () => {
  const f = fixture('server-patch-focus.json');
  const p = focusable(f.before, 'r.0');
  liveui.applyOps(f.message.ops, p.page.dom);
  liveui.applyFocus(f.message.focus, p.page.dom);
  assert.strictEqual(p.page.root().serialize(), f.after);
  assert.strictEqual(p.active().id, 'r.1');
  assert.deepStrictEqual(p.moves, ['focus r.1']);
});

test('an empty focus blurs the focused element of the page', () => {
  const f = fixture('server-patch-blur.json');
  const p = focusable(f.before, 'r.1');
  liveui.applyOps(f.message.ops, p.page.dom);
  liveui.applyFocus(f.message.focus, p.page.dom);
  assert.strictEqual(p.active(), null);
  assert.deepStrictEqual(p.moves, ['blur r.1']);
});

test('focusing the element that already has focus does nothing, and a missing one is ignored', () => {
  const p = focusable('<div id="root"><input id="a" type="text"></div>', 'a');
  liveui.applyFocus('a', p.page.dom);
  liveui.applyFocus('gone', p.page.dom);
  assert.deepStrictEqual(p.moves, []);
  assert.strictEqual(p.active().id, 'a');
});

test('blurring never touches focus outside the page root', () => {
  const p = focusable('<div id="root"><input id="a" type="text"></div>', null);
  liveui.applyFocus('', p.page.dom);
  assert.deepStrictEqual(p.moves, []);
});

test('focus and blur are event kinds in the fixtures', () => {
  assert.strictEqual(fixture('client-event-focus.json').message.kind, 'focus');
  assert.strictEqual(fixture('client-event-blur.json').message.kind, 'blur');
});
