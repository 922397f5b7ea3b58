// ---- Gestures: drag, long press, tap on any element (data-lv-drag / -press / -tap),
// and drag and drop (an item drag, data-lv-drag ending in d, onto data-lv-drop) ----

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
      seq: el.hasAttribute('data-lv-seq'), dnd: spec.slice(-1) === 'd',
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
    if (d.dnd) return carry(d);
    if (d.timer) return;
    var wait = d.pacer.wait(now());
    if (wait > 0) { d.timer = win.setTimeout(function () { d.timer = null; if (drag === d) move(d); }, wait); return; }
    d.pacer.take(now());
    sendEvent('drag', d.id, 'move', sample(d));
  }
  // An item drag: the element itself follows the pointer. What the drag writes to its
  // style is taken back at the end, and only where a patch did not write since.
  function lift(d, el) {
    var s = el.style;
    if (s.transform !== d.set) d.base = s.transform;  // first time, or a patch restyled it
    s.transform = 'translate(' + (d.x - d.sx) + 'px,' + (d.y - d.sy) + 'px) ' + d.base;
    d.set = s.transform;  // as the browser writes it back (spaces, units), to compare with later
    if (win.getComputedStyle(el).position === 'static') s.position = d.pos = 'relative';
    if (s.zIndex !== '9999') s.zIndex = '9999';
  }
  function lower(d, el) {
    var s = el.style;
    if (s.transform === d.set) s.transform = d.base;
    if (d.pos && s.position === d.pos) s.position = '';
    if (s.zIndex === '9999') s.zIndex = '';
  }
  // The destination under the pointer (not the item, nor one inside it); one with
  // isTargeted (`data-lv-drop="t"`) hears `+` and `-`, paced as moves are.
  function carry(d) {
    var el = doc.getElementById(d.id), list, under = null, i, dest, t = now();
    if (!el) return;
    lift(d, el);
    list = doc.elementsFromPoint ? doc.elementsFromPoint(d.x, d.y) : [];
    for (i = 0; i < list.length && !under; i++) if (!el.contains(list[i])) under = list[i];
    dest = under ? near({ target: under }, 'data-lv-drop') : null;
    dest = dest && !el.contains(dest) ? dest.id : null;
    if (dest === d.over || d.timer) return;
    if (d.pacer.wait(t) > 0) { d.timer = win.setTimeout(function () { d.timer = null; if (drag === d) carry(d); }, d.pacer.wait(t)); return; }
    target(d, dest);
  }
  function target(d, id) {
    var old = d.over && doc.getElementById(d.over), el = id && doc.getElementById(id);
    if (old && old.getAttribute('data-lv-drop') === 't') { d.pacer.take(now()); sendEvent('drop', d.over, '-'); }
    d.over = id;
    if (el && el.getAttribute('data-lv-drop') === 't') { d.pacer.take(now()); sendEvent('drop', id, '+' + d.id); }
  }
  // Released: dropped on the destination under it (looked up again: a patch may have
  // replaced it); cancelled (a touch the browser took over), or its item gone: not dropped.
  function put(d, cancel) {
    var el = doc.getElementById(d.id), over = d.over && doc.getElementById(d.over), box;
    if (el) lower(d, el);
    if (!over) return;
    if (cancel || !el) return target(d, null);
    box = over.getBoundingClientRect();
    sendEvent('drop', over.id, '=' + d.id, { x: r1(d.x - box.left), y: r1(d.y - box.top) });
  }

  function finish(d, cancel) {
    win.clearTimeout(d.timer);
    drag = null;
    if (d.dnd && d.moved) put(d, cancel);
    // A sequence (press, then drag) ends at release even if the drag never started.
    if (!d.moved && !(d.seq && d.pressed)) return;
    // The click a mouse drag ends with is not a tap.
    if (d.key == null) { swallow = true; win.setTimeout(function () { swallow = false; }, 0); }
    if (!d.dnd) sendEvent('drag', d.id, 'end', sample(d));
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
    if (drag && drag.pointer === e.pointerId) { drag.x = e.clientX; drag.y = e.clientY; finish(drag, e.type === 'pointercancel'); }
    if (press && press.pointer === e.pointerId) pressStop();
  }
  on('pointerup', up);
  on('pointercancel', up);

  // Keyboard: arrows drag the focused element 20 px a press (Shift: 100) until the key is
  // released; Space or Return held is a long press, pressed is a tap. Tab always leaves.
  var ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  // Drag and drop from the keyboard: Space or Return (no modifier) picks the focused
  // item up, and drops it on the focused destination (at its middle); on the item again,
  // or Escape, or focus moving anywhere else, puts it down. Not on a control or a view
  // with taps or presses of its own: there the keys keep their meaning.
  var held = null;
  function letGo() { var el = held && doc.getElementById(held); if (el) el.removeAttribute('aria-grabbed'); held = null; }
  function pickable(el) {
    return mine(el, 'data-lv-drag') && el.getAttribute('data-lv-drag').slice(-1) === 'd' &&
      !/^(BUTTON|A|INPUT|SELECT|TEXTAREA)$/.test(el.tagName) && !el.hasAttribute('data-lv-tap') && !el.hasAttribute('data-lv-press');
  }
  function keyDrop(e) {
    var el = e.target, item = held && doc.getElementById(held), box;
    if (held && !item) held = null;
    if (e.key === 'Escape') { letGo(); return false; }
    if ((e.key !== ' ' && e.key !== 'Enter') || e.repeat || e.ctrlKey || e.altKey || e.metaKey || e.shiftKey) return false;
    if (item && el === item) return letGo(), true;
    if (item && mine(el, 'data-lv-drop') && !item.contains(el)) {
      box = el.getBoundingClientRect();
      sendEvent('drop', el.id, '=' + held, { x: r1(box.width / 2), y: r1(box.height / 2) });
      return letGo(), true;
    }
    if (!pickable(el)) return false;
    letGo();
    held = el.id;
    el.setAttribute('aria-grabbed', 'true');
    return true;
  }
  on('focusin', function (e) { if (held && e.target.id !== held && !mine(e.target, 'data-lv-drop')) letGo(); });
  on('keydown', function (e) {
    if (keyDrop(e)) { e.preventDefault(); return; }
    var dir = ARROWS[e.key], el = e.target, box, d = drag, step = e.shiftKey ? 100 : 20;
    // An item drag's keyboard form is Space or Return (keyDrop): arrows keep their own meaning.
    if (dir && mine(el, 'data-lv-drag') && el.getAttribute('data-lv-drag').slice(-1) !== 'd') {
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


area('gestures', function (page) { gestures(page.doc, page.win, page.send, page.root); }, { dragPacer: dragPacer, gestures: gestures });
