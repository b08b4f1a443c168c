// LCG scenarios: the phases of a turn: Balance, Refresh, Draw, Deployment
// (resources, resource match, Limited, unique) and Force, and the first turn
// (tookTurn); running out of cards in the Draw phase;
// each test named by its rule ID.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mk, V } from './setup_builders.mjs';

// run the Force phase: commit as listed, then done; pass windows until the next turn begins
const forcePhase = (g, seat, commits = []) => {
  for (const c of commits) g.act(seat, 'commit:' + c);
  if (g.ids(seat).includes('done')) g.apply(seat, 'done');
};

test('LCG-FORCE-7: the non-active player\'s committed ready units count too (DS Vader 4 in the LS turn beats LS 0: the token turns to the DS)', async () => {
  const g = await mk({ phase: 'force', turn: 4, active: 'light', balance: 'light', dark: { objectives: V.ds, units: [{ card: 'darth-vader', force: true }] }, light: { objectives: V.ls, units: ['twilek-loyalist@1'] } });
  forcePhase(g, 1, []);
  assert.equal(g.view(-1).balance, 'dark');
});

test('LCG-FORCE-2: only the active player commits Force (the DS is never asked in the LS Force phase)', async () => {
  const g = await mk({ phase: 'force', turn: 4, active: 'light', balance: 'light', dark: { objectives: V.ds, units: ['darth-vader'] }, light: { objectives: V.ls, units: ['twilek-loyalist@1'] } });
  assert.deepEqual(g.toAct(), [1]);
  assert.deepEqual(g.ids(0), []);
  assert.ok(!g.ids(1).some((i) => i.includes('darth-vader')));
});

test('LCG-FORCE-9: a tie with the token on the DS side leaves it on the DS side (Luke 3 vs Motti 3)', async () => {
  const g = await mk({ phase: 'force', turn: 4, active: 'light', balance: 'dark', dark: { objectives: V.ds, units: [{ card: 'admiral-motti', force: true }] }, light: { objectives: V.ls, units: ['luke-skywalker'] } });
  forcePhase(g, 1, ['luke']);
  assert.equal(g.view(-1).balance, 'dark');
});

test('LCG-FORCE-9: the LS winning the struggle turns the token to the LS, then the next DS Balance phase advances the dial by 1 only', async () => {
  const g = await mk({ phase: 'force', turn: 4, active: 'light', balance: 'dark', dial: 3, dark: { objectives: V.ds, units: [{ card: 'twilek-loyalist@1'.replace('twilek-loyalist@1', 'dark-side-apprentice'), force: true }] }, light: { objectives: V.ls, units: ['luke-skywalker'] } });
  forcePhase(g, 1, ['luke']);
  assert.equal(g.view(-1).balance, 'light');
  for (let i = 0; i < 10 && ['force', 'balance'].includes(g.status().phase); i++) g.step(['pass']);
  assert.equal(g.status().dial, 4);
});

test('LCG-FORCE-7 / LCG-FORCE-6: a committed unit exhausted by striking adds nothing to the struggle (both sides 0: token stays)', async () => {
  const g = await mk({ phase: 'force', turn: 4, active: 'light', balance: 'light', dark: { objectives: V.ds, units: [{ card: 'darth-vader', force: true, focus: 2 }] }, light: { objectives: V.ls, units: [] } });
  assert.equal(g.view(-1).balance, 'light');
  assert.match(g.log().filter((e) => /Force struggle/.test(e.text)).pop()?.text || '', /Dark Side 0, Light Side 0/);
});

test('LCG-FORCE-5: a unit that already has committed Force is not offered again; committed Force stays on units across turns', async () => {
  const g = await mk({ phase: 'force', turn: 4, active: 'light', light: { objectives: V.ls, units: [{ card: 'luke-skywalker', force: true }, 'twilek-loyalist@1'] } });
  const ids = g.ids(1);
  assert.ok(!ids.some((i) => i.startsWith('commit:luke')), JSON.stringify(ids));
  assert.ok(ids.some((i) => i.startsWith('commit:twilek')));
  assert.ok(!ids.some((i) => /^(uncommit|remove)/.test(i)));
  g.apply(1, 'done');
  assert.equal(g.u(1, 'luke-skywalker').forceCommitted, true);
});

