// LCG black-box scenarios, multiplayer: elimination: written from the rulebooks and docs/api.md, driven through the JSON API.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSw, MpGame as G, keys } from './setup_builders.mjs';
const sw = await loadSw();
const OBJ = ['lemelisks-ambition', 'along-the-sanctuary-pipeline', 'heightened-security', 'jerjerrods-task', 'jerjerrods-task', 'jerjerrods-task', 'jerjerrods-task'];
const DARK = (extra = {}) => ({ tookTurn: true, hand: ['fully-armed'], deck: Array(12).fill('construction-droid'), objectives: OBJ,
  units: ['death-star-ii', 'lambda-class-shuttle', 'admiral-piett'], enhancements: ['tactical-command-center', 'orbital-construction-yard'], ...extra });
const jt = (setup) => new G(sw, { turn: 3, active: 'dark', phase: 'deployment', ...setup }, { mode: 'jerjerrods-task' });
const fullyArmed = (g, aff) => { g.act(0, 'use:fully-armed'); g.act(0, 'autopay'); if (g.ids(0).some((a) => a.startsWith('choose:'))) g.act(0, 'choose:' + aff); };
const toLsDeploy = (g, seat) => {
  for (let i = 0; i < 80; i++) {
    if (g.view(-1).turn === 4 && g.status().phase === 'deployment' && g.st1().s === seat) return true;
    const x = g.st1(); if (x.s === undefined) return false;
    g.apply(x.s, x.ids.includes('pass') ? 'pass' : x.ids.includes('done') ? 'done' : x.ids.includes('decline') ? 'decline' : x.ids[0]);
  }
  return false;
};

test('MP-JT-6 / C10/Fully Armed: eliminating LS #2 puts its affiliation under Death Star II; Lemelisk\'s Ambition drops to 7', () => {
  const g = jt({ dark: DARK(), light: { tookTurn: true, units: ['luke-skywalker'] }, light2: { tookTurn: true, units: ['red-two'] } });
  fullyArmed(g, 'rebel-alliance');
  const p2 = g.pl(2);
  assert.equal(p2.eliminated, true);
  assert.deepEqual(keys(p2.setAside), ['rebel-alliance']);
  assert.equal(p2.units.length, 0);
  assert.equal(g.pl(0).reserve, 7);
  assert.equal(g.status().terminal, false);
  g.close();
});

test('C10/MP-JT-6: Fully Armed eliminating the last LS player still in the game wins for the DS', () => {
  const g = jt({ dark: DARK(), light: { tookTurn: true, units: ['luke-skywalker'] }, light2: { tookTurn: true, collected: true, units: ['red-two'] } });
  fullyArmed(g, 'jedi');
  const st = g.status();
  assert.equal(st.terminal, true);
  assert.deepEqual(st.winners, [0]);
  g.close();
});

test('MP-GEN-10/C10: after LS #2 is eliminated, LS #1 (no teammate left in the game) may not deploy the card in LS #2\'s common reserve', () => {
  const g = jt({ dark: DARK(), light: { tookTurn: true, units: ['luke-skywalker'], hand: [] }, light2: { tookTurn: true, units: ['red-two'], hand: [], commonReserve: ['x-wing@13'] } });
  const rid = g.view(2).players[2].commonReserve[0].id;
  fullyArmed(g, 'rebel-alliance');
  assert.ok(toLsDeploy(g, 1), 'reached LS #1 deployment');
  assert.ok(!g.ids(1).includes('deploy:' + rid), 'LS #1 may deploy the eliminated teammate\'s reserve card: ' + g.ids(1));
  g.close();
});

