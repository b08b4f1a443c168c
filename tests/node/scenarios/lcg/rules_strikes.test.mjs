// LCG scenarios: strikes: who strikes and when, combat icons (unit
// damage, blast, tactics, Targeted Strike), shields and damage;
// each test named by its rule ID.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mk, V, finish, eng, dsAttack } from './setup_builders.mjs';


test('LCG-ICON-2: the striking player chooses the icon order (Luke after winning the edge: unit damage and blast offered as a choice)', async () => {
  const g = await mk({ phase: 'conflict', turn: 4, active: 'light', dark: { objectives: V.ds, units: ['tie-fighter@27'], hand: [] }, light: { objectives: V.ls, units: ['luke-skywalker'], hand: ['twilek-loyalist@1'] } });
  g.engage('shadows', ['luke'], ['tie-fighter']);
  g.act(1, 'edge:twilek'); finish(g); g.passWindows();
  g.act(1, 'strike:luke');
  const ids = g.ids(1);
  assert.ok(ids.includes('icon.0') && ids.includes('icon.2'), JSON.stringify(ids));
  g.act(1, 'icon.2'); g.passWindows();
  assert.equal(g.o(0, 'shadows-of-dathomir').damage, 2, 'blast resolved first: 1 + [1]');
});

test('LCG-ICON-5 / LCG-DMG-2: blast damage beyond the objective\'s remaining capacity is lost; the objective is destroyed into the DS victory pile', async () => {
  const g = await mk(dsAttack(['devastator'], [], { light: { objectives: [{ card: 'a-heros-journey', damage: 3 }, 'draw-their-fire', 'a-heros-journey'] } }));
  g.engage('a-heros-journey', ['devastator'], []);
  finish(g); g.passWindows(); g.strikeAll();
  assert.equal(g.p(0).victory.length, 1);
  assert.equal(g.p(1).objectives.length, 2);
  assert.equal(g.status().dial, 1, 'first objective: dial +1 (LCG-DMG-5)');
});

test('LCG-ICON-5: blast damage goes only to the engaged objective (the other objectives stay undamaged)', async () => {
  const g = await mk(dsAttack(['devastator'], []));
  g.engage('draw-their-fire', ['devastator'], []);
  finish(g); g.passWindows(); g.strikeAll();
  const objs = g.p(1).objectives;
  assert.equal(objs.find((o) => o.key === 'draw-their-fire').damage, 4);
  assert.deepEqual(objs.filter((o) => o.key !== 'draw-their-fire').map((o) => o.damage), [0, 0]);
});

test('LCG-SHIELD-3: a shield on the engaged objective stops one point of blast (Devastator 4 blast -> 3 damage)', async () => {
  const g = await mk(dsAttack(['devastator'], [], { light: { objectives: [{ card: 'draw-their-fire', shields: 1 }, 'a-heros-journey', 'a-heros-journey'] } }));
  g.engage('draw-their-fire', ['devastator'], []);
  finish(g); g.passWindows(); g.strikeAll();
  const o = g.o(1, 'draw-their-fire');
  assert.equal(o.damage, 3); assert.equal(o.shields, 0);
});

test('LCG-SHIELD-3: a shield stops only one damage of a 2-damage hit (shielded Believer, cap 2, takes 1 and survives)', async () => {
  const g = await mk(dsAttack(['darth-vader'], [{ card: 'believer-in-the-old-ways@2', shields: 1 }]));
  g.engage('a-heros', ['darth-vader'], ['believer']);
  finish(g); g.passWindows();
  g.strikeAll({ 'hit:': 'believer' });
  const b = g.u(1, 'believer-in-the-old-ways');
  assert.ok(b, 'Believer survives');
  assert.equal(b.damage, 1); assert.equal(b.shields, 0);
});

test('LCG-SHIELD-3: a shield does not stop the unit\'s own strike focus (shielded unit strikes: focus 1, shield kept)', async () => {
  const g = await mk(dsAttack(['tie-fighter@27'], [{ card: 'believer-in-the-old-ways@2', shields: 1 }]));
  g.engage('a-heros', ['tie-fighter'], ['believer']);
  finish(g); g.passWindows();
  g.act(1, 'strike:believer'); g.passWindows();
  const b = g.u(1, 'believer-in-the-old-ways');
  assert.equal(b.focus, 1); assert.equal(b.shields, 1);
});