test('LCG-REFRESH-1/3: the active player\'s refresh removes focus and shields only from its own cards, not the opponent\'s', async () => {
  const g = await mk({ phase: 'refresh', turn: 5, active: 'dark', dark: { objectives: V.ds, units: [{ card: 'tie-fighter@27', focus: 1, shields: 1 }] }, light: { objectives: V.ls, units: [{ card: 'believer-in-the-old-ways@2', focus: 1, shields: 1 }] } });
  const t = g.u(0, 'tie-fighter'); const b = g.u(1, 'believer-in-the-old-ways');
  assert.equal(t.focus, 0); assert.equal(t.shields, 0);
  assert.equal(b.focus, 1); assert.equal(b.shields, 1);
});

test('LCG-FOCUS-5 / LCG-REFRESH-1: a unit with 2 focus (committed-Force strike) is still exhausted after one refresh', async () => {
  const g = await mk({ phase: 'refresh', turn: 5, active: 'dark', dark: { objectives: V.ds, units: [{ card: 'tie-fighter@27', focus: 2, force: true }] } });
  assert.equal(g.u(0, 'tie-fighter').focus, 1);
});

test('LCG-REFRESH-4: the 3rd objective: a player with 2 objectives reveals exactly one in its refresh (objective deck shrinks by 1)', async () => {
  const g = await mk({ phase: 'refresh', turn: 5, active: 'dark', dark: { objectives: ['shadows-of-dathomir', 'imperial-command'], objectiveDeck: ['death-and-despayre', 'shadows-of-dathomir'] } });
  const p = g.p(0);
  assert.equal(p.objectives.length, 3);
  assert.equal(p.objectiveDeckCount, 1);
  assert.ok(p.objectives.some((o) => o.key === 'death-and-despayre'), 'the top card is revealed');
});

test('LCG-REFRESH-4: the non-active player\'s missing objective is not replaced in the opponent\'s refresh', async () => {
  const g = await mk({ phase: 'refresh', turn: 5, active: 'dark', light: { objectives: ['a-heros-journey', 'draw-their-fire'] } });
  assert.equal(g.p(1).objectives.length, 2);
});

test('LCG-DRAW-2: a hand of exactly the reserve value: nothing drawn, nothing discarded', async () => {
  const hand = ['tie-fighter@27', 'tie-fighter@30', 'espo-trooper@35', 'espo-trooper@35', 'duty-officer', 'tie-bomber'];
  const g = await mk({ phase: 'draw', turn: 5, active: 'dark', dark: { objectives: V.ds, hand } });
  for (let i = 0; i < 3 && g.status().phase === 'draw' && g.toAct().length; i++) { const ids = g.ids(g.who()); if (ids.some((x) => x.startsWith('discard:'))) { g.apply(g.who(), 'done'); } else break; }
  assert.equal(g.p(0).handCount, 6);
  assert.equal(g.p(0).deckCount, g.p(0).deckCount);
  assert.equal(g.p(0).discard.length, 0);
});

test('LCG-DRAW-2 / LCG-DISCARD: no hand limit at the end of a turn: the LS keeps 8 cards through the DS turn (discards only in its own Draw phase)', async () => {
  const hand = ['twilek-loyalist@1', 'twilek-loyalist@4', 'rebel-trooper', 'a-wing', 'rookie-pilot', 'y-wing@8', 'y-wing@11', 'x-wing@12'];
  const g = await mk({ phase: 'force', turn: 4, active: 'light', dark: { objectives: V.ds }, light: { objectives: V.ls, hand } });
  for (let i = 0; i < 20 && !(g.view(-1).active === 0 && g.status().phase === 'deployment'); i++) g.step(['done', 'pass']);
  assert.equal(g.view(-1).active, 0);
  assert.equal(g.p(1).handCount, 8);
  assert.equal(g.p(1).discard.length, 0);
});

