// ---- Loops: repeatForever animations (data-lv-loop) ----
// An area (15-areas.js): a page fetches it when it shows a looping element
// (a spinner, a breathing badge); messages that carry one wait for it. It
// fills in the core's motion (20-motion.js): `loop(el)` after a patch set or
// removed the attribute, `loops(el)` over what a patch or page brought.
// Rare on a page, so not in the core (≈ 300 B of its gzip, 2026-12-05).

// What a property is when a style does not set it (one end of a loop).
var UNSET = { transform: 'none', opacity: '1', width: 'auto', height: 'auto', backgroundColor: 'transparent', color: 'inherit', borderRadius: '0px' };

function loops(doc, motion) {
  // data-lv-loop="curve|duration|delay|reverse|from-style": a repeatForever
  // between that style and the element's own, until the attribute goes.
  motion.loop = function (el) {
    if (el.__lvLoop) { el.__lvLoop.cancel(); el.__lvLoop = null; }
    var spec = el.getAttribute('data-lv-loop');
    if (motion.reduce || !el.animate || !spec) return;
    // The patch that started the loop animates it forever too: one is enough.
    el.getAnimations().forEach(function (a) { if (a.effect.getTiming().iterations === Infinity) a.cancel(); });
    var f = spec.split('|'), probe = doc.createElement('div'), from = {}, to = {}, any = false;
    probe.style.cssText = f.slice(4).join('|');
    motion.props.forEach(function (k) {
      if (probe.style[k] !== el.style[k]) { from[k] = probe.style[k] || UNSET[k]; to[k] = el.style[k] || UNSET[k]; any = true; }
    });
    if (!any) return;
    el.__lvLoop = el.animate([from, to], motion.timing({ curve: f[0], duration: +f[1], delay: +f[2], repeat: -1, reverse: f[3] === '1' }, 'none'));
  };
  motion.loops = function (root) {
    if (root.hasAttribute('data-lv-loop')) motion.loop(root);
    root.querySelectorAll('[data-lv-loop]').forEach(motion.loop);
  };
}
area('loops', function (page) { loops(page.doc, page.motion); }, { loops: loops });
// --- end Loops ---
