// ---- Debug tools: LiveUI.debug(on), LiveUI.latency(ms), kept per tab ----
//
// An area (15-areas.js) of its own: a page loads it only once a setting is
// on (30-devtools.js holds the switch), so no page that never debugs
// carries it (issue 16: the core's 10 KB budget).

// Runs fns in order, each `ms` after its push (or sooner if ms was lowered
// since): the nth timer to fire runs the nth fn.
function delayLine(timer) {
  var q = [], gen = 0;
  return {
    push: function (fn, ms) {
      var g = gen;
      q.push(fn);
      timer(function () { if (g === gen) q.shift()(); }, ms);
    },
    flush: function () { while (q.length) q.shift()(); gen++; }
  };
}

// The page's messages pass through here only while `tap` (either is on).
// `into`: the page's switch (30-devtools.js), which the tools fill in.
function devtools(win, into) {
  var line = delayLine(function (fn, ms) { win.setTimeout(fn, ms); }), sent = {};
  var on = { debug: false, latency: 0 };
  try { Object.assign(on, JSON.parse(win.sessionStorage.getItem('liveui-debug'))); } catch (e) { /* none */ }
  var t = Object.assign(into || {}, {
    tap: on.debug || on.latency,
    debug: function (v) { return v === undefined ? on.debug : set('debug', !!v); },
    latency: function (v) {
      if (v === undefined) return on.latency;
      if (!(v = v > 0 ? +v : 0)) line.flush();
      return set('latency', v);
    },
    delay: function (fn) { if (on.latency) line.push(fn, on.latency); else fn(); },
    send: function (ws, msg) {
      if (on.debug) {
        if (msg.seq) sent[msg.seq] = now();
        log('→ ' + msg.t, msg);
      }
      t.delay(function () { if (ws.readyState === 1) ws.send(JSON.stringify(msg)); });
    },
    receive: function (data, apply) {
      t.delay(function () {
        // The core's parse is out of reach: an area runs in a scope of its own.
        var msg = {}, at = now(), trip;
        try { msg = JSON.parse(data); } catch (e) { /* as the core: nothing to apply */ }
        trip = sent[msg.ack];
        apply(msg);
        if (!on.debug) return;
        delete sent[msg.ack];
        log('← ' + msg.t + ' ' + (now() - at).toFixed(1) + ' ms' + (trip != null ? ', round trip ' + (at - trip).toFixed(1) + ' ms' : ''), msg);
      });
    }
  });
  function set(key, v) {
    on[key] = v;
    t.tap = on.debug || on.latency;
    try { win.sessionStorage.setItem('liveui-debug', JSON.stringify(on)); } catch (e) { /* this page only */ }
    return v;
  }
  function now() { return win.performance.now(); }
  function log(text, msg) { win.console.log('[LiveUI] ' + text, msg); }
  return t;
}

area('devtools', function (page) { return { fill: function (sw) { devtools(page.win, sw); } }; }, { devtools: devtools, delayLine: delayLine });
// --- end Debug tools ---