test('LCG-DMG-2: unit damage beyond capacity is lost (Vader\'s 2 on a cap-1 Jedi in Hiding: destroyed, no damage carried elsewhere)', async () => {
  const g = await mk(dsAttack(['darth-vader'], ['jedi-in-hiding@3', 'luke-skywalker']));
  g.engage('a-heros', ['darth-vader'], ['jedi-in-hiding']);
  finish(g); g.passWindows(); g.strikeAll({ 'hit:': 'jedi' });
  assert.equal(g.u(1, 'jedi-in-hiding'), undefined);
  assert.equal(g.cardIn(1, 'discard', 'jedi-in-hiding').length, 1);
  assert.equal(g.u(1, 'luke-skywalker').damage, 0);
});

test('LCG-DMG-3: a destroyed unit\'s committed Force card returns to available Force', async () => {
  const g = await mk(dsAttack(['darth-vader'], [{ card: 'jedi-in-hiding@3', force: true }]));
  assert.equal(g.p(1).forceAvailable, 2);
  g.engage('a-heros', ['darth-vader'], ['jedi-in-hiding']);
  finish(g); g.passWindows(); g.strikeAll({ 'hit:': 'jedi' });
  assert.equal(g.u(1, 'jedi-in-hiding'), undefined);
  assert.equal(g.p(1).forceAvailable, 3);
});

test('LCG-DMG-3: a destroyed unit\'s enhancements go to their owners\' discard piles (Jedi Lightsaber to LS, Intimidated to DS)', async () => {
  const g = await mk(dsAttack(['darth-vader', 'stormtrooper-elite'], [{ card: 'believer-in-the-old-ways@2', enhancements: ['jedi-lightsaber', 'intimidated'] }]));
  g.engage('a-heros', ['darth-vader', 'stormtrooper-elite'], ['believer']);
  finish(g); g.passWindows(); g.strikeAll({ 'hit:': 'believer' });
  assert.equal(g.u(1, 'believer-in-the-old-ways'), undefined, 'destroyed');
  assert.equal(g.cardIn(1, 'discard', 'jedi-lightsaber').length, 1);
  assert.equal(g.cardIn(0, 'discard', 'intimidated').length, 1);
  assert.equal(g.cardIn(1, 'discard', 'intimidated').length, 0);
});

test('LCG-STRIKE-3 / LCG-FORCE-6: a defender with committed Force gets 2 focus tokens when it strikes', async () => {
  const g = await mk(dsAttack(['tie-fighter@27'], [{ card: 'luke-skywalker', force: true }]));
  g.engage('a-heros', ['tie-fighter'], ['luke']);
  finish(g); g.passWindows();
  g.act(1, 'strike:luke'); g.passWindows();
  assert.equal(g.u(1, 'luke-skywalker').focus, 2);
});

test('LCG-ICON-4: Tactics may be split over several enemy units (Palpatine\'s 2 Tactics: 1 on each of two units)', async () => {
  const g = await mk(dsAttack(['emperor-palpatine'], ['luke-skywalker', 'twilek-loyalist@1', 'believer-in-the-old-ways@2']));
  g.engage('a-heros', ['emperor-palpatine'], ['believer']);
  finish(g); g.passWindows();
  // Twi'lek (defender) wins the tie and strikes first; then Palpatine
  for (let i = 0; i < 20 && !g.ids(0).some((x) => x.startsWith('strike:emperor')); i++) g.step(['strike:', 'icon.', 'hit:', 'tactic:']);
  g.act(0, 'strike:emperor'); g.passWindows();
  if (g.ids(0).includes('icon.1')) g.act(0, 'icon.1');
  g.passWindows(); g.act(0, 'tactic:luke'); g.passWindows(); g.act(0, 'tactic:twilek');
  assert.equal(g.u(1, 'luke-skywalker').focus, 1);
  assert.equal(g.u(1, 'twilek-loyalist').focus, 1);
});

