// A tiny DOM for testing liveui.js's patch code under node: just the calls
// it makes, plus a parser and serializer for the HTML LiveUI itself emits.
'use strict';

const VOID = new Set(['input', 'hr', 'br', 'img', 'meta', 'link']);
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

function unescape(s) {
  return s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e) => ENTITIES[e]);
}

function escape(s) {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

class Text {
  constructor(text) { this.text = text; this.parent = null; }
  remove() { if (this.parent) { this.parent.childNodes.splice(this.parent.childNodes.indexOf(this), 1); this.parent = null; } }
  serialize() { return escape(this.text); }
}

class Element {
  constructor(tag, attrs) {
    this.tag = tag;
    this.attrs = new Map(attrs);
    this.childNodes = [];
    this.parent = null;
    this.value = this.attrs.get('value') || '';
  }
  get id() { return this.attrs.get('id'); }
  get tagName() { return this.tag.toUpperCase(); }
  get children() { return this.childNodes.filter((n) => n instanceof Element); }
  // For the accessibility code (58-a11y.js).
  get parentElement() { return this.parent instanceof Element && this.parent.tag !== '#document' ? this.parent : null; }
  get attributes() { return [...this.attrs].map(([name, value]) => ({ name, value })); }
  get firstChild() { return this.childNodes[0] || null; }
  removeChild(node) { node.remove ? node.remove() : this.childNodes.splice(this.childNodes.indexOf(node), 1); return node; }
  appendChild(node) { this.insertBefore(node, null); return node; }
  set textContent(t) { this.childNodes = t ? [new Text(t)] : []; }
  get textContent() { return this.childNodes.map((n) => (n instanceof Text ? n.text : n.textContent)).join(''); }
  setAttribute(name, value) { this.attrs.set(name, String(value)); }
  hasAttribute(name) { return this.attrs.has(name); }
  getAttribute(name) { return this.attrs.has(name) ? this.attrs.get(name) : null; }
  removeAttribute(name) { this.attrs.delete(name); }
  insertBefore(node, ref) {
    if (node.parent) node.remove();
    const at = ref ? this.childNodes.indexOf(ref) : this.childNodes.length;
    if (at < 0) throw new Error('reference is not a child');
    this.childNodes.splice(at, 0, node);
    node.parent = this;
  }
  remove() {
    if (!this.parent) return;
    this.parent.childNodes.splice(this.parent.childNodes.indexOf(this), 1);
    this.parent = null;
  }
  replaceWith(node) {
    const parent = this.parent;
    const at = parent.childNodes.indexOf(this);
    parent.childNodes[at] = node;
    node.parent = parent;
    this.parent = null;
  }
  find(id) {
    if (this.id === id) return this;
    for (const c of this.children) { const hit = c.find(id); if (hit) return hit; }
    return null;
  }
  serialize() {
    let out = '<' + this.tag;
    for (const [k, v] of this.attrs) out += ' ' + k + '="' + escape(v) + '"';
    out += '>';
    if (VOID.has(this.tag)) return out;
    return out + this.childNodes.map((n) => n.serialize()).join('') + '</' + this.tag + '>';
  }
}

function parse(html) {
  const re = /<\/([a-z0-9-]+)>|<([a-z0-9-]+)((?:\s+[a-z0-9-]+="[^"]*")*)\s*>|([^<]+)/gy;
  const root = new Element('#fragment', []);
  const stack = [root];
  let m;
  let consumed = 0;
  while ((m = re.exec(html))) {
    consumed = re.lastIndex;
    const top = stack[stack.length - 1];
    if (m[1]) {
      if (top.tag !== m[1]) throw new Error('mismatched </' + m[1] + '>');
      stack.pop();
    } else if (m[2]) {
      const attrs = [...m[3].matchAll(/([a-z0-9-]+)="([^"]*)"/g)].map((a) => [a[1], unescape(a[2])]);
      const el = new Element(m[2], attrs);
      top.insertBefore(el, null);
      if (!VOID.has(m[2])) stack.push(el);
    } else {
      top.insertBefore(new Text(unescape(m[4])), null);
    }
  }
  if (consumed !== html.length || stack.length !== 1) throw new Error('unparsed HTML at ' + consumed);
  const first = root.children[0];
  first.parent = null;
  return first;
}

/// A document holding `html`, with the interface liveui.js's applyOps expects.
function documentFrom(html) {
  const holder = new Element('#document', []);
  holder.insertBefore(parse(html), null);
  return {
    root: () => holder.children[0],
    dom: { byId: (id) => holder.find(id), parse },
  };
}

module.exports = { parse, documentFrom, Element };
