// Issue 17 item 2: the built-in styles meet WCAG's 4.5:1 text contrast in the
// light and the dark scheme. The colors are read from the stylesheet's
// light-dark() pairs, so a change of palette is checked here, not by eye.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');

const folder = path.join(__dirname, '..', '..', 'Public', 'liveui');
const css = fs.readdirSync(folder).filter((n) => n.endsWith('.css')).sort()
  .map((n) => fs.readFileSync(path.join(folder, n), 'utf8')).join('\n');

function parseColor(text) {
  text = text.trim();
  let m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text);
  if (m) {
    const h = m[1].length === 3 ? m[1].replace(/./g, (c) => c + c) : m[1];
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)).concat(1);
  }
  m = /^rgba?\(\s*([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\s*\)$/.exec(text);
  if (m) return [+m[1], +m[2], +m[3], m[4] === undefined ? 1 : +m[4]];
  throw new Error('not a color: ' + text);
}

// The palette as the browser sees it when light-dark() is supported: [light, dark] per variable.
function palette() {
  const out = {};
  const re = /--lv-([\w-]+):\s*light-dark\(((?:[^()]|\([^()]*\))*?),\s*((?:[^()]|\([^()]*\))*)\)/g;
  let m;
  while ((m = re.exec(css))) out[m[1]] = [parseColor(m[2]), parseColor(m[3])];
  return out;
}

function over(fg, bg) {
  const a = fg[3];
  return [0, 1, 2].map((i) => fg[i] * a + bg[i] * (1 - a)).concat(1);
}
function luminance(c) {
  const [r, g, b] = c.slice(0, 3).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(fg, bg) {
  const text = over(fg, bg);
  const a = luminance(text), b = luminance(bg);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
// color-mix(in srgb, c p%, #000), as 88-landmarks-contrast.css darkens fills in the dark scheme.
function darken(c, percent) { return [c[0] * percent / 100, c[1] * percent / 100, c[2] * percent / 100, 1]; }
function mixPercent(variable) {
  const m = new RegExp('color-mix\\(in srgb, var\\(--lv-' + variable + '\\) (\\d+)%, #000\\)').exec(css);
  assert.ok(m, 'the dark fill of --lv-' + variable + ' is a color-mix with black');
  return +m[1];
}

test('the checker agrees with known WCAG figures', () => {
  assert.ok(Math.abs(contrast(parseColor('#777'), parseColor('#fff')) - 4.48) < 0.01);
  assert.ok(Math.abs(contrast(parseColor('#000'), parseColor('#fff')) - 21) < 0.001);
  // The old accent and secondary gray fell short, as axe reported.
  assert.ok(contrast(parseColor('#007aff'), parseColor('#fff')) < 4.5);
  assert.ok(contrast(parseColor('rgba(60, 60, 67, 0.6)'), parseColor('#fff')) < 4.5);
});

test('text styles meet 4.5:1 on every background they are drawn on, in both schemes', () => {
  const p = palette();
  for (const name of ['tint', 'link', 'red', 'label', 'secondary-label', 'placeholder', 'background', 'background-2',
    'background-3', 'grouped', 'grouped-2', 'fill-3']) {
    assert.ok(p[name], '--lv-' + name + ' is a light-dark() pair');
  }
  const failures = [];
  for (const scheme of [0, 1]) {
    const c = (n) => p[n][scheme];
    const grounds = {
      background: c('background'), 'background-2': c('background-2'), 'background-3': c('background-3'),
      grouped: c('grouped'), 'grouped-2': c('grouped-2'),
      'fill-3 on background': over(c('fill-3'), c('background')), 'fill-3 on grouped-2': over(c('fill-3'), c('grouped-2')),
      'fill-3 on grouped': over(c('fill-3'), c('grouped')),
    };
    for (const fg of ['tint', 'link', 'red', 'label', 'secondary-label', 'placeholder']) {
      for (const [ground, bg] of Object.entries(grounds)) {
        const ratio = contrast(c(fg), bg);
        if (ratio < 4.5) failures.push(`${scheme ? 'dark' : 'light'}: --lv-${fg} on ${ground} is ${ratio.toFixed(2)}:1`);
      }
    }
    // White text on filled tints: prominent buttons, selected rows, destructive buttons.
    for (const [fill, percent] of [['tint', mixPercent('tint')], ['red', mixPercent('red')]]) {
      const bg = scheme ? darken(c(fill), percent) : c(fill);
      const ratio = contrast([255, 255, 255, 1], bg);
      if (ratio < 4.5) failures.push(`${scheme ? 'dark' : 'light'}: white on the --lv-${fill} fill is ${ratio.toFixed(2)}:1`);
    }
  }
  assert.deepStrictEqual(failures, []);
});

test('built-in rules use the palette, not the old fixed accent', () => {
  const rules = css.replace(/--lv-[\w-]+:[^;]*;/g, '');
  assert.ok(!/#007aff/i.test(rules), 'no rule paints with #007aff (4.02:1 on white)');
  assert.ok(!/#ff3b30/i.test(rules), 'no rule paints with #ff3b30 (3.55:1 on white)');
});

test('font sizes are in rem, so text follows the browser\'s font size', () => {
  const px = css.match(/font(?:-size)?:\s*\d+(?:\.\d+)?px/g) || [];
  assert.deepStrictEqual(px, []);
});