test('LCG-ICON-5: a defender\'s Blast icons do nothing even when it wins the edge (Y-Wing defending: no objective damage, own objective untouched)', async () => {
  const g = await mk(dsAttack(['tie-fighter@27'], ['y-wing@8'], { light: { hand: ['twilek-loyalist@1'] } }));
  g.engage('a-heros', ['tie-fighter'], ['y-wing']);
  finish(g); g.passWindows();
  g.strikeAll();
  assert.deepEqual(g.p(0).objectives.map((o) => o.damage), [0, 0, 0]);
  assert.deepEqual(g.p(1).objectives.map((o) => o.damage), [0, 0, 0]);
});

test('LCG-ICON-3 / OQ-19: unit damage with no participating enemy unit is lost (no defenders: Vader\'s UD hits nobody, a non-participating LS unit stays undamaged)', async () => {
  const g = await mk(dsAttack(['darth-vader'], ['luke-skywalker']));
  g.engage('a-heros', ['darth-vader'], []);
  finish(g); g.passWindows(); g.strikeAll();
  assert.equal(g.u(1, 'luke-skywalker').damage, 0);
});

test('LCG-STRIKE-1/5: the edge loser strikes after the winner; when the winner runs out of ready units the loser strikes with all its remaining ones', async () => {
  const g = await mk(dsAttack(['tie-fighter@27', 'tie-fighter@30', 'espo-trooper@35'], ['luke-skywalker'], { dark: { hand: ['heat-of-battle@19'] } }));
  g.engage('a-heros', ['tie-fighter.', 'tie-fighter.', 'espo'], ['luke']);
  g.act(0, 'edge:heat'); finish(g);
  for (let i = 0; i < 5 && g.prompt()?.kind !== 'strike'; i++) g.step(['target:', 'hit:']);
  assert.equal(eng(g).edgeWinner, 0);
  const seq = [];
  for (let i = 0; i < 30 && eng(g); i++) { const s = g.who(); const f = g.step(['strike:', 'icon.', 'hit:luke', 'hit:', 'tactic:', 'decline']); if (f.startsWith('strike:')) seq.push(s); if (g.ids(g.who())?.includes('bonus')) break; }
  assert.deepEqual(seq.slice(0, 4), [0, 1, 0, 0]);
});

test('LCG-KW-7: Targeted Strike works only for an attacker: Luke defending may hit only participating enemy units', async () => {
  const g = await mk(dsAttack(['dark-side-apprentice', 'tie-fighter@27'], ['luke-skywalker']));
  g.engage('a-heros', ['dark-side-apprentice'], ['luke']);
  finish(g); g.passWindows();
  assert.equal(eng(g).edgeWinner, 1);
  g.act(1, 'strike:luke'); g.passWindows();
  const hits = g.ids(1).filter((i) => i.startsWith('hit:'));
  assert.deepEqual(hits.map((h) => h.split(':')[1].split('.')[0]), ['dark-side-apprentice']);
});

test('LCG-STRIKE-5 / LCG-CONFLICT-10: the edge winner\'s only attacker destroyed by an earlier fate: the loser strikes, and no bonus (no attacker survived)', async () => {
  const g = await mk(dsAttack(['tie-fighter@27'], ['believer-in-the-old-ways@2'], { dark: { hand: ['espo-trooper@35', 'espo-trooper@35', 'tie-fighter@30'] }, light: { hand: ['heat-of-battle@3'] } }));
  g.engage('a-heros', ['tie-fighter'], ['believer']);
  g.act(0, 'edge:espo'); g.act(1, 'edge:heat'); g.act(0, 'edge:espo'); g.act(0 === g.who() ? 0 : 0, 'edge:tie-fighter'); finish(g);
  for (let i = 0; i < 5 && g.prompt()?.kind !== 'strike' && eng(g); i++) g.step(['target:tie-fighter', 'target:']);
  assert.equal(g.u(0, 'tie-fighter'), undefined, 'the TIE was destroyed by Heat of Battle');
  g.passWindows();
  if (eng(g)) { assert.equal(eng(g).edgeWinner, 0); g.strikeAll(); }
  assert.ok(!g.ids(0).includes('bonus'));
  assert.equal(g.o(1, 'a-heros-journey').damage, 0);
});

