// Patches: pure over a small DOM interface, so node can test them.
//
// dom.byId(id) -> element; dom.parse(html) -> element;
// dom.keepValue(el) -> true while the user has newer typing in `el` than
// the patch knows about (a stale server value must not overwrite it);
// dom.motion (browser only) animates a patch that carries `anim`.

// `scoped` ([[id, anim|null], …], outermost first): ops inside the subtree
// of `id` animate with its animation instead of `anim` (innermost wins).
//
// Animated style changes read the page's styles before the patch writes and
// after it (20-motion.js): every read of each kind is made together, so each
// costs at most one style pass, not two per animated element (the seed's
// /offset login: 9 forced style passes and 2 forced layouts a cycle before).
function applyOps(ops, dom, anim, scoped) {
  var map = null, i, el, at = [], moved = [];
  if (!dom.motion) anim = scoped = null;
  if (scoped && scoped.length) { map = {}; for (i = 0; i < scoped.length; i++) map[scoped[i][0]] = scoped[i][1]; }
  // Accessibility (58-a11y.js): the focus a patch takes away goes to the equivalent element.
  var mark = dom.a11y ? dom.a11y.mark() : null;
  // at[i]: the element op i changes the style of with an animation (a sparse array).
  for (i = 0; i < ops.length; i++) {
    if (ops[i][2] === 'style' && ops[i][0] === 'attr' && (el = dom.byId(ops[i][1])) && (map ? scopedAnim(ops[i][1], dom, map, anim) : anim)) at[i] = el;
  }
  var before = at.length ? dom.motion.snapshot(at) : at;
  for (i = 0; i < ops.length; i++) applyOp(ops[i], dom, map ? scopedAnim(ops[i][1], dom, map, anim) : anim, moved, before[i]);
  if (moved.length) dom.motion.change(moved);
  if (dom.a11y) dom.a11y.restore(mark);
}

// A loop (areas/loops.js) replaces the patch's own forever animation of its
// element, so the style changes so far are animated first.
function looped(el, name, dom, moved) {
  if (name === 'data-lv-loop' && dom.motion && dom.motion.loop) {
    if (moved.length) dom.motion.change(moved.splice(0));
    dom.motion.loop(el);
  }
}

function scopedAnim(id, dom, map, anim) {
  for (var el = dom.byId(id); el && el.id !== 'root'; el = el.parentElement) {
    if (el.id && Object.prototype.hasOwnProperty.call(map, el.id)) return map[el.id];
  }
  return anim;
}

function find(dom, id) {
  var el = dom.byId(id);
  if (!el) throw new Error('no element ' + id);
  return el;
}

// Elements still playing their exit transition do not count: the server
// already removed them.
function childAt(parent, index) {
  var kids = parent.children;
  for (var i = 0, n = 0; i < kids.length; i++) {
    if (kids[i].hasAttribute('data-lv-leaving')) continue;
    if (n++ === index) return kids[i];
  }
  return null;
}

// `moved` collects animated style changes ([el, values before, anim]), animated
// once every op is applied; `before`: the values read before the patch wrote.
function applyOp(op, dom, anim, moved, before) {
  var el, parent;
  switch (op[0]) {
    case 'text': find(dom, op[1]).textContent = op[2]; break;
    case 'attr':
      el = find(dom, op[1]);
      // An element the patch itself inserted is read now (the ops before it wrote already).
      if (anim && op[2] === 'style') moved.push([el, before || dom.motion.snapshot([el])[0], anim]);
      el.setAttribute(op[2], op[3]);
      syncState(el, op[2], true);
      looped(el, op[2], dom, moved);
      break;
    case 'rmattr':
      el = find(dom, op[1]);
      el.removeAttribute(op[2]);
      syncState(el, op[2], false);
      looped(el, op[2], dom, moved);
      break;
    case 'value': setValue(find(dom, op[1]), op[2], dom); break;
    case 'insert':
      parent = find(dom, op[1]);
      el = dom.parse(op[3]);
      parent.insertBefore(el, childAt(parent, op[2]));
      if (dom.a11y) dom.a11y.inserted(el);
      if (anim) dom.motion.enter(el, anim);
      if (dom.motion && dom.motion.loops) dom.motion.loops(el);
      break;
    case 'remove':
      el = find(dom, op[1]);
      if (dom.leave && dom.leave(el)) break;  // a presented <dialog> closes and plays its own exit
      if (anim) dom.motion.leave(el, anim); else el.remove();
      break;
    case 'replace':
      el = find(dom, op[1]);
      parent = dom.parse(op[2]);
      // A live region stays the same node (58-a11y.js), or screen readers miss the change.
      if (dom.a11y && dom.a11y.morph(el, parent)) break;
      el.replaceWith(parent);
      if (dom.a11y) dom.a11y.inserted(parent, el);
      break;
    case 'move':
      parent = find(dom, op[1]);
      el = find(dom, op[2]);
      before = dom.active ? dom.active() : null;
      el.remove();
      parent.insertBefore(el, childAt(parent, op[3]));
      // Taking the element out of the page dropped the focus inside it (a list
      // row moved by its own "Move down" button): give it back.
      if (before && el.contains(before) && dom.active() !== before) dom.focus(before);
      break;
    default: throw new Error('unknown op ' + op[0]);
  }
}