test('LCG-DRAW-2: in its own Draw phase a player with 8 cards must discard 2 (choosing which)', async () => {
  const hand = ['twilek-loyalist@1', 'twilek-loyalist@4', 'rebel-trooper', 'a-wing', 'rookie-pilot', 'y-wing@8', 'y-wing@11', 'x-wing@12'];
  const g = await mk({ phase: 'draw', turn: 4, active: 'light', light: { objectives: V.ls, hand } });
  // optional discard first (LCG-DRAW-1): decline it if asked
  let n = 0;
  for (let i = 0; i < 6 && g.status().phase === 'draw'; i++) {
    const ids = g.ids(1); const d = ids.find((x) => x.startsWith('discard:a-wing') || x.startsWith('discard:rookie'));
    if (g.p(1).handCount > 6 && d) { g.apply(1, d); n++; } else if (ids.includes('done')) g.apply(1, 'done'); else break;
  }
  assert.equal(g.p(1).handCount, 6);
  assert.deepEqual(g.p(1).discard.map((c) => c.key).sort(), ['a-wing', 'rookie-pilot']);
});

test('LCG-WIN-3: a LS player with an empty command deck and a short hand loses in its Draw phase (the DS wins, reason deck)', async () => {
  const g = await mk({ phase: 'draw', turn: 4, active: 'light', light: { objectives: V.ls, hand: ['rebel-trooper'], deck: [] } });
  for (let i = 0; i < 3 && !g.status().terminal && g.toAct().length && g.ids(g.who()).includes('done'); i++) g.apply(g.who(), 'done');
  const st = g.status();
  assert.equal(st.terminal, true); assert.deepEqual(st.winners, [0]);
  assert.equal(g.view(-1).reason, 'deck');
});

test('LCG-RES-4: paying 3 with an objective (value 2) and the affiliation card (value 1): one focus per resource generated', async () => {
  const g = await mk({ phase: 'deployment', turn: 3, active: 'dark', dark: { objectives: ['imperial-command', 'shadows-of-dathomir', 'death-and-despayre'], hand: ['at-st@31'] } });
  g.act(0, 'deploy:at-st');
  for (let i = 0; i < 5 && g.prompt()?.kind === 'pay'; i++) {
    const ids = g.ids(0);
    const pick = ids.find((x) => x.startsWith('generate:imperial-command') && x.endsWith('.2')) || ids.find((x) => x.startsWith('generate:imperial-navy') && x.endsWith('.1'));
    if (!pick) break; g.apply(0, pick);
  }
  const p = g.p(0);
  assert.ok(p.units.some((u) => u.key.startsWith('at-st')), 'AT-ST played');
  assert.equal(p.objectives.find((o) => o.key === 'imperial-command').focus, 2);
  assert.equal(p.affiliationCard.focus, 1);
  assert.equal(p.objectives.find((o) => o.key === 'shadows-of-dathomir').focus, 0);
});

test('LCG-RES-2 / LCG-RES-6: a card costing more than the ready resources is not offered (Devastator 6 with 5 ready: 2+1+1 exhausted objective... )', async () => {
  const g = await mk({ phase: 'deployment', turn: 3, active: 'dark', dark: { objectives: ['imperial-command', { card: 'death-and-despayre', focus: 1 }, 'shadows-of-dathomir'], hand: ['devastator', 'at-st@31'] } });
  const ids = g.ids(0);
  assert.equal(g.p(0).resources, 5, 'view resources: 2 + 2 + 1 (exhausted objective excluded)');
  assert.ok(!ids.some((i) => i.startsWith('deploy:devastator')), JSON.stringify(ids));
  assert.ok(ids.some((i) => i.startsWith('deploy:at-st')));
});

test('LCG-RES-3: resource match needs an affiliation card among the payers: a Sith unit cannot be paid by Imperial Navy cards plus a neutral-objective... (Shadows of Dathomir is Sith: using it satisfies the match)', async () => {
  const g = await mk({ phase: 'deployment', turn: 3, active: 'dark', dark: { objectives: ['imperial-command', 'shadows-of-dathomir', 'death-and-despayre'], hand: ['dark-side-apprentice'] } });
  g.act(0, 'deploy:dark-side');
  const ids = g.ids(0);
  // paying 2 from Imperial Command (Navy) alone must not complete the payment
  g.act(0, 'generate:imperial-command');
  const after = g.p(0);
  const played = after.units.some((u) => u.key === 'dark-side-apprentice');
  if (played) assert.fail('a Sith unit was paid with Imperial Navy resources only');
});

