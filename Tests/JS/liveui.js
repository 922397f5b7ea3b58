// The browser client for node tests: Public/liveui/*.js joined in name order
// inside one function scope, as Sources/LiveAssets/ClientBundle.swift joins
// them for browsers (client.test.js checks the two agree), then run as a
// CommonJS module, whose exports are the client's test API.
'use strict';
const fs = require('fs');
const path = require('path');

const folder = path.join(__dirname, '..', '..', 'Public', 'liveui');
const prologue = "(function (global) {\n'use strict';\n";
const epilogue = "})(typeof globalThis !== 'undefined' ? globalThis : this);\n";
const parts = fs.readdirSync(folder).filter((n) => n.endsWith('.js')).sort()
  .map((n) => { const text = fs.readFileSync(path.join(folder, n), 'utf8'); return text.endsWith('\n') ? text : text + '\n'; });
const source = prologue + parts.join('') + epilogue;

const loaded = { exports: {} };
new Function('module', source)(loaded);
module.exports = loaded.exports;
module.exports.source = source;
module.exports.prologue = prologue;
module.exports.epilogue = epilogue;
