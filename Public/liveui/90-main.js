var api = { applyOps: applyOps, applyFocus: applyFocus, coalesce: coalesce, resume: resume, backoff: backoff, delayLine: delayLine, devtools: devtools,
  asyncImagePhase: asyncImagePhase, tickText: tickText, dragPacer: dragPacer, clientEnv: clientEnv, openURL: openURL,
  toolbarStep: toolbarStep, lazyWant: lazyWant, scrollCommand: scrollCommand, pageHeading: pageHeading };
if (typeof module === 'object' && module.exports) module.exports = api;
api.dialogs = dialogs;  // presentation (55-dialogs.js), for the node tests
api.outsideBox = outsideBox;
if (typeof document !== 'undefined' && typeof window !== 'undefined') {
  var dev = devtools(window);
  api.debug = dev.debug;
  api.latency = dev.latency;
  global.LiveUI = api;
  api.state = start(document, window, dev);
  asyncImages(document);
  ticking(document, window);
  toolbars(document);
  pageHeading(document, window.MutationObserver);
}
