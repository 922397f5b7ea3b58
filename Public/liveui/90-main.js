// The areas' scripts add their own (15-areas.js).
var api = { applyOps: applyOps, fragmentParser: fragmentParser, applyFocus: applyFocus, coalesce: coalesce, resume: resume, keeper: keeper, backoff: backoff, devSwitch: devSwitch,
  clientEnv: clientEnv, openURL: openURL, areasNeeded: areasNeeded, areaLoader: areaLoader, area: area, AREAS: AREAS,
  pageHeading: pageHeading };
if (typeof module === 'object' && module.exports) module.exports = api;
// Accessibility (58-a11y.js), for the node tests.
api.a11y = { focusMark: focusMark, refocusTarget: refocusTarget, morphLive: morphLive, insertedAnnouncement: insertedAnnouncement, isLive: isLive };
if (typeof document !== 'undefined' && typeof window !== 'undefined') {
  var dev = devSwitch(window, function (then) { areaHost.need('devtools', then); });
  // Through `dev`: the tools replace its functions when they load.
  api.debug = function (v) { return dev.debug(v); };
  api.latency = function (v) { return dev.latency(v); };
  global.LiveUI = api;
  api.state = start(document, window, dev);
  // Before the socket opens: its first message waits for the tools (15-areas.js).
  if (dev.wake) dev.wake();
  pageHeading(document, window.MutationObserver);  // issue 17: the fallback <h1> follows the title
}
