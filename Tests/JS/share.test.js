// Share (areas/share.js): what a ShareLink hands to navigator.share, and what it copies without it.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const liveui = require('./liveui.js');

const attrs = (map) => (name) => (name in map ? map[name] : null);

test('a web URL is shared as a URL, with the subject as title and the message as text', () => {
  const p = liveui.sharePayload(attrs({
    'data-lv-share': 'https://example.com/a?b=1', 'data-lv-share-kind': 'url',
    'data-lv-share-title': 'A trip', 'data-lv-share-text': 'Look at this',
  }));
  assert.deepStrictEqual(p.data, { url: 'https://example.com/a?b=1', title: 'A trip', text: 'Look at this' });
  assert.strictEqual(p.copy, 'https://example.com/a?b=1');
});

test('anything else is text; a message comes before it; nothing given is left out', () => {
  assert.deepStrictEqual(liveui.sharePayload(attrs({ 'data-lv-share': 'Hello', 'data-lv-share-kind': 'text' })),
    { data: { text: 'Hello' }, copy: 'Hello' });
  assert.deepStrictEqual(
    liveui.sharePayload(attrs({ 'data-lv-share': 'Hello', 'data-lv-share-kind': 'text', 'data-lv-share-text': 'From Ann' })).data,
    { text: 'From Ann\nHello' });
  // A hostile or stale element without the item shares an empty text, never undefined.
  assert.deepStrictEqual(liveui.sharePayload(attrs({})), { data: { text: '' }, copy: '' });
});
