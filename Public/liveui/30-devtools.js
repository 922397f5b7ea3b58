// ---- Debug tools' switch: LiveUI.debug(on), LiveUI.latency(ms) ----
//
// The tools (areas/devtools.js) load only once a setting is on: at start,
// when the tab's storage says so, or when the console turns one on. They
// then fill this object in (tap, send, receive, delay and the settings), and
// the settings asked for meanwhile apply in order. Until then messages go
// straight through. `need(then)` loads the tools' area, then calls `then(hooks)`.
function devSwitch(win, need) {
  var sw = { tap: false, delay: function (fn) { fn(); } }, later = [];
  function load() {
    need(function (hooks) {
      if (!sw.send) hooks.fill(sw);
      later.splice(0).forEach(function (c) { sw[c[0]](c[1]); });
    });
  }
  // Before the tools are here a setting reads as off; one set returns what the tools will make of it.
  // Turning one off loads nothing (a load under way applies it, in order).
  sw.debug = function (v) { if (v !== undefined) { later.push(['debug', v]); if (v) load(); } return !!v; };
  sw.latency = function (v) { if (v !== undefined) { later.push(['latency', v]); if (v > 0) load(); } return v > 0 ? +v : 0; };
  try {
    var on = JSON.parse(win.sessionStorage.getItem('liveui-debug'));
    if (on && (on.debug || on.latency)) sw.wake = load;
  } catch (e) { /* no storage: nothing kept */ }
  return sw;
}

function parse(data) {
  try { return JSON.parse(data); } catch (e) { return {}; }
}

