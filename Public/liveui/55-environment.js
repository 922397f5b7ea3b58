// ---- Environment: what the page tells the server about the browser ----
//
// The color scheme it prefers, whether the tab is in use (scenePhase:
// active, inactive when another window has the focus, background when
// hidden), its language, and the tab's own id, kept in sessionStorage so it
// survives reloads (@SceneStorage is kept per tab). Sent in join, then in
// "env" messages with what changed.
function clientEnv(doc, win) {
  var dark = win.matchMedia ? win.matchMedia('(prefers-color-scheme: dark)') : null;
  var focused = true;
  var sent = {};
  function lang() {
    var l = win.navigator && win.navigator.language;
    return typeof l === 'string' && /^[A-Za-z0-9][A-Za-z0-9-]{0,33}[A-Za-z0-9]$/.test(l) ? l : null;
  }
  function current() {
    var t = { scheme: dark && dark.matches ? 'dark' : 'light' };
    t.phase = doc.visibilityState === 'hidden' ? 'background' : focused ? 'active' : 'inactive';
    var l = lang();
    if (l) t.lang = l;
    return t;
  }
  function tab() {
    try {
      var id = win.sessionStorage.getItem('liveui-tab');
      if (!/^[A-Za-z0-9_-]{16,64}$/.test(id || '')) {
        var bytes = new Uint8Array(16);
        win.crypto.getRandomValues(bytes);
        id = Array.prototype.map.call(bytes, function (b) { return (b < 16 ? '0' : '') + b.toString(16); }).join('');
        win.sessionStorage.setItem('liveui-tab', id);
      }
      return id;
    } catch (e) { return null; }  // storage disabled: no @SceneStorage beyond this page
  }
  return {
    // The fields for join: everything, and the tab.
    join: function () {
      var t = current(), id = tab();
      if (id) t.tab = id;
      sent = current();
      return t;
    },
    // Calls send with an env message whenever something changed since the last join or message.
    watch: function (send) {
      function changed() {
        var now = current(), msg = { t: 'env' }, any = false;
        Object.keys(now).forEach(function (k) { if (now[k] !== sent[k]) { msg[k] = now[k]; any = true; } });
        if (any && send(msg)) sent = now;
      }
      if (dark && dark.addEventListener) dark.addEventListener('change', changed);
      doc.addEventListener('visibilitychange', changed);
      win.addEventListener('focus', function () { focused = true; changed(); });
      win.addEventListener('blur', function () { focused = false; changed(); });
      win.addEventListener('languagechange', changed);
    }
  };
}

// openURL: http(s) in a new tab (the live page stays), mailto and tel in
// place. The server sends only these; anything else is ignored here too.
function openURL(url, doc, win) {
  var scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  scheme = scheme && scheme[1].toLowerCase();
  if (scheme === 'http' || scheme === 'https') {
    var a = doc.createElement('a');
    a.href = url;
    a.target = '_blank';
    a.rel = 'noopener noreferrer';
    a.click();
  } else if (scheme === 'mailto' || scheme === 'tel') {
    win.location.href = url;
  }
}
