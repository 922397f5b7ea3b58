// --- Fits (Sources/LiveUI/Views/Layout/ViewThatFits.swift) ---
// A ViewThatFits is a box (data-lv-fits: "x" to measure against its width,
// "y:120" against a height the server knew) holding every candidate; all but
// the one shown are .vtf-off (absolute, max-content, hidden). The page shows
// the first whose ideal size fits, else the last, and picks again whenever
// the box's size changes or a patch brings new candidates.

// Pure, for node: the index to show among `sizes` ({w, h}), given the room.
function fitsPick(sizes, room) {
  for (var i = 0; i < sizes.length; i++) {
    var s = sizes[i];
    if ((room.w == null || s.w <= room.w + 0.5) && (room.h == null || s.h <= room.h + 0.5)) return i;
  }
  return sizes.length - 1;
}

// Pure, for node: the room a data-lv-fits value asks to measure, given the box's width.
function fitsRoom(spec, width) {
  var room = { w: null, h: null };
  (spec || '').split(' ').forEach(function (part) {
    if (part === 'x') room.w = width;
    else if (part.indexOf('y:') === 0 && isFinite(+part.slice(2))) room.h = +part.slice(2);
  });
  return room;
}

function fits(doc, win) {
  if (!win.ResizeObserver) return {};
  var seen = new WeakSet();
  function choose(box) {
    var kids = [].slice.call(box.children);
    if (kids.length < 2 || !box.isConnected) return;
    // Every candidate measured alone at its ideal size: all .vtf-off for a moment (no frame is drawn in between).
    kids.forEach(function (k) { k.classList.add('vtf-off'); });
    var sizes = kids.map(function (k) { var r = k.getBoundingClientRect(); return { w: r.width, h: r.height }; });
    var room = fitsRoom(box.getAttribute('data-lv-fits'), box.getBoundingClientRect().width);
    var pick = fitsPick(sizes, room);
    kids.forEach(function (k, i) { k.classList.toggle('vtf-off', i !== pick); });
  }
  var observer = new win.ResizeObserver(function (entries) {
    entries.forEach(function (e) { choose(e.target); });
  });
  function sync() {
    [].forEach.call(doc.querySelectorAll('[data-lv-fits]'), function (box) {
      if (!seen.has(box)) { seen.add(box); observer.observe(box); }
      choose(box);
    });
  }
  sync();
  return { sync: sync };
}
area('fits', function (page) { return fits(page.doc, page.win); }, { fitsPick: fitsPick, fitsRoom: fitsRoom });
// --- end Fits ---
