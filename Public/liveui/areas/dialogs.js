// ---- Presentation: sheets, covers, popovers, alerts, confirmation dialogs ----
//
// The server renders each presented view as a <dialog data-lv-modal> at the
// end of #root while it is presented and removes it once dismissed. Here each
// one is opened with showModal(): the top layer, focus kept inside, the page
// behind inert, and the focus back on the opener when it closes. The page
// never closes one by itself: Escape (and a click outside a data-lv-light
// one) asks the server, which refuses when data-lv-nodismiss says so. A
// dialog the server removes is closed at once and kept drawn until its exit
// transition (liveui.css) ends. Patches inside an open one morph it in place.

// Whether a click at (x, y) fell outside the box `r` (on the backdrop).
function outsideBox(r, x, y) { return x < r.left || x > r.right || y < r.top || y > r.bottom; }

function dialogs(doc, root, sendEvent) {
  var anchors = 0, downOutside = false;
  function live(d) { return !!d && d.tagName === 'DIALOG' && d.hasAttribute('data-lv-modal') && !d.hasAttribute('data-lv-leaving'); }
  function open(d) {
    if (!d.open && d.isConnected) {
      var a = doc.activeElement;
      d.__lvOpener = a && a.id;
      try { d.showModal(); } catch (e) { return; }
    }
    anchor(d);
  }
  // A popover sits under its presenting view by CSS anchor positioning (wide
  // windows). Set after every patch: a patch of either element's style drops it.
  function anchor(d) {
    var a = doc.getElementById(d.getAttribute('data-lv-anchor') || '');
    if (!a) return;
    d.__lvAnchor = d.__lvAnchor || '--lv-anchor-' + (++anchors);
    a.style.setProperty('anchor-name', d.__lvAnchor);
    d.style.setProperty('position-anchor', d.__lvAnchor);
  }
  // The topmost dialog the user can act on.
  function top() {
    var all = root().querySelectorAll('dialog[data-lv-modal][open]');
    for (var i = all.length - 1; i >= 0; i--) if (live(all[i])) return all[i];
    return null;
  }
  function ask(d) { if (!d.hasAttribute('data-lv-nodismiss')) sendEvent('dismiss', d.id); }

  // Escape: cancelling the keydown keeps the browser from closing the dialog itself.
  doc.addEventListener('keydown', function (e) {
    var d = e.key === 'Escape' && !e.isComposing && top();
    if (!d) return;
    e.preventDefault();
    ask(d);
  }, true);
  // Other close requests (a phone's back gesture) arrive as `cancel`.
  doc.addEventListener('cancel', function (e) {
    if (!live(e.target)) return;
    e.preventDefault();
    ask(e.target);
  }, true);
  // One the browser closed anyway (a form with method=dialog, a forced close
  // request) is still presented as far as the server knows: show it again.
  doc.addEventListener('close', function (e) { if (live(e.target)) open(e.target); }, true);
  // A click on the backdrop (pressed and released there) of a light-dismiss dialog.
  doc.addEventListener('pointerdown', function (e) {
    downOutside = live(e.target) && outsideBox(e.target.getBoundingClientRect(), e.clientX, e.clientY);
  }, true);
  doc.addEventListener('click', function (e) {
    var d = e.target;
    if (downOutside && live(d) && d.hasAttribute('data-lv-light') && outsideBox(d.getBoundingClientRect(), e.clientX, e.clientY)) ask(d);
    downOutside = false;
  });

  return {
    // After a page, a render or a patch: open what is presented.
    sync: function () { root().querySelectorAll('dialog[data-lv-modal]').forEach(function (d) { if (live(d)) open(d); }); },
    // A patch removes `el`: true when it is a dialog, closed here and removed after its exit.
    leave: function (d) {
      if (!live(d)) return false;
      var opener = d.__lvOpener, a = doc.getElementById(d.getAttribute('data-lv-anchor') || '');
      d.setAttribute('data-lv-leaving', '');
      d.removeAttribute('id');
      d.querySelectorAll('[id]').forEach(function (n) { n.removeAttribute('id'); });
      if (a) a.style.removeProperty('anchor-name');
      if (d.open) d.close();
      // The browser refocuses what had the focus before; if a patch replaced it, the element now under its id.
      var back = opener && doc.getElementById(opener);
      if (back && (!doc.activeElement || doc.activeElement === doc.body)) back.focus();
      var running = d.getAnimations ? d.getAnimations() : [], done = function () { d.remove(); };
      if (!running.length) { done(); return true; }
      Promise.all(running.map(function (x) { return x.finished; })).then(done, done);
      setTimeout(done, 1000);
      return true;
    }
  };
}

area('dialogs', function (page) {
  var presented = dialogs(page.doc, page.root, page.send);
  presented.sync();
  return { sync: presented.sync, leave: presented.leave };
}, { dialogs: dialogs, outsideBox: outsideBox });
