// The areas' scripts add their own (15-areas.js).
var api = { applyOps: applyOps, applyFocus: applyFocus, coalesce: coalesce, resume: resume, keeper: keeper, backoff: backoff, delayLine: delayLine, devtools: devtools,
  clientEnv: clientEnv, openURL: openURL, areasNeeded: areasNeeded, areaLoader: areaLoader, area: area, AREAS: AREAS,
  pageHeading: pageHeading };
if (typeof module === 'object' && module.exports) module.exports = api;
// Accessibility (58-a11y.js), for the node tests.
api.a11y = { focusMark: focusMark, refocusTarget: refocusTarget, morphLive: morphLive, insertedAnnouncement: insertedAnnouncement, isLive: isLive };
if (typeof document !== 'undefined' && typeof window !== 'undefined') {
  var dev = devtools(window);
  api.debug = dev.debug;
  api.latency = dev.latency;
  global.LiveUI = api;
  api.state = start(document, window, dev);
  pageHeading(document, window.MutationObserver);  // issue 17: the fallback <h1> follows the title
}
