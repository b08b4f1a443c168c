// LCG black-box scenarios, multiplayer: more: written from the rulebooks and docs/api.md, driven through the JSON API.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSw, g2, MpGame as G, keys, hfs, pyr, lsObj, pay } from './setup_builders.mjs';
const sw = await loadSw();

test('MP-HFS-17: Superlaser Blast (DS card effect) may target only vulnerable LS objectives', () => {
  const g = hfs({ phase: 'deployment', dark: { tookTurn: true, hand: ['superlaser-blast'] } });
  g.act(0, 'use:superlaser-blast');
  const t = g.ids(0).filter((a) => a.startsWith('target:the-hunt-for-skywalker'));
  const vul = g.pl(2).objectives.filter((o) => o.vulnerable).map((o) => 'target:' + o.id).sort();
  assert.deepEqual(t.sort(), vul);
  assert.equal(t.length, 5);
  g.close();
});

test('MP-HFS-14: Superlaser Blast on a face-down objective turns it face up instead of destroying it', () => {
  const g = hfs({ phase: 'deployment', dark: { tookTurn: true, hand: ['superlaser-blast'] }, light: { tookTurn: true, hand: [] } });
  const id = lsObj(g, 2).id;
  g.act(0, 'use:superlaser-blast'); g.apply(0, 'target:' + id); pay(g, 0);
  for (let i = 0; i < 6 && g.st1().s === 2; i++) { const x = g.st1(); g.apply(2, x.ids.includes('decline') ? 'decline' : 'pass'); }
  const o = lsObj(g, 2);
  assert.ok(o, 'destroyed instead of revealed');
  assert.equal(o.faceDown, undefined);
  assert.equal(o.key, 'the-final-ship');
  assert.equal(g.pl(0).victory.length, 0);
  g.close();
});

test('MP-HFS-1 / Luke Skywalker (HFS): cannot be affected by enemy card effects: Force Choke cannot target him', () => {
  const g = hfs({ phase: 'deployment', activePlayer: 2, dark2: { tookTurn: true, hand: ['force-choke@19'] }, light: { tookTurn: true, units: ['luke-skywalker-hfs', 'bothan-facilitator'] } });
  g.until((x) => x.st1().s === 1, 4);
  g.act(1, 'use:force-choke');
  const t = g.ids(1).filter((a) => a.startsWith('target:'));
  assert.ok(t.some((a) => a.includes('bothan')), t);
  assert.ok(!t.some((a) => a.includes('luke-skywalker-hfs')), 'Luke targetable: ' + t);
  g.close();
});

test('MP-HFS-1 / Return to Tatooine: "Luke Skywalker must defend this objective, if able": the LS cannot finish defenders without him', () => {
  const g = hfs({ phase: 'conflict', dark: { tookTurn: true, units: ['darth-vader'] },
    light: { tookTurn: true, units: ['luke-skywalker-hfs', 'rebel-sentry'], pyramid: pyr({ 5: null, 9: { card: 'return-to-tatooine', faceDown: false } }) } });
  g.apply(0, 'engage:' + lsObj(g, 9).id);
  g.passWindows(); g.act(0, 'attacker:darth-vader'); g.act(0, 'done'); g.passWindows();
  assert.equal(g.st1().s, 2);
  const ids = g.ids(2);
  assert.ok(!ids.includes('done') || g.pl(2).units.find((u) => u.key === 'luke-skywalker-hfs').role === 'defender', 'may finish without Luke: ' + ids);
  g.close();
});

test('MP-HFS-1 / Evading Pursuit: switches two face-down objectives (vulnerability follows the position) and draws 1', () => {
  const g = hfs({ phase: 'deployment', active: 'light', turn: 4, light: { tookTurn: true, hand: ['evading-pursuit'], units: ['r2-d2-hfs'], deck: ['rebel-sentry', 'rebel-sentry'] } });
  const a = lsObj(g, 1).id, b = lsObj(g, 9).id;
  g.act(2, 'use:evading-pursuit');
  for (let i = 0; i < 8 && g.st1().s === 2; i++) {
    const x = g.st1();
    if (x.prompt.kind === 'pay') { g.act(2, 'autopay'); continue; }
    const p = x.ids.find((i2) => i2.includes(a) && !x.__a) && !g.__pickedA ? x.ids.find((i2) => i2.includes(a)) : x.ids.find((i2) => i2.includes(b));
    if (!p) break; if (p.includes(a)) g.__pickedA = true; g.apply(2, p);
  }
  assert.equal(lsObj(g, 1, 2).key, 'return-to-tatooine');
  assert.equal(lsObj(g, 9, 2).key, 'the-mines');
  assert.equal(lsObj(g, 1).vulnerable, true);
  assert.equal(lsObj(g, 9).vulnerable, false);
  assert.equal(g.pl(2).handCount, 1);
  g.close();
});