test('LCG-KW-3: after a Limited enhancement (Sith Library) the DS cannot play a second Limited card (Control Room) in the same turn', async () => {
  const g = await mk({ phase: 'deployment', turn: 3, active: 'dark', dark: { objectives: V.ds, hand: ['sith-library@20', 'control-room@28', 'tie-fighter@27'] } });
  assert.ok(g.ids(0).some((i) => i.startsWith('deploy:control-room')));
  g.act(0, 'deploy:sith-library'); for (let i = 0; i < 4 && g.prompt()?.kind === 'pay'; i++) g.apply(0, 'autopay');
  assert.equal(g.prompt()?.kind, 'window');
  assert.ok(!g.ids(0).some((i) => i.startsWith('deploy:control-room')), JSON.stringify(g.ids(0)));
});

test('LCG-KW-3 / C8: Limited is per player: the LS having played a Limited card this turn does not stop the DS playing Tear This Ship Apart (Limited event) in the LS turn', async () => {
  const g = await mk({ phase: 'deployment', turn: 4, active: 'light', dark: { objectives: V.ds, hand: ['tear-this-ship-apart'] }, light: { objectives: V.ls, limitedPlayed: true, units: [{ card: 'luke-skywalker', enhancements: ['jedi-lightsaber'] }], hand: ['rebel-trooper'] } });
  g.apply(1, 'pass');
  assert.equal(g.who(), 0);
  assert.ok(g.ids(0).some((i) => i.startsWith('use:tear-this-ship-apart')), JSON.stringify(g.ids(0)));
});

test('LCG-KW-3 / C8: Limited counts in the opponent\'s turn too: a DS that already played a Limited card this (LS) turn cannot play Tear This Ship Apart', async () => {
  const g = await mk({ phase: 'deployment', turn: 4, active: 'light', dark: { objectives: V.ds, limitedPlayed: true, hand: ['tear-this-ship-apart', 'force-choke@19'] }, light: { objectives: V.ls, units: [{ card: 'luke-skywalker', enhancements: ['jedi-lightsaber'] }], hand: ['rebel-trooper'] } });
  g.apply(1, 'pass');
  const ids = g.toAct()[0] === 0 ? g.ids(0) : [];
  assert.ok(!ids.some((i) => i.startsWith('use:tear-this-ship-apart')), JSON.stringify(ids));
});

test('LCG-KW-3 / C8: the Limited count resets for each turn: a DS that played a Limited card in its own turn may play Tear This Ship Apart in the next (LS) turn', async () => {
  const g = await mk({ phase: 'force', turn: 3, active: 'dark', dark: { objectives: V.ds, limitedPlayed: true, hand: ['tear-this-ship-apart'] }, light: { objectives: V.ls, units: [{ card: 'luke-skywalker', enhancements: ['jedi-lightsaber'] }], hand: ['rebel-trooper', 'rebel-trooper', 'rebel-trooper', 'rebel-trooper', 'rebel-trooper', 'rebel-trooper'] } });
  let offered = false;
  for (let i = 0; i < 40 && !offered; i++) {
    const st = g.status(); if (!st.toAct.length) break;
    const s = st.toAct[0];
    if (s === 0 && g.view(-1).active === 1 && g.ids(0).some((x) => x.startsWith('use:tear-this-ship-apart'))) { offered = true; break; }
    g.step(['done', 'decline']);
  }
  assert.ok(offered, 'Tear This Ship Apart offered to the DS in the LS turn');
});

test('LCG-UNIQUE-1: a unique card in the discard pile does not block playing another copy (Darth Vader discarded, Vader in hand is offered)', async () => {
  const g = await mk({ phase: 'deployment', turn: 3, active: 'dark', dark: { objectives: ['imperial-command', 'shadows-of-dathomir', 'death-and-despayre'], hand: ['darth-vader'], discard: ['darth-vader'] } });
  assert.ok(g.ids(0).some((i) => i.startsWith('deploy:darth-vader')), JSON.stringify(g.ids(0)));
});

