// LCG black-box scenarios, rules: setup reach: written from the rulebooks and docs/api.md, driven through the JSON API.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSw } from './setup_builders.mjs';

const tryS = async (setup) => { const sw = await loadSw(); const m = new sw.Match(); const r = JSON.parse(m.start(JSON.stringify({ game: 'lcg', seed: 1, options: { mulligan: false }, setup }))); m.delete(); return r; };

test('api.md Setup: deck building is not checked in a position (LCG-DECK-4 is the deck builder\'s): any card may be given to a player', async () => {
  const r = await tryS({ phase: 'deployment', turn: 3, active: 'dark', dark: { hand: ['rebel-trooper'] } });
  assert.equal(r.ok, true, JSON.stringify(r));
});

test('api.md Setup / LCG-REFRESH-4: more than 3 objectives in play for one player (5) is refused', async () => {
  const r = await tryS({ dark: { objectives: ['shadows-of-dathomir', 'imperial-command', 'death-and-despayre', 'shadows-of-dathomir', 'imperial-command'] } });
  assert.equal(r.ok, false);
  assert.equal(r.error.code, 'bad_setup');
  assert.equal((await tryS({ dark: { objectives: ['shadows-of-dathomir', 'imperial-command', 'death-and-despayre'] } })).ok, true);
});

test('api.md Setup: the dial is 0..11 (12 is refused), a card\'s damage must stay below its capacity', async () => {
  assert.equal((await tryS({ dial: 12 })).ok, false);
  assert.equal((await tryS({ dial: 11 })).ok, true);
  assert.equal((await tryS({ light: { objectives: [{ card: 'draw-their-fire', damage: 5 }, 'a-heros-journey', 'a-heros-journey'] } })).ok, false);
  assert.equal((await tryS({ light: { units: [{ card: 'luke-skywalker', damage: 2 }] } })).ok, true);
});
