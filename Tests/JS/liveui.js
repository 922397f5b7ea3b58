// The browser client for node tests: Public/liveui/*.js joined in name order,
// then Public/liveui/areas/*.js, inside one function scope, as Sources/LiveAssets/ClientBundle.swift joins
// them for browsers (client.test.js checks the two agree), then run as a
// CommonJS module, whose exports are the client's test API.
'use strict';
const fs = require('fs');
const path = require('path');

const folder = path.join(__dirname, '..', '..', 'Public', 'liveui');
const prologue = "(function (global) {\n'use strict';\n";
const epilogue = "})(typeof globalThis !== 'undefined' ? globalThis : this);\n";
const read = (dir) => fs.readdirSync(dir).filter((n) => n.endsWith('.js')).sort()
  .map((n) => { const text = fs.readFileSync(path.join(dir, n), 'utf8'); return text.endsWith('\n') ? text : text + '\n'; });
// The areas (Public/liveui/areas/, served apart in browsers) come last, in the same scope:
// each registers with the core's area(), which adds its exports to the API.
const areaNames = fs.readdirSync(path.join(folder, 'areas')).filter((n) => n.endsWith('.js')).sort().map((n) => n.slice(0, -3));
const parts = read(folder).concat(read(path.join(folder, 'areas')));
const source = prologue + parts.join('') + epilogue;

const loaded = { exports: {} };
new Function('module', source)(loaded);
module.exports = loaded.exports;
module.exports.source = source;
module.exports.prologue = prologue;
module.exports.epilogue = epilogue;
module.exports.areaNames = areaNames;