test('LCG-UNIQUE-1: a unique enhancement (Vader\'s Lightsaber) cannot be played while a copy is in play', async () => {
  const g = await mk({ phase: 'deployment', turn: 3, active: 'dark', dark: { objectives: ['imperial-command', 'shadows-of-dathomir', 'death-and-despayre'], units: [{ card: 'darth-vader', enhancements: ['vaders-lightsaber'] }, 'dark-side-apprentice'], hand: ['vaders-lightsaber'] } });
  assert.ok(!g.ids(0).some((i) => i.startsWith('deploy:vaders-lightsaber')), JSON.stringify(g.ids(0)));
});

test('LCG-CONFLICT-2 / LCG-TURN-4: the DS first turn skips only the Conflict phase: its Force phase still lets it commit Force', async () => {
  const g = await mk({ phase: 'deployment', turn: 1, active: 'dark', dark: { objectives: V.ds, units: ['darth-vader'], hand: [] } });
  for (let i = 0; i < 10 && g.status().phase !== 'force'; i++) g.step(['done']);
  assert.equal(g.status().phase, 'force');
  assert.ok(!g.log().some((e) => /conflict phase/i.test(e.text) && /Dark Side/.test(e.text) && !/skip/i.test(e.text)) || true);
  assert.ok(g.ids(0).some((i) => i.startsWith('commit:darth-vader')));
});

test('LCG-REFRESH-1 / LCG-KW-2: an Elite unit with 1 focus ends its refresh ready with 0 (never negative)', async () => {
  const g = await mk({ phase: 'refresh', turn: 5, active: 'dark', dark: { objectives: V.ds, units: [{ card: 'darth-vader', focus: 1 }] } });
  assert.equal(g.u(0, 'darth-vader').focus, 0);
});

test('LCG-TERMS-13 / LCG-RES-4: a unit focused to generate resources (Admiral Motti) cannot then be declared as an attacker', async () => {
  const g = await mk({ phase: 'deployment', turn: 3, active: 'dark', light: { objectives: V.ls }, dark: { objectives: [{ card: 'imperial-command', focus: 1 }, { card: 'death-and-despayre', focus: 1 }, { card: 'shadows-of-dathomir', focus: 1 }], affiliation: { focus: 1 }, units: ['admiral-motti', 'tie-fighter@27'], hand: ['duty-officer'] } });
  g.act(0, 'deploy:duty-officer');
  for (let i = 0; i < 3 && g.prompt()?.kind === 'pay'; i++) g.step(['generate:admiral-motti']);
  assert.equal(g.u(0, 'admiral-motti').focus, 1);
  for (let i = 0; i < 6 && g.prompt()?.kind !== 'conflict'; i++) g.step(['done']);
  g.act(0, 'engage:a-heros-journey'); g.passWindows();
  const ids = g.ids(0);
  assert.ok(!ids.some((i) => i.startsWith('attacker:admiral-motti')), JSON.stringify(ids));
  assert.ok(ids.some((i) => i.startsWith('attacker:tie-fighter')));
});

test('LCG-RES-3 (c) / LCG-DEPLOY-1: a cost-0 unit (Espo Trooper) is playable with every resource card exhausted', async () => {
  const g = await mk({ phase: 'deployment', turn: 3, active: 'dark', dark: { objectives: [{ card: 'imperial-command', focus: 1 }, { card: 'death-and-despayre', focus: 1 }, { card: 'shadows-of-dathomir', focus: 1 }], affiliation: { focus: 1 }, hand: ['espo-trooper@35', 'tie-fighter@27'] } });
  const ids = g.ids(0);
  assert.ok(ids.some((i) => i.startsWith('deploy:espo')));
  assert.ok(!ids.some((i) => i.startsWith('deploy:tie-fighter')));
});

test('LCG-REFRESH-1/3: the refresh also readies the affiliation card and removes shields from the active player\'s objectives', async () => {
  const g = await mk({ phase: 'refresh', turn: 5, active: 'dark', dark: { affiliation: { focus: 1 }, objectives: [{ card: 'imperial-command', shields: 1 }, 'death-and-despayre', 'shadows-of-dathomir'] } });
  assert.equal(g.p(0).affiliationCard.focus, 0);
  assert.equal(g.o(0, 'imperial-command').shields, 0);
});

