// LCG black-box scenarios, multiplayer: options: written from the rulebooks and docs/api.md, driven through the JSON API.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSw, MpGame as G, keys } from './setup_builders.mjs';
const sw = await loadSw();
const tryStart = (opts) => { const m = new sw.Match(); const r = JSON.parse(m.start(JSON.stringify({ game: 'lcg', seed: 1, options: { mulligan: false, ...opts } }))); m.delete(); return r; };
const IN = 'imperial-navy:26,27,29,30,31,32,26,27,29,30', S = 'sith:19,20,21,22,23,24,25,19,20,21';

test('MP-GEN-3: two DS decks without shared sets are a legal 2v2 team', () => {
  assert.equal(tryStart({ mode: '2v2', dark: IN, dark2: S }).ok, true);
});

test('MP-GEN-3: three copies of a set across the DS team are refused (at most two for the team)', () => {
  const r = tryStart({ mode: '2v2', dark: IN, dark2: 'imperial-navy:26,31,32,33,31,32,33,34,34,19' });
  assert.equal(r.ok, false); assert.equal(r.error.code, 'bad_option');
});

test('MP-GEN-3: a Limit 1 set in both decks of a team is refused', () => {
  const r = tryStart({ mode: '2v2', dark: 'imperial-navy:26,27,29,30,31,32,34,35,36,20'.replace(',20', ',33'), dark2: 'sith:19,20,21,22,23,24,25,34,35,36' });
  assert.equal(r.ok, false);
});

test('MP-HFS-3: a DS deck of 11 sets is refused in The Hunt for Skywalker but legal in 2v2', () => {
  assert.equal(tryStart({ mode: 'hunt-for-skywalker', dark: S + ',23', dark2: IN }).ok, false);
  assert.equal(tryStart({ mode: '2v2', dark: S + ',23', dark2: IN }).ok, true);
});

test('MP-HFS-8: reinforcements must be two different LS sets without Luke Skywalker', () => {
  assert.equal(tryStart({ mode: 'hunt-for-skywalker', reinforcements: '91,91' }).ok, false);
  assert.equal(tryStart({ mode: 'hunt-for-skywalker', reinforcements: '1,93' }).ok, false);
  assert.equal(tryStart({ mode: 'hunt-for-skywalker', reinforcements: '19,93' }).ok, false);
  assert.equal(tryStart({ mode: 'hunt-for-skywalker', reinforcements: '92,93' }).ok, true);
});

test('MP-CHAL-1/MP-2V2-1: seat counts: 2v2 refuses 3 players; a challenge refuses 5', () => {
  assert.equal(tryStart({ mode: '2v2', players: 3 }).ok, false);
  assert.equal(tryStart({ mode: 'jerjerrods-task', players: 5 }).ok, false);
  assert.equal(tryStart({ mode: 'hunt-for-skywalker', players: 4 }).ok, true);
});

test('MP-CHAL-3: a standard deck naming a challenge set (201) is refused', () => {
  const r = tryStart({ mode: '2v2', dark: 'imperial-navy:26,27,29,30,31,32,26,27,29,201' });
  assert.equal(r.ok, false);
});

test('MP-GEN-1 / Bothan Facilitator: looks at each opponent\'s hand and common reserve and discards 1 from each; the DS views get no peek', () => {
  const g = new G(sw, { turn: 4, active: 'light', phase: 'conflict', engagement: { objective: 0, defender: 'dark2' },
    dark: { tookTurn: true, hand: ['darth-vader'] }, dark2: { tookTurn: true, hand: [], commonReserve: ['force-choke@19'] },
    light: { tookTurn: true, units: [{ card: 'bothan-facilitator', attacking: true }] } }, { mode: 'hunt-for-skywalker' });
  let peeks = 0;
  for (let i = 0; i < 12 && g.view(-1).engagement; i++) {
    const x = g.st1();
    if (x.ids.some((a) => a.startsWith('choose:'))) { peeks++; assert.equal(g.view(0).peek, null); assert.equal(g.view(1).peek, null); assert.ok(g.view(2).peek); }
    if (x.ids.includes('bonus')) break;
    g.apply(x.s, x.ids.find((a) => a.startsWith('strike:bothan')) || x.ids.find((a) => a.startsWith('use:bothan')) || x.ids.find((a) => a.startsWith('choose:')) || (x.ids.includes('pass') ? 'pass' : x.ids[0]));
  }
  assert.equal(peeks, 2);
  assert.deepEqual(keys(g.pl(0).discard), ['darth-vader']);
  assert.deepEqual(keys(g.pl(1).discard), ['force-choke@19']);
  assert.equal(g.pl(1).commonReserveCount, 0);
  g.close();
});

test('MP-GEN-1 / Cruel Interrogations (2v2): "each opponent\'s hand": one card captured from each LS player', () => {
  const g = new G(sw, { turn: 3, active: 'dark', phase: 'refresh', activePlayer: 2,
    dark: { tookTurn: true, objectives: ['imperial-command', 'death-and-despayre', 'the-ultimate-power'] },
    dark2: { tookTurn: true, objectives: ['the-emperors-web', 'black-squadron-assault'], objectiveDeck: ['cruel-interrogations'] },
    light: { tookTurn: true, objectives: ['a-heros-journey', 'in-you-must-go', 'the-rebel-fleet'], hand: ['luke-skywalker', 'red-two'] },
    light2: { tookTurn: true, objectives: ['draw-their-fire', 'mobilize-the-squadrons', 'rumors-at-the-cantina'], hand: ['x-wing@13', 'heat-of-battle@3'] } }, { mode: '2v2' });
  g.act(1, 'use:cruel-interrogations');
  assert.equal(g.pl(2).handCount, 1); assert.equal(g.pl(3).handCount, 1);
  assert.equal(g.pl(1).objectives.find((o) => o.key === 'cruel-interrogations').captured, 2);
  g.close();
});
