// Runs liveui.js's patch code against the golden protocol fixtures that the
// Swift tests also read (Tests/Fixtures/protocol).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const { documentFrom } = require('./fakedom.js');
const liveui = require('./liveui.js');

const dir = path.join(__dirname, '..', 'Fixtures', 'protocol');
const fixtures = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()
  .map((f) => ({ name: f, ...JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) }));

test('there are patch fixtures with before and after pages', () => {
  assert.ok(fixtures.filter((f) => f.before).length >= 3);
});

for (const f of fixtures.filter((x) => x.message.t === 'patch' && x.before)) {
  test('applies ' + f.name, () => {
    const page = documentFrom(f.before);
    liveui.applyOps(f.message.ops, page.dom);
    assert.strictEqual(page.root().serialize(), f.after);
  });
}

for (const f of fixtures) {
  test('fixture ' + f.name + ' is a message the client understands', () => {
    const known = f.direction === 'server' ? ['joined', 'patch', 'render', 'error'] : ['join', 'event', 'viewport', 'resync', 'nav', 'env'];
    assert.ok(known.includes(f.message.t), f.message.t);
  });
}

test('a stale server value never overwrites newer typing', () => {
  const page = documentFrom('<div id="root"><input id="f" type="text" value="al"></div>');
  const input = page.dom.byId('f');
  input.value = 'alice';
  page.dom.keepValue = () => true;
  liveui.applyOps([['value', 'f', 'ali']], page.dom);
  assert.strictEqual(input.value, 'alice');
  page.dom.keepValue = () => false;
  liveui.applyOps([['value', 'f', 'ALICE']], page.dom);
  assert.strictEqual(input.value, 'ALICE');
});

test('unknown ops and missing elements throw, so the client resyncs', () => {
  const page = documentFrom('<div id="root"></div>');
  assert.throws(() => liveui.applyOps([['explode', 'root']], page.dom));
  assert.throws(() => liveui.applyOps([['text', 'nope', 'x']], page.dom));
});

test('unacknowledged events are renumbered and keystrokes coalesced', () => {
  const pending = [
    { seq: 3, kind: 'input', id: 'u', value: 'a' },
    { seq: 4, kind: 'input', id: 'u', value: 'al' },
    { seq: 5, kind: 'input', id: 'u', value: 'ali' },
    { seq: 6, kind: 'click', id: 'b' },
    { seq: 7, kind: 'input', id: 'u', value: 'alic' },
  ];
  assert.deepStrictEqual(liveui.coalesce(pending, 3), [
    { seq: 4, kind: 'input', id: 'u', value: 'ali' },
    { seq: 5, kind: 'click', id: 'b' },
    { seq: 6, kind: 'input', id: 'u', value: 'alic' },
  ]);
  assert.deepStrictEqual(liveui.coalesce(pending, 7), []);
});

test('reconnect delays back off exponentially with jitter, capped at 10 s', () => {
  assert.strictEqual(liveui.backoff(0, () => 0), 125);
  assert.strictEqual(liveui.backoff(0, () => 1), 250);
  assert.strictEqual(liveui.backoff(3, () => 1), 2000);
  assert.strictEqual(liveui.backoff(30, () => 1), 10000);
  const spread = new Set([0, 0.3, 0.7].map((r) => liveui.backoff(4, () => r)));
  assert.strictEqual(spread.size, 3);
});

