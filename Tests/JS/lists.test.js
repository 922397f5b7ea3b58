// Lists (Sources/LiveUI/Views/Lists, Public/liveui/55-lists.js): the patch
// side of moving rows.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { documentFrom, Element } = require('./fakedom.js');
const liveui = require('./liveui.js');

test('a moved element gives back the focus that was inside it', () => {
  const page = documentFrom('<ul id="l"><li id="a"><button id="a.n">Move down</button></li><li id="b"></li></ul>');
  let active = page.dom.byId('a.n');
  const contains = function (n) { for (; n; n = n.parent) if (n === this) return true; return false; };
  const remove = Element.prototype.remove;
  Element.prototype.contains = contains;
  // As in a browser: taking the focused element out of the page drops the focus.
  Element.prototype.remove = function () { if (active && this.contains(active)) active = null; remove.call(this); };
  try {
    page.dom.active = () => active;
    page.dom.focus = (el) => { active = el; };
    liveui.applyOps([['move', 'l', 'a', 1]], page.dom);
    assert.strictEqual(page.root().children.map((c) => c.id).join(','), 'b,a');
    assert.strictEqual(active && active.id, 'a.n');
    // Moving another element leaves the focus alone.
    liveui.applyOps([['move', 'l', 'b', 1]], page.dom);
    assert.strictEqual(active && active.id, 'a.n');
  } finally {
    Element.prototype.remove = remove;
    delete Element.prototype.contains;
  }
});
