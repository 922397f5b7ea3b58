// ---- Accessibility (issue #17): focus kept across patches, live regions, Escape actions ----
//
// Written over the same small DOM interface as the patch code (children,
// getAttribute, parentElement), so node can test it with the fake DOM.

var HEADING = /^H[1-6]$/;
function isHeading(el) { return HEADING.test(el.tagName) || (el.getAttribute && el.getAttribute('role') === 'heading'); }

// A live region: role=status/alert/log/timer or aria-live other than off.
function isLive(el) {
  if (!el || !el.getAttribute) return false;
  var live = el.getAttribute('aria-live'), role = el.getAttribute('role');
  return live ? live !== 'off' : /^(status|alert|log|timer)$/.test(role || '');
}

function liveIn(el) {
  if (isLive(el)) return el;
  for (var i = 0, kids = el.children || []; i < kids.length; i++) { var hit = liveIn(kids[i]); if (hit) return hit; }
  return null;
}

function walk(el, visit) {
  if (visit(el)) return el;
  for (var i = 0, kids = el.children || []; i < kids.length; i++) { var hit = walk(kids[i], visit); if (hit) return hit; }
  return null;
}

function within(el, ancestor) {
  for (var n = el; n; n = n.parentElement) if (n === ancestor) return true;
  return false;
}

function trimmed(el) { return (el.textContent || '').replace(/\s+/g, ' ').trim(); }

// What identifies the focused element `el` (inside `root`), so that after a
// patch replaced it, its equivalent can take the focus: the same id, test id,
// or label and tag, or text for a button or link; failing those, the heading
// before it, or the nearest surviving container's heading.
function focusMark(el, root) {
  if (!el || el === root || !within(el, root)) return null;
  var mark = { el: el, id: el.id, tag: el.tagName, testid: el.getAttribute('data-testid'), label: el.getAttribute('aria-label'),
    text: /^(BUTTON|A)$/.test(el.tagName) ? trimmed(el) : null, heading: null, ancestors: [] };
  for (var n = el.parentElement; n && n !== root.parentElement; n = n.parentElement) if (n.id) mark.ancestors.push(n.id);
  var last = null;
  walk(root, function (x) { if (x === el) return true; if (isHeading(x) && x.id) last = x.id; return false; });
  mark.heading = last;
  return mark;
}

// Whether the focus left the page (the focused element was removed, or is
// leaving with an exit transition, made inert).
function focusLost(active, root) {
  if (!active || !within(active, root)) return true;
  for (var n = active; n; n = n.parentElement) if (n.hasAttribute && n.hasAttribute('data-lv-leaving')) return true;
  return false;
}

// The one element of the page matching `test`, or null (none, or several:
// five rows' "Delete" buttons are not the equivalent of a sixth).
function only(root, test) {
  var found = [];
  walk(root, function (x) { if (test(x)) found.push(x); return found.length > 1; });
  return found.length === 1 ? found[0] : null;
}

function equivalent(mark, root, byId) {
  var usable = function (x) { return x.tagName === mark.tag && !focusLost(x, root) && !x.hasAttribute('disabled'); };
  var same = mark.id && byId(mark.id);
  if (same && usable(same)) return same;
  if (mark.testid && (same = only(root, function (x) { return usable(x) && x.getAttribute('data-testid') === mark.testid; }))) return same;
  if (mark.label && (same = only(root, function (x) { return usable(x) && x.getAttribute('aria-label') === mark.label; }))) return same;
  if (mark.text && (same = only(root, function (x) { return usable(x) && trimmed(x) === mark.text; }))) return same;
  return null;
}

// Where the focus goes after a patch took it away: null when it did not.
function refocusTarget(mark, active, root, byId) {
  if (!mark || !focusLost(active, root)) return null;
  var found = equivalent(mark, root, byId);
  if (found) return found;
  var heading = mark.heading && byId(mark.heading);
  if (heading && within(heading, root)) return heading;
  for (var i = 0; i <= mark.ancestors.length; i++) {
    var box = i < mark.ancestors.length ? byId(mark.ancestors[i]) : root;
    if (!box || focusLost(box, root)) continue;
    return walk(box, function (x) { return isHeading(x) && !focusLost(x, root); }) || box;
  }
  return root;
}

