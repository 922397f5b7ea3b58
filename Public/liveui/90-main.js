var api = { applyOps: applyOps, applyFocus: applyFocus, coalesce: coalesce, resume: resume, backoff: backoff, delayLine: delayLine, devtools: devtools,
  asyncImagePhase: asyncImagePhase, tickText: tickText, dragPacer: dragPacer, clientEnv: clientEnv, openURL: openURL,
  toolbarStep: toolbarStep, lazyWant: lazyWant, scrollCommand: scrollCommand };
if (typeof module === 'object' && module.exports) module.exports = api;
api.dialogs = dialogs;  // presentation (55-dialogs.js), for the node tests
api.outsideBox = outsideBox;
// Accessibility (58-a11y.js), for the node tests.
api.a11y = { focusMark: focusMark, refocusTarget: refocusTarget, morphLive: morphLive, insertedAnnouncement: insertedAnnouncement, isLive: isLive };
if (typeof document !== 'undefined' && typeof window !== 'undefined') {
  var dev = devtools(window);
  api.debug = dev.debug;
  api.latency = dev.latency;
  global.LiveUI = api;
  api.state = start(document, window, dev);
  asyncImages(document);
  ticking(document, window);
  toolbars(document);
}
