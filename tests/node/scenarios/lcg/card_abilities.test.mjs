// LCG scenarios: single cards' abilities as printed (LCG-ABIL: constant
// effects, actions, interrupts, reactions, Forced reactions), each named by
// its card and objective set.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lcg, H_D, H_L, keyOf } from './table.mjs';

function noEdge(g) { for (let i = 0; i < 3 && g.prompt()?.kind === 'edge'; i++) g.act(g.who(), 'pass'); g.passWindows(); }

test('LCG-ABIL-4: Grand Moff Tarkin (Elite, core 28): enemy objectives need 1 less damage to be destroyed', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 5, engagement: { objective: 0 }, dial: 0,
    dark: { tookTurn: true, units: [{ card: 'grand-moff-tarkin', attacking: true }, { card: 'dark-side-apprentice', attacking: true }], hand: H_D },
    light: { tookTurn: true, units: [], hand: H_L, objectives: [{ card: 'jedi-training', damage: 3 }, 'in-you-must-go', 'a-heros-journey'] } });
  noEdge(g);
  g.act(0, 'strike:dark-side-apprentice'); // BD [1] edge -> 4 damage on capacity 5 - 1
  g.strikeAll();
  assert.ok(g.view(-1).players[0].victory.some((c) => c.key === 'jedi-training'));
  g.close();
});

test('LCG-ABIL-4: Defense Upgrade (core 29): an enhanced objective gains +3 damage capacity (6 damage on 5+3 stays in play)', () => {
  const g = lcg({ phase: 'conflict', active: 'light', turn: 4, engagement: { objective: 0 },
    dark: { tookTurn: true, hand: H_D, objectives: ['fall-of-the-jedi', 'imperial-command', 'the-emperors-web'], enhancements: [{ card: 'defense-upgrade', on: 0 }] },
    light: { tookTurn: true, hand: H_L, units: [{ card: 'red-five', attacking: true }, { card: 'y-wing@8', attacking: true }] } });
  noEdge(g);
  g.strikeAll();
  // Red Five BD 3 + Y-Wing BD 1 + [BD 1] = 5 damage + bonus: capacity 8 -> not destroyed
  if (g.ids(1).includes('bonus')) g.act(1, 'bonus');
  const o = g.obj(0, 'fall-of-the-jedi');
  assert.ok(o, 'still in play with capacity 8');
  assert.equal(o.damage, 6);
  g.close();
});

test('LCG-ABIL-4: Obi-Wan Kenobi (core 3): while he participates, the first card of the enemy edge stack is placed face up', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3, engagement: { objective: 0 },
    dark: { tookTurn: true, units: [{ card: 'darth-vader', attacking: true }], hand: ['force-choke@19', 'emperor-palpatine', ...H_D] },
    light: { tookTurn: true, units: [{ card: 'obi-wan-kenobi', defending: true }], hand: H_L } });
  g.act(0, 'edge:force-choke');
  const v1 = g.view(1).players[0];
  assert.equal((v1.edgeFaceUp || []).length, 1);
  assert.ok(v1.edgeFaceUp[0].key.startsWith('force-choke'));
  g.act(1, 'pass');
  g.act(0, 'edge:emperor-palpatine');
  assert.equal((g.view(1).players[0].edgeFaceUp || []).length, 1, 'only the first card');
  g.close();
});

test('LCG-ABIL-4: The Ultimate Power (core 28): at most 2 attackers may be declared against it', () => {
  const g = lcg({ phase: 'conflict', active: 'light', turn: 4,
    dark: { tookTurn: true, hand: H_D, objectives: ['the-ultimate-power', 'imperial-command', 'death-and-despayre'] },
    light: { tookTurn: true, hand: H_L, units: ['luke-skywalker', 'obi-wan-kenobi', 'yoda'] } });
  g.passWindows();
  g.act(1, 'engage:the-ultimate-power'); g.passWindows();
  g.act(1, 'attacker:luke'); g.act(1, 'attacker:obi');
  assert.ok(!g.ids(1).some((x) => x.startsWith('attacker:')), g.ids(1).join(' '));
  g.close();
});

