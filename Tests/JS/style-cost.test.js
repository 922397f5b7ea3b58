// Issue #16 item 4: what the stylesheet makes Chromium restyle per patch.
// A :has() in a selector's subject (`#lv-h1:has(~ #root h1)`) costs a restyle
// of that one element when something inside changes; a :has() further left
// (`.lv-main:has(#root h1) > #lv-h1`) makes Chromium restyle everything under
// the element holding it, on every insertion or removal inside it. On an
// element that holds the whole app, that is the whole page for every patch
// (the seed's login: 38 elements restyled a login instead of 23, 20 after
// an exit transition instead of 4, measured with Chromium's invalidation tracing).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');

const folder = path.join(__dirname, '..', '..', 'Public', 'liveui');
const css = fs.readdirSync(folder).filter((n) => n.endsWith('.css')).sort()
  .map((n) => fs.readFileSync(path.join(folder, n), 'utf8')).join('\n')
  .replace(/\/\*[\s\S]*?\*\//g, '');

// Every selector (split at top-level commas) of every style rule.
function selectors(text) {
  const out = [];
  const re = /([^{}]+)\{/g;
  let m;
  while ((m = re.exec(text))) {
    const list = m[1].trim();
    if (list.startsWith('@')) continue;
    let depth = 0, start = 0;
    for (let i = 0; i <= list.length; i++) {
      const c = list[i];
      if (c === '(') depth++;
      else if (c === ')') depth--;
      else if ((c === ',' && depth === 0) || i === list.length) { out.push(list.slice(start, i).trim()); start = i + 1; }
    }
  }
  return out;
}

// The compounds of `selector` (split at top-level combinators), left to right.
function compounds(selector) {
  const out = [];
  let depth = 0, current = '';
  for (const c of selector) {
    if (c === '(') depth++;
    if (c === ')') depth--;
    if (depth === 0 && /[\s>+~]/.test(c)) { if (current) out.push(current); current = ''; } else current += c;
  }
  if (current) out.push(current);
  return out;
}

// What holds the whole app: the document, <body>, <main class=lv-main>, #root.
const PAGE_WIDE = /(^|[^\w.#-])(:root|html|body|main)(?![\w-])|(\.lv-main|#root|\.root)(?![\w-])/;

test('the parser finds the :has() selectors', () => {
  const all = selectors(css).filter((s) => s.includes(':has('));
  assert.ok(all.length >= 5, 'found ' + all.length);
  assert.deepStrictEqual(compounds('.a:has(> .b .c) > .d + *'), ['.a:has(> .b .c)', '.d', '*']);
  assert.ok(PAGE_WIDE.test('.lv-main:has(#root h1)') && PAGE_WIDE.test(':root:has(> body)') && !PAGE_WIDE.test('.lv-al-a:has(> *)') && !PAGE_WIDE.test('.main-x:has(*)'));
});

test('no :has() left of a combinator on an element that holds the whole app', () => {
  const bad = selectors(css).filter((s) => {
    const parts = compounds(s);
    return parts.slice(0, -1).some((c) => c.includes(':has(') && PAGE_WIDE.test(c));
  });
  assert.deepStrictEqual(bad, []);
});
