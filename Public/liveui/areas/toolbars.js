// --- Toolbars (Sources/LiveUI/Views/Toolbars) ---
// Bars are role=toolbar groups of real buttons, each reachable with Tab;
// as in the ARIA toolbar pattern, arrow keys also move between them
// (Home/End to the ends), wrapping around. Fields and sliders keep their arrows.
// A TabView's tab bar (role=tablist) and an open menu (role=menu) move between their items the same way.
function toolbarStep(count, index, key) {
  if (count === 0) return -1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'ArrowRight' || key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (index - 1 + count) % count;
  return -1;
}
function toolbars(doc) {
  doc.addEventListener('keydown', function (e) {
    var t = e.target, bar = t.closest && t.closest('[role=toolbar],[role=tablist],[role=menu]');
    if (!bar || e.altKey || e.ctrlKey || e.metaKey || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)) return;
    var items = [].filter.call(bar.querySelectorAll('button, a[href], [tabindex="0"]'), function (b) {
      return !b.disabled && b.getClientRects().length > 0;
    });
    var next = toolbarStep(items.length, items.indexOf(t), e.key);
    if (next < 0) return;
    e.preventDefault();
    items[next].focus();
  });
}
area('toolbars', function (page) { toolbars(page.doc); }, { toolbarStep: toolbarStep });
// --- end Toolbars ---