test("animated removals leave the element in place, outside the page's ids and indices", () => {
  const page = documentFrom('<div id="root"><div id="bg"></div><div id="login"><input id="u" type="text" value=""></div></div>');
  const left = [];
  page.dom.motion = {
    leave: (el) => { el.setAttribute('data-lv-leaving', ''); el.removeAttribute('id'); left.push(el); },
    enter: (el) => el.setAttribute('data-entered', ''),
    snapshot: () => ({}),
    change: () => {},
  };
  const anim = { curve: 'ease-in-out', duration: 0.35, delay: 0 };
  liveui.applyOps([['remove', 'login'], ['insert', 'root', 1, '<div id="main">Hello</div>']], page.dom, anim);
  assert.strictEqual(left.length, 1);
  // Index 1 among the live children is the end: the new view goes after the leaving one.
  assert.strictEqual(page.root().serialize(),
    '<div id="root"><div id="bg"></div><div data-lv-leaving=""><input id="u" type="text" value=""></div><div id="main" data-entered="">Hello</div></div>');
  // A later insert at 1 lands before a live child at 1, skipping the leaving one.
  liveui.applyOps([['insert', 'root', 1, '<p id="p"></p>']], page.dom, null);
  assert.strictEqual(page.root().children.map((c) => c.id || 'leaving').join(','), 'bg,leaving,p,main');
  // Without an animation nothing lingers.
  const plain = documentFrom('<div id="root"><div id="a"></div></div>');
  plain.dom.motion = page.dom.motion;
  liveui.applyOps([['remove', 'a']], plain.dom, null);
  assert.strictEqual(plain.root().serialize(), '<div id="root"></div>');
});

test('after a join to the same process and session, every unacknowledged event is sent again', () => {
  const pending = [{ seq: 4, kind: 'input', id: 'f', value: 'a' }, { seq: 5, kind: 'click', id: 'b' }];
  const r = liveui.resume(pending, 3, false, [['f', 'ignored']]);
  assert.deepStrictEqual(r.send.map((e) => [e.seq, e.kind]), [[4, 'input'], [5, 'click']]);
  assert.strictEqual(r.dropped, 0);
});

test('in a fresh session, clicks and submits are dropped and what the fields show is typed again', () => {
  const pending = [{ seq: 6, kind: 'input', id: 'f', value: 'ab' }, { seq: 7, kind: 'click', id: 'crash' }, { seq: 8, kind: 'submit', id: 'f' }];
  const r = liveui.resume(pending, 0, true, [['f', 'ab'], ['g', 'kept']]);
  assert.deepStrictEqual(r.send, [
    { t: 'event', seq: 1, kind: 'input', id: 'f', value: 'ab' },
    { t: 'event', seq: 2, kind: 'input', id: 'g', value: 'kept' },
  ]);
  assert.strictEqual(r.dropped, 2);
  // Nothing to retype (a second restart in the same page): nothing is sent.
  assert.deepStrictEqual(liveui.resume(pending, 0, true, []).send, []);
});

// dom.parse in the browser (fragmentParser, 10-patch.js): one <div> of the
// page, reused, for what patches carry; a fresh <template> for table parts,
// which parse only in a template's context.
test('fragments parse in one reused div of the page; table parts in a template', () => {
  const made = [];
  const doc = {
    createElement(tag) {
      const el = { tag, html: null };
      Object.defineProperty(el, 'innerHTML', { set(h) { el.html = h; } });
      const first = () => ({ from: tag, html: el.html });
      if (tag === 'template') Object.defineProperty(el, 'content', { get: () => ({ get firstElementChild() { return first(); } }) });
      else Object.defineProperty(el, 'firstElementChild', { get: first });
      made.push(el);
      return el;
    }
  };
  const parse = liveui.fragmentParser(doc);
  assert.deepStrictEqual(parse('<div id="a">x</div>'), { from: 'div', html: '<div id="a">x</div>' });
  assert.deepStrictEqual(parse('<option value="1">One</option>'), { from: 'div', html: '<option value="1">One</option>' });
  assert.strictEqual(made.length, 1, 'the div is made once and kept');
  assert.deepStrictEqual(parse('<tr id="r"><td>1</td></tr>'), { from: 'template', html: '<tr id="r"><td>1</td></tr>' });
  assert.deepStrictEqual(parse('<TD>2</TD>').from, 'template');
  assert.deepStrictEqual(parse('<tbody></tbody>').from, 'template');
  assert.deepStrictEqual(parse('<caption>c</caption>').from, 'template');
  assert.deepStrictEqual(parse('<colgroup></colgroup>').from, 'template');
  assert.deepStrictEqual(parse('<textarea id="t"></textarea>').from, 'div', 'only table parts');
  assert.deepStrictEqual(made.map((e) => e.tag), ['div', 'template', 'template', 'template', 'template', 'template']);
});
