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

  function applyOps(ops, dom, anim) {
    var motion = anim && dom.motion;
    for (var i = 0; i < ops.length; i++) applyOp(ops[i], dom, motion ? anim : null);
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
        break;
      case 'rmattr':
        el = find(dom, op[1]);
        el.removeAttribute(op[2]);
        syncState(el, op[2], false);
        break;
      case 'value': setValue(find(dom, op[1]), op[2], dom); break;
      case 'insert':
        parent = find(dom, op[1]);
        el = dom.parse(op[3]);
        parent.insertBefore(el, childAt(parent, op[2]));
        if (anim) dom.motion.enter(el, anim);
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
  function transitionState(spec, el) {
    var state = {}, transforms = [];
    (spec == null ? 'fade' : spec).split(';').forEach(function (part) {
      var kv = part.split(':');
      if (kv[0] === 'fade') state.opacity = 0;
      else if (kv[0] === 'move') transforms.push('translate(' + kv[1] + ')');
      else if (kv[0] === 'scale') transforms.push('scale(' + kv[1] + ')');
    });
    if (transforms.length) state.transform = transforms.join(' ') + ' ' + (el.style.transform || '');
    return state;
  }

  var ANIMATED = ['transform', 'opacity', 'width', 'height', 'backgroundColor', 'color', 'borderRadius'];

  function motion(doc, win) {
    var reduce = win.matchMedia && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
    function timing(anim, fill) {
      return { duration: anim.duration * 1000, delay: anim.delay * 1000, easing: anim.curve, fill: fill };
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
        var from = transitionState(el.getAttribute('data-lv-in'), el);
        if (Object.keys(from).length) el.animate(keyframe(from, 0), timing(anim, 'backwards'));
      },
      // The element leaves the page's ids (later patches may reuse them) and
      // the tab order at once, and the DOM when its exit animation ends.
      leave: function (el, anim) {
        var to = transitionState(el.getAttribute('data-lv-out'), el);
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

    function sendEvent(kind, id, value) {
      var e = { t: 'event', seq: ++state.seq, kind: kind, id: id };
      if (value !== undefined) e.value = value;
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
            applyOps(msg.ops, dom, msg.anim);
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

    // ---- Controls (Toggle, Picker, Slider, DatePicker, ColorPicker, .onTapGesture) ----

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
      if (wait <= 0) send(); else if (!s.timer) s.timer = win.setTimeout(send, wait);
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
    // Tap gestures: data-lv-tap lists the tap counts a view answers ("1", "2", "1 2").
    // A control inside it (the nearest hit) takes the click itself.
    function tapTarget(e) {
      var t = e.target.closest && e.target.closest('button, a, input, select, textarea, label, [data-lv-tap]');
      return t && t.id && t.hasAttribute('data-lv-tap') && root().contains(t) ? t : null;
    }
    function taps(t, n) { return t.getAttribute('data-lv-tap').indexOf(n) >= 0; }
    doc.addEventListener('click', function (e) {
      var t = tapTarget(e);
      if (!t || !taps(t, '1')) return;
      if (!taps(t, '2')) { sendEvent('click', t.id); return; }
      // Both counts: a single tap waits to see whether a second follows, as in SwiftUI.
      win.clearTimeout(t.lvTap);
      if (e.detail < 2) t.lvTap = win.setTimeout(function () { sendEvent('click', t.id); }, 250);
    });
    doc.addEventListener('dblclick', function (e) {
      var t = tapTarget(e);
      if (!t || !taps(t, '2')) return;
      win.clearTimeout(t.lvTap);
      sendEvent('dblclick', t.id);
    });
    // Return or Space on a focused tap target is its (single, else double) tap.
    doc.addEventListener('keydown', function (e) {
      var t = e.target;
      if ((e.key !== 'Enter' && e.key !== ' ') || !t.hasAttribute || !t.hasAttribute('data-lv-tap') || !t.id || !root().contains(t)) return;
      e.preventDefault();
      sendEvent(taps(t, '1') ? 'click' : 'dblclick', t.id);
    });

    // ---- end of controls ----

    formsListeners(doc, root, sendEvent);
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
    asyncImagePhase: asyncImagePhase, tickText: tickText };
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
