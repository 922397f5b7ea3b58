// ---- The live page ----

function start(doc, win, dev) {
  var state = {
    ws: null, joined: false, token: null, version: 0,
    seq: 0, pending: [], kept: keeper(), lastInputSeq: {}, attempt: 0,
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
    parse: fragmentParser(doc),
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
    return e.seq;
  }

  function viewport() { return { w: win.innerWidth || 390, h: win.innerHeight || 844 }; }

  function connect() {
    var scheme = win.location.protocol === 'https:' ? 'wss://' : 'ws://';
    // The token in the URL lets a load balancer keep the socket on the process holding the session (deploy/).
    var ws = new win.WebSocket(scheme + win.location.host + '/live' + (state.token ? '?session=' + encodeURIComponent(state.token) : ''));
    state.ws = ws;
    ws.onopen = function () {
      var vp = viewport();
      var join = { t: 'join', path: win.location.pathname, w: vp.w, h: vp.h };
      if (state.token) { join.token = state.token; join.v = state.version; }
      Object.assign(join, env.join());
      send(join);
    };
    ws.onmessage = function (m) {
      areas.when(m.data, function () { if (dev.tap) dev.receive(m.data, receive); else receive(parse(m.data)); });
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
    var n = 0;
    while (n < state.pending.length && state.pending[n].seq <= ack) n++;
    // Applied, but kept until the store has them (52-durable.js).
    if (n) state.kept.applied(state.pending.splice(0, n));
  }

  function replaceRoot(html) {
    var active = doc.activeElement, id = active && active.id;
    var typing = id && (active.tagName === 'INPUT' || active.tagName === 'TEXTAREA');
    var value = typing ? active.value : null;
    var start = typing ? active.selectionStart : null, end = typing ? active.selectionEnd : null;
    var mark = dom.a11y ? dom.a11y.mark() : null;
    root().replaceWith(dom.parse(html));
    if (dom.motion.loops) dom.motion.loops(root());
    areas.each('sync');
    var again = id && doc.getElementById(id);
    if (!again && dom.a11y) dom.a11y.restore(mark);
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
        var restored = fresh && msg.token === state.token;
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
        areas.each('settle');
        if (!state.prefetched) { state.prefetched = true; win.setTimeout(areas.prefetch, 500); }
        // A process that restored the session gets the applied events its state lacks.
        var replay = restored ? state.kept.replay(msg.ack) : [];
        if (fresh && !restored) state.kept.clear(msg.ack);
        var again = resume(state.pending, msg.ack, fresh, typed, replay);
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
        areas.each('schedule');
        break;
      case 'patch':
        if (msg.v !== state.version + 1) { send({ t: 'resync' }); return; }
        state.version = msg.v;
        acknowledge(msg.ack);
        if (msg.d != null) state.kept.durable(msg.d);
        try {
          applyOps(msg.ops, dom, msg.anim, msg.scoped);
        } catch (e) {
          send({ t: 'resync' });
          return;
        }
        areas.each('sync');
        if (msg.title != null) doc.title = msg.title;
        if (msg.nav) follow(msg.nav);
        if (msg.focus != null) applyFocus(msg.focus, dom);
        if (msg.open) openURL(msg.open, doc, win);
        if (msg.scroll) areas.each('to', msg.scroll);
        areas.each('ignored', msg.ki);
        areas.each('schedule');
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
  // The page's monotonic clock, not Date.now(): the wall clock may step,
  // and a timer may fire a little early, so the send checks the bound again.
  function throttle(t) {
    var s = slider[t.id] || (slider[t.id] = { at: -1e9, timer: null });
    var send = function () {
      var early = s.at + 50 - win.performance.now();
      if (early > 0) { s.timer = win.setTimeout(send, early); return; }
      s.timer = null;
      sendEvent('input', t.id, t.value);
      // Timed after the socket took it: a page descheduled between deciding and
      // writing (CI saw 8.6 ms) would otherwise put two writes 41 ms apart.
      s.at = win.performance.now();
    };
    var wait = s.at + 50 - win.performance.now();
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

  var env = clientEnv(doc, win);
  env.watch(function (msg) { if (state.joined) send(msg); return state.joined; });
  formsListeners(doc, root, sendEvent);
  // The areas this page shows load now; messages wait for them (15-areas.js).
  var areas = areaLoader(doc, win, {
    doc: doc, win: win, root: root, send: sendEvent, motion: dom.motion,
    // busy(): any event unanswered; busy(id): a lazy window's.
    busy: function (id) { return state.pending.some(function (e) { return !id || e.kind === 'window' && e.id === id; }); }
  }, typeof AREA_VERSIONS === 'object' ? AREA_VERSIONS : {});
  dom.leave = function (el) { return areas.each('leave', el); };
  dom.a11y = accessibility(doc, win, root, sendEvent);  // 58-a11y.js
  areas.scan(doc.body);
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