test('MP-HFS-1 / Evading Pursuit: "cannot be played during an engagement"', () => {
  const g = hfs({ phase: 'conflict', active: 'light', turn: 4, engagement: { objective: 0, defender: 'dark' },
    light: { tookTurn: true, hand: ['evading-pursuit'], units: ['r2-d2-hfs', { card: 'rebel-sentry', attacking: true }] } });
  for (let i = 0; i < 10 && g.view(-1).engagement; i++) {
    const x = g.st1(); if (x.s === 2) assert.ok(!x.ids.some((a) => a.startsWith('use:evading')), x.ids);
    g.apply(x.s, x.ids.includes('pass') ? 'pass' : x.ids[0]);
  }
  g.close();
});

test('MP-GEN-13/The Ultimate Power: a supporting attacker counts toward "at most 2 attackers"', () => {
  const g = g2(sw, { phase: 'conflict', active: 'light', turn: 4, light: { units: ['luke-skywalker'] }, light2: { units: ['red-two', 'x-wing@13'] },
    dark: { objectives: ['the-ultimate-power', 'imperial-command', 'death-and-despayre'] } });
  g.until((x) => x.st1().s === 3 && x.st1().ids.some((a) => a.startsWith('engage:')), 12);
  g.act(3, 'engage:the-ultimate-power'); g.passWindows();
  g.act(3, 'attacker:red-two'); g.act(3, 'attacker:x-wing');
  assert.ok(!g.ids(3).some((a) => a.startsWith('support:')), 'a third (supporting) attacker offered: ' + g.ids(3));
  g.close();
});

test('MP-GEN-13/The Rebel Fleet: a supporting attacker that is not a Vehicle cannot be lent against it', () => {
  const g = g2(sw, { phase: 'conflict', activePlayer: 2, dark2: { units: ['tie-fighter@27'] }, dark: { units: ['darth-vader'] },
    light: { objectives: ['the-rebel-fleet', 'a-heros-journey', 'in-you-must-go'] } });
  g.act(1, 'engage:the-rebel-fleet'); g.passWindows();
  g.act(1, 'attacker:tie-fighter');
  assert.ok(!g.ids(1).some((a) => a.startsWith('support:darth-vader')), g.ids(1));
  g.close();
});

test('MP-GEN-13: an exhausted (focused) teammate unit cannot be asked as a supporting attacker', () => {
  const g = g2(sw, { phase: 'conflict', dark: { units: ['tie-attack-squadron'] }, dark2: { units: [{ card: 'darth-vader', focus: 1 }] } });
  g.act(0, 'engage:draw-their-fire'); g.passWindows();
  g.act(0, 'attacker:tie-attack-squadron');
  assert.ok(!g.ids(0).some((a) => a.startsWith('support:')), g.ids(0));
  g.close();
});

test('MP-GEN-12: a supporting defender is given by the engaged player\'s teammate only (not by the other team)', () => {
  const g = g2(sw, { phase: 'conflict', dark: { units: ['tie-attack-squadron'] }, dark2: { units: ['darth-vader'] }, light: { units: ['luke-skywalker'] }, light2: { units: ['red-two'] } });
  g.act(0, 'engage:draw-their-fire'); g.passWindows();
  g.act(0, 'attacker:tie-attack-squadron'); g.act(0, 'done'); g.passWindows();
  g.act(3, 'defender:red-two');
  const s = g.ids(3).filter((a) => a.startsWith('support:'));
  assert.ok(s.some((a) => a.includes('luke')));
  assert.ok(!s.some((a) => a.includes('darth-vader')), s);
  g.close();
});

test('MP-GEN-12/13: a lent defender\'s control returns to its owner after the engagement, damage kept', () => {
  const g = g2(sw, { phase: 'conflict', dark: { units: ['darth-vader'] }, light: { units: ['luke-skywalker'] }, light2: { units: ['red-two'] } });
  g.act(0, 'engage:draw-their-fire'); g.passWindows();
  g.act(0, 'attacker:darth-vader'); g.act(0, 'done'); g.passWindows();
  g.act(3, 'defender:red-two'); g.act(3, 'support:luke'); g.act(2, 'agree:luke'); g.act(3, 'done');
  for (let i = 0; i < 40 && g.view(-1).engagement && !g.status().terminal; i++) {
    const x = g.st1();
    g.apply(x.s, x.ids.includes('pass') ? 'pass' : x.ids.find((a) => a.startsWith('strike:')) || x.ids.find((a) => a.startsWith('icon.')) || x.ids.find((a) => a.startsWith('hit:luke')) || x.ids.find((a) => a.startsWith('hit:')) || (x.ids.includes('decline') ? 'decline' : x.ids[0]));
  }
  const l = g.pl(2).units.find((u) => u.key === 'luke-skywalker');
  assert.ok(l, 'Luke back with LS #1');
  assert.equal(l.controller, 2);
  assert.equal(l.lentBy, undefined);
  g.close();
});