// A patch replaces a live region with one of the same id: keep the element
// (screen readers watch that node) and change its attributes and content.
function morphLive(old, fresh) {
  if (!isLive(old) || !isLive(fresh) || old.id !== fresh.id || old.tagName !== fresh.tagName) return false;
  var names = [], i;
  for (i = 0; i < old.attributes.length; i++) names.push(old.attributes[i].name);
  names.forEach(function (n) { if (!fresh.hasAttribute(n)) old.removeAttribute(n); });
  for (i = 0; i < fresh.attributes.length; i++) old.setAttribute(fresh.attributes[i].name, fresh.attributes[i].value);
  while (old.firstChild) old.removeChild(old.firstChild);
  while (fresh.firstChild) old.appendChild(fresh.firstChild);
  return true;
}

// The text to read for a polite region a patch inserted with its text
// already in it (screen readers only read changes to regions they knew).
// Alerts are read on insertion by the browsers themselves.
// `old`: the element a `replace` took out, whose region's text was read already.
function insertedAnnouncement(el, old) {
  var region = liveIn(el), before = old && liveIn(old);
  if (!region || region.getAttribute('role') === 'alert' || region.getAttribute('aria-live') === 'assertive') return '';
  if (region.getAttribute('aria-hidden') === 'true') return '';
  var text = trimmed(region);
  return before && trimmed(before) === text ? '' : text;
}

function accessibility(doc, win, root, sendEvent) {
  // One polite region outside #root that always exists, to read inserted regions.
  var announcer = doc.createElement('div');
  announcer.id = 'lv-announce';
  announcer.className = 'vh';
  announcer.setAttribute('role', 'status');
  doc.body.appendChild(announcer);
  var queued = [], timer = null;
  function announce(text) {
    if (!text) return;
    queued.push(text);
    // Emptied first, then filled a moment later: the same message twice is still a change.
    announcer.textContent = '';
    win.clearTimeout(timer);
    timer = win.setTimeout(function () { announcer.textContent = queued.join(' '); queued = []; }, 120);
  }

  // Escape actions and arrow keys between list rows: the keys area (areas/keys.js).

  // A focused button that a patch disables loses the focus a moment later,
  // to the body: remember it, so the next patch can still move the focus
  // on (the disabled Login button, then the form leaving). Only then: not
  // when the app blurs a field (@FocusState), the user clicks elsewhere, or
  // something else takes the focus.
  var dropped = null, pointerAt = 0;
  doc.addEventListener('pointerdown', function () { pointerAt = Date.now(); }, true);
  doc.addEventListener('focusout', function (e) {
    var gone = e.target.disabled && !e.relatedTarget && Date.now() - pointerAt > 500;
    dropped = gone ? focusMark(e.target, root()) : null;
  }, true);
  doc.addEventListener('focusin', function () { dropped = null; }, true);

  function byId(id) { return doc.getElementById(id); }
  return {
    mark: function () {
      var a = doc.activeElement;
      return a && a !== doc.body ? focusMark(a, root()) : dropped;
    },
    restore: function (mark) {
      var r = root(), to = refocusTarget(mark, doc.activeElement, r, byId);
      if (!to) return;
      dropped = null;
      if (!to.matches('a[href], button, input, select, textarea, [tabindex]')) to.setAttribute('tabindex', '-1');
      to.focus({ preventScroll: true });
      // A text field that took over from the one being typed in: the caret at the end, as typing continues.
      try { if (to.value != null) to.setSelectionRange(to.value.length, to.value.length); } catch (e) { /* no caret */ }
    },
    morph: morphLive,
    inserted: function (el, old) { announce(insertedAnnouncement(el, old)); }
  };
}
