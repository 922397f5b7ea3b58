// ---- Motion: the Web Animations API, off under prefers-reduced-motion ----

// "fade;move:-100%,0;scale:0" -> the state a transition enters from / leaves to.
function transitionState(spec, el, style) {
  var state = {}, transforms = [];
  if (style) {
    // A custom transition's active state: the styles its modifier sets.
    var probe = el.ownerDocument.createElement('div');
    probe.style.cssText = style;
    ANIMATED.forEach(function (k) { if (probe.style[k]) state[k] = probe.style[k]; });
    if (probe.style.transform) transforms.push(probe.style.transform);
  }
  (spec == null ? 'fade' : spec).split(';').forEach(function (part) {
    var kv = part.split(':');
    if (kv[0] === 'fade') state.opacity = 0;
    else if (kv[0] === 'move') transforms.push('translate(' + kv[1] + ')');
    else if (kv[0] === 'scale') transforms.push('scale(' + kv[1] + ')');
    else if (kv[0] === 'origin') state.origin = kv[1].replace(',', ' ');
  });
  if (transforms.length) state.transform = transforms.join(' ') + ' ' + (el.style.transform || '');
  return state;
}

var ANIMATED = ['transform', 'opacity', 'width', 'height', 'backgroundColor', 'color', 'borderRadius'];

function motion(doc, win) {
  var reduce = win.matchMedia && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
  function timing(anim, fill) {
    var t = { duration: anim.duration * 1000, delay: anim.delay * 1000, easing: easing(anim.curve), fill: fill };
    // repeatCount / repeatForever: -1 plays until the element changes or leaves.
    if (anim.repeat) { t.iterations = anim.repeat < 0 ? Infinity : anim.repeat; if (anim.reverse) t.direction = 'alternate'; }
    return t;
  }
  // Springs arrive as CSS linear(); a browser without it gets a close ease-out instead of an error.
  function easing(curve) {
    var css = win.CSS;
    return !css || !css.supports || css.supports('transition-timing-function', curve) ? curve : 'ease-out';
  }
  // A transition's anchor (`scale(scale:anchor:)`) holds for the whole animation, at both ends.
  function anchored(el, state) {
    if (state.origin) { el.style.transformOrigin = state.origin; delete state.origin; }
    return state;
  }
  // An animation that has played out (and holds no end state) is dropped:
  // Chromium keeps a finished one on its element, and while it is there no
  // later opacity or transform animation of that element (its exit) runs on
  // the compositor, so each of its frames costs a style pass on the page's
  // thread (the seed's login: 44 a cycle before, measured by tracing).
  function done(a) {
    a.onfinish = function () { a.cancel(); };
    return a;
  }
  // One keyframe; the other end is the element's own style (an implicit
  // keyframe), so no getComputedStyle forces a style pass mid-patch.
  function keyframe(state, offset) {
    var out = { offset: offset };
    for (var k in state) out[k] = state[k];
    return [out];
  }
  function values(el) {
    var cs = win.getComputedStyle(el), out = {};
    ANIMATED.forEach(function (k) { out[k] = cs[k]; });
    return out;
  }
  // `loop(el)` and `loops(el)` (repeatForever, data-lv-loop) come with the loops area (areas/loops.js), which uses these.
  return {
    reduce: reduce, timing: timing, props: ANIMATED,
    enter: function (el, anim) {
      if (reduce || !el.animate) return;
      var from = anchored(el, transitionState(el.getAttribute('data-lv-in'), el, el.getAttribute('data-lv-in-style')));
      if (Object.keys(from).length) done(el.animate(keyframe(from, 0), timing(anim, 'backwards')));
    },
    // The element leaves the page's ids (later patches may reuse them) and
    // the tab order at once, and the DOM when its exit animation ends.
    leave: function (el, anim) {
      var to = anchored(el, transitionState(el.getAttribute('data-lv-out'), el, el.getAttribute('data-lv-out-style')));
      if (reduce || !el.animate || !Object.keys(to).length) { el.remove(); return; }
      el.setAttribute('data-lv-leaving', '');
      el.removeAttribute('id');
      el.querySelectorAll('[id]').forEach(function (n) { n.removeAttribute('id'); });
      el.inert = true;
      el.setAttribute('aria-hidden', 'true');
      var a = el.animate(keyframe(to, 1), timing(anim, 'forwards'));
      var done = function () { el.remove(); };
      a.onfinish = done;
      a.oncancel = done;
      win.setTimeout(done, (anim.duration + anim.delay) * 1000 + 200);
    },
    // Each element's current values (mid-animation if one runs), before a
    // style change: all read before their animations are cancelled (a
    // write), so the reads force one style pass at most. `els` may be sparse.
    snapshot: function (els) {
      var out = els.map(function (el) { var v = values(el); v.$ = el.getAnimations(); return v; });
      out.forEach(function (v) { v.$.forEach(function (a) { a.cancel(); }); });
      return out;
    },
    // [[el, before, anim], …] once the patch is applied: every new value read, then every animation started.
    change: function (moved) {
      if (reduce) return;
      moved.map(function (m) { return values(m[0]); }).forEach(function (cs, i) {
        var m = moved[i], from = {}, to = {}, any = false;
        ANIMATED.forEach(function (k) {
          if (cs[k] !== m[1][k]) { from[k] = m[1][k]; to[k] = cs[k]; any = true; }
        });
        if (any && m[0].animate) done(m[0].animate([from, to], timing(m[2], 'none')));
      });
    }
  };
}

// ---- Debug tools: LiveUI.debug(on), LiveUI.latency(ms), kept per tab ----

