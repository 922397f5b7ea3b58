// Animated style changes (20-motion.js, applyOps): the computed styles a patch
// needs are read in two batches, before anything is written and once every op
// is applied, so Chromium restyles (and lays out) for them at most twice a
// patch, not twice per animated element (issue #16 item 4: the seed's /offset
// login forced 9 style passes and 2 layouts a cycle).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const liveui = require('./liveui.js');
const { documentFrom, Element } = require('./fakedom.js');

// The bundle again, with the core's motion() exported for this test.
const at = liveui.source.lastIndexOf(liveui.epilogue);
const loaded = { exports: {} };
new Function('module', liveui.source.slice(0, at) + 'module.exports.motion = motion;\n' + liveui.source.slice(at))(loaded);
const motion = loaded.exports.motion;

// Every read of computed style and every write, in order. An element's
// computed transform and opacity are its style attribute's (or the defaults).
function page(html) {
  const log = [];
  const p = documentFrom(html);
  const computed = (el) => {
    const out = { transform: 'none', opacity: '1', width: '10px', height: '10px', backgroundColor: 'transparent', color: 'black', borderRadius: '0px' };
    (el.getAttribute('style') || '').split(';').forEach((d) => {
      const i = d.indexOf(':');
      if (i > 0) out[d.slice(0, i).trim()] = d.slice(i + 1).trim();
    });
    return out;
  };
  const win = {
    matchMedia: () => ({ matches: false }),
    CSS: { supports: () => true },
    getComputedStyle: (el) => new Proxy(computed(el), { get: (o, k) => { log.push('read ' + el.id); return o[k]; } }),
  };
  Element.prototype.setAttribute = function (name, value) { log.push('write ' + this.id); this.attrs.set(name, String(value)); };
  Element.prototype.getAnimations = function () { log.push('read ' + this.id); return (this.running || []).slice(); };
  Element.prototype.animate = function (frames, timing) {
    log.push('animate ' + this.id);
    const a = { frames, timing, cancel: () => { log.push('cancel ' + this.id); this.running = this.running.filter((x) => x !== a); } };
    this.running = (this.running || []).concat([a]);
    return a;
  };
  p.dom.motion = motion({ createElement: () => new Element('div', []) }, win);
  return { p, log };
}

const anim = { curve: 'ease-in-out', duration: 0.35, delay: 0 };

test('a patch moving two views reads every computed style before its first write, and again only after its last', () => {
  const { p, log } = page('<div id="root"><div id="main" style="transform: translate(1280px, 0px)"><span id="t">Logging in</span></div>'
    + '<div id="login" style="transform: none"></div></div>');
  p.root().find('main').animate([{}], {});  // an earlier change still playing
  log.length = 0;
  liveui.applyOps([
    ['attr', 'main', 'style', 'transform: none'],
    ['text', 't', 'Hello'],
    ['attr', 'login', 'style', 'transform: translate(-1280px, 0px)'],
  ], p.dom, anim);
  // Reads, then writes (the running animation cancelled, the ops), then reads, then the animations.
  const kinds = log.map((l) => l.split(' ')[0]).join(' ').replace(/(\w+)( \1)*/g, '$1');
  assert.strictEqual(kinds, 'read cancel write read animate', log.join(', '));
  const played = (id) => p.root().find(id).running.map((a) => a.frames);
  assert.deepStrictEqual(played('main'), [[{ transform: 'translate(1280px, 0px)' }, { transform: 'none' }]]);
  assert.deepStrictEqual(played('login'), [[{ transform: 'none' }, { transform: 'translate(-1280px, 0px)' }]]);
  assert.deepStrictEqual(p.root().find('login').running[0].timing, { duration: 350, delay: 0, easing: 'ease-in-out', fill: 'none' });
});

test('a style change of an element the same patch inserted, or with nothing that changes, and a patch without animation', () => {
  const { p, log } = page('<div id="root"><div id="a" style="opacity: 1"></div></div>');
  liveui.applyOps([
    ['insert', 'root', 1, '<div id="b" data-lv-in="fade" style="opacity: 0.5"></div>'],
    ['attr', 'b', 'style', 'opacity: 0.2'],
    ['attr', 'a', 'style', 'opacity: 1; color: black'],
  ], p.dom, anim);
  // b entered (its fade cancelled by the style change, as before), then animated 0.5 → 0.2; a's values did not change.
  assert.deepStrictEqual(p.root().find('b').running.map((x) => x.frames), [[{ opacity: '0.5' }, { opacity: '0.2' }]]);
  assert.strictEqual((p.root().find('a').running || []).length, 0);
  log.length = 0;
  liveui.applyOps([['attr', 'a', 'style', 'opacity: 0.3']], p.dom, null);
  assert.deepStrictEqual(log, ['write a']);
});
