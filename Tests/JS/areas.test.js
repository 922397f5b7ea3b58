// Areas (15-areas.js): the parts of the client fetched when a page first
// shows what they handle, and the messages that wait for them.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');
const liveui = require('./liveui.js');

const folder = path.join(__dirname, '..', '..', 'Public', 'liveui', 'areas');

test('every area part registers under its file name, and the core knows how to find each', () => {
  // The debug tools are the one area no element calls for: the page asks for them (30-devtools.js).
  assert.deepStrictEqual(Object.keys(liveui.AREAS).concat(['devtools']).sort(), liveui.areaNames);
  for (const name of liveui.areaNames) {
    const text = fs.readFileSync(path.join(folder, name + '.js'), 'utf8');
    assert.deepStrictEqual([...text.matchAll(/^area\('(\w+)'/gm)].map((m) => m[1]), [name], name);
  }
  // Their exports reached the API (node loads them in one scope).
  for (const f of ['devtools', 'delayLine', 'dialogs', 'outsideBox', 'dragPacer', 'lazyWant', 'loops', 'scrollCommand', 'toolbarStep', 'tickText', 'asyncImagePhase']) {
    assert.strictEqual(typeof liveui[f], 'function', f);
  }
});

test('a message needs the areas whose elements it brings, and only those not here yet', () => {
  const insertDialog = JSON.stringify({ t: 'patch', v: 2, ack: 1, ops: [['insert', 'root', 1, '<dialog data-lv-modal id="d"></dialog>']] });
  assert.deepStrictEqual(liveui.areasNeeded(insertDialog, {}), ['dialogs']);
  assert.deepStrictEqual(liveui.areasNeeded(insertDialog, { dialogs: {} }), []);
  assert.deepStrictEqual(liveui.areasNeeded(JSON.stringify({ t: 'patch', v: 3, ack: 2, ops: [] }), {}), []);
  const bar = JSON.stringify({ t: 'joined', html: '<div role="toolbar"><button data-lv-tap="2">x</button></div>' });
  assert.deepStrictEqual(liveui.areasNeeded(bar, {}), ['gestures', 'toolbars']);
  // A TabView's tab bar moves between its tabs with the arrow keys, as a toolbar does.
  const tabs = JSON.stringify({ t: 'joined', html: '<div role="tablist"><button role="tab">Home</button></div>' });
  assert.deepStrictEqual(liveui.areasNeeded(tabs, {}), ['toolbars']);
  assert.deepStrictEqual(liveui.areasNeeded(JSON.stringify({ t: 'patch', scroll: { id: 'r.1' } }), {}), ['scroll']);
  // The keys: an Escape action, or a list's rows (any <li>: a false find only fetches them early).
  assert.deepStrictEqual(liveui.areasNeeded(JSON.stringify({ t: 'patch', ops: [['insert', 'r.1', 0, '<div data-lv-escape="r.2">']] }), {}), ['keys']);
  assert.deepStrictEqual(liveui.areasNeeded(JSON.stringify({ t: 'joined', html: '<ul><li><a href="/a">A</a></li></ul>' }), {}), ['keys']);
  // An attribute set on an element already there counts too.
  assert.deepStrictEqual(liveui.areasNeeded(JSON.stringify({ t: 'patch', ops: [['attr', 'r.1', 'data-lv-drag', '0']] }), {}), ['gestures']);
});

function fakePage(found) {
  const scripts = [], links = [];
  const doc = {
    head: { appendChild: (el) => (el.tag === 'script' ? scripts : links).push(el) },
    createElement: (tag) => ({ tag })
  };
  const body = { querySelector: (sel) => (found.includes(sel) ? {} : null) };
  return { doc, body, scripts, links };
}

test('messages wait, in order, for the areas they need; the others pass at once', () => {
  const page = fakePage([]);
  const versions = { dialogs: '1', lists: '2' };
  const host = liveui.areaLoader(page.doc, {}, { tag: 'page' }, versions);
  const ran = [];
  host.when('{"t":"patch","ops":[]}', () => ran.push('ack'));
  assert.deepStrictEqual(ran, ['ack'], 'nothing to wait for');
  host.when('{"ops":[["insert","root",0,"<dialog data-lv-modal>"]]}', () => ran.push('dialog'));
  host.when('{"t":"patch","ops":[]}', () => ran.push('after'));
  assert.deepStrictEqual(ran, ['ack'], 'held behind the dialog');
  assert.deepStrictEqual(page.scripts.map((s) => s.src), ['/liveui-dialogs.js?v=1']);
  // The script runs (it registers), then its load event fires.
  let started = null;
  liveui.area('dialogs', (p) => { started = p; return { sync: () => ran.push('sync'), leave: (el) => el === 'mine' }; }, {});
  assert.strictEqual(started.tag, 'page');
  page.scripts[0].onload();
  assert.deepStrictEqual(ran, ['ack', 'dialog', 'after']);
  // Hooks reach the areas that have them.
  assert.strictEqual(host.each('leave', 'mine'), true);
  assert.strictEqual(host.each('leave', 'other'), false);
  host.each('sync');
  assert.deepStrictEqual(ran.slice(-1), ['sync']);
  // A second dialog fetches nothing more.
  host.when('{"ops":[["insert","root",0,"<dialog data-lv-modal>"]]}', () => ran.push('again'));
  assert.strictEqual(page.scripts.length, 1);
  assert.deepStrictEqual(ran.slice(-1), ['again']);
  // The rest go to the cache once the page is live.
  host.prefetch();
  assert.deepStrictEqual(page.links.map((l) => [l.rel, l.href]), [['prefetch', '/liveui-lists.js?v=2']]);
});

test('an area that fails to load holds nothing up; a page scan fetches what the first page shows', () => {
  const page = fakePage(['[data-lv-sel],[data-lv-move]']);
  const host = liveui.areaLoader(page.doc, {}, {}, { lists: 'l', dialogs: 'd' });
  host.scan(page.body);
  assert.deepStrictEqual(page.scripts.map((s) => s.src), ['/liveui-lists.js?v=l']);
  const ran = [];
  host.when('{"t":"joined"}', () => ran.push('joined'));
  assert.deepStrictEqual(ran, [], 'the first page waits for its areas');
  page.scripts[0].onerror();
  assert.deepStrictEqual(ran, ['joined']);
  host.when('{"t":"patch"}', () => ran.push('next'));
  assert.deepStrictEqual(ran, ['joined', 'next']);
  assert.strictEqual(host.each('sync'), false);
});

test('an area asked for by name loads once, and each asker hears when it runs; prefetching skips it', () => {
  const page = fakePage([]);
  const host = liveui.areaLoader(page.doc, {}, { tag: 'page' }, { devtools: 'dt', lists: 'l' });
  const heard = [];
  host.need('devtools', (hooks) => heard.push('a ' + hooks.name));
  host.need('devtools', (hooks) => heard.push('b ' + hooks.name));
  assert.deepStrictEqual(page.scripts.map((s) => s.src), ['/liveui-devtools.js?v=dt'], 'fetched once');
  let held = false;
  host.when('{"t":"patch"}', () => { held = true; });
  assert.strictEqual(held, false, 'messages wait for it, as for any area');
  liveui.area('devtools', () => ({ name: 'tools' }), {});
  page.scripts[0].onload();
  assert.deepStrictEqual(heard, ['a tools', 'b tools']);
  assert.strictEqual(held, true);
  host.need('devtools', (hooks) => heard.push('c ' + hooks.name));
  assert.deepStrictEqual(heard.slice(-1), ['c tools'], 'already here: at once');
  host.prefetch();
  assert.deepStrictEqual(page.links.map((l) => l.href), ['/liveui-lists.js?v=l']);
});
