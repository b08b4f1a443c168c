// docs/tcg-cards.md is generated (scripts/tcg-cards.mjs) from the TCG card
// data, the card scripts and the card tests: it must match what they say now.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

test('docs/tcg-cards.md is up to date with the TCG card data, scripts and tests', () => {
  const script = fileURLToPath(new URL('../../scripts/tcg-cards.mjs', import.meta.url));
  const r = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
});

test('docs/tcg-cards.md has one row per AOTC card, numbered 1 to 180', () => {
  const doc = readFileSync(fileURLToPath(new URL('../../docs/tcg-cards.md', import.meta.url)), 'utf8');
  const numbers = [...doc.matchAll(/^\| (\d+) \| /gm)].map((m) => Number(m[1]));
  assert.equal(numbers.length, 180);
  assert.deepEqual(numbers, Array.from({ length: 180 }, (_, i) => i + 1));
  assert.match(doc, /^\| 1 \| Anakin Skywalker \(A\) \| Character \| Light \| (yes|no) \| scripted \|/m);
  assert.match(doc, /^\| 36 \| Padmé's Yacht \(A\) \| Space \| Light \| (yes|no) \| keywords \|/m);
  assert.match(doc, /^\| 50 \| Trade Federation Battleship Core \| Ground \| Dark \| (yes|no) \| vanilla \|/m);
});
