// ---- Keys: shortcuts, Escape actions, context menus and arrow keys between list rows (issue #17) ----
// An area (15-areas.js): a page fetches it when it shows a view with an
// Escape action or a list of links or buttons; the core's accessibility
// (58-a11y.js) keeps what every page needs.
// Keyboard shortcuts (Sources/LiveUI/Keyboard/KeyboardShortcut.swift): a control
// marked data-lv-key="<modifiers>:<key>" is clicked when its keys are pressed.
// Modifiers: m is Command on Apple's systems and Ctrl elsewhere (where their
// browsers put the same shortcuts), c Control, o Option/Alt, s Shift. The key is
// KeyboardEvent.key's name for it, a character lowercased.
function shortcutMatches(spec, e, apple) {
  var at = spec.indexOf(':'), mods = spec.slice(0, at), key = spec.slice(at + 1);
  var has = function (m) { return mods.indexOf(m) >= 0; }, shift = has('s');
  if (e.metaKey !== (apple && has('m')) || e.ctrlKey !== (has('c') || (!apple && has('m'))) || e.altKey !== has('o')) return false;
  if (key.length > 1) return e.key === key && e.shiftKey === shift;
  var k = (e.key || '').toLowerCase();
  // A character typed with Shift ("?") needs no Shift in its shortcut; a letter does.
  if (k === key) return e.shiftKey === shift || (!shift && key.toUpperCase() === key);
  // Shift turns a digit into a sign ("!"): a shortcut on Shift and the digit is the digit's key.
  if (shift && e.shiftKey && key >= '0' && key <= '9' && e.code === 'Digit' + key) return true;
  // Option on a Mac, or a layout without Latin letters, changes e.key: the key's place says which it is.
  if (/^[ -~]$/.test(e.key)) return false;
  var code = /[a-z]/.test(key) ? 'Key' + key.toUpperCase() : /[0-9]/.test(key) ? 'Digit' + key : '';
  return code !== '' && e.code === code && e.shiftKey === shift;
}
// What assistive technology announces for a shortcut (aria-keyshortcuts).
function shortcutLabel(spec, apple) {
  var at = spec.indexOf(':'), mods = spec.slice(0, at), key = spec.slice(at + 1), out = [];
  if (mods.indexOf('m') >= 0) out.push(apple ? 'Meta' : 'Control');
  if (mods.indexOf('c') >= 0 && (apple || mods.indexOf('m') < 0)) out.push('Control');
  if (mods.indexOf('o') >= 0) out.push('Alt');
  if (mods.indexOf('s') >= 0) out.push('Shift');
  out.push(key === ' ' ? 'Space' : key.length === 1 ? key.toUpperCase() : key);
  return out.join('+');
}
function editableTarget(t) {
  return t.isContentEditable || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT' ||
    (t.tagName === 'INPUT' && !/^(checkbox|radio|button|submit|reset|range|color|file)$/.test(t.type));
}
function shortcuts(page, apple) {
  var win = page.win, root = page.root, later = null, editable = editableTarget;
  // The presented dialog on top, else the page: the page behind a dialog is inert.
  function scope() {
    var all = root().querySelectorAll('dialog[data-lv-modal][open]:not([data-lv-leaving])');
    return all.length ? all[all.length - 1] : root();
  }
  // The first shown, enabled control whose shortcut `e` is; 'held' when only a
  // disabled one is, while the server has not answered every event yet.
  function target(e) {
    var all = scope().querySelectorAll('[data-lv-key]'), held = null;
    for (var i = 0; i < all.length; i++) {
      var c = all[i];
      if (!c.getClientRects().length || c.closest('[inert]') || !shortcutMatches(c.getAttribute('data-lv-key'), e, apple)) continue;
      if (!c.disabled) return c;
      held = held || (page.busy() ? 'held' : null);
    }
    return held;
  }
  // Return in a text field: after the field's own Return (its onSubmit, 50-session.js), hence `late`.
  function press(e, late) {
    var t = e.target;
    if (e.isComposing || !e.key || !t.closest) return;
    var fieldReturn = e.key === 'Enter' && t.tagName === 'INPUT' && editable(t);
    if (late !== fieldReturn || (e.defaultPrevented && !fieldReturn)) return;
    if (!e.metaKey && !e.ctrlKey && !e.altKey && e.key !== 'Escape') {
      // Typing stays typing; Return and Space on a focused control are that control's.
      if (editable(t) && !fieldReturn) return;
      if ((e.key === 'Enter' || e.key === ' ') && t.closest('button, a[href], summary, [role=button], [role=tab], [role=option], [role=menuitem], [role=checkbox], [role=switch], [role=row]')) return;
    }
    var c = target(e);
    if (!c) return;
    e.preventDefault();
    // Not the focused view's .onKeyPress either (keyPresses, on the window too).
    e.stopImmediatePropagation();
    // A held-down shortcut presses once; its repeats are kept from the browser too.
    if (e.repeat) return;
    // Typed, then Return at once: Send may be enabled by the reply to the typing.
    // The press waits for the server's answers (up to a second), then looks again.
    if (c === 'held') later = { e: { key: e.key, code: e.code, metaKey: e.metaKey, ctrlKey: e.ctrlKey, altKey: e.altKey, shiftKey: e.shiftKey }, until: Date.now() + 1000 };
    else c.click();
  }
  // On the window, capturing: before the dialogs' own Escape and the page's other keys.
  win.addEventListener('keydown', function (e) { press(e, false); }, true);
  win.addEventListener('keydown', function (e) { press(e, true); });
  return function sync() {
    if (later && !page.busy()) {
      var c = Date.now() < later.until && target(later.e);
      later = null;
      if (c && c !== 'held') c.click();
    }
    root().querySelectorAll('[data-lv-key]').forEach(function (c) {
      var label = shortcutLabel(c.getAttribute('data-lv-key'), apple);
      if (c.getAttribute('aria-keyshortcuts') !== label) c.setAttribute('aria-keyshortcuts', label);
    });
  };
}
// .onKeyPress (Sources/LiveUI/Keyboard/KeyPress.swift): an element marked
// data-lv-keys wants keys while the focus is inside it (docs/protocol.md, "Key
// events"). Pure: whether its filters want key `name` in phase `p` (d, r, u);
// `*` (any key) and `c` (a character) leave Tab, and keys held with Ctrl or ⌘
// (`held`: the clipboard's, undo), to the browser.
function keysWant(spec, name, p, held) {
  var filters = (spec || '').split(';'), named = name === ' ' ? 'Space' : name === ';' ? 'Semicolon' : name.length === 1 ? name.toLowerCase() : name;
  for (var i = 0; i < filters.length; i++) {
    var f = filters[i], at = f.indexOf(':'), keys = f.slice(at + 1);
    if (at < 0 || f.slice(0, at).indexOf(p) < 0) continue;
    if (keys === '*' || keys === 'c' ? !held && (keys === '*' ? name !== 'Tab' : name.length === 1) : keys.split(' ').indexOf(named) >= 0) return true;
  }
  return false;
}
function keyPresses(page, apple, editable) {
  var win = page.win, held = {}, submit = null;
  function press(e, p) {
    var t = e.target, name = e.key || '';
    if (e.isComposing || !name || !t.closest || !page.root().contains(t)) return;
    // Return in a field whose typed characters wait on the server: its submit waits for them too.
    if (p === 'd' && name === 'Enter' && t.tagName === 'INPUT' && Object.keys(held).length && page.busy()) {
      e.preventDefault();
      e.stopImmediatePropagation();
      submit = t.id;
      return;
    }
    for (var host = t.closest('[data-lv-keys]'); host; host = host.parentElement && host.parentElement.closest('[data-lv-keys]')) {
      if (!keysWant(host.getAttribute('data-lv-keys'), name, p, e.ctrlKey || e.metaKey)) continue;
      // Taken now; the server says whether a handler used it (a patch's `ki`: nobody did).
      e.preventDefault();
      e.stopImmediatePropagation();
      var mods = ((apple ? e.metaKey : e.ctrlKey) ? 'm' : '') + (apple && e.ctrlKey ? 'c' : '') + (e.altKey ? 'o' : '') + (e.shiftKey ? 's' : '');
      // To the focused element (its own Return), whose handlers and those around it the server asks in turn.
      var seq = page.send('key', t.id && t !== host && host.contains(t) ? t.id : host.id, p + mods + ':' + name);
      // What it would have typed, put back where the caret is if nobody wants it.
      var text = name === 'Enter' && t.tagName === 'TEXTAREA' ? '\n' : name.length === 1 && !e.metaKey && !e.ctrlKey ? name : '';
      if (p !== 'u' && text && editable(t)) held[seq] = { el: t, text: text };
      // A key a handler took is never reported: forget those long answered.
      for (var k in held) if (+k < seq - 100) delete held[k];
      return;
    }
  }
  win.addEventListener('keydown', function (e) { press(e, e.repeat ? 'r' : 'd'); }, true);
  win.addEventListener('keyup', function (e) { press(e, 'u'); }, true);
  return {
    // Every patch: `seq` the key event nobody handled, if any.
    ignored: function (seq) {
      var h = seq && held[seq];
      for (var k in held) if (+k <= seq) delete held[k];
      if (h && h.el.isConnected) {
        try { h.el.setRangeText(h.text, h.el.selectionStart, h.el.selectionEnd, 'end'); } catch (x) { h.el.value += h.text; }
        h.el.dispatchEvent(new win.Event('input', { bubbles: true }));
      }
      if (submit && !page.busy()) { page.send('submit', submit); submit = null; held = {}; }
    },
    // A new page (a reconnect renumbers unanswered events): nothing held stays.
    settle: function () { held = {}; submit = null; }
  };
}
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
area('keys', function (page) {
  var nav = page.win.navigator, apple = /Mac|iPhone|iPad|iPod/.test((nav.userAgentData && nav.userAgentData.platform) || nav.platform || '');
  keys(page.doc, page.root, page.send);
  // Shortcuts first (registered first, on the window), as menus' key equivalents come before the focused view.
  var sync = shortcuts(page, apple);
  var presses = keyPresses(page, apple, editableTarget);
  sync();
  return { sync: sync, ignored: presses.ignored, settle: presses.settle };
}, { shortcutMatches: shortcutMatches, shortcutLabel: shortcutLabel, keysWant: keysWant });
// --- end Keys ---