test('LCG-ABIL-4: The Rebel Fleet (core 11): only Vehicle units may be declared as attackers against it', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: H_D, units: ['darth-vader', 'tie-fighter@27'] },
    light: { tookTurn: true, hand: H_L, objectives: ['the-rebel-fleet', 'mission-briefing', 'draw-their-fire'] } });
  g.passWindows();
  g.act(0, 'engage:the-rebel-fleet'); g.passWindows();
  const a = g.ids(0).filter((x) => x.startsWith('attacker:')).map(keyOf);
  assert.deepEqual(a, ['tie-fighter']);
  g.close();
});

test('LCG-ABIL-5: Force Stasis (core 22): the target enemy Character cannot be declared as a defender this phase', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3,
    dark: { tookTurn: true, units: ['darth-vader'], hand: ['force-stasis', ...H_D], objectives: ['fall-of-the-jedi', 'counsel-of-the-sith', 'the-emperors-web'] },
    light: { tookTurn: true, units: ['luke-skywalker', 'rebel-trooper'], hand: H_L } }, { dark: 'sith' });
  g.act(0, 'use:force-stasis');
  g.act(0, 'target:luke');
  if (g.ids(0).includes('autopay')) g.act(0, 'autopay');
  g.passWindows();
  g.apply(0, g.ids(0).find((x) => x.startsWith('engage:')));
  g.passWindows();
  g.act(0, 'attacker:darth'); g.act(0, 'done'); g.passWindows();
  const def = g.ids(1).filter((x) => x.startsWith('defender:')).map(keyOf);
  assert.deepEqual(def, ['rebel-trooper']);
  g.close();
});

test('LCG-TERMS-12: an ability with no legal target is not offered (Force Lightning, core 23, with no exhausted unit)', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3,
    dark: { tookTurn: true, units: ['darth-vader'], hand: ['force-lightning', ...H_D], objectives: ['fall-of-the-jedi', 'counsel-of-the-sith', 'the-emperors-web'] },
    light: { tookTurn: true, units: ['luke-skywalker'], hand: H_L } }, { dark: 'sith' });
  assert.ok(!g.ids(0).some((i) => i.startsWith('use:force-lightning')));
  g.close();
  const g2 = lcg({ phase: 'conflict', active: 'dark', turn: 3,
    dark: { tookTurn: true, units: ['darth-vader'], hand: ['force-lightning', ...H_D], objectives: ['fall-of-the-jedi', 'counsel-of-the-sith', 'the-emperors-web'] },
    light: { tookTurn: true, units: [{ card: 'luke-skywalker', focus: 1 }], hand: H_L } }, { dark: 'sith' });
  assert.ok(g2.ids(0).some((i) => i.startsWith('use:force-lightning')));
  g2.close();
});

test('LCG-ABIL-7: Redemption (core 6): a destroyed Character goes back to its owner\'s hand instead of the discard pile', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3, engagement: { objective: 0 },
    dark: { tookTurn: true, units: [{ card: 'darth-vader', attacking: true }], hand: ['emperor-palpatine', ...H_D] },
    light: { tookTurn: true, units: [{ card: 'luke-skywalker', defending: true, damage: 2 }, 'redemption'], hand: H_L } });
  g.act(0, 'edge:emperor-palpatine'); g.act(1, 'pass'); g.act(0, 'pass'); g.passWindows();
  g.act(0, 'strike:darth');
  for (let i = 0; i < 4 && g.who() === 0 && !g.ids(0).some((x) => x.startsWith('hit:')); i++) g.act(0, 'icon.0');
  g.act(0, 'hit:luke');
  const u = g.ids(1).find((x) => x.startsWith('use:redemption'));
  assert.ok(u, JSON.stringify(g.prompt()) + g.ids(g.who()));
  g.apply(1, u);
  const v = g.view(1);
  assert.ok(v.players[1].hand.some((c) => c.key === 'luke-skywalker'));
  assert.ok(!v.players[1].discard.some((c) => c.key === 'luke-skywalker'));
  g.close();
});

