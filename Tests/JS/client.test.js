// The client's parts join the same way here as in the server's build.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');
const liveui = require('./liveui.js');

test('the node loader wraps the parts as ClientBundle.swift does', () => {
  const swift = fs.readFileSync(path.join(__dirname, '..', '..', 'Sources', 'LiveAssets', 'ClientBundle.swift'), 'utf8');
  // The Swift prologue is a multi-line literal indented by 8 spaces; its code lines are ours.
  for (const line of liveui.prologue.split('\n').filter((l) => l)) {
    assert.ok(swift.includes('\n        ' + line + '\n'), 'ClientBundle.swift has ' + line);
  }
  assert.ok(swift.includes(JSON.stringify(liveui.epilogue.trimEnd()).slice(1, -1)), 'same epilogue');
  assert.strictEqual(typeof liveui.applyOps, 'function');
});

test('no script or style part is too long to read', () => {
  const folder = path.join(__dirname, '..', '..', 'Public', 'liveui');
  const names = fs.readdirSync(folder).filter((n) => n !== 'areas').concat(fs.readdirSync(path.join(folder, 'areas')).map((n) => 'areas/' + n));
  assert.ok(names.length >= 10);
  for (const name of names) {
    const lines = fs.readFileSync(path.join(folder, name), 'utf8').split('\n').length;
    assert.ok(lines <= 400, name + ' has ' + lines + ' lines');
  }
});