test('LCG-KW-6 / LCG-SHIELD-3: a defending Shielding unit\'s shield on the engaged objective absorbs one blast (Guardian of Peace; Vader after winning the edge: 2 blast -> 1 damage)', async () => {
  const g = await mk(dsAttack(['darth-vader'], ['guardian-of-peace@5'], { dark: { hand: ['espo-trooper@35'] } }));
  g.passWindows();
  g.act(0, 'engage:draw-their-fire'); g.passWindows(); g.act(0, 'attacker:darth-vader'); g.act(0, 'done'); g.passWindows();
  g.act(1, 'defender:guardian');
  for (let i = 0; i < 4 && !g.ids(g.who()).some((x) => x.startsWith('choose:draw-their-fire')); i++) g.step(['done']);
  g.act(1, 'choose:draw-their-fire');
  for (let i = 0; i < 4 && !/place a card/.test(g.prompt()?.text || ''); i++) g.step(['done']);
  assert.equal(g.o(1, 'draw-their-fire').shields, 1);
  g.act(0, 'edge:espo'); finish(g); g.passWindows();
  assert.equal(eng(g).edgeWinner, 0);
  g.strikeAll({ 'hit:': 'guardian' });
  const o = g.o(1, 'draw-their-fire');
  assert.equal(o.damage, 1); assert.equal(o.shields, 0);
});

test('LCG-ICON-6 / LCG-ICON-5: an attacker that lost the edge still deals its normal blast (TIE Bomber BD 1 + [BD 1] vs a Y-Wing defender: 1 damage)', async () => {
  const g = await mk(dsAttack(['tie-bomber'], ['y-wing@8']));
  g.engage('draw-their-fire', ['tie-bomber'], ['y-wing']);
  finish(g); g.passWindows();
  assert.equal(eng(g).edgeWinner, 1);
  g.strikeAll();
  assert.ok(g.u(0, 'tie-bomber'));
  assert.equal(g.o(1, 'draw-their-fire').damage, 1);
});

test('LCG-KW-6: an attacking Shielding unit may shield itself (ISB Interrogators, the only attacker)', async () => {
  const g = await mk(dsAttack(['isb-interrogators'], []));
  g.passWindows(); g.act(0, 'engage:draw-their-fire'); g.passWindows(); g.act(0, 'attacker:isb');
  for (let i = 0; i < 3 && !g.ids(g.who()).some((x) => x.startsWith('choose:isb')); i++) g.step(['done']);
  assert.ok(g.ids(0).some((x) => x.startsWith('choose:isb')), JSON.stringify(g.ids(g.who())));
  g.act(0, 'choose:isb');
  assert.equal(g.u(0, 'isb-interrogators').shields, 1);
});

test('LCG-KW-6 / LCG-SHIELD-2: two defending Shielding units: once the engaged objective holds a shield, the second shield must go elsewhere', async () => {
  const g = await mk(dsAttack(['darth-vader'], ['guardian-of-peace@5', 'guardian-of-peace@5']));
  g.passWindows(); g.act(0, 'engage:draw-their-fire'); g.passWindows(); g.act(0, 'attacker:darth-vader'); g.act(0, 'done'); g.passWindows();
  for (const d of g.ids(1).filter((i) => i.startsWith('defender:guardian'))) g.apply(1, d);
  g.apply(1, 'done');
  // Shielding triggers once the defenders are declared (together, LCG-CONFLICT-7): the first shield goes on the objective
  assert.ok(g.ids(1).some((x) => x.startsWith('choose:draw-their-fire')), JSON.stringify(g.ids(1)));
  g.act(1, 'choose:draw-their-fire');
  const ids = g.ids(1);
  assert.ok(!ids.some((x) => x.startsWith('choose:draw-their-fire')), JSON.stringify(ids));
  assert.equal(ids.filter((x) => x.startsWith('choose:guardian')).length, 2, JSON.stringify(ids));
});

test('LCG-STRIKE-2 / OQ-18: a participating unit with no usable icon must still strike and is exhausted (Corellian Engineer defending)', async () => {
  const g = await mk(dsAttack(['tie-bomber'], ['corellian-engineer']));
  g.passWindows(); g.act(0, 'engage:draw-their-fire'); g.passWindows(); g.act(0, 'attacker:tie-bomber'); g.act(0, 'done'); g.passWindows();
  g.act(1, 'defender:corellian');
  for (let i = 0; i < 6 && g.prompt()?.kind !== 'strike'; i++) g.step(['decline', 'done']);
  finish(g); g.passWindows();
  assert.equal(eng(g).edgeWinner, 1);
  assert.deepEqual(g.ids(1).filter((x) => !x.startsWith('strike:')), [], 'no pass: ' + JSON.stringify(g.ids(1)));
  g.act(1, 'strike:corellian'); g.passWindows();
  assert.equal(g.u(1, 'corellian-engineer').focus, 1);
});

