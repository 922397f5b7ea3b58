// liveui.js's presentation part (Public/liveui/55-dialogs.js): a removed
// <dialog> leaves through the dialog code, Escape and cancel ask the server,
// a dialog that refuses dismissal is never asked for, clicks outside a box.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const { documentFrom, Element } = require('./fakedom.js');
const liveui = require('./liveui.js');

const fixture = (name) => JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'Fixtures', 'protocol', name), 'utf8'));

// Just enough of the DOM for the dialog code: simple selectors (tag and
// [attribute] parts), dialog state, listeners.
function all(el) { return el.children.flatMap((c) => [c, ...all(c)]); }
function matches(el, selector) {
  const m = selector.match(/^([a-z]*)((?:\[[a-z-]+\])*)$/);
  const attrs = [...m[2].matchAll(/\[([a-z-]+)\]/g)].map((a) => a[1]);
  return (!m[1] || el.tag === m[1]) && attrs.every((a) => el.hasAttribute(a));
}
Element.prototype.querySelectorAll = function (selector) { return all(this).filter((e) => matches(e, selector)); };
Object.defineProperty(Element.prototype, 'open', { get() { return this.hasAttribute('open'); } });
Element.prototype.showModal = function () { this.setAttribute('open', ''); };
Element.prototype.close = function () { this.removeAttribute('open'); };
Element.prototype.getAnimations = () => [];
Object.defineProperty(Element.prototype, 'isConnected', { get() { let e = this; while (e.parent) e = e.parent; return e.tag === '#document'; } });

function page(html) {
  const p = documentFrom(html);
  const listeners = {}, sent = [];
  const doc = {
    activeElement: null,
    getElementById: (id) => p.dom.byId(id),
    addEventListener: (type, f) => { (listeners[type] = listeners[type] || []).push(f); },
  };
  const dialogs = liveui.dialogs(doc, p.root, (kind, id) => sent.push([kind, id]));
  const fire = (type, target, extra) => {
    const e = Object.assign({ type, target, defaultPrevented: false, preventDefault() { this.defaultPrevented = true; } }, extra);
    (listeners[type] || []).forEach((f) => f(e));
    return e;
  };
  return { p, dialogs, sent, fire };
}

const sheet = '<div id="root"><button id="r.0m" type="button">Add</button>'
  + '<dialog id="r.0.pr" class="lv-dlg lv-sheet" data-lv-modal="sheet"><input id="r.0.pr.0" type="text" value=""></dialog></div>';

test('sync opens every presented dialog, Escape asks the server to dismiss the top one', () => {
  const t = page(sheet);
  t.dialogs.sync();
  assert.ok(t.p.dom.byId('r.0.pr').open);
  const e = t.fire('keydown', t.p.dom.byId('r.0.pr.0'), { key: 'Escape' });
  assert.ok(e.defaultPrevented, 'the browser must not close it by itself');
  assert.deepStrictEqual(t.sent, [['dismiss', 'r.0.pr']]);
  t.fire('keydown', t.p.dom.byId('r.0.pr.0'), { key: 'a' });
  assert.strictEqual(t.sent.length, 1);
});

test('a dialog that refuses dismissal is not asked, but the browser still may not close it', () => {
  const t = page(sheet.replace('data-lv-modal="sheet"', 'data-lv-modal="sheet" data-lv-nodismiss=""'));
  t.dialogs.sync();
  const e = t.fire('cancel', t.p.dom.byId('r.0.pr'));
  assert.ok(e.defaultPrevented);
  assert.deepStrictEqual(t.sent, []);
  // Closed anyway (a forced close request): opened again, as the server still presents it.
  t.p.dom.byId('r.0.pr').close();
  t.fire('close', t.p.dom.byId('r.0.pr'));
  assert.ok(t.p.dom.byId('r.0.pr').open);
});

test('a removed dialog leaves through the dialog code: closed, its ids gone, then removed', () => {
  const f = fixture('server-patch-dismiss.json');
  const t = page(f.before);
  t.dialogs.sync();
  const dialog = t.p.dom.byId('r.0.pr');
  const left = [];
  t.p.dom.leave = (el) => { left.push(el); return t.dialogs.leave(el); };
  liveui.applyOps(f.message.ops, t.p.dom);
  assert.deepStrictEqual(left.map((d) => d.tagName), ['DIALOG']);
  assert.ok(!dialog.open && dialog.hasAttribute('data-lv-leaving'));
  assert.strictEqual(t.p.root().serialize(), f.after);
  // Other elements are removed as before.
  const other = page('<div id="root"><span id="a">x</span></div>');
  other.p.dom.leave = (el) => other.dialogs.leave(el);
  liveui.applyOps([['remove', 'a']], other.p.dom);
  assert.strictEqual(other.p.root().serialize(), '<div id="root"></div>');
});

test('a click counts as outside only beyond the dialog box', () => {
  const r = { left: 10, right: 110, top: 20, bottom: 220 };
  assert.strictEqual(liveui.outsideBox(r, 5, 50), true);
  assert.strictEqual(liveui.outsideBox(r, 50, 230), true);
  assert.strictEqual(liveui.outsideBox(r, 50, 50), false);
  assert.strictEqual(liveui.outsideBox(r, 110, 220), false);
});
