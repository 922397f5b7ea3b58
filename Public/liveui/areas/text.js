// --- AsyncImage (Sources/LiveUI/Views/Images/AsyncImage.swift) ---
// The browser loads the image; its load or error event shows the box's
// success or failure part (data-phase) instead of the placeholder.
function asyncImagePhase(img) {
  var part = img.closest && img.closest('.ai-s');
  var box = part && part.parentNode;
  if (!box || !box.classList.contains('ai') || !img.complete) return null;
  var phase = img.naturalWidth > 0 ? 'success' : 'failure';
  box.setAttribute('data-phase', phase);
  return phase;
}
function asyncImages(doc) {
  function on(e) { if (e.target && e.target.tagName === 'IMG') asyncImagePhase(e.target); }
  doc.addEventListener('load', on, true);
  doc.addEventListener('error', on, true);
  // Images that finished before this script ran fire no more events.
  var imgs = doc.querySelectorAll('.ai-s img');
  for (var i = 0; i < imgs.length; i++) asyncImagePhase(imgs[i]);
}
// --- end AsyncImage ---

// --- Live dates: Text(date, style: .relative/.offset/.timer) (Sources/LiveUI/Views/Text/TextFormatting.swift) ---
// data-tick="style:ms since 1970"; written as the server writes them, once a second.
var tickUnits = [[31536000, 'year'], [2592000, 'month'], [604800, 'week'], [86400, 'day'], [3600, 'hour'], [60, 'minute'], [1, 'second']];
function tickWords(seconds, units) {
  var rest = Math.floor(seconds), parts = [];
  for (var i = 0; i < tickUnits.length && parts.length < units; i++) {
    var size = tickUnits[i][0];
    if (rest < size) continue;
    var n = Math.floor(rest / size);
    rest -= n * size;
    parts.push(n + ' ' + tickUnits[i][1] + (n === 1 ? '' : 's'));
  }
  return parts.length ? parts.join(', ') : '0 seconds';
}
function tickText(spec, now) {
  var i = spec.indexOf(':'), style = spec.slice(0, i), diff = (Number(spec.slice(i + 1)) - now) / 1000;
  if (style === 'relative') return tickWords(Math.abs(diff), 2);
  if (style === 'offset') return (diff < 0 ? '-' : '+') + tickWords(Math.abs(diff), 1);
  var t = Math.floor(Math.abs(diff)), h = Math.floor(t / 3600), m = Math.floor(t / 60) % 60, s = t % 60;
  function two(v) { return (v < 10 ? '0' : '') + v; }
  return h > 0 ? h + ':' + two(m) + ':' + two(s) : m + ':' + two(s);
}
function ticking(doc, win) {
  win.setInterval(function () {
    var els = doc.querySelectorAll('[data-tick]'), now = Date.now();
    for (var i = 0; i < els.length; i++) {
      var text = tickText(els[i].getAttribute('data-tick'), now);
      if (els[i].textContent !== text) els[i].textContent = text;
    }
  }, 1000);
}
// --- end live dates ---


area('text', function (page) {
  asyncImages(page.doc);
  ticking(page.doc, page.win);
}, { asyncImagePhase: asyncImagePhase, tickText: tickText });
