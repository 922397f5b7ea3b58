// ---- Areas: the parts a page may not need, fetched when it does (issue 16) ----
//
// This script (the core) serves every page: patches, motion, the session,
// forms and the environment. Dialogs, gestures, lists, lazy scrolling,
// toolbars and live text are scripts of their own (Public/liveui/areas/),
// fetched the first time a page shows what they handle, so the login page
// loads a third less script. As served, the core starts with AREA_VERSIONS, each
// area's version (ClientBundle.swift writes it): its URL is /liveui-NAME.js?v=VERSION.
//
// AREAS: name -> [selector that finds its elements in a page, strings that
// find them in a message]. A message that needs an area still on its way
// waits for it, and the messages after it wait their turn: no element is
// ever shown without its behaviour. A false find only fetches an area early.
var AREAS = {
  dialogs: ['dialog[data-lv-modal]', ['data-lv-modal']],
  // A false find (any <li>) only fetches the keys early.
  keys: ['[data-lv-escape],[data-lv-menu],[data-lv-key],[data-lv-keys],li a[href],li button', ['data-lv-escape', 'data-lv-menu', 'data-lv-key', '<li']],
  gestures: ['[data-lv-drag],[data-lv-press],[data-lv-tap]', ['data-lv-drag', 'data-lv-press', 'data-lv-tap']],
  fits: ['[data-lv-fits]', ['data-lv-fits']],
  lists: ['[data-lv-sel],[data-lv-move]', ['data-lv-sel', 'data-lv-move']],
  loops: ['[data-lv-loop]', ['data-lv-loop']],
  scroll: ['[data-lv-lazy],[data-lv-scrollto]', ['data-lv-lazy', 'data-lv-scrollto', '"scroll":']],
  share: ['[data-lv-share]', ['data-lv-share']],
  text: ['[data-tick],.ai', ['data-tick', 'ai-s']],
  toolbars: ['[role=toolbar],[role=tablist],[role=menu]', ['toolbar', 'tablist', 'role=\\"menu']]
};

// Pure, for node: the areas a message (as received) needs that `have` lacks.
function areasNeeded(text, have) {
  return Object.keys(AREAS).filter(function (name) {
    return !have[name] && AREAS[name][1].some(function (s) { return text.indexOf(s) >= 0; });
  });
}

// An area's script registers itself here (as LiveUI.area): `init(page)`
// starts it on the live page and returns its hooks; `exports` join the API.
var areaHost = null;
function area(name, init, exports) {
  for (var k in exports) api[k] = exports[k];
  if (areaHost) areaHost.add(name, init);
}

// The live page's areas. `page`: {doc, win, root, send, busy}, what an area
// starts with. Hooks an area may return: sync() after every page and patch,
// settle() after a page, schedule() after a render or patch, to(scroll), ignored(seq or undefined),
// leave(el) (true when it removes `el` itself).
function areaLoader(doc, win, page, versions) {
  function url(name) { return versions[name] && '/liveui-' + name + '.js?v=' + versions[name]; }
  var loaded = {}, loading = 0, held = [], waiting = {};
  function load(name) {
    if (loaded[name] || !url(name)) return;
    loaded[name] = { pending: true };
    loading++;
    var s = doc.createElement('script');
    s.src = url(name);
    // One that fails to load is left out rather than holding the page for good.
    s.onload = s.onerror = function () {
      if (loaded[name].pending) loaded[name] = {};
      if (--loading === 0) while (held.length && !loading) held.shift()();
    };
    doc.head.appendChild(s);
  }
  var host = {
    add: function (name, init) {
      loaded[name] = init(page) || {};
      (waiting[name] || []).forEach(function (then) { then(loaded[name]); });
      delete waiting[name];
    },
    // An area no element calls for (the debug tools): `then(hooks)` once it runs.
    need: function (name, then) {
      if (loaded[name] && !loaded[name].pending) return then(loaded[name]);
      (waiting[name] = waiting[name] || []).push(then);
      load(name);
    },
    // The areas the elements under `el` need.
    scan: function (el) {
      for (var name in AREAS) if (!loaded[name] && el.querySelector(AREAS[name][0])) load(name);
    },
    // Runs `fn` (handling message `text`) once every area it needs is here, after those held before it.
    when: function (text, fn) {
      areasNeeded(text, loaded).forEach(load);
      if (loading || held.length) held.push(fn); else fn();
    },
    // Calls `hook` on every area that has it; true if one returned true.
    each: function (hook, arg) {
      var any = false;
      for (var name in loaded) if (loaded[name][hook]) any = loaded[name][hook](arg) || any;
      return any;
    },
    // Once the page is live: the rest into the browser's cache, not run, so a first dialog opens at once
    // (not the debug tools, which no element calls for).
    prefetch: function () {
      for (var name in AREAS) {
        if (loaded[name] || !url(name)) continue;
        var link = doc.createElement('link');
        link.rel = 'prefetch';
        link.href = url(name);
        doc.head.appendChild(link);
      }
    }
  };
  areaHost = host;
  return host;
}
