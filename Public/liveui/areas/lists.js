// ---- Lists: selectable rows (Sources/LiveUI/Views/Lists) ----
//
// Rows marked data-lv-sel are the options of a listbox. A click on one (not
// on a button or field inside it) is sent as a click on the row, which
// selects it, or toggles it in a multiple selection. Arrow keys, Home and
// End move the focus between the rows (a roving tabindex: the server marks
// the one Tab enters at); in a single selection the selection follows, as
// in a listbox. Space or Return selects the focused row.
function listListeners(doc, root, sendEvent) {
  function row(t) {
    var r = t && t.closest && t.closest('[data-lv-sel]');
    return r && r.id && root().contains(r) ? r : null;
  }
  function usable(r) { return r.getAttribute('aria-disabled') !== 'true'; }
  doc.addEventListener('click', function (e) {
    var r = row(e.target), inner = e.target.closest && e.target.closest('button, a, input, select, textarea, label');
    if (r && usable(r) && !(inner && r.contains(inner))) sendEvent('click', r.id);
  });
  doc.addEventListener('keydown', function (e) {
    var r = e.target.hasAttribute && e.target.hasAttribute('data-lv-sel') ? row(e.target) : null;
    if (!r || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      if (usable(r) && !e.repeat) sendEvent('click', r.id);
      return;
    }
    var box = r.closest('[role=listbox]') || r.parentElement;
    var all = [].slice.call(box.querySelectorAll('[data-lv-sel]')), i = all.indexOf(r);
    var to = { ArrowDown: all[i + 1], ArrowUp: all[i - 1], Home: all[0], End: all[all.length - 1] }[e.key];
    if (!(e.key in { ArrowDown: 1, ArrowUp: 1, Home: 1, End: 1 })) return;
    e.preventDefault();
    if (!to || to === r) return;
    r.tabIndex = -1;
    to.tabIndex = 0;
    to.focus();
    if (box.getAttribute('aria-multiselectable') !== 'true' && usable(to)) sendEvent('click', to.id);
  });

  // Edit mode: a row dragged by its grip (mouse, touch, pen) is dropped
  // between the rows of its ForEach (data-lv-move names it); the drop sends
  // the offset it goes before, counted before the move (.onMove's), as `input`.
  var drag = null;
  function peers(d) {
    return [].slice.call(d.row.parentElement.children).filter(function (c) {
      return c.getAttribute('data-lv-move') === d.group && !c.hasAttribute('data-lv-leaving');
    });
  }
  function mark(d, dest) {
    peers(d).forEach(function (c) {
      var off = +c.getAttribute('data-lv-off');
      c.classList.toggle('ls-drop', off === dest);
      c.classList.toggle('ls-drop-end', dest > off && off === d.last);
    });
  }
  doc.addEventListener('pointerdown', function (e) {
    var grip = e.target.closest && e.target.closest('.ls-grip'), r = grip && grip.closest('[data-lv-move]');
    if (!r || e.button !== 0 || !r.id || !root().contains(r)) return;
    e.preventDefault();
    drag = { row: r, group: r.getAttribute('data-lv-move'), pointer: e.pointerId, dest: null };
    drag.last = Math.max.apply(null, peers(drag).map(function (c) { return +c.getAttribute('data-lv-off'); }));
    try { grip.setPointerCapture(e.pointerId); } catch (x) { /* a synthetic pointer */ }
    r.classList.add('ls-dragged');
  });
  doc.addEventListener('pointermove', function (e) {
    if (!drag || e.pointerId !== drag.pointer) return;
    var rows = peers(drag), dest = drag.last + 1;
    for (var i = 0; i < rows.length; i++) {
      var box = rows[i].getBoundingClientRect();
      if (e.clientY < box.top + box.height / 2) { dest = +rows[i].getAttribute('data-lv-off'); break; }
    }
    drag.dest = dest;
    mark(drag, dest);
  });
  function drop(e, send) {
    if (!drag || e.pointerId !== drag.pointer) return;
    var d = drag, from = +d.row.getAttribute('data-lv-off');
    drag = null;
    mark(d, -1);
    d.row.classList.remove('ls-dragged');
    if (send && d.dest != null && d.dest !== from && d.dest !== from + 1) sendEvent('input', d.row.id, String(d.dest));
  }
  doc.addEventListener('pointerup', function (e) { drop(e, true); });
  doc.addEventListener('pointercancel', function (e) { drop(e, false); });
}

area('lists', function (page) { listListeners(page.doc, page.root, page.send); }, {});
