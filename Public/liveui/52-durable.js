// ---- Durable acknowledgements (issue #15): events applied, not yet written ----
//
// A patch's `ack` says the server applied an event; its `d` says the store
// has the state that includes it. Between the two, a kill -9 of the server
// would lose it: the page keeps those events, and when the tab lands on a
// new process that restored the session from the store (a new `boot`, the
// same token), it sends again the ones the restored state lacks. They were
// applied once without crashing anything, so they are not poison; an event
// never acknowledged is still dropped (it may be what crashed the server).

// At most this many kept events (about 250 ms of typing is usual): beyond,
// the oldest are forgotten, and a restore that needs them replays nothing.
var KEEP_MAX = 1000;

function keeper() {
  var kept = [], durable = 0;
  function after(n) { return kept.filter(function (e) { return e.seq > n; }); }
  return {
    // Events the server acknowledged: kept until the store has them.
    applied: function (events) {
      kept = kept.concat(events.filter(function (e) { return e.seq > durable; })).slice(-KEEP_MAX);
    },
    // The store has everything up to `d`.
    durable: function (d) { if (d > durable) { durable = d; kept = after(d); } },
    // A process restored the session at `ack`: the kept events after it, in
    // order, if they follow it without a gap; null if they do not (later
    // events would land on the wrong state: none is sent, the page says so).
    // Forgets them: they are pending again.
    replay: function (ack) {
      var out = after(ack);
      kept = [];
      durable = ack;
      return !out.length || out[0].seq === ack + 1 ? out : null;
    },
    // The tab landed in another session: nothing kept applies to it.
    clear: function (ack) { kept = []; durable = ack; },
    size: function () { return kept.length; }
  };
}
