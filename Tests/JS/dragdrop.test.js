// Drag and drop in the gestures area (Public/liveui/areas/gestures.js), on a small
// fake page: which `drop` events a pointer or the keyboard sends, and what the
// carried element's style is left as.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const liveui = require('./liveui.js');

class Node {
  constructor(tag, id, attrs = {}, box = [0, 0, 100, 100]) {
    Object.assign(this, { tagName: tag.toUpperCase(), id, attrs: { ...attrs }, kids: [], parentElement: null, box });
    // As a browser keeps it: written back normalized (no trailing space, a space after commas).
    let transform = '';
    this.style = {
      position: '', zIndex: '',
      get transform() { return transform; },
      set transform(v) { transform = String(v).trim().replace(/,(?=\S)/g, ', '); },
    };
  }
  add(kid) { kid.parentElement = this; this.kids.push(kid); return kid; }
  hasAttribute(a) { return a in this.attrs; }
  getAttribute(a) { return a in this.attrs ? this.attrs[a] : null; }
  setAttribute(a, v) { this.attrs[a] = String(v); }
  removeAttribute(a) { delete this.attrs[a]; }
  contains(n) { for (; n; n = n.parentElement) if (n === this) return true; return false; }
  closest(sel) {
    const name = sel.slice(1, -1);
    for (let n = this; n; n = n.parentElement) if (n.hasAttribute(name)) return n;
    return null;
  }
  getBoundingClientRect() { const [left, top, width, height] = this.box; return { left, top, width, height, right: left + width, bottom: top + height }; }
  setPointerCapture() {}
}

// A board: a card (draggable) in column A, column B with isTargeted ('t'), column C without.
function board() {
  const root = new Node('div', 'root', {}, [0, 0, 1000, 1000]);
  const a = root.add(new Node('div', 'a', { 'data-lv-drop': 't' }, [0, 0, 200, 400]));
  const card = a.add(new Node('div', 'card', { 'data-lv-drag': '4d', tabindex: '0' }, [10, 10, 180, 50]));
  const b = root.add(new Node('div', 'b', { 'data-lv-drop': 't' }, [300, 0, 200, 400]));
  const c = root.add(new Node('div', 'c', { 'data-lv-drop': '' }, [600, 0, 200, 400]));
  const all = () => { const out = []; (function walk(n) { out.push(n); n.kids.forEach(walk); })(root); return out; };
  const listeners = {}, sent = [];
  let clock = 0;
  const doc = {
    addEventListener: (type, f) => (listeners[type] = listeners[type] || []).push(f),
    getElementById: (id) => all().find((n) => n.id === id) || null,
    // Topmost first; nothing outside the 1000 × 1000 window.
    elementsFromPoint: (x, y) => (x < 0 || y < 0 || x >= 1000 || y >= 1000 ? [] : all().filter((n) => {
      const r = n.getBoundingClientRect(); return x >= r.left && x < r.right && y >= r.top && y < r.bottom;
    }).reverse()),
  };
  const win = {
    performance: { now: () => clock },
    setTimeout: () => 0, clearTimeout() {},
    getComputedStyle: (n) => ({ position: n.style.position || 'static' }),
  };
  liveui.gestures(doc, win, (...args) => sent.push(args), () => root);
  const fire = (type, e) => {
    let prevented = false;
    const ev = { preventDefault() { prevented = true; }, stopImmediatePropagation() {}, ...e };
    (listeners[type] || []).forEach((f) => f(ev));
    return prevented;
  };
  const pointer = (type, x, y, target = card) => fire(type, { type, button: 0, pointerId: 1, clientX: x, clientY: y, target });
  return { root, a, b, c, card, sent, fire, pointer, tick: (ms) => { clock += ms; } };
}

test('carried over a column with isTargeted and dropped: +, then = with the position in its box', () => {
  const p = board();
  p.pointer('pointerdown', 50, 30);
  p.pointer('pointermove', 350, 40);
  assert.strictEqual(p.card.style.transform, 'translate(300px, 10px)');
  assert.strictEqual(p.card.style.zIndex, '9999');
  p.pointer('pointerup', 360, 50);
  assert.deepStrictEqual(p.sent, [['drop', 'b', '+card'], ['drop', 'b', '=card', { x: 60, y: 50 }]]);
  assert.deepStrictEqual([p.card.style.transform, p.card.style.position, p.card.style.zIndex], ['', '', '']);
});

test('a column without isTargeted hears only the drop; leaving a targeted one sends -', () => {
  const p = board();
  p.pointer('pointerdown', 50, 30);
  p.pointer('pointermove', 350, 40);
  p.tick(100);
  p.pointer('pointermove', 650, 40);
  p.pointer('pointerup', 650, 40);
  assert.deepStrictEqual(p.sent, [['drop', 'b', '+card'], ['drop', 'b', '-'], ['drop', 'c', '=card', { x: 50, y: 40 }]]);
});

