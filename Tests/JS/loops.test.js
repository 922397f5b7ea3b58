// Loops (areas/loops.js): repeatForever animations, an area that fills in
// the core's motion (20-motion.js) when a page shows a looping element.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const liveui = require('./liveui.js');

// A style whose cssText setter reads "name: value; …" (kebab-case to camelCase).
function style(text) {
  const s = {};
  Object.defineProperty(s, 'cssText', {
    set(t) {
      t.split(';').forEach((d) => {
        const i = d.indexOf(':');
        if (i > 0) s[d.slice(0, i).trim().replace(/-(\w)/g, (m, c) => c.toUpperCase())] = d.slice(i + 1).trim();
      });
    }
  });
  if (text) s.cssText = text;
  return s;
}

function element(loop, own, inside) {
  const attrs = loop == null ? {} : { 'data-lv-loop': loop };
  const el = {
    style: style(own), played: [],
    getAttribute: (n) => (n in attrs ? attrs[n] : null),
    hasAttribute: (n) => n in attrs,
    setAttribute: (n, v) => { attrs[n] = v; },
    removeAttribute: (n) => { delete attrs[n]; },
    querySelectorAll: () => inside || [],
    animate(frames, timing) {
      const a = { frames, timing, cancelled: false, cancel() { a.cancelled = true; }, effect: { getTiming: () => timing } };
      el.played.push(a);
      return a;
    },
    getAnimations: () => el.played.filter((a) => !a.cancelled)
  };
  return el;
}

function motion(reduce) {
  return { reduce, props: ['transform', 'opacity', 'width'], timing: (anim, fill) => Object.assign({ fill }, anim) };
}
const doc = { createElement: () => ({ style: style() }) };

test('a loop runs between the attribute\'s style and the element\'s own, forever, with the curve and direction it names', () => {
  const m = motion(false);
  liveui.loops(doc, m);
  const badge = element('ease-in-out|1.5|0|1|opacity: 0.4', 'opacity: 1');
  m.loop(badge);
  assert.strictEqual(badge.played.length, 1);
  const a = badge.played[0];
  assert.deepStrictEqual(a.frames, [{ opacity: '0.4' }, { opacity: '1' }]);
  assert.deepStrictEqual(a.timing, { fill: 'none', curve: 'ease-in-out', duration: 1.5, delay: 0, repeat: -1, reverse: true });
  // A property the element's own style does not set loops to its default.
  const spinner = element('linear|1|0|0|transform: rotate(360deg)', '');
  m.loop(spinner);
  assert.deepStrictEqual(spinner.played[0].frames, [{ transform: 'rotate(360deg)' }, { transform: 'none' }]);
  assert.strictEqual(spinner.played[0].timing.reverse, false);
});

test('a patch that changes the loop replaces it, one that removes the attribute stops it, and the patch\'s own forever animation goes', () => {
  const m = motion(false);
  liveui.loops(doc, m);
  const el = element('linear|1|0|0|opacity: 0', 'opacity: 1');
  // The patch that started the loop animated the element forever as well.
  const patchOwn = el.animate([{}], { iterations: Infinity });
  m.loop(el);
  assert.ok(patchOwn.cancelled, 'one forever animation is enough');
  const first = el.__lvLoop;
  el.setAttribute('data-lv-loop', 'linear|2|0|0|opacity: 0.5');
  m.loop(el);
  assert.ok(first.cancelled);
  assert.strictEqual(el.__lvLoop.timing.duration, 2);
  const second = el.__lvLoop;
  el.removeAttribute('data-lv-loop');
  m.loop(el);
  assert.ok(second.cancelled);
  assert.strictEqual(el.__lvLoop, null);
  assert.strictEqual(el.getAnimations().length, 0);
});

test('loops(el) starts every looping element under el and el itself; none under reduced motion or when the styles agree', () => {
  const m = motion(false);
  liveui.loops(doc, m);
  const a = element('linear|1|0|0|opacity: 0', 'opacity: 1'), b = element('linear|1|0|0|width: 10px', 'width: 20px');
  const same = element('linear|1|0|0|opacity: 1', 'opacity: 1');
  const top = element('linear|1|0|0|opacity: 0.2', '', [a, b, same]);
  m.loops(top);
  assert.deepStrictEqual([top, a, b, same].map((e) => e.played.length), [1, 1, 1, 0]);
  const calm = motion(true);
  liveui.loops(doc, calm);
  const c = element('linear|1|0|0|opacity: 0', 'opacity: 1');
  calm.loops(c);
  assert.strictEqual(c.played.length, 0);
});