test('MP-GEN-10: after LS #2 is eliminated, LS #1 has no teammate and is not offered a common reserve placement', () => {
  const g = jt({ dark: DARK(), light: { tookTurn: true, units: ['luke-skywalker'], hand: [] }, light2: { tookTurn: true, units: ['red-two'] } });
  fullyArmed(g, 'rebel-alliance');
  let offered = null;
  for (let i = 0; i < 80 && !(g.view(-1).turn === 4 && g.status().phase === 'deployment'); i++) {
    const x = g.st1(); if (x.s === undefined) break;
    if (x.s === 1 && x.ids.some((a) => a.startsWith('reserve:'))) { offered = x.ids; break; }
    g.apply(x.s, x.ids.includes('pass') ? 'pass' : x.ids.includes('done') ? 'done' : x.ids.includes('decline') ? 'decline' : x.ids[0]);
  }
  assert.equal(offered, null, 'reserve placement offered: ' + offered);
  g.close();
});

test('MP-JT-6 / C10: an eliminated LS #2 takes no segment in the LS team\'s turn (LS #1 only)', () => {
  const g = jt({ dark: DARK(), light: { tookTurn: true, units: ['luke-skywalker'] }, light2: { tookTurn: true, units: ['red-two'], hand: ['x-wing@13'] } });
  fullyArmed(g, 'rebel-alliance');
  const seen = new Set();
  for (let i = 0; i < 120 && g.view(-1).turn <= 4 && !g.status().terminal; i++) {
    const x = g.st1(); if (x.s === undefined) break;
    if (g.view(-1).turn === 4) seen.add(x.s);
    g.apply(x.s, x.ids.includes('pass') ? 'pass' : x.ids.includes('done') ? 'done' : x.ids.includes('decline') ? 'decline' : x.ids[0]);
  }
  assert.ok(!seen.has(2), 'eliminated seat asked to act');
  assert.notEqual(g.view(-1).active, 2);
  g.close();
});

test('MP-JT-6 / C10: Fully Armed needs Death Star II in play', () => {
  const g = jt({ dark: DARK({ units: ['lambda-class-shuttle', 'admiral-piett'] }), light: { tookTurn: true }, light2: { tookTurn: true } });
  assert.ok(!g.ids(0).some((a) => a.startsWith('use:fully-armed')), g.ids(0));
  g.close();
});

test('C10/MP-GEN-17: with LS #1 eliminated, LS #2 is the team\'s first player and decides the Balance damage', () => {
  const g = jt({ dark: DARK(), balance: 'light', light: { tookTurn: true, units: ['luke-skywalker'] }, light2: { tookTurn: true, units: ['red-two'] } });
  fullyArmed(g, 'jedi');
  assert.equal(g.pl(1).eliminated, true);
  let asked = null;
  for (let i = 0; i < 80 && !g.status().terminal; i++) {
    const x = g.st1(); if (x.s === undefined) break;
    if (x.ids.some((a) => a.startsWith('damage:'))) { asked = x.s; break; }
    if (g.view(-1).turn === 4 && g.status().phase !== 'balance') break;
    g.apply(x.s, x.ids.includes('pass') ? 'pass' : x.ids.includes('done') ? 'done' : x.ids.includes('decline') ? 'decline' : x.ids[0]);
  }
  assert.equal(asked, 2, 'Balance damage asked of ' + asked + ' balance ' + g.view(-1).balance);
  g.close();
});

test('C10/MP-GEN-23: "each Light Side player" (Tactical Command Center) skips an eliminated player', () => {
  const g = jt({ dark: DARK({ hand: ['fully-armed', 'jerjerrods-task'] }), light: { tookTurn: true, units: ['luke-skywalker'] }, light2: { tookTurn: true, units: ['red-two'] } });
  fullyArmed(g, 'rebel-alliance');
  assert.ok(g.ids(0).some((a) => a.startsWith('use:jerjerrods-task')), g.ids(0));
  g.act(0, 'use:jerjerrods-task');
  g.act(0, 'autopay');
  for (let i = 0; i < 6; i++) {
    const x = g.st1(); if (x.s === undefined) break;
    assert.notEqual(x.s, 2, 'eliminated seat asked');
    const c = x.ids.find((a) => a.startsWith('use:tactical')) || x.ids.find((a) => a.startsWith('choose:'));
    if (!c) break; g.apply(x.s, c);
  }
  assert.equal(g.pl(1).units[0].damage, 1);
  g.close();
});
