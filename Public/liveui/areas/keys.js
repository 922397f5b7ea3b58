// ---- Keys: Escape actions, context menus and arrow keys between list rows (issue #17) ----
// An area (15-areas.js): a page fetches it when it shows a view with an
// Escape action or a list of links or buttons; the core's accessibility
// (58-a11y.js) keeps what every page needs.
function keys(doc, root, sendEvent) {
  // Escape inside a view with `.accessibilityAction(.escape)` runs it, unless a dialog took it first.
  doc.addEventListener('keydown', function (e) {
    if (e.key !== 'Escape' || e.defaultPrevented || e.isComposing) return;
    var host = e.target.closest && e.target.closest('[data-lv-escape]');
    if (!host || !root().contains(host)) return;
    e.preventDefault();
    sendEvent('click', host.getAttribute('data-lv-escape'));
  });

  // A view with a `.contextMenu` opens it where the browser would open its own menu:
  // a right click, a long press on a touch screen, the menu key or Shift-F10.
  doc.addEventListener('contextmenu', function (e) {
    var host = e.target.closest && e.target.closest('[data-lv-menu]');
    if (!host || !root().contains(host)) return;
    e.preventDefault();
    sendEvent('click', host.getAttribute('data-lv-menu'));
  });

  // Up and Down arrows move between the rows of a list of links or buttons
  // (a List of NavigationLinks), as between the cells of a table view;
  // selectable lists (listbox) have their own keys (areas/lists.js).
  var ROW_CONTROL = 'a[href], button:not([disabled])';
  doc.addEventListener('keydown', function (e) {
    if ((e.key !== 'ArrowDown' && e.key !== 'ArrowUp') || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    var t = e.target, row = t.closest && t.closest('li');
    if (!row || !root().contains(row) || row.querySelector(ROW_CONTROL) !== t || t.closest('[role=listbox], [data-lv-drag]')) return;
    for (var next = row; (next = e.key === 'ArrowDown' ? next.nextElementSibling : next.previousElementSibling);) {
      var to = next.tagName === 'LI' && next.querySelector(ROW_CONTROL);
      if (to) { e.preventDefault(); to.focus(); return; }
    }
  });
}
area('keys', function (page) { keys(page.doc, page.root, page.send); }, {});
// --- end Keys ---