test('LCG-FOCUS-1 / LCG-STRIKE: attackers stay exhausted after the engagement (until their refresh): a unit that attacked cannot defend in the LS turn', async () => {
  const g = await mk(dsAttack(['darth-vader'], []));
  g.engage('draw-their-fire', ['darth-vader'], []);
  finish(g); g.passWindows(); g.strikeAll(); if (g.ids(0).includes('decline')) g.apply(0, 'decline');
  assert.equal(g.u(0, 'darth-vader').focus, 1);
  g.state = null;
});

test('LCG-ICON-2 / OQ-15: blast resolved first destroys the objective; the same strike\'s unit damage still resolves (Luke: [BD] kills A Hero\'s Journey, then 2 damage to the defender)', async () => {
  const g = await mk({ phase: 'conflict', turn: 4, active: 'light', dark: { objectives: [{ card: 'shadows-of-dathomir', damage: 3 }, 'imperial-command', 'death-and-despayre'], units: ['stormtrooper-elite'], hand: [] }, light: { objectives: V.ls, units: ['luke-skywalker'], hand: ['twilek-loyalist@1'] } });
  g.engage('shadows', ['luke'], ['stormtrooper-elite']);
  g.act(1, 'edge:twilek'); finish(g); g.passWindows();
  assert.equal(eng(g).edgeWinner, 1);
  g.act(1, 'strike:luke'); g.passWindows(); g.act(1, 'icon.2'); g.passWindows();
  assert.equal(g.p(1).victory.length, 1, 'objective destroyed by the blast');
  for (let i = 0; i < 4 && g.u(0, 'stormtrooper-elite'); i++) { const ids = g.ids(g.who()); if (!ids.some((x) => x.startsWith('hit:') || x.startsWith('icon.'))) break; g.step(['icon.0', 'hit:stormtrooper']); }
  assert.equal(g.u(0, 'stormtrooper-elite'), undefined, 'unit damage still dealt after the objective was destroyed');
});

test('LCG-ICON-4 / LCG-TERMS-13: a unit exhausted by Tactics in the DS turn cannot defend in the same engagement chain and stays exhausted into the LS turn (no refresh of the opponent\'s cards)', async () => {
  const g = await mk({ phase: 'conflict', turn: 3, active: 'dark', dark: { objectives: V.ds, units: ['grand-moff-tarkin', 'tie-fighter@27'], hand: [] }, light: { objectives: V.ls, units: ['luke-skywalker', 'twilek-loyalist@1'], hand: [] } });
  g.engage('draw-their-fire', ['grand-moff-tarkin'], []);
  finish(g); g.passWindows();
  g.strikeAll({ 'tactic:': 'luke' });
  if (g.ids(0).includes('decline')) g.apply(0, 'decline');
  assert.equal(g.u(1, 'luke-skywalker').focus, 1);
  g.passWindows();
  g.act(0, 'engage:a-heros-journey'); g.passWindows(); g.act(0, 'attacker:tie-fighter'); g.act(0, 'done'); g.passWindows();
  const ids = g.ids(1);
  assert.ok(!ids.some((i) => i.startsWith('defender:luke')), JSON.stringify(ids));
  assert.ok(ids.some((i) => i.startsWith('defender:twilek')));
});

test('LCG-STRIKE-5/6 (Double Strike): a participating unit readied after its strike must strike again (Luke strikes twice: 2 + 2 blast, then the bonus destroys the objective)', async () => {
  const g = await mk({ phase: 'conflict', turn: 4, active: 'light', dark: { objectives: V.ds, units: ['espo-trooper@35'], hand: [] }, light: { objectives: V.ls, units: ['luke-skywalker'], hand: ['double-strike', 'twilek-loyalist@1'] } });
  g.engage('shadows', ['luke'], ['espo']);
  g.act(1, 'edge:twilek'); finish(g);
  let strikes = 0;
  for (let i = 0; i < 30 && eng(g); i++) {
    const s = g.who(); const ids = g.ids(s);
    if (ids.includes('bonus')) break;
    const f = g.step(['use:double', 'autopay', 'strike:', 'icon.0', 'icon.', 'hit:']);
    if (f.startsWith('strike:')) strikes++;
  }
  assert.equal(strikes, 2);
  assert.equal(g.o(0, 'shadows-of-dathomir').damage, 4);
});

