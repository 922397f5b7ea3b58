// liveui.js's accessibility part (58-a11y.js): the focus a patch takes away
// goes to the equivalent element or the nearest heading, live regions stay the
// same node across patches, and inserted polite regions are announced.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { documentFrom } = require('./fakedom.js');
const liveui = require('./liveui.js');
const { focusMark, refocusTarget, morphLive, insertedAnnouncement } = liveui.a11y;

// A page with a focused element and the accessibility hooks the browser's dom adapter has.
function page(html, focusedId) {
  const p = documentFrom(html);
  let active = focusedId ? p.dom.byId(focusedId) : null;
  const announced = [];
  p.dom.a11y = {
    mark: () => focusMark(active, p.root()),
    restore: (mark) => { const to = refocusTarget(mark, active, p.root(), p.dom.byId); if (to) active = to; },
    morph: morphLive,
    inserted: (el, old) => { const t = insertedAnnouncement(el, old); if (t) announced.push(t); },
  };
  return { p, active: () => active, announced };
}

test('a replaced button gives the focus to its equivalent: same label', () => {
  const t = page('<div id="root"><div id="r"><button id="r.0" aria-label="Save">Save</button></div></div>', 'r.0');
  liveui.applyOps([['replace', 'r', '<div id="r"><span id="r.t">Saved</span><button id="r.1" aria-label="Save">Save</button></div>']], t.p.dom);
  assert.strictEqual(t.active().id, 'r.1');
});

test('the same id, test id or text finds the equivalent, in that order', () => {
  let t = page('<div id="root"><div id="r"><button id="r.0">Go</button></div></div>', 'r.0');
  liveui.applyOps([['replace', 'r', '<div id="r"><button id="r.9">Go</button><button id="r.0">Other</button></div>']], t.p.dom);
  assert.strictEqual(t.active().id, 'r.0');
  t = page('<div id="root"><div id="r"><button id="r.0" data-testid="go">Go</button></div></div>', 'r.0');
  liveui.applyOps([['replace', 'r', '<div id="r"><button id="r.5">Go</button><button id="r.6" data-testid="go">Now</button></div>']], t.p.dom);
  assert.strictEqual(t.active().id, 'r.6');
  t = page('<div id="root"><div id="r"><a id="r.0" href="/x">Next</a></div></div>', 'r.0');
  liveui.applyOps([['replace', 'r', '<div id="r"><a id="r.4" href="/y">Next</a></div>']], t.p.dom);
  assert.strictEqual(t.active().id, 'r.4');
});

test('with no equivalent the focus goes to the nearest heading, not the body', () => {
  // The login flow: the form (and its focused Login button) leaves, "Hello alice!" arrives.
  const t = page('<div id="root"><div id="r"><div id="r.f"><input id="r.f.0"><button id="r.f.1">Login</button></div></div></div>', 'r.f.1');
  liveui.applyOps([['remove', 'r.f'], ['insert', 'r', 0, '<div id="r.m"><h2 id="r.m.0">Hello alice!</h2><button id="r.m.1">Logout</button></div>']], t.p.dom);
  assert.strictEqual(t.active().id, 'r.m.0');
  // The heading before the focused element wins when it survives.
  const u = page('<div id="root"><div id="r"><h1 id="r.h">Title</h1><div id="r.b"><button id="r.b.0">A</button></div><h2 id="r.z">Z</h2></div></div>', 'r.b.0');
  liveui.applyOps([['remove', 'r.b']], u.p.dom);
  assert.strictEqual(u.active().id, 'r.h');
  // No heading anywhere: the nearest container that survived.
  const v = page('<div id="root"><div id="r"><div id="r.b"><button id="r.b.0">A</button></div><input id="r.i"></div></div>', 'r.b.0');
  liveui.applyOps([['remove', 'r.b']], v.p.dom);
  assert.strictEqual(v.active().id, 'r');
});

test('several matches are no equivalent; a disabled button keeps the focus the browser leaves on it; untouched focus stays', () => {
  const s = page('<div id="root"><ul id="r"><li id="r.a"><button id="r.a.0">Delete</button></li><li id="r.b"><button id="r.b.0">Delete</button></li>' +
    '<li id="r.c"><button id="r.c.0">Delete</button></li></ul></div>', 'r.b.0');
  liveui.applyOps([['remove', 'r.b']], s.p.dom);
  assert.strictEqual(s.active().id, 'r', 'not another row\'s Delete button');
  const t = page('<div id="root"><div id="r"><h2 id="r.0">Sign in</h2><button id="r.1">Move down</button><button id="r.2">Move down</button></div></div>', 'r.1');
  liveui.applyOps([['attr', 'r.1', 'disabled', '']], t.p.dom);
  assert.strictEqual(t.active().id, 'r.1');
  const u = page('<div id="root"><div id="r"><input id="r.0"><span id="r.1">1</span></div></div>', 'r.0');
  liveui.applyOps([['text', 'r.1', '2'], ['remove', 'r.1']], u.p.dom);
  assert.strictEqual(u.active().id, 'r.0');
  // Nothing focused in the page: nothing to move.
  const w = page('<div id="root"><div id="r"><button id="r.1">x</button></div></div>', null);
  liveui.applyOps([['remove', 'r.1']], w.p.dom);
  assert.strictEqual(w.active(), null);
});

test('a live region replaced by a patch stays the same node; its content changes inside it', () => {
  const t = page('<div id="root"><div id="r"><span id="r.s" role="status" class="a">Waiting</span></div></div>', null);
  const region = t.p.dom.byId('r.s');
  liveui.applyOps([['replace', 'r.s', '<span id="r.s" role="status" class="b">Signed in as <b id="r.s.0">alice</b></span>']], t.p.dom);
  assert.strictEqual(t.p.dom.byId('r.s'), region);
  assert.strictEqual(region.parent, t.p.dom.byId('r'));
  assert.strictEqual(t.p.root().serialize(),
    '<div id="root"><div id="r"><span id="r.s" role="status" class="b">Signed in as <b id="r.s.0">alice</b></span></div></div>');
  assert.deepStrictEqual(t.announced, []);
  // A plain element is replaced as before.
  const plain = t.p.dom.byId('r');
  liveui.applyOps([['replace', 'r', '<div id="r"></div>']], t.p.dom);
  assert.notStrictEqual(t.p.dom.byId('r'), plain);
});

test('a polite region inserted with text in it is announced; alerts and unchanged text are not', () => {
  const t = page('<div id="root"><div id="r"></div></div>', null);
  liveui.applyOps([['insert', 'r', 0, '<div id="r.0"><span id="r.0.0" role="status">Username is required</span></div>']], t.p.dom);
  liveui.applyOps([['insert', 'r', 1, '<span id="r.1" role="alert">Server error</span>']], t.p.dom);
  liveui.applyOps([['insert', 'r', 2, '<span id="r.2">Plain</span>']], t.p.dom);
  assert.deepStrictEqual(t.announced, ['Username is required']);
  liveui.applyOps([['replace', 'r.0', '<div id="r.0" class="x"><span id="r.0.0" role="status">Username is required</span></div>']], t.p.dom);
  assert.deepStrictEqual(t.announced, ['Username is required']);
  liveui.applyOps([['replace', 'r.0', '<div id="r.0"><span id="r.0.0" role="status">Password is required</span></div>']], t.p.dom);
  assert.deepStrictEqual(t.announced, ['Username is required', 'Password is required']);
});
