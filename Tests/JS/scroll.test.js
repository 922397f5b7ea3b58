// The scrolling part of liveui.js (Public/liveui/55-scroll.js): which window
// of rows a lazy container asks for, and how a patch's `scroll` is applied.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const { documentFrom } = require('./fakedom.js');
const liveui = require('./liveui.js');

// Rows 0..<50 of 10,000, 56 px each, from y = 100; the screen shows y 100..700.
function geometry(over) {
  return Object.assign({ start: 0, end: 50, count: 10000, first: 100, last: 100 + 50 * 56, view0: 100, view1: 700, rh: 44 }, over);
}

test('rows covering the screen and half a screen more ask for nothing', () => {
  assert.strictEqual(liveui.lazyWant(geometry()), null);
});

test('scrolling past the rows shown asks for the rows around the screen, a screen either side', () => {
  // Scrolled by 2,000 px: rows 35.7 to 46.4 are on screen, a page of 12.
  const want = liveui.lazyWant(geometry({ first: 100 - 2000, last: 100 - 2000 + 50 * 56 }));
  assert.deepStrictEqual(want.slice(0, 2), [35 - 12, 47 + 12]);
  assert.strictEqual(want[2], 56, 'the measured row size');
});

test('a jump into the spacer far below asks for rows there, from the row size measured', () => {
  // The screen is 280,000 px below the first row: row 5000.
  const want = liveui.lazyWant(geometry({ first: 100 - 280000, last: 100 - 280000 + 50 * 56 }));
  assert.ok(want[0] <= 5000 && want[1] > 5010 && want[1] - want[0] < 60, JSON.stringify(want));
});

test('windows stop at the ends of the collection', () => {
  const end = liveui.lazyWant(geometry({ start: 9900, end: 9950, first: -5000, last: -5000 + 50 * 56, view0: 0, view1: 600 }));
  assert.ok(end, 'asks');
  assert.strictEqual(end[1], 10000);
  const top = liveui.lazyWant(geometry({ start: 5000, end: 5050, first: 280000, last: 280000 + 50 * 56 }));
  assert.strictEqual(top[0], 0);
});

test('a window much larger than the screen needs is shrunk, dropping rows far away', () => {
  const want = liveui.lazyWant(geometry({ end: 400, last: 100 + 400 * 56 }));
  assert.ok(want && want[1] - want[0] < 60, JSON.stringify(want));
});

test('an empty window assumes the given row size', () => {
  const want = liveui.lazyWant(geometry({ start: 0, end: 0, first: 100, last: 100, view0: 100, view1: 540, rh: 44 }));
  assert.deepStrictEqual(want, [0, 20, 44]);
});

test('a scroll command scrolls the element into view, smoothly only when asked and motion is allowed', () => {
  const page = documentFrom('<div id="root"><span id="r.1">A</span></div>');
  const calls = [];
  page.dom.byId('r.1').scrollIntoView = (options) => calls.push(options);
  page.dom.reducedMotion = () => false;
  assert.ok(liveui.scrollCommand({ id: 'r.1', block: 'start', inline: 'nearest', smooth: true }, page.dom));
  page.dom.reducedMotion = () => true;
  liveui.scrollCommand({ id: 'r.1', block: 'center', inline: 'nearest', smooth: true }, page.dom);
  liveui.scrollCommand({ id: 'r.1', block: 'end', inline: 'start' }, page.dom);
  assert.deepStrictEqual(calls, [
    { block: 'start', inline: 'nearest', behavior: 'smooth' },
    { block: 'center', inline: 'nearest', behavior: 'auto' },
    { block: 'end', inline: 'start', behavior: 'auto' },
  ]);
  assert.strictEqual(liveui.scrollCommand({ id: 'gone', block: 'start', inline: 'nearest' }, page.dom), false);
});

test('the scroll fixture: ops bring the row in, then the command scrolls to it', () => {
  const f = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'Fixtures', 'protocol', 'server-patch-scroll.json'), 'utf8'));
  const page = documentFrom(f.before);
  liveui.applyOps(f.message.ops, page.dom);
  let scrolled = null;
  page.dom.byId(f.message.scroll.id).scrollIntoView = (options) => { scrolled = options; };
  page.dom.reducedMotion = () => false;
  liveui.scrollCommand(f.message.scroll, page.dom);
  assert.deepStrictEqual(scrolled, { block: 'start', inline: 'nearest', behavior: 'smooth' });
});
