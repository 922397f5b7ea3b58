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
}
