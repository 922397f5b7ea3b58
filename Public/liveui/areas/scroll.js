// ---- Scrolling: lazy windows and scrollTo (issue #14) ----
//
// A lazy stack or list (data-lv-lazy="v" or "h", data-lv-win="start,end,count")
// holds its rows start..<end between two spacers (data-lz="t" and "b") whose
// size is their item count (--n) times --lv-rh, the row size measured here.
// When the rows shown no longer cover the visible part plus half a screen,
// the page asks for the rows around it, a screen either side, with a
// `window` event ("from,to"); one at a time per container, none while a
// scrollTo's smooth scroll is under way.

// Pure, for node: the window to ask for, or null. `g`: start, end, count;
// first/last, the leading edge of the first row and the trailing edge of the
// last (px, along the axis); view0/view1, the visible span; rh, the row size
// to assume when no row is shown. Returns [from, to, rowSize].
function lazyWant(g) {
  var n = g.end - g.start;
  var rh = n > 0 && g.last > g.first ? (g.last - g.first) / n : g.rh;
  function at(pos) {
    if (pos < g.first) return g.start - (g.first - pos) / rh;
    if (pos > g.last) return g.end + (pos - g.last) / rh;
    return n > 0 ? g.start + (pos - g.first) / rh : g.start;
  }
  function clamp(i) { return Math.max(0, Math.min(g.count, i)); }
  var lo = Math.floor(at(g.view0)), hi = Math.ceil(at(g.view1));
  var page = Math.max(10, hi - lo);
  var covered = clamp(lo - (page >> 1)) >= g.start && clamp(hi + (page >> 1)) <= g.end;
  var want0 = clamp(lo - page), want1 = clamp(hi + page);
  // Rows far out of view are dropped again, so the page stays small (a
  // window the server chose, of 50 rows or so, is left alone).
  if (covered && (n <= 100 || n <= 2 * (want1 - want0))) return null;
  if (want0 === g.start && want1 === g.end) return null;
  return [want0, want1, rh];
}

// Pure, for node: a patch's `scroll` ({id, block, inline, smooth}).
function scrollCommand(cmd, dom) {
  var el = dom.byId(cmd.id);
  if (!el || !el.scrollIntoView) return false;
  el.scrollIntoView({ block: cmd.block, inline: cmd.inline, behavior: cmd.smooth && !dom.reducedMotion() ? 'smooth' : 'auto' });
  return true;
}

function scrolling(doc, win, sendEvent, root, busy) {
  var queued = false, gliding = 0;
  var dom = {
    byId: function (id) { return doc.getElementById(id); },
    reducedMotion: function () { return !!(win.matchMedia && win.matchMedia('(prefers-reduced-motion: reduce)').matches); }
  };
  function schedule() {
    if (!queued) { queued = true; (win.requestAnimationFrame || win.setTimeout)(run); }
  }
  function run() {
    queued = false;
    if (gliding > Date.now()) return;
    root().querySelectorAll('[data-lv-lazy]').forEach(check);
  }
  // A box's leading (0) or trailing (1) edge along the axis.
  function edge(el, x, end) { var r = el.getBoundingClientRect(); return x ? (end ? r.right : r.left) : (end ? r.bottom : r.top); }
  // The part of `el` on screen along the axis: clipped by the window and every scrolling ancestor.
  function visible(el, x) {
    var v0 = Math.max(0, edge(el, x, 0)), v1 = Math.min(edge(el, x, 1), x ? win.innerWidth : win.innerHeight);
    for (var p = el.parentElement; p && p !== doc.body; p = p.parentElement) {
      var s = win.getComputedStyle(p);
      if ((x ? s.overflowX : s.overflowY) === 'visible') continue;
      v0 = Math.max(v0, edge(p, x, 0));
      v1 = Math.min(v1, edge(p, x, 1));
    }
    return v1 > v0 ? [v0, v1] : null;
  }
  function spacer(el, side) {
    return [].find.call(el.querySelectorAll('[data-lz="' + side + '"]'), function (s) { return s.closest('[data-lv-lazy]') === el; });
  }
  function check(el) {
    var w = (el.getAttribute('data-lv-win') || '').split(',').map(Number);
    if (w.length !== 3 || busy(el.id)) return;
    var x = el.getAttribute('data-lv-lazy') === 'h', top = spacer(el, 't'), bottom = spacer(el, 'b'), view = visible(el, x);
    if (!top || !bottom || !view) return;
    var rh = parseFloat(el.style.getPropertyValue('--lv-rh')) || 44, n = w[1] - w[0];
    var g = { start: w[0], end: w[1], count: w[2], view0: view[0], view1: view[1], rh: rh };
    // An empty spacer has no box: the edge of the rows is then the container's own.
    g.first = n > 0 ? edge(top.nextElementSibling, x, 0) : edge(top.offsetParent ? top : el, x, top.offsetParent ? 1 : 0);
    g.last = n > 0 ? edge(bottom.previousElementSibling, x, 1) : g.first;
    var want = lazyWant(g), size = n > 0 ? (g.last - g.first) / n : 0;
    if (size > 0 && Math.abs(size - rh) > 0.5) el.style.setProperty('--lv-rh', size.toFixed(2) + 'px');
    if (want) sendEvent('window', el.id, want[0] + ',' + want[1]);
  }
  // A smooth scroll passes over rows nobody wants: ask for windows once it ends.
  function to(cmd) {
    if (scrollCommand(cmd, dom) && cmd.smooth) gliding = Date.now() + 1500;
  }
  // A first page whose onAppear called scrollTo marks the element.
  function settle() {
    var el = root().querySelector('[data-lv-scrollto]');
    if (el) { var how = el.getAttribute('data-lv-scrollto').split(','); to({ id: el.id, block: how[0], inline: how[1] }); }
    schedule();
  }
  doc.addEventListener('scroll', schedule, true);
  win.addEventListener('resize', schedule);
  win.addEventListener('scrollend', function () { gliding = 0; schedule(); }, true);
  return { schedule: schedule, to: to, settle: settle };
}

area('scroll', function (page) {
  var s = scrolling(page.doc, page.win, page.send, page.root, page.busy);
  s.settle();
  return { settle: s.settle, schedule: s.schedule, to: s.to };
}, { lazyWant: lazyWant, scrollCommand: scrollCommand });
