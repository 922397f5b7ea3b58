// The environment part of the client (Public/liveui/55-environment.js): the
// traits a page reports at join and in env messages, the tab id it keeps in
// sessionStorage, and which URLs openURL may open.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');
const liveui = require('./liveui.js');

function fakeWindow(opts) {
  const listeners = {};
  const media = { matches: !!opts.dark, handlers: [], addEventListener(_, f) { this.handlers.push(f); } };
  const store = opts.store || {};
  const win = {
    navigator: { language: opts.lang === undefined ? 'en-GB' : opts.lang },
    matchMedia: () => media,
    sessionStorage: { getItem: (k) => (k in store ? store[k] : null), setItem: (k, v) => { store[k] = String(v); } },
    crypto: { getRandomValues: (a) => { for (let i = 0; i < a.length; i++) a[i] = (i * 37 + 11) & 255; return a; } },
    addEventListener: (n, f) => { (listeners[n] = listeners[n] || []).push(f); },
    fire: (n) => (listeners[n] || []).forEach((f) => f()),
    location: { href: 'http://127.0.0.1/' },
    media, store,
  };
  const doc = {
    visibilityState: 'visible',
    listeners: {},
    addEventListener(n, f) { (this.listeners[n] = this.listeners[n] || []).push(f); },
    fire(n) { (this.listeners[n] || []).forEach((f) => f()); },
    clicked: [],
    createElement() { const a = { click() { doc.clicked.push({ href: a.href, target: a.target, rel: a.rel }); } }; return a; },
  };
  return { win, doc };
}

test('join reports the scheme, phase, language and a tab id kept for the tab', () => {
  const { win, doc } = fakeWindow({ dark: true });
  const env = liveui.clientEnv(doc, win);
  const first = env.join();
  assert.strictEqual(first.scheme, 'dark');
  assert.strictEqual(first.phase, 'active');
  assert.strictEqual(first.lang, 'en-GB');
  assert.match(first.tab, /^[0-9a-f]{32}$/);
  // A reload in the same tab (same sessionStorage) reports the same id.
  const again = liveui.clientEnv(doc, win).join();
  assert.strictEqual(again.tab, first.tab);
  // A tampered id is replaced.
  const tampered = fakeWindow({ store: { 'liveui-tab': '<script>' } });
  assert.match(liveui.clientEnv(tampered.doc, tampered.win).join().tab, /^[0-9a-f]{32}$/);
});

test('the join message with traits is the fixture the server reads', () => {
  const fixture = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'Fixtures', 'protocol', 'client-join-env.json'), 'utf8'));
  for (const key of ['scheme', 'phase', 'lang', 'tab']) assert.ok(key in fixture.message, key);
  const env = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'Fixtures', 'protocol', 'client-env.json'), 'utf8'));
  assert.ok(!('tab' in env.message));
});

test('changes are sent once each, with only what changed', () => {
  const { win, doc } = fakeWindow({ dark: false, lang: 'bad tag!' });
  const env = liveui.clientEnv(doc, win);
  const joined = env.join();
  assert.ok(!('lang' in joined), 'an invalid language is not sent');
  const sent = [];
  env.watch((m) => { sent.push(m); return true; });
  win.media.matches = true;
  win.media.handlers.forEach((f) => f());
  doc.visibilityState = 'hidden';
  doc.fire('visibilitychange');
  doc.fire('visibilitychange');
  doc.visibilityState = 'visible';
  win.fire('blur');
  win.fire('focus');
  assert.deepStrictEqual(sent, [
    { t: 'env', scheme: 'dark' },
    { t: 'env', phase: 'background' },
    { t: 'env', phase: 'inactive' },
    { t: 'env', phase: 'active' },
  ]);
});

test('a change the socket could not send is sent after the next one', () => {
  const { win, doc } = fakeWindow({});
  const env = liveui.clientEnv(doc, win);
  env.join();
  const sent = [];
  let open = false;
  env.watch((m) => { if (open) sent.push(m); return open; });
  win.media.matches = true;
  win.media.handlers.forEach((f) => f());
  open = true;
  win.fire('blur');
  assert.deepStrictEqual(sent, [{ t: 'env', scheme: 'dark', phase: 'inactive' }]);
});

test('openURL opens http(s) in a new tab, mailto and tel in place, nothing else', () => {
  const { win, doc } = fakeWindow({});
  liveui.openURL('https://example.com/help', doc, win);
  liveui.openURL('HTTP://example.com/x', doc, win);
  assert.deepStrictEqual(doc.clicked.map((c) => [c.href, c.target, c.rel]), [
    ['https://example.com/help', '_blank', 'noopener noreferrer'],
    ['HTTP://example.com/x', '_blank', 'noopener noreferrer'],
  ]);
  liveui.openURL('javascript:alert(1)', doc, win);
  liveui.openURL('data:text/html,hi', doc, win);
  assert.strictEqual(win.location.href, 'http://127.0.0.1/');
  liveui.openURL('mailto:support@example.com', doc, win);
  assert.strictEqual(win.location.href, 'mailto:support@example.com');
  assert.strictEqual(doc.clicked.length, 2);
});
