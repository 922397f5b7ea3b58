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