// dom.parse in the browser: the element `html` describes. A <div> of the
// page, kept for the purpose, parses on Chromium's fast path for innerHTML
// and makes nodes of the page; a <template> parses into a document of its
// own, whose nodes are then adopted when inserted: parse and insert of the
// seed's 1.3 KB "Hello" fragment ≈ 25 % less time (in-page, 2026-12-05).
// Scripts parsed either way never run. Table parts parse only in a
// template's context, so they still get one.
function fragmentParser(doc) {
  var box = null;
  return function (html) {
    var into = /^<(t[rdhbf]|col|cap)/i.test(html) ? doc.createElement('template') : (box = box || doc.createElement('div'));
    into.innerHTML = html;
    return (into.content || into).firstElementChild;
  };
}

// A checkbox's or radio's `checked` and an option's `selected` are
// properties too: once the user has changed the control, the attribute no
// longer moves them, so a server-side change must set the property.
function syncState(el, name, on) {
  if (name === 'checked' || name === 'selected') el[name] = on;
}

// An input's value is a property; keep the caret where the user has it.
function setValue(el, value, dom) {
  el.setAttribute('value', value);
  if (dom.keepValue && dom.keepValue(el)) return;
  if (el.value === value) return;
  var focused = dom.isFocused && dom.isFocused(el);
  var start = el.selectionStart, end = el.selectionEnd;
  el.value = value;
  if (focused && start != null) {
    try { el.setSelectionRange(Math.min(start, value.length), Math.min(end, value.length)); } catch (e) { /* type without caret */ }
  }
}

// ---- Forms: focus the server asks for (a @FocusState the app changed) ----
//
// `target` is an element id, or '' to blur the focused element (only one
// inside the page's root). dom.focus(el) / dom.blur() / dom.active().
function applyFocus(target, dom) {
  if (target === '') {
    var active = dom.active();
    if (active && dom.inRoot(active)) dom.blur(active);
    return;
  }
  var el = dom.byId(target);
  if (el && el !== dom.active()) dom.focus(el);
}

// Events still unacknowledged after a reconnect were never applied (the
// server applies in order), so they can be renumbered from ack + 1; runs of
// input events to one field collapse to the last, which carries the whole value.
function coalesce(pending, ack) {
  var out = [];
  for (var i = 0; i < pending.length; i++) {
    var e = pending[i];
    if (e.seq <= ack) continue;
    var last = out[out.length - 1];
    if (last && last.kind === 'input' && e.kind === 'input' && last.id === e.id) out[out.length - 1] = e;
    else out.push(e);
  }
  for (var j = 0; j < out.length; j++) out[j] = Object.assign({}, out[j], { seq: ack + 1 + j });
  return out;
}

// After a join, what to send again. To the same process and session: every
// unacknowledged event. To a fresh session (the server restarted, perhaps
// because of that very event, or the session expired): never a click or a
// submit; instead `replay`, the applied events the restored state lacks
// (52-durable.js; null when they could not be replayed: counted as dropped), then `typed`, the values the user sees in fields that
// are on the new page too, as input events.
function resume(pending, ack, fresh, typed, replay) {
  if (!fresh) return { send: coalesce(pending, ack), dropped: 0 };
  var dropped = pending.filter(function (e) { return e.kind !== 'input'; }).length + (replay === null ? 1 : 0);
  var send = (replay || []).slice();
  typed.forEach(function (t) { send.push({ t: 'event', seq: ack + 1 + send.length, kind: 'input', id: t[0], value: t[1] }); });
  return { send: send, dropped: dropped };
}

function backoff(attempt, random) {
  var base = Math.min(10000, 250 * Math.pow(2, attempt));
  return Math.round(base / 2 + random() * base / 2);  // jitter: half to full
}

