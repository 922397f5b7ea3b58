// Events applied but not yet durable (issue #15): kept until the store has
// them, sent again only to a process that restored the session (52-durable.js).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const liveui = require('./liveui.js');

const key = (seq, value) => ({ t: 'event', seq, kind: 'input', id: 'u', value });

test('acknowledged events are kept until a durable acknowledgement covers them', () => {
  const k = liveui.keeper();
  k.applied([key(1, 'a'), key(2, 'al'), key(3, 'ali')]);
  assert.strictEqual(k.size(), 3);
  k.durable(2);
  assert.strictEqual(k.size(), 1);
  k.durable(1);  // an older number changes nothing
  assert.strictEqual(k.size(), 1);
  k.applied([key(2, 'al')]);  // already durable: not kept again
  assert.strictEqual(k.size(), 1);
  k.durable(3);
  assert.strictEqual(k.size(), 0);
  assert.deepStrictEqual(k.replay(3), [], 'nothing kept: nothing to replay, nothing lost');
});

test('a restored session gets exactly the applied events its state lacks, in order', () => {
  const k = liveui.keeper();
  k.applied([key(4, 'a'), key(5, 'al'), { t: 'event', seq: 6, kind: 'click', id: 'b' }, key(7, 'alic')]);
  k.durable(4);
  // The store had written up to 5 (its confirmation never reached the page): 6 and 7 are replayed.
  assert.deepStrictEqual(k.replay(5).map((e) => e.seq), [6, 7]);
  assert.strictEqual(k.size(), 0, 'replayed events are pending again, not kept');
});

test('a gap between the restored state and the kept events replays nothing', () => {
  const k = liveui.keeper();
  k.applied([key(8, 'x'), key(9, 'xy')]);
  // The store lost events 6 and 7 (e.g. Redis restarted empty): 8 on top of 5 would be wrong.
  assert.strictEqual(k.replay(5), null);
  assert.strictEqual(liveui.resume([], 5, true, [], null).dropped, 1, 'the page says an action was not applied');
});

test('the kept events are capped: beyond, the oldest are forgotten and a restore needing them replays nothing', () => {
  const k = liveui.keeper();
  const many = [];
  for (let i = 1; i <= 1200; i++) many.push(key(i, 'v' + i));
  k.applied(many);
  assert.strictEqual(k.size(), 1000);
  assert.strictEqual(k.replay(0), null, 'events 1–200 are gone');
  const again = liveui.keeper();
  again.applied(many);
  assert.strictEqual(again.replay(200).length, 1000, 'a restore at 200 replays 201–1200');
});

test('on a restore, kept events are replayed first, unacknowledged clicks dropped, typed fields after', () => {
  const k = liveui.keeper();
  k.applied([key(3, 'al'), key(4, 'ali')]);
  // Never acknowledged: it may be what crashed the server.
  const pending = [{ t: 'event', seq: 5, kind: 'click', id: 'crash' }];
  const r = liveui.resume(pending, 2, true, [['u', 'alice']], k.replay(2));
  assert.deepStrictEqual(r.send, [key(3, 'al'), key(4, 'ali'), { t: 'event', seq: 5, kind: 'input', id: 'u', value: 'alice' }]);
  assert.strictEqual(r.dropped, 1);
  assert.ok(!r.send.some((e) => e.kind === 'click'), 'the poison click is not sent again');
});

test('a join to the same process sends the unacknowledged events again and no kept one', () => {
  const pending = [{ t: 'event', seq: 5, kind: 'click', id: 'b' }];
  const r = liveui.resume(pending, 4, false, [], []);
  assert.deepStrictEqual(r.send.map((e) => e.seq), [5]);
});

test('the durable fixture names the highest durable event below its ack', () => {
  const f = require('../Fixtures/protocol/server-patch-durable.json');
  assert.ok(f.message.d <= f.message.ack);
  const k = liveui.keeper();
  k.applied([key(5, 'a'), key(6, 'b'), key(7, 'c')]);
  k.durable(f.message.d);
  assert.deepStrictEqual(k.replay(5).map((e) => e.seq), [6, 7]);
});