test('a cancelled pointer (a touch the browser took over) drops nothing', () => {
  const p = board();
  p.pointer('pointerdown', 50, 30);
  p.pointer('pointermove', 350, 40);
  p.tick(100);
  p.pointer('pointercancel', 350, 40);
  assert.deepStrictEqual(p.sent, [['drop', 'b', '+card'], ['drop', 'b', '-']]);
  assert.strictEqual(p.card.style.transform, '');
});

test('released outside the window: not dropped on the column the card came from', () => {
  const p = board();
  p.pointer('pointerdown', 50, 30);
  p.pointer('pointermove', 1500, 40);
  p.pointer('pointerup', 1500, 40);
  assert.deepStrictEqual(p.sent, []);
});

test('a style a patch wrote during the drag stays; the drag takes back only its own', () => {
  const p = board();
  p.card.style.transform = 'rotate(5deg)';
  p.pointer('pointerdown', 50, 30);
  p.pointer('pointermove', 60, 40);
  assert.strictEqual(p.card.style.transform, 'translate(10px, 10px) rotate(5deg)');
  p.card.style.transform = 'rotate(10deg)';  // a patch mid-drag
  p.card.style.zIndex = '';
  p.pointer('pointermove', 70, 40);
  assert.strictEqual(p.card.style.transform, 'translate(20px, 10px) rotate(10deg)');
  assert.strictEqual(p.card.style.zIndex, '9999', 'lifted again after the patch');
  p.pointer('pointerup', 70, 40);
  assert.strictEqual(p.card.style.transform, 'rotate(10deg)');
});

test('carried twice over, the element is moved once, and put back as it was', () => {
  const p = board();
  p.pointer('pointerdown', 50, 30);
  p.pointer('pointermove', 60, 40);
  p.pointer('pointermove', 70, 50);
  assert.strictEqual(p.card.style.transform, 'translate(20px, 20px)');
  p.pointer('pointerup', 1500, 50);
  assert.strictEqual(p.card.style.transform, '');
});

test('an absolutely placed item keeps its position while carried', () => {
  const p = board();
  p.card.style.position = 'absolute';
  p.pointer('pointerdown', 50, 30);
  p.pointer('pointermove', 60, 40);
  assert.strictEqual(p.card.style.position, 'absolute');
  p.pointer('pointerup', 60, 40);
  assert.strictEqual(p.card.style.position, 'absolute');
});

test('targeting events are paced: a fast sweep over many columns stays under the server limit', () => {
  const p = board();
  p.pointer('pointerdown', 50, 30);
  for (let i = 0; i < 200; i++) p.pointer('pointermove', i % 2 ? 350 : 50, 40);
  // 40 tokens of burst, one per event: far from one event per move.
  assert.ok(p.sent.length <= 41, String(p.sent.length));
});

test('the keyboard: Space picks up, Return on a destination drops at its middle, Escape puts down', () => {
  const p = board();
  const key = (key, target, extra = {}) => p.fire('keydown', { key, target, ...extra });
  assert.strictEqual(key(' ', p.card), true);
  assert.strictEqual(p.card.getAttribute('aria-grabbed'), 'true');
  p.fire('focusin', { target: p.b });
  assert.strictEqual(key('Enter', p.b), true);
  assert.deepStrictEqual(p.sent, [['drop', 'b', '=card', { x: 100, y: 200 }]]);
  assert.strictEqual(p.card.hasAttribute('aria-grabbed'), false);
  // Escape puts it down without taking the key (a dialog still hears it).
  key(' ', p.card);
  assert.strictEqual(key('Escape', p.card), false);
  assert.strictEqual(key('Enter', p.b), false, 'nothing held: the key keeps its meaning');
  // With a modifier, or on the held item itself: no drop.
  assert.strictEqual(key(' ', p.card, { ctrlKey: true }), false);
  key(' ', p.card);
  assert.strictEqual(key(' ', p.card), true);
  assert.strictEqual(p.card.hasAttribute('aria-grabbed'), false, 'Space on the item puts it down');
  // Focus moving elsewhere (not a destination) puts it down too.
  key(' ', p.card);
  p.fire('focusin', { target: p.root });
  assert.strictEqual(p.card.hasAttribute('aria-grabbed'), false);
  assert.strictEqual(p.sent.length, 1);
});

test('a button that is draggable keeps Space and Return for itself', () => {
  const p = board();
  const button = p.a.add(new Node('button', 'btn', { 'data-lv-drag': '4d' }, [10, 100, 100, 30]));
  assert.strictEqual(p.fire('keydown', { key: ' ', target: button }), false);
  assert.strictEqual(button.hasAttribute('aria-grabbed'), false);
});