test('LCG-SHIELD-2 / C5 (Covering Fire): "place 1 shield on each friendly participating unit" skips a unit that already has one', async () => {
  const g = await mk({ phase: 'conflict', turn: 4, active: 'light', dark: { objectives: V.ds, units: ['darth-vader'], hand: [] }, light: { objectives: V.ls, units: [{ card: 'luke-skywalker', shields: 1 }, 'believer-in-the-old-ways@2', 'rebel-trooper'], hand: ['covering-fire'] } });
  g.passWindows();
  g.act(1, 'engage:shadows'); g.act(1, 'attacker:luke'); g.act(1, 'attacker:believer'); g.act(1, 'done');
  for (let i = 0; i < 4 && !g.ids(g.who()).some((x) => x.startsWith('use:covering-fire')); i++) g.step(['done']);
  g.act(1, 'use:covering-fire');
  for (let i = 0; i < 4 && g.who() === 1 && g.ids(1).some((x) => x.includes('rebel-trooper')); i++) g.step(['target:rebel-trooper', 'choose:rebel-trooper']);
  assert.equal(g.u(1, 'luke-skywalker').shields, 1);
  assert.equal(g.u(1, 'believer-in-the-old-ways').shields, 1);
});

test('LCG-SHIELD-3: a shield stops damage from an enemy effect but not from its controller\'s own effect (Defense Protocol: own shielded unit takes 1, enemy shielded Luke takes 0)', async () => {
  const mkG = () => mk({ phase: 'draw', turn: 5, active: 'dark', dark: { objectives: ['defense-protocol', 'imperial-command', 'death-and-despayre'], units: [{ card: 'stormtrooper-elite', shields: 1 }], hand: ['tie-fighter@27'] }, light: { objectives: V.ls, units: [{ card: 'luke-skywalker', shields: 1 }] } });
  const g = await mkG();
  g.act(0, 'use:defense-protocol'); g.act(0, 'target:stormtrooper');
  assert.equal(g.u(0, 'stormtrooper-elite').damage, 1);
  assert.equal(g.u(0, 'stormtrooper-elite').shields, 1);
  const h = await mkG();
  h.act(0, 'use:defense-protocol'); h.act(0, 'target:luke');
  assert.equal(h.u(1, 'luke-skywalker').damage, 0);
  assert.equal(h.u(1, 'luke-skywalker').shields, 0);
});

test('LCG-STRIKE-1/5 / LCG-EDGE-12: the edge winner\'s only unit exhausted in the window after the edge battle (Jedi Mind Trick): the loser strikes; the winner never does', async () => {
  const g = await mk({ phase: 'conflict', turn: 3, active: 'dark', balance: 'light', dark: { objectives: V.ds, units: ['darth-vader'], hand: ['espo-trooper@35'] }, light: { objectives: V.ls, units: ['believer-in-the-old-ways@2'], hand: ['jedi-mind-trick@3'] } });
  g.engage('draw-their-fire', ['darth-vader'], ['believer']);
  g.act(0, 'edge:espo'); finish(g);
  assert.equal(eng(g).edgeWinner, 0);
  // after-edge window: the DS (active) passes, the LS plays Jedi Mind Trick on Vader
  for (let i = 0; i < 4 && !g.ids(g.who()).some((x) => x.startsWith('use:jedi-mind-trick')); i++) g.apply(g.who(), 'pass');
  g.act(1, 'use:jedi-mind-trick');
  for (let i = 0; i < 5 && g.who() === 1 && !g.ids(1).some((x) => x.startsWith('strike:')); i++) g.step(['target:darth-vader', 'autopay']);
  assert.ok(g.u(0, 'darth-vader').focus >= 1);
  g.passWindows();
  assert.equal(g.who(), 1, 'the loser strikes');
  assert.ok(g.ids(1).some((x) => x.startsWith('strike:believer')));
  g.strikeAll();
  assert.equal(g.o(1, 'draw-their-fire').damage, 0, 'Vader never struck');
});