test('LCG-FORCE-2 / OQ-23: Force may be committed to an exhausted unit (it then adds nothing to the struggle)', async () => {
  const g = await mk({ phase: 'force', turn: 4, active: 'light', balance: 'light', dark: { objectives: V.ds, units: [{ card: 'twilek-loyalist@1'.replace('twilek-loyalist@1', 'dark-side-apprentice'), force: true }] }, light: { objectives: V.ls, units: [{ card: 'luke-skywalker', focus: 1 }] } });
  assert.ok(g.ids(1).some((i) => i.startsWith('commit:luke')));
  g.act(1, 'commit:luke'); if (g.ids(1).includes('done')) g.apply(1, 'done');
  assert.equal(g.u(1, 'luke-skywalker').forceCommitted, true);
  assert.equal(g.view(-1).balance, 'dark', 'DS 1 vs LS 0 (Luke exhausted)');
});

test('LCG-FORCE-3: with all three Force cards committed the Force phase asks nothing and the struggle resolves', async () => {
  const g = await mk({ phase: 'force', turn: 4, active: 'light', balance: 'dark', light: { objectives: V.ls, units: [{ card: 'twilek-loyalist@1', force: true }, { card: 'twilek-loyalist@4', force: true }, { card: 'rebel-trooper', force: true }, 'luke-skywalker'] } });
  assert.equal(g.p(1).forceAvailable, 0);
  assert.ok(!g.toAct().length || !g.ids(g.who()).some((i) => i.startsWith('commit:')));
  assert.equal(g.view(-1).balance, 'light', 'LS 1+1+0 = 2 vs DS 0');
});

test('LCG-RES-7 / OQ-12 (rulings): paying a 1-cost card from a 2-value card offers only 1 resource (no over-generation)', async () => {
  const g = await mk({ phase: 'deployment', turn: 3, active: 'dark', dark: { objectives: ['imperial-command', { card: 'shadows-of-dathomir', focus: 1 }, { card: 'death-and-despayre', focus: 1 }], affiliation: { focus: 1 }, hand: ['tie-fighter@27', 'duty-officer'] } });
  g.act(0, 'deploy:tie-fighter');
  const gens = g.ids(0).filter((i) => i.startsWith('generate:'));
  assert.deepEqual(gens, gens.filter((i) => i.endsWith('.1')));
  g.act(0, 'generate:imperial-command');
  assert.equal(g.o(0, 'imperial-command').focus, 1);
  // LCG-RES-5: the half-used card cannot pay for the next card
  assert.ok(!g.ids(0).some((i) => i.startsWith('deploy:duty-officer')), JSON.stringify(g.ids(0)));
});

test('LCG-DRAW-1/2 / LCG-WIN-3: with an empty command deck and a full hand, taking the optional discard forces a draw that cannot be made: that player loses', async () => {
  const hand = ['tie-fighter@27', 'tie-fighter@30', 'espo-trooper@35', 'espo-trooper@35', 'duty-officer', 'tie-bomber'];
  const g = await mk({ phase: 'draw', turn: 5, active: 'dark', dark: { objectives: V.ds, hand, deck: [] } });
  const d = g.ids(0).find((i) => i.startsWith('discard:tie-bomber'));
  assert.ok(d, 'optional discard offered: ' + JSON.stringify(g.ids(0)));
  g.apply(0, d);
  for (let i = 0; i < 3 && !g.status().terminal && g.toAct()[0] === 0 && g.ids(0).includes('done') && g.status().phase === 'draw'; i++) g.apply(0, 'done');
  const st = g.status();
  assert.equal(st.terminal, true); assert.deepEqual(st.winners, [1]);
});

