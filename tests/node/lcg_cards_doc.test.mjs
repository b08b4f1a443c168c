// docs/lcg-cards.md is generated (scripts/lcg-cards.mjs) from the card data,
// the card scripts and the card tests: it must match what they say now.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

test('docs/lcg-cards.md is up to date with the LCG card data, scripts and tests', () => {
  const script = fileURLToPath(new URL('../../scripts/lcg-cards.mjs', import.meta.url));
  const r = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
});