test('LCG-ABIL-7: The Secret of Yavin 4 (core 5): when another objective is engaged, the attacker engages it instead; the first counts as not engaged', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: H_D, units: ['darth-vader', 'dark-side-apprentice'] },
    light: { tookTurn: true, hand: H_L, objectives: ['the-secret-of-yavin-4', 'jedi-training', 'in-you-must-go'] } });
  g.passWindows();
  g.act(0, 'engage:jedi-training');
  g.act(1, 'use:the-secret-of-yavin-4');
  g.passWindows();
  assert.ok(g.view(-1).engagement.objective.startsWith('the-secret-of-yavin-4'));
  g.close();
});

test('LCG-ABIL-8: Devastator (core 29): after an enemy objective is destroyed, spend 1 resource to raise the dial by 1 (on top of LCG-DMG-5)', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 5, engagement: { objective: 0 }, dial: 3,
    dark: { tookTurn: true, units: [{ card: 'devastator', attacking: true }], hand: H_D, objectives: ['imperial-command', 'death-and-despayre', 'the-endor-gambit'] },
    light: { tookTurn: true, hand: H_L, objectives: [{ card: 'jedi-training', damage: 1 }, 'in-you-must-go', 'a-heros-journey'] } });
  if (g.prompt()?.kind === 'edge') g.act(0, 'pass');
  g.passWindows();
  g.act(0, 'strike:devastator');
  for (let i = 0; i < 6; i++) { const ids = g.ids(g.who()); const p = ids.find((x) => x === 'icon.2') || ids.find((x) => x.startsWith('icon.')); if (!p) break; g.apply(g.who(), p); }
  assert.ok(g.view(-1).players[0].victory.some((c) => c.key === 'jedi-training'));
  assert.equal(g.view(-1).dial, 4, 'DMG-5: +1');
  const u = g.ids(0).find((x) => x.startsWith('use:devastator'));
  assert.ok(u, g.ids(0).join(' '));
  g.apply(0, u);
  if (g.ids(0).includes('autopay')) g.act(0, 'autopay');
  assert.equal(g.view(-1).dial, 5);
  g.close();
});

test('LCG-ABIL-8 / LCG-DRAW-3: Defense Protocol (core 30): lowering the reserve value by 1 in the Draw phase makes the player draw one card fewer', () => {
  const g = lcg({ phase: 'draw', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['force-choke@19'], objectives: ['defense-protocol', 'imperial-command', 'death-and-despayre'] },
    light: { tookTurn: true, hand: H_L, units: ['luke-skywalker'] } });
  const u = g.ids(0).find((x) => x.startsWith('use:defense-protocol'));
  assert.ok(u, g.ids(0).join(' '));
  g.apply(0, u);
  if (g.ids(0).some((x) => x.startsWith('target:luke'))) g.act(0, 'target:luke');
  g.passWindows();
  if (g.prompt()?.kind === 'draw') g.act(0, 'done');
  assert.equal(g.unit(1, 'luke-skywalker').damage, 1);
  assert.equal(g.view(0).players[0].handCount, 5);
  g.close();
});

