// LiveUI browser client: joins the page's session over a WebSocket, sends
// clicks and keystrokes, applies the server's patches. One file, no build
// step, no dependencies. The wire protocol is docs/protocol.md.
(function (global) {
  'use strict';

  // ---- Patches: pure over a small DOM interface, so node can test them ----
  //
  // dom.byId(id) -> element; dom.parse(html) -> element;
  // dom.keepValue(el) -> true while the user has newer typing in `el` than
  // the patch knows about (a stale server value must not overwrite it);
  // dom.motion (browser only) animates a patch that carries `anim`.

  // `scoped` ([[id, anim|null], …], outermost first): ops inside the subtree
  // of `id` animate with its animation instead of `anim` (innermost wins).
  function applyOps(ops, dom, anim, scoped) {
    var map = null, i;
    if (!dom.motion) anim = scoped = null;
    if (scoped && scoped.length) { map = {}; for (i = 0; i < scoped.length; i++) map[scoped[i][0]] = scoped[i][1]; }
    for (i = 0; i < ops.length; i++) applyOp(ops[i], dom, map ? scopedAnim(ops[i][1], dom, map, anim) : anim);
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

  function applyOp(op, dom, anim) {
    var el, parent, before;
    switch (op[0]) {
      case 'text': find(dom, op[1]).textContent = op[2]; break;
      case 'attr':
        el = find(dom, op[1]);
        before = anim && op[2] === 'style' ? dom.motion.snapshot(el) : null;
        el.setAttribute(op[2], op[3]);
        syncState(el, op[2], true);
        if (before) dom.motion.change(el, before, anim);
        if (op[2] === 'data-lv-loop' && dom.motion && dom.motion.loop) dom.motion.loop(el);
        break;
      case 'rmattr':
        el = find(dom, op[1]);
        el.removeAttribute(op[2]);
        syncState(el, op[2], false);
        if (op[2] === 'data-lv-loop' && dom.motion && dom.motion.loop) dom.motion.loop(el);
        break;
      case 'value': setValue(find(dom, op[1]), op[2], dom); break;
      case 'insert':
        parent = find(dom, op[1]);
        el = dom.parse(op[3]);
        parent.insertBefore(el, childAt(parent, op[2]));
        if (anim) dom.motion.enter(el, anim);
        if (dom.motion && dom.motion.loops) dom.motion.loops(el);
        break;
      case 'remove':
        el = find(dom, op[1]);
        if (anim) dom.motion.leave(el, anim); else el.remove();
        break;
      case 'replace': find(dom, op[1]).replaceWith(dom.parse(op[2])); break;
      case 'move':
        parent = find(dom, op[1]);
        el = find(dom, op[2]);
        el.remove();
        parent.insertBefore(el, childAt(parent, op[3]));
        break;
      default: throw new Error('unknown op ' + op[0]);
    }
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
  // submit; instead `typed`, the values the user sees in fields that are on
  // the new page too, as input events.
  function resume(pending, ack, fresh, typed) {
    if (!fresh) return { send: coalesce(pending, ack), dropped: 0 };
    var dropped = pending.filter(function (e) { return e.kind !== 'input'; }).length;
    var send = typed.map(function (t, i) { return { t: 'event', seq: ack + 1 + i, kind: 'input', id: t[0], value: t[1] }; });
    return { send: send, dropped: dropped };
  }

  function backoff(attempt, random) {
    var base = Math.min(10000, 250 * Math.pow(2, attempt));
    return Math.round(base / 2 + random() * base / 2);  // jitter: half to full
  }

  // ---- Motion: the Web Animations API, off under prefers-reduced-motion ----

  // "fade;move:-100%,0;scale:0" -> the state a transition enters from / leaves to.
  function transitionState(spec, el, style) {
    var state = {}, transforms = [];
    if (style) {
      // A custom transition's active state: the styles its modifier sets.
      var probe = el.ownerDocument.createElement('div');
      probe.style.cssText = style;
      ANIMATED.forEach(function (k) { if (probe.style[k]) state[k] = probe.style[k]; });
      if (probe.style.transform) transforms.push(probe.style.transform);
    }
    (spec == null ? 'fade' : spec).split(';').forEach(function (part) {
      var kv = part.split(':');
      if (kv[0] === 'fade') state.opacity = 0;
      else if (kv[0] === 'move') transforms.push('translate(' + kv[1] + ')');
      else if (kv[0] === 'scale') transforms.push('scale(' + kv[1] + ')');
      else if (kv[0] === 'origin') state.origin = kv[1].replace(',', ' ');
    });
    if (transforms.length) state.transform = transforms.join(' ') + ' ' + (el.style.transform || '');
    return state;
  }

  var ANIMATED = ['transform', 'opacity', 'width', 'height', 'backgroundColor', 'color', 'borderRadius'];
  // What a property is when a style does not set it (one end of a loop).
  var UNSET = { transform: 'none', opacity: '1', width: 'auto', height: 'auto', backgroundColor: 'transparent', color: 'inherit', borderRadius: '0px' };

  function motion(doc, win) {
    var reduce = win.matchMedia && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
    function timing(anim, fill) {
      var t = { duration: anim.duration * 1000, delay: anim.delay * 1000, easing: easing(anim.curve), fill: fill };
      // repeatCount / repeatForever: -1 plays until the element changes or leaves.
      if (anim.repeat) { t.iterations = anim.repeat < 0 ? Infinity : anim.repeat; if (anim.reverse) t.direction = 'alternate'; }
      return t;
    }
    // Springs arrive as CSS linear(); a browser without it gets a close ease-out instead of an error.
    function easing(curve) {
      var css = win.CSS;
      return !css || !css.supports || css.supports('transition-timing-function', curve) ? curve : 'ease-out';
    }
    // A transition's anchor (`scale(scale:anchor:)`) holds for the whole animation, at both ends.
    function anchored(el, state) {
      if (state.origin) { el.style.transformOrigin = state.origin; delete state.origin; }
      return state;
    }
    // One keyframe; the other end is the element's own style (an implicit
    // keyframe), so no getComputedStyle forces a style pass mid-patch.
    function keyframe(state, offset) {
      var out = { offset: offset };
      for (var k in state) out[k] = state[k];
      return [out];
    }
    return {
      enter: function (el, anim) {
        if (reduce || !el.animate) return;
        var from = anchored(el, transitionState(el.getAttribute('data-lv-in'), el, el.getAttribute('data-lv-in-style')));
        if (Object.keys(from).length) el.animate(keyframe(from, 0), timing(anim, 'backwards'));
      },
      // The element leaves the page's ids (later patches may reuse them) and
      // the tab order at once, and the DOM when its exit animation ends.
      leave: function (el, anim) {
        var to = anchored(el, transitionState(el.getAttribute('data-lv-out'), el, el.getAttribute('data-lv-out-style')));
        if (reduce || !el.animate || !Object.keys(to).length) { el.remove(); return; }
        el.setAttribute('data-lv-leaving', '');
        el.removeAttribute('id');
        el.querySelectorAll('[id]').forEach(function (n) { n.removeAttribute('id'); });
        el.inert = true;
        el.setAttribute('aria-hidden', 'true');
        var a = el.animate(keyframe(to, 1), timing(anim, 'forwards'));
        var done = function () { el.remove(); };
        a.onfinish = done;
        a.oncancel = done;
        win.setTimeout(done, (anim.duration + anim.delay) * 1000 + 200);
      },
      // Current values (mid-animation if one runs), before a style change.
      snapshot: function (el) {
        var cs = win.getComputedStyle(el), out = {};
        ANIMATED.forEach(function (k) { out[k] = cs[k]; });
        el.getAnimations().forEach(function (a) { a.cancel(); });
        return out;
      },
      // data-lv-loop="curve|duration|delay|reverse|from-style": a repeatForever
      // between that style and the element's own, until the attribute goes.
      loop: function (el) {
        if (el.__lvLoop) { el.__lvLoop.cancel(); el.__lvLoop = null; }
        var spec = el.getAttribute('data-lv-loop');
        if (reduce || !el.animate || !spec) return;
        // The patch that started the loop animates it forever too: one is enough.
        el.getAnimations().forEach(function (a) { if (a.effect.getTiming().iterations === Infinity) a.cancel(); });
        var f = spec.split('|'), probe = doc.createElement('div'), from = {}, to = {}, any = false;
        probe.style.cssText = f.slice(4).join('|');
        ANIMATED.forEach(function (k) {
          if (probe.style[k] !== el.style[k]) { from[k] = probe.style[k] || UNSET[k]; to[k] = el.style[k] || UNSET[k]; any = true; }
        });
        if (!any) return;
        el.__lvLoop = el.animate([from, to], timing({ curve: f[0], duration: +f[1], delay: +f[2], repeat: -1, reverse: f[3] === '1' }, 'none'));
      },
      loops: function (root) {
        if (root.hasAttribute('data-lv-loop')) this.loop(root);
        var self = this;
        root.querySelectorAll('[data-lv-loop]').forEach(function (el) { self.loop(el); });
      },
      change: function (el, before, anim) {
        if (reduce || !el.animate) return;
        var cs = win.getComputedStyle(el), from = {}, to = {}, any = false;
        ANIMATED.forEach(function (k) {
          if (cs[k] !== before[k]) { from[k] = before[k]; to[k] = cs[k]; any = true; }
        });
        if (any) el.animate([from, to], timing(anim, 'none'));
      }
    };
  }

  // ---- Debug tools: LiveUI.debug(on), LiveUI.latency(ms), kept per tab ----

  // Runs fns in order, each `ms` after its push (or sooner if ms was lowered
  // since): the nth timer to fire runs the nth fn.
  function delayLine(timer) {
    var q = [], gen = 0;
    return {
      push: function (fn, ms) {
        var g = gen;
        q.push(fn);
        timer(function () { if (g === gen) q.shift()(); }, ms);
      },
      flush: function () { while (q.length) q.shift()(); gen++; }
    };
  }

  // The page's messages pass through here only while `tap` (either is on).
  function devtools(win) {
    var line = delayLine(function (fn, ms) { win.setTimeout(fn, ms); }), sent = {};
    var on = { debug: false, latency: 0 };
    try { Object.assign(on, JSON.parse(win.sessionStorage.getItem('liveui-debug'))); } catch (e) { /* none */ }
    var t = {
      tap: on.debug || on.latency,
      debug: function (v) { return v === undefined ? on.debug : set('debug', !!v); },
      latency: function (v) {
        if (v === undefined) return on.latency;
        if (!(v = v > 0 ? +v : 0)) line.flush();
        return set('latency', v);
      },
      delay: function (fn) { if (on.latency) line.push(fn, on.latency); else fn(); },
      send: function (ws, msg) {
        if (on.debug) {
          if (msg.seq) sent[msg.seq] = now();
          log('→ ' + msg.t, msg);
        }
        t.delay(function () { if (ws.readyState === 1) ws.send(JSON.stringify(msg)); });
      },
      receive: function (data, apply) {
        t.delay(function () {
          var msg = parse(data), at = now(), trip = sent[msg.ack];
          apply(msg);
          if (!on.debug) return;
          delete sent[msg.ack];
          log('← ' + msg.t + ' ' + (now() - at).toFixed(1) + ' ms' + (trip != null ? ', round trip ' + (at - trip).toFixed(1) + ' ms' : ''), msg);
        });
      }
    };
    function set(key, v) {
      on[key] = v;
      t.tap = on.debug || on.latency;
      try { win.sessionStorage.setItem('liveui-debug', JSON.stringify(on)); } catch (e) { /* this page only */ }
      return v;
    }
    function now() { return win.performance.now(); }
    function log(text, msg) { win.console.log('[LiveUI] ' + text, msg); }
    return t;
  }

  function parse(data) {
    try { return JSON.parse(data); } catch (e) { return {}; }
  }

  // ---- Gestures: drag, long press, tap on any element (data-lv-drag / -press / -tap) ----

  // Paces drag moves: at most one per 33 ms, and a bucket (18/s, burst 40)
  // that stays under the server's event rate (20/s, burst 60) on long drags.
  function dragPacer(now) {
    var tokens = 40, last = now, sent = -1e9;
    return {
      // ms to wait before the next move may go (0: now).
      wait: function (t) {
        tokens = Math.min(40, tokens + (t - last) * 0.018);
        last = t;
        return Math.max(sent + 33 - t, tokens >= 1 ? 0 : (1 - tokens) / 0.018, 0);
      },
      take: function (t) { tokens -= 1; sent = t; }
    };
  }

  function gestures(doc, win, sendEvent, root) {
    var drag = null, press = null, swallow = false, on = doc.addEventListener.bind(doc);
    function now() { return win.performance.now(); }
    function mine(el, attr) { return el && el.id && el.hasAttribute(attr) && root().contains(el) ? el : null; }
    function near(e, attr) { return mine(e.target.closest && e.target.closest('[' + attr + ']'), attr); }
    function r1(x) { return Math.round(x * 10) / 10; }

    // -- drag: pointer (mouse, touch, pen, captured) or arrow keys; x, y are client coordinates --
    function begin(el, x, y, key) {
      var spec = el.getAttribute('data-lv-drag'), box = el.getBoundingClientRect(), g = spec.slice(-1) === 'g';
      return drag = {
        id: el.id, min: parseFloat(spec) || 0, key: key, moved: false, ox: g ? 0 : box.left, oy: g ? 0 : box.top,
        seq: el.hasAttribute('data-lv-seq'),
        sx: x, sy: y, x: x, y: y, trail: [], pacer: dragPacer(now())
      };
    }
    function sample(d) {
      var t = now(), trail = d.trail, dt;
      trail.push([t, d.x, d.y]);
      while (trail.length > 2 && t - trail[0][0] > 100) trail.shift();
      dt = (t - trail[0][0]) / 1000 || 1e9;  // velocity over the last 100 ms
      return {
        x: r1(d.x - d.ox), y: r1(d.y - d.oy), sx: r1(d.sx - d.ox), sy: r1(d.sy - d.oy),
        vx: Math.round((d.x - trail[0][1]) / dt), vy: Math.round((d.y - trail[0][2]) / dt)
      };
    }
    // The latest position goes out when the pacer allows; moves in between coalesce.
    function move(d) {
      if (!d.moved && Math.hypot(d.x - d.sx, d.y - d.sy) < d.min) return;
      d.moved = true;
      if (d.timer) return;
      var wait = d.pacer.wait(now());
      if (wait > 0) { d.timer = win.setTimeout(function () { d.timer = null; if (drag === d) move(d); }, wait); return; }
      d.pacer.take(now());
      sendEvent('drag', d.id, 'move', sample(d));
    }
    function finish(d) {
      win.clearTimeout(d.timer);
      drag = null;
      // A sequence (press, then drag) ends at release even if the drag never started.
      if (!d.moved && !(d.seq && d.pressed)) return;
      // The click a mouse drag ends with is not a tap.
      if (d.key == null) { swallow = true; win.setTimeout(function () { swallow = false; }, 0); }
      sendEvent('drag', d.id, 'end', sample(d));
    }

    // -- long press: start, then end once held long enough, or cancel --
    function pressStart(el, e, key) {
      var spec = el.getAttribute('data-lv-press').split(','), p;
      p = press = { id: el.id, x: e.clientX, y: e.clientY, max: parseFloat(spec[1]) || 10, key: key, pointer: e.pointerId };
      sendEvent('press', p.id, 'start');
      p.timer = win.setTimeout(function () {
        if (press !== p) return;
        press = null;
        swallow = !key;
        if (drag && drag.id === p.id) drag.pressed = true;
        sendEvent('press', p.id, 'end');
      }, parseFloat(spec[0]) || 0);
    }
    function pressStop() {
      win.clearTimeout(press.timer);
      sendEvent('press', press.id, 'cancel');
      press = null;
    }

    on('pointerdown', function (e) {
      swallow = false;
      if (e.button !== 0) return;
      var el = !drag && near(e, 'data-lv-drag'), p = !press && near(e, 'data-lv-press');
      if (el) {
        begin(el, e.clientX, e.clientY, null).pointer = e.pointerId;
        try { el.setPointerCapture(e.pointerId); } catch (x) { /* a synthetic pointer */ }
        if (!drag.min) move(drag);
      }
      if (p) pressStart(p, e, null);
    }, true);
    on('pointermove', function (e) {
      if (drag && drag.pointer === e.pointerId) { drag.x = e.clientX; drag.y = e.clientY; move(drag); }
      if (press && press.pointer === e.pointerId && Math.hypot(e.clientX - press.x, e.clientY - press.y) > press.max) pressStop();
    });
    function up(e) {
      if (drag && drag.pointer === e.pointerId) { drag.x = e.clientX; drag.y = e.clientY; finish(drag); }
      if (press && press.pointer === e.pointerId) pressStop();
    }
    on('pointerup', up);
    on('pointercancel', up);

    // Keyboard: arrows drag the focused element 20 px a press (Shift: 100) until the key is
    // released; Space or Return held is a long press, pressed is a tap. Tab always leaves.
    var ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    on('keydown', function (e) {
      var dir = ARROWS[e.key], el = e.target, box, d = drag, step = e.shiftKey ? 100 : 20;
      if (dir && mine(el, 'data-lv-drag')) {
        e.preventDefault();
        if (d && d.key == null) return;  // a pointer is dragging it
        box = el.getBoundingClientRect();
        d = d || begin(el, box.left + box.width / 2, box.top + box.height / 2, e.key);
        d.key = e.key;
        d.moved = true;
        d.x += dir[0] * step;
        d.y += dir[1] * step;
        move(d);
      } else if (e.key === ' ' || e.key === 'Enter') {
        if (mine(el, 'data-lv-press')) {
          e.preventDefault();
          if (!e.repeat && !press) pressStart(el, {}, 'key');
        } else if (mine(el, 'data-lv-tap') && !/^(BUTTON|A|INPUT|SELECT|TEXTAREA)$/.test(el.tagName)) {
          e.preventDefault();
          if (!e.repeat) sendEvent('click', el.id);
        }
      }
    });
    on('keyup', function (e) {
      if (drag && drag.key === e.key) finish(drag);
      if (press && press.key && (e.key === ' ' || e.key === 'Enter')) pressStop();
    });

    // Taps: the view's tap gestures, innermost first (`.onTapGesture(count: 2)` then
    // `.onTapGesture`: nested elements). `e.detail` counts clicks in a row; a
    // single tap waits 300 ms when a double tap could still follow. A click
    // that ends a drag or a long press is swallowed.
    var single = null;
    on('click', function (e) {
      if (swallow) { swallow = false; e.stopImmediatePropagation(); e.preventDefault(); return; }
      var el = e.target.closest && e.target.closest('[data-lv-tap], button, a, input, select, textarea'), multi = false, one = null, n;
      for (; mine(el, 'data-lv-tap'); el = el.parentElement.closest('[data-lv-tap]')) {
        n = +el.getAttribute('data-lv-tap') || 1;
        if (n > 1 && e.detail && e.detail % n === 0) { win.clearTimeout(single); return sendEvent('click', el.id); }
        if (n > 1) multi = true; else one = one || el;
      }
      win.clearTimeout(single);
      if (one && !multi) sendEvent('click', one.id);
      else if (one && e.detail <= 1) single = win.setTimeout(function () { sendEvent('click', one.id); }, 300);
    }, true);
  }

  // ---- The live page ----

  function start(doc, win, dev) {
    var state = {
      ws: null, joined: false, token: null, version: 0,
      seq: 0, pending: [], lastInputSeq: {}, attempt: 0,
      statusTimer: null, depth: 0, expectPop: null
    };
    var meta = doc.querySelector('meta[name="liveui-token"]');
    if (meta) state.token = meta.getAttribute('content');

    var status = doc.createElement('div');
    status.id = 'lv-status';
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    status.hidden = true;
    status.textContent = 'Reconnecting…';
    doc.body.appendChild(status);

    var dom = {
      motion: motion(doc, win),
      byId: function (id) { return doc.getElementById(id); },
      parse: function (html) {
        var t = doc.createElement('template');
        t.innerHTML = html;
        return t.content.firstElementChild;
      },
      isFocused: function (el) { return doc.activeElement === el; },
      active: function () { return doc.activeElement; },
      inRoot: function (el) { return root().contains(el); },
      focus: function (el) {
        el.focus();
        // The caret goes to the end, as when SwiftUI focuses a field.
        try { el.setSelectionRange(el.value.length, el.value.length); } catch (e) { /* not a text field */ }
      },
      blur: function (el) { el.blur(); },
      keepValue: function (el) { return (state.lastInputSeq[el.id] || 0) > state.ackSeen; }
    };
    state.ackSeen = 0;

    function root() { return doc.getElementById('root'); }

    function send(msg) {
      var ws = state.ws;
      if (ws && ws.readyState === 1) {
        if (dev.tap) dev.send(ws, msg); else ws.send(JSON.stringify(msg));
      }
    }

    function sendEvent(kind, id, value, extra) {
      var e = { t: 'event', seq: ++state.seq, kind: kind, id: id };
      if (value !== undefined) e.value = value;
      if (extra) Object.assign(e, extra);
      if (kind === 'input' || kind === 'change') state.lastInputSeq[id] = e.seq;
      state.pending.push(e);
      if (state.joined) send(e);
    }

    function viewport() { return { w: win.innerWidth || 390, h: win.innerHeight || 844 }; }

    function connect() {
      var scheme = win.location.protocol === 'https:' ? 'wss://' : 'ws://';
      var ws = new win.WebSocket(scheme + win.location.host + '/live');
      state.ws = ws;
      ws.onopen = function () {
        var vp = viewport();
        var join = { t: 'join', path: win.location.pathname, w: vp.w, h: vp.h };
        if (state.token) { join.token = state.token; join.v = state.version; }
        send(join);
      };
      ws.onmessage = function (m) {
        if (dev.tap) dev.receive(m.data, receive); else receive(parse(m.data));
      };
      ws.onclose = function () { dev.delay(closed); };
      function closed() {
        if (state.ws !== ws) return;
        state.ws = null;
        state.joined = false;
        // Show the state only if it lasts, so quick reconnects do not flicker.
        if (!state.statusTimer) state.statusTimer = win.setTimeout(function () { status.hidden = false; }, 400);
        win.setTimeout(connect, backoff(state.attempt++, Math.random));
      }
    }

    function isTextField(el) {
      return el.tagName === 'TEXTAREA' || (el.tagName === 'INPUT' && /^(text|password|email|search|tel|url|number)$/.test(el.type));
    }

    function fieldValues() {
      var out = {};
      root().querySelectorAll('input, textarea').forEach(function (el) { if (el.id && isTextField(el)) out[el.id] = el.value; });
      return out;
    }

    // A message that stays until dismissed, read out by screen readers.
    function notice(text) {
      var box = doc.getElementById('lv-notice');
      if (!box) {
        box = doc.createElement('div');
        box.id = 'lv-notice';
        box.setAttribute('role', 'status');
        box.setAttribute('aria-live', 'polite');
        box.appendChild(doc.createElement('span'));
        var close = doc.createElement('button');
        close.type = 'button';
        close.textContent = 'Dismiss';
        close.onclick = function () { box.remove(); };
        box.appendChild(close);
        doc.body.appendChild(box);
      }
      box.firstChild.textContent = text;
    }

    function acknowledge(ack) {
      state.ackSeen = Math.max(state.ackSeen, ack);
      while (state.pending.length && state.pending[0].seq <= ack) state.pending.shift();
    }

    function replaceRoot(html) {
      var active = doc.activeElement, id = active && active.id;
      var typing = id && (active.tagName === 'INPUT' || active.tagName === 'TEXTAREA');
      var value = typing ? active.value : null;
      var start = typing ? active.selectionStart : null, end = typing ? active.selectionEnd : null;
      root().replaceWith(dom.parse(html));
      dom.motion.loops(root());
      var again = id && doc.getElementById(id);
      if (again) {
        if (typing && dom.keepValue(again)) again.value = value;
        again.focus();
        if (typing && start != null) { try { again.setSelectionRange(start, end); } catch (e) { /* no caret */ } }
      }
    }

    function receive(msg) {
      switch (msg.t) {
        case 'joined':
          var fresh = msg.token !== state.token || (state.boot != null && msg.boot !== state.boot);
          state.boot = msg.boot;
          state.token = msg.token;
          state.joined = true;
          // Milliseconds from navigation start until the page was live (benchmarks read it).
          if (!state.joinedAt && win.performance) state.joinedAt = win.performance.now();
          state.attempt = 0;
          win.clearTimeout(state.statusTimer);
          state.statusTimer = null;
          status.hidden = true;
          acknowledge(msg.ack);
          state.version = msg.v;
          // What the user sees in text fields, to carry into a fresh session
          // (once per page, so typing that crashes a server cannot loop).
          var shown = fresh && !state.retyped ? fieldValues() : {};
          replaceRoot(msg.html);
          doc.title = msg.title;
          var typed = [];
          Object.keys(shown).forEach(function (id) {
            var field = doc.getElementById(id);
            if (field && isTextField(field) && field.value !== shown[id]) {
              field.value = shown[id];
              typed.push([id, shown[id]]);
            }
          });
          if (fresh) state.retyped = state.retyped || state.pending.length > 0;
          var again = resume(state.pending, msg.ack, fresh, typed);
          state.pending = again.send;
          state.seq = msg.ack + state.pending.length;
          state.lastInputSeq = {};
          state.pending.forEach(function (e) { if (e.kind === 'input') state.lastInputSeq[e.id] = e.seq; });
          if (again.dropped) notice('The server restarted; your last action was not applied.');
          state.pending.forEach(send);
          break;
        case 'render':
          state.version = msg.v;
          acknowledge(msg.ack);
          replaceRoot(msg.html);
          doc.title = msg.title;
          break;
        case 'patch':
          if (msg.v !== state.version + 1) { send({ t: 'resync' }); return; }
          state.version = msg.v;
          acknowledge(msg.ack);
          try {
            applyOps(msg.ops, dom, msg.anim, msg.scoped);
          } catch (e) {
            send({ t: 'resync' });
            return;
          }
          if (msg.title != null) doc.title = msg.title;
          if (msg.nav) follow(msg.nav);
          if (msg.focus != null) applyFocus(msg.focus, dom);
          break;
        case 'error':
          if (global.console) global.console.warn('LiveUI:', msg.code, msg.message);
          break;
      }
    }

    // The server navigated: make the browser's history and focus match.
    function follow(nav) {
      var hist = win.history;
      if (nav.url !== win.location.pathname) {
        if (nav.depth > state.depth) {
          hist.pushState({ lv: nav.depth }, '', nav.url);
        } else if (nav.depth < state.depth && hist.state && hist.state.lv === state.depth && nav.depth >= 0) {
          // An in-page Back: step the browser back too, and ignore that popstate.
          state.expectPop = nav.url;
          hist.go(nav.depth - state.depth);
        } else {
          hist.replaceState({ lv: nav.depth }, '', nav.url);
        }
      }
      state.depth = nav.depth;
      // Screen readers announce the new page's title.
      var title = doc.querySelector('.nv-top .nv-title');
      if (title) title.focus({ preventScroll: true });
    }

    win.addEventListener('popstate', function () {
      if (state.expectPop === win.location.pathname) { state.expectPop = null; return; }
      state.expectPop = null;
      var lv = win.history.state && win.history.state.lv;
      if (typeof lv === 'number') state.depth = lv;
      send({ t: 'nav', path: win.location.pathname });
    });

    var nav = doc.querySelector('.nv');
    state.depth = nav ? Number(nav.getAttribute('data-depth')) || 0 : 0;
    win.history.replaceState({ lv: state.depth }, '');

    doc.addEventListener('click', function (e) {
      var b = e.target.closest && e.target.closest('button, a[data-nav]');
      if (!b || !b.id || b.disabled || !root().contains(b)) return;
      // Let modified clicks open links in a new tab, as links should.
      if (b.tagName === 'A' && (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0)) return;
      e.preventDefault();
      sendEvent('click', b.id);
    });
    doc.addEventListener('input', function (e) {
      var t = e.target;
      if (controlInput(t)) return;
      if (t.tagName === 'INPUT' && t.id && root().contains(t)) sendEvent('input', t.id, t.value);
    });
    doc.addEventListener('keydown', function (e) {
      var t = e.target;
      if (e.key === 'Enter' && t.tagName === 'INPUT' && !choice(t) && t.id && root().contains(t)) {
        e.preventDefault();
        sendEvent('submit', t.id);
      }
    });

    // ---- Controls (Toggle, Picker, Slider, DatePicker, ColorPicker) ----

    var slider = {};
    function choice(t) { return t.tagName === 'SELECT' || t.type === 'checkbox' || t.type === 'radio'; }
    // What an input event on a control sends; true when `t` is one (the
    // text-field listener then leaves it alone). Choices are sent on
    // `change`, which every way of making one fires; date, time and color
    // inputs send their whole value like text fields.
    function controlInput(t) {
      if (choice(t)) return true;
      if (t.type !== 'range' || !t.id || !root().contains(t)) return false;
      throttle(t);
      return true;
    }
    // A dragged slider sends at most one value per 50 ms; the last one is
    // sent when the drag ends (`change`), exactly.
    function throttle(t) {
      var s = slider[t.id] || (slider[t.id] = { at: 0, timer: null });
      var send = function () { s.timer = null; s.at = Date.now(); sendEvent('input', t.id, t.value); };
      var wait = s.at + 50 - Date.now();
      if (!s.timer && wait > 0) s.timer = win.setTimeout(send, wait);
      // A pending send (its timer late on a busy page) carries the latest value when it fires:
      // sending now as well would put two values within a few milliseconds.
      else if (!s.timer) send();
    }
    doc.addEventListener('change', function (e) {
      var t = e.target, s = slider[t.id];
      if (!root().contains(t)) return;
      if (t.type === 'checkbox') sendEvent('input', t.id, t.checked ? 'true' : 'false');
      else if (t.type === 'radio') { if (t.checked) sendEvent('input', t.name, t.value); }  // the group's id
      else if (t.tagName === 'SELECT') sendEvent('input', t.id, t.value);
      else if (t.type === 'range' && t.id) {
        if (s && s.timer) { win.clearTimeout(s.timer); s.timer = null; }
        sendEvent('change', t.id, t.value);
      }
    });
    // ---- end of controls ----

    formsListeners(doc, root, sendEvent);
    gestures(doc, win, sendEvent, root);
    var resizeTimer = null;
    win.addEventListener('resize', function () {
      win.clearTimeout(resizeTimer);
      resizeTimer = win.setTimeout(function () {
        var vp = viewport();
        if (state.joined) send({ t: 'viewport', w: vp.w, h: vp.h });
      }, 150);
    });

    connect();
    return state;
  }

  // ---- Forms: text editors and focus reports ----
  //
  // A <textarea> sends its whole value on input (Return inserts a line, it
  // never submits). Elements marked data-lv-focus (a .focused(_:) field, a
  // formatted field that commits on blur) report focus and blur, in order
  // with the other events.
  function formsListeners(doc, root, sendEvent) {
    function ours(t) { return t && t.id && root().contains(t); }
    doc.addEventListener('input', function (e) {
      var t = e.target;
      if (t.tagName === 'TEXTAREA' && ours(t)) sendEvent('input', t.id, t.value);
    });
    doc.addEventListener('focusin', function (e) {
      if (e.target.hasAttribute && e.target.hasAttribute('data-lv-focus') && ours(e.target)) sendEvent('focus', e.target.id);
    });
    doc.addEventListener('focusout', function (e) {
      if (e.target.hasAttribute && e.target.hasAttribute('data-lv-focus') && ours(e.target)) sendEvent('blur', e.target.id);
    });
    // Pressing a button keeps the focus in such a field, as tapping a button
    // in SwiftUI does not end editing (a "Cancel" shown while it is focused
    // must not vanish before its click arrives).
    doc.addEventListener('mousedown', function (e) {
      var a = doc.activeElement, b = e.target.closest && e.target.closest('button');
      if (b && a && a.hasAttribute('data-lv-focus') && ours(b)) e.preventDefault();
    });
  }

  // --- AsyncImage (Sources/LiveUI/Views/Images/AsyncImage.swift) ---
  // The browser loads the image; its load or error event shows the box's
  // success or failure part (data-phase) instead of the placeholder.
  function asyncImagePhase(img) {
    var part = img.closest && img.closest('.ai-s');
    var box = part && part.parentNode;
    if (!box || !box.classList.contains('ai') || !img.complete) return null;
    var phase = img.naturalWidth > 0 ? 'success' : 'failure';
    box.setAttribute('data-phase', phase);
    return phase;
  }
  function asyncImages(doc) {
    function on(e) { if (e.target && e.target.tagName === 'IMG') asyncImagePhase(e.target); }
    doc.addEventListener('load', on, true);
    doc.addEventListener('error', on, true);
    // Images that finished before this script ran fire no more events.
    var imgs = doc.querySelectorAll('.ai-s img');
    for (var i = 0; i < imgs.length; i++) asyncImagePhase(imgs[i]);
  }
  // --- end AsyncImage ---

  // --- Live dates: Text(date, style: .relative/.offset/.timer) (Sources/LiveUI/Views/Text/TextFormatting.swift) ---
  // data-tick="style:ms since 1970"; written as the server writes them, once a second.
  var tickUnits = [[31536000, 'year'], [2592000, 'month'], [604800, 'week'], [86400, 'day'], [3600, 'hour'], [60, 'minute'], [1, 'second']];
  function tickWords(seconds, units) {
    var rest = Math.floor(seconds), parts = [];
    for (var i = 0; i < tickUnits.length && parts.length < units; i++) {
      var size = tickUnits[i][0];
      if (rest < size) continue;
      var n = Math.floor(rest / size);
      rest -= n * size;
      parts.push(n + ' ' + tickUnits[i][1] + (n === 1 ? '' : 's'));
    }
    return parts.length ? parts.join(', ') : '0 seconds';
  }
  function tickText(spec, now) {
    var i = spec.indexOf(':'), style = spec.slice(0, i), diff = (Number(spec.slice(i + 1)) - now) / 1000;
    if (style === 'relative') return tickWords(Math.abs(diff), 2);
    if (style === 'offset') return (diff < 0 ? '-' : '+') + tickWords(Math.abs(diff), 1);
    var t = Math.floor(Math.abs(diff)), h = Math.floor(t / 3600), m = Math.floor(t / 60) % 60, s = t % 60;
    function two(v) { return (v < 10 ? '0' : '') + v; }
    return h > 0 ? h + ':' + two(m) + ':' + two(s) : m + ':' + two(s);
  }
  function ticking(doc, win) {
    win.setInterval(function () {
      var els = doc.querySelectorAll('[data-tick]'), now = Date.now();
      for (var i = 0; i < els.length; i++) {
        var text = tickText(els[i].getAttribute('data-tick'), now);
        if (els[i].textContent !== text) els[i].textContent = text;
      }
    }, 1000);
  }
  // --- end live dates ---

  var api = { applyOps: applyOps, applyFocus: applyFocus, coalesce: coalesce, resume: resume, backoff: backoff, delayLine: delayLine, devtools: devtools,
    asyncImagePhase: asyncImagePhase, tickText: tickText, dragPacer: dragPacer };
  if (typeof module === 'object' && module.exports) module.exports = api;
  if (typeof document !== 'undefined' && typeof window !== 'undefined') {
    var dev = devtools(window);
    api.debug = dev.debug;
    api.latency = dev.latency;
    global.LiveUI = api;
    api.state = start(document, window, dev);
    asyncImages(document);
    ticking(document, window);
  }
})(typeof globalThis !== 'undefined' ? globalThis : this);
