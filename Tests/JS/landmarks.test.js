// Issue 17: the page template's fallback <h1> follows the title as it changes.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const liveui = require('./liveui.js');

function page(title) {
  const h1 = { textContent: title };
  const titleElement = {};
  const doc = {
    title,
    getElementById: (id) => (id === 'lv-h1' ? h1 : null),
    querySelector: (css) => (css === 'title' ? titleElement : null),
  };
  const observed = [];
  class Observer {
    constructor(callback) { this.callback = callback; }
    observe(target, options) { observed.push({ target, options, callback: this.callback }); }
  }
  return { h1, titleElement, doc, observed, Observer };
}

test('the fallback heading takes the new title when the title changes', () => {
  const p = page('LiveUI');
  assert.ok(liveui.pageHeading(p.doc, p.Observer));
  assert.strictEqual(p.observed.length, 1);
  assert.strictEqual(p.observed[0].target, p.titleElement);
  p.doc.title = 'Purple';
  p.observed[0].callback();
  assert.strictEqual(p.h1.textContent, 'Purple');
});

test('a page without the fallback heading is left alone', () => {
  const p = page('LiveUI');
  p.doc.getElementById = () => null;
  assert.strictEqual(liveui.pageHeading(p.doc, p.Observer), null);
  assert.strictEqual(p.observed.length, 0);
});