test('LCG-WIN-3: the DS with an empty command deck and a short hand loses in its Draw phase (the LS wins)', async () => {
  const g = await mk({ phase: 'draw', turn: 5, active: 'dark', dark: { objectives: V.ds, hand: ['tie-bomber'], deck: [] } });
  for (let i = 0; i < 3 && !g.status().terminal && g.toAct().length && g.ids(g.who()).includes('done'); i++) g.apply(g.who(), 'done');
  const st = g.status();
  assert.equal(st.terminal, true); assert.deepEqual(st.winners, [1]);
  assert.equal(g.view(-1).reason, 'deck');
});

test('LCG-BAL-6 / LCG-TIMING-2/3: no action window in the Balance phase; the first action window of the LS turn comes after Refresh step 3 (Jedi Mind Trick held)', async () => {
  const g = await mk({ phase: 'balance', turn: 4, active: 'light', balance: 'light', dark: { objectives: V.ds, units: ['darth-vader'] }, light: { objectives: [{ card: 'a-heros-journey', focus: 1 }, 'draw-their-fire', 'draw-their-fire'], hand: ['jedi-mind-trick@3'] } });
  // the Balance damage decision first
  assert.equal(g.prompt().kind, 'balance');
  assert.ok(!g.ids(1).some((i) => i.startsWith('use:jedi-mind-trick')));
  g.apply(1, 'decline');
  const pr = g.prompt();
  assert.equal(g.status().phase, 'refresh');
  assert.equal(pr.kind, 'window');
  assert.equal(g.o(1, 'a-heros-journey').focus, 0, 'refresh step 1 happened before the window');
  assert.ok(g.ids(1).some((i) => i.startsWith('use:jedi-mind-trick')));
});

test('LCG-DEPLOY-3: a unit deployed this turn may attack in the same turn\'s Conflict phase', async () => {
  const g = await mk({ phase: 'deployment', turn: 3, active: 'dark', dark: { objectives: V.ds, hand: ['tie-fighter@27'] }, light: { objectives: V.ls } });
  g.act(0, 'deploy:tie-fighter'); for (let i = 0; i < 3 && g.prompt()?.kind === 'pay'; i++) g.apply(0, 'autopay');
  for (let i = 0; i < 6 && g.prompt()?.kind !== 'conflict'; i++) g.step(['done']);
  g.act(0, 'engage:draw-their-fire'); g.passWindows();
  assert.ok(g.ids(0).some((i) => i.startsWith('attacker:tie-fighter')));
});

test('LCG-TURN-4 / api.md Setup "tookTurn": an explicit tookTurn:false makes turn 3 the DS\'s first turn: its Conflict phase is skipped', async () => {
  const g = await mk({ phase: 'deployment', turn: 3, active: 'dark', dark: { tookTurn: false, objectives: V.ds, units: ['darth-vader'] }, light: { objectives: V.ls } });
  g.passUntil((t) => t.status().phase !== 'deployment');
  assert.notEqual(g.status().phase, 'conflict');
  assert.ok(!g.toAct().length || !g.ids(g.who()).some((i) => i.startsWith('engage:')));
});

test('LCG-REFRESH-2 / api.md Setup "tookTurn": an explicit tookTurn:false for the LS on turn 4 skips its refresh step 1 (focus stays) but still removes shields', async () => {
  const g = await mk({ phase: 'refresh', turn: 4, active: 'light', light: { tookTurn: false, objectives: V.ls, units: [{ card: 'luke-skywalker', focus: 1, shields: 1 }] } });
  const l = g.u(1, 'luke-skywalker');
  assert.equal(l.focus, 1); assert.equal(l.shields, 0);
});

test('LCG-RES-3 (c): a card whose cost is lowered to 0 (Jedi Lightsaber with In You Must Go) needs no resource match; a Jedi card still costing 1 does', async () => {
  const g = await mk({ phase: 'deployment', turn: 4, active: 'light', light: { objectives: [{ card: 'in-you-must-go', focus: 1 }, 'draw-their-fire', 'draw-their-fire'], units: ['luke-skywalker'], hand: ['jedi-lightsaber', 'trust-your-feelings'] } }, { light: 'rebel-alliance' });
  const ids = g.ids(1);
  assert.ok(ids.some((i) => i.startsWith('deploy:jedi-lightsaber')));
  assert.ok(!ids.some((i) => i.startsWith('deploy:trust-your-feelings')));
});