test('LCG-ABIL-8 / LCG-CAPTURE-3: Boba Fett (core 33): a captured unit leaves play face down under a DS objective; its enhancements are discarded and its Force card returns', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3, engagement: { objective: 0 },
    dark: { tookTurn: true, units: [{ card: 'boba-fett', attacking: true }], hand: ['emperor-palpatine', ...H_D], objectives: ['the-bespin-exchange', 'imperial-command', 'death-and-despayre'] },
    light: { tookTurn: true, units: [{ card: 'luke-skywalker', defending: true, force: true, enhancements: ['jedi-lightsaber'] }], hand: H_L } });
  const fa = g.view(-1).players[1].forceAvailable;
  g.act(0, 'edge:emperor-palpatine'); g.act(1, 'pass'); g.act(0, 'pass'); g.passWindows();
  g.act(0, 'strike:boba-fett');
  for (let i = 0; i < 8; i++) {
    const s = g.toAct()[0]; const ids = g.ids(s);
    const p = ids.find((x) => x.startsWith('icon.0')) || ids.find((x) => x.startsWith('hit:luke')) || (s === 0 && ids.find((x) => x.startsWith('use:boba-fett'))) || ids.find((x) => x.startsWith('choose:the-bespin')) || ids.find((x) => x.startsWith('choose:')) || null;
    if (!p) break; g.apply(s, p);
  }
  const v = g.view(-1);
  assert.equal(g.unit(1, 'luke-skywalker'), undefined, 'Luke left play');
  assert.ok(!v.players[1].discard.some((c) => c.key === 'luke-skywalker'), 'not in the discard pile');
  assert.ok(v.players[1].discard.some((c) => c.key === 'jedi-lightsaber'));
  assert.equal(v.players[0].objectives.reduce((n, o) => n + (o.captured || 0), 0), 1);
  assert.equal(v.players[1].forceAvailable, fa + 1);
  g.close();
});

test('LCG-ABIL-9 (C4): Intimidated (core 24): Forced Reaction: the enhanced unit gets 1 more focus token after it is focused to strike', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3, engagement: { objective: 0 },
    dark: { tookTurn: true, units: [{ card: 'darth-vader', attacking: true }], hand: H_D },
    light: { tookTurn: true, units: [{ card: 'luke-skywalker', defending: true, enhancements: ['intimidated'] }], hand: H_L } });
  g.act(0, 'pass'); g.act(1, 'pass'); g.passWindows();
  g.act(1, 'strike:luke');
  for (let i = 0; i < 5; i++) { const s = g.toAct()[0]; const ids = g.ids(s); const p = ids.find((x) => x.startsWith('icon.') || x.startsWith('hit:') || x.startsWith('order:')); if (!p) break; g.apply(s, p); }
  assert.equal(g.unit(1, 'luke-skywalker').focus, 2);
  g.close();
});

test('LCG-REFRESH-6 / OQ-9 (rulings): Fleeing the Empire\'s (core 10) "after you refresh" shield is placed after step 2 and survives the refresh', () => {
  const g = lcg({ phase: 'refresh', active: 'light', turn: 4,
    dark: { tookTurn: true, hand: H_D },
    light: { tookTurn: true, hand: H_L, units: ['fleet-officer'], objectives: ['fleeing-the-empire', 'mission-briefing', 'draw-their-fire'] } }, { light: 'rebel-alliance' });
  const u = g.ids(1).find((i) => i.startsWith('use:fleeing-the-empire'));
  assert.ok(u, g.ids(1).join(' '));
  g.apply(1, u);
  g.act(1, 'target:fleet-officer');
  g.passWindows();
  assert.equal(g.unit(1, 'fleet-officer').shields, 1);
  assert.notEqual(g.view(-1).phase, 'refresh');
  g.close();
});

test('LCG-DMG-2 / OQ-21 (rulings): a unit whose capacity drops to its damage when a +3 enhancement is discarded is destroyed (Boba Fett, Mandalorian Armor, Yub Yub)', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3,
    dark: { tookTurn: true, units: [{ card: 'boba-fett', damage: 3, enhancements: ['mandalorian-armor'] }], hand: H_D },
    light: { tookTurn: true, units: ['ewok-scout@17'], hand: ['yub-yub@17', ...H_L] } });
  if (g.who() === 0) g.act(0, 'pass');
  g.act(1, 'use:yub-yub');
  for (let i = 0; i < 4; i++) { const ids = g.ids(1); const p = ids.find((x) => x.startsWith('choose:ewok') || x.startsWith('target:mandalorian') || x.startsWith('target:ewok')) || ids.find((x) => x === 'autopay'); if (!p) break; g.apply(1, p); }
  const v = g.view(-1);
  assert.ok(v.players[0].discard.some((c) => c.key === 'mandalorian-armor'));
  assert.equal(g.unit(0, 'boba-fett'), undefined, 'Boba destroyed (3 damage, capacity 2)');
  g.close();
});
