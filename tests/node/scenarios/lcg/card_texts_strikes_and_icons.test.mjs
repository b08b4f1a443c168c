// LCG scenarios: card texts as printed: declaring attackers and defenders, strikes and icons: combat icons
// gained or lost (Crossfire, Vader's TIE Advanced, Trooper Assault, icon
// enhancements, Orbital Bombardment) and Force icons in the struggle;
// each test named by its rule ID, card and set number (set.position).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { H_D, H_L } from './table.mjs';
import { loadSw, Game as G, DS_SITH, DS_NAVY, RA_OBJ, J_OBJ, RA, logText, conflictAt as conf, edgeAt as eng } from './setup_builders.mjs';
const sw = await loadSw();

test('LCG-ABIL-1 / Crossfire (15.6): after a Character is focused to strike, it gains 1 combat icon of your choice (blast: 1 damage to the objective); not after a Vehicle', () => {
  const g = eng('light', {}, { units: [{ card: 'rebel-trooper', attacking: true }], hand: ['crossfire', ...H_L], objectives: RA_OBJ }, RA);
  assert.ok(g.run(['strike:'], 'use:crossfire', 12), g.dump());
  const c = g.legal(1).filter((a) => a.id.startsWith('use:crossfire'));
  const bd = c.find((a) => /blast/.test(a.label));
  assert.equal(c.length, 3, 'three icon choices');
  g.apply(1, bd.id); g.pay(1);
  g.run(['!icon.', '!hit:', 'decline'], 'zzz', 10);
  assert.equal(g.view(-1).players[0].objectives[0].damage, 1, logText(g));
  g.close();
  const g2 = eng('light', {}, { units: [{ card: 'x-wing@12', attacking: true }], hand: ['crossfire', ...H_L], objectives: RA_OBJ }, RA);
  assert.equal(g2.run(['strike:'], 'use:crossfire', 12), false, 'not for a Vehicle');
  g2.close();
});

test('LCG-ABIL-1 / Vader\'s TIE Advanced (21.2): after focused to strike, discard the top card; a unit gives its printed combat icons for this strike', () => {
  const g = eng('dark', { units: [{ card: 'vaders-tie-advanced', attacking: true }], deck: ['at-st@31', 'darth-vader', 'rancor', 'force-lightning', 'tie-advanced', 'nightsister@25'] }, {});
  assert.ok(g.run(['strike:'], 'use:vaders-tie-advanced', 12), g.dump());
  g.act(0, 'use:vaders-tie-advanced');
  assert.ok(g.discardKeys(0).includes('at-st@31'), 'top card discarded: ' + g.discardKeys(0));
  g.run(['!icon.', '!hit:', 'decline'], 'zzz', 10);
  assert.equal(g.view(-1).players[1].objectives[0].damage, 2, 'BD 1 + AT-ST BD 1: ' + logText(g));
  g.close();
  const g2 = eng('dark', { units: [{ card: 'vaders-tie-advanced', attacking: true }], deck: ['force-lightning', 'darth-vader', 'rancor', 'at-st@31', 'tie-advanced', 'nightsister@25'] }, {});
  assert.ok(g2.run(['strike:'], 'use:vaders-tie-advanced', 12));
  g2.act(0, 'use:vaders-tie-advanced');
  g2.run(['!icon.', '!hit:', 'decline'], 'zzz', 10);
  assert.equal(g2.view(-1).players[1].objectives[0].damage, 1, 'an event gives nothing');
  g2.close();
});

test('LCG-ABIL-1 / Battlefield Engineers (9.3): after declared as an attacker, remove 1 focus token from a target enhancement you control (not an enemy one)', () => {
  const g = conf('light', { enhancements: [{ card: 'sith-library@20', focus: 1 }] },
    { units: ['battlefield-engineers'], objectives: RA_OBJ, enhancements: [{ card: 'hidden-outpost@8', focus: 1 }] }, RA);
  g.passWindows(); g.act(1, 'engage:fall'); g.passWindows();
  g.act(1, 'attacker:battlefield'); g.act(1, 'done');
  assert.ok(g.until(1, 'use:battlefield-engineers'), g.dump());
  g.act(1, 'use:battlefield-engineers');
  const t = g.ids(1).filter((x) => x.startsWith('target:'));
  assert.ok(!t.some((x) => x.includes('sith-library')), 'enemy enhancement targetable: ' + t);
  if (t.length) g.act(1, 'target:hidden-outpost');
  g.settle();
  assert.equal(g.view(-1).players[1].enhancements[0].focus, 0);
  g.close();
});

test('LCG-ABIL-1 / Battlefield Engineers (9.3): no reaction when declared as a defender', () => {
  const g = conf('dark', { units: ['darth-vader'] }, { units: ['battlefield-engineers'], objectives: RA_OBJ, enhancements: [{ card: 'hidden-outpost@8', focus: 1 }] }, RA);
  g.passWindows(); g.act(0, 'engage:mission'); g.passWindows(); g.act(0, 'attacker:darth'); g.act(0, 'done'); g.passWindows();
  g.act(1, 'defender:battlefield');
  assert.equal(g.until(1, 'use:battlefield-engineers'), false);
  g.close();
});

test('LCG-ABIL-1 / Trooper Assault (32.5): each attacking Trooper gains [UD][BD] until the end of the engagement; a non-Trooper does not', () => {
  const g = eng('dark', { units: [{ card: 'isb-interrogators', attacking: true }, { card: 'admiral-motti', attacking: true }, 'death-star-trooper@32'], hand: ['trooper-assault', ...H_D], objectives: DS_NAVY }, {}, {});
  assert.ok(g.run([], 'use:trooper-assault', 10), g.dump());
  g.act(0, 'use:trooper-assault'); g.pay(0); g.settle();
  const i = g.unit(0, 'isb-interrogators').icons;
  assert.ok(i && i.ud === 2 && i.bd === 1, JSON.stringify(i));
  assert.equal(g.unit(0, 'admiral-motti').icons, undefined, 'Motti unchanged');
  assert.equal(g.unit(0, 'death-star-trooper@32').icons, undefined, 'non-attacking Trooper unchanged');
  g.run(['!strike:', '!icon.', '!hit:', 'decline'], 'engage:', 30);
  assert.equal(g.unit(0, 'isb-interrogators').icons, undefined, 'ends with the engagement');
  g.close();
});

test('LCG-ABIL-1 / Coruscant Defense Fleet (22.2): cannot be declared as an attacker', () => {
  const g = conf('dark', { units: ['coruscant-defense-fleet', 'darth-vader'] }, {});
  g.passWindows(); g.act(0, 'engage:a-heros'); g.passWindows();
  assert.ok(g.has(0, 'attacker:darth'));
  assert.ok(!g.has(0, 'attacker:coruscant'), g.ids(0).join(' '));
  g.close();
});

test('LCG-ABIL-1 / Icons: Jedi Lightsaber (1.4), Astromech Droid Upgrade (8.4), Blaster Pistol (33.5), Orbital Bombardment (26.6) add their icons', () => {
  const g = new G(sw, { phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: H_L, objectives: J_OBJ, units: [{ card: 'luke-skywalker', enhancements: ['jedi-lightsaber'] }, { card: 'red-five', enhancements: ['astromech-droid-upgrade'] }] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_NAVY, units: [{ card: 'admiral-motti', enhancements: ['blaster-pistol'] }, 'tie-fighter@27'], enhancements: ['orbital-bombardment'] } });
  assert.deepEqual(g.unit(1, 'luke-skywalker').icons, { ud: 3, udEdge: 0, bd: 2, bdEdge: 1, t: 0, tEdge: 0 });
  assert.deepEqual(g.unit(1, 'red-five').icons, { ud: 1, udEdge: 0, bd: 4, bdEdge: 0, t: 0, tEdge: 0 });
  assert.deepEqual(g.unit(0, 'admiral-motti').icons, { ud: 1, udEdge: 0, bd: 1, bdEdge: 1, t: 0, tEdge: 0 }, 'pistol UD + bombardment BD');
  assert.deepEqual(g.unit(0, 'tie-fighter@27').icons, { ud: 0, udEdge: 1, bd: 1, bdEdge: 1, t: 0, tEdge: 0 }, 'bombardment BD');
  g.close();
});

test('LCG-ABIL-1 / Crossfire (15.6): "After a Character unit is focused to strike": also offered when an enemy Character strikes', () => {
  const g = new G(sw, { phase: 'conflict', active: 'dark', turn: 5, engagement: { objective: 0 },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: [{ card: 'darth-vader', attacking: true }] },
    light: { tookTurn: true, hand: ['crossfire', ...H_L], objectives: RA_OBJ, units: [{ card: 'rebel-trooper', defending: true }] } }, RA);
  assert.ok(g.run(['strike:rebel'], 'use:crossfire', 12));
  g.act(1, 'pass');
  assert.ok(g.run(['!hit:', 'strike:darth'], 'use:crossfire', 12), 'not offered for the enemy Character: ' + logText(g).slice(-300));
  assert.match(g.view(1).prompt.text, /Darth Vader/);
  g.close();
});

test('LCG-ABIL-1 / Vader\'s TIE Advanced (21.2): "all printed combat icons" of the discarded unit include its edge-enabled icons (TIE Bomber, edge won)', () => {
  const g = new G(sw, { phase: 'conflict', active: 'dark', turn: 5, engagement: { objective: 0 },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: [{ card: 'vaders-tie-advanced', attacking: true }], deck: ['tie-bomber', 'darth-vader', 'rancor', 'force-lightning', 'tie-advanced', 'nightsister@25'] },
    light: { tookTurn: true, hand: H_L, objectives: J_OBJ } }, { dark: 'sith' });
  assert.ok(g.run(['strike:'], 'use:vaders-tie-advanced', 12));
  g.act(0, 'use:vaders-tie-advanced');
  g.run(['!icon.', '!hit:', 'decline'], 'zzz', 10);
  assert.equal(g.view(-1).players[1].objectives[0].damage, 3, 'BD 1 + TIE Bomber BD 1 + edge BD 1: ' + logText(g).slice(-300));
  g.close();
});

test('LCG-ABIL-1 / Orbital Bombardment (26.6): "each unit you control": enemy units do not gain [BD]', () => {
  const g = new G(sw, { phase: 'deployment', active: 'dark', turn: 5,
    dark: { tookTurn: true, hand: H_D, objectives: DS_NAVY, enhancements: ['orbital-bombardment'], units: ['tie-fighter@27'] },
    light: { tookTurn: true, hand: H_L, objectives: J_OBJ, units: ['luke-skywalker'] } });
  assert.equal(g.unit(1, 'luke-skywalker').icons, undefined);
  g.close();
});

test('LCG-ABIL-1 / Coruscant Defense Fleet (22.2): it may still be declared as a defender', () => {
  const g = new G(sw, { phase: 'conflict', active: 'light', turn: 4,
    light: { tookTurn: true, hand: H_L, objectives: RA_OBJ, units: ['x-wing@12'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: ['coruscant-defense-fleet'] } }, RA);
  g.passWindows(); g.act(1, 'engage:fall'); g.passWindows(); g.act(1, 'attacker:x-wing'); g.act(1, 'done'); g.passWindows();
  assert.ok(g.has(0, 'defender:coruscant'), g.dump());
  g.close();
});

test('LCG-ABIL-1 / Crossfire (15.6): the gained icon lasts until the end of the strike only', () => {
  const g = new G(sw, { phase: 'conflict', active: 'light', turn: 4, engagement: { objective: 0 },
    light: { tookTurn: true, hand: ['crossfire', ...H_L], objectives: RA_OBJ, units: [{ card: 'rebel-trooper', attacking: true }, { card: 'twilek-loyalist@4', attacking: true }], edge: ['twilek-loyalist@1'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: [{ card: 'darth-vader', defending: true }] } }, RA);
  assert.ok(g.run(['strike:rebel'], 'use:crossfire', 12), g.dump());
  const t = g.legal(1).find((a) => a.id.startsWith('use:crossfire') && /unit damage/.test(a.label));
  g.apply(1, t.id); g.pay(1);
  assert.equal(g.unit(1, 'rebel-trooper').icons?.ud, 2, 'during the strike');
  g.run(['!icon.', '!hit:'], 'strike:', 10);
  assert.equal(g.unit(1, 'rebel-trooper')?.icons, undefined, 'after the strike: ' + JSON.stringify(g.unit(1, 'rebel-trooper')));
  g.close();
});

test('LCG-ABIL-1 / Vader\'s TIE Advanced (21.2): with an empty deck, discarding the top card does nothing and does not lose the game', () => {
  const g = new G(sw, { phase: 'conflict', active: 'dark', turn: 5, engagement: { objective: 0 },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: [{ card: 'vaders-tie-advanced', attacking: true }], deck: [] },
    light: { tookTurn: true, hand: H_L, objectives: J_OBJ } }, { dark: 'sith' });
  g.run(['strike:', 'use:vaders-tie-advanced', '!icon.', 'decline'], 'commit:', 12);
  assert.ok(!g.status().terminal, logText(g).slice(-300));
  assert.equal(g.view(-1).players[1].objectives[0].damage, 1);
  g.close();
});

test('LCG-ABIL-1 / Ancient Monument (7.4) and Jedi Training (7.1): each adds 1 Force icon in the struggle (Luke 3 + 2 beats Vader 4)', () => {
  const g = new G(sw, { phase: 'force', active: 'light', turn: 4, balance: 'dark',
    light: { tookTurn: true, hand: H_L, objectives: J_OBJ, units: [{ card: 'luke-skywalker', force: true }], enhancements: ['ancient-monument'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: [{ card: 'darth-vader', force: true }] } }, { dark: 'sith' });
  g.run(['done'], 'zzz', 4);
  assert.match(logText(g), /Force struggle: Dark Side \d+, Light Side \d+/);
  assert.ok(/Force struggle: Dark Side 4, Light Side 5/.test(logText(g)), logText(g));
  g.close();
});

test('LCG-ABIL-1 / Crossfire (15.6): a gained tactics icon lets the striking Character place a tactics focus token', () => {
  const g = new G(sw, { phase: 'conflict', active: 'light', turn: 4, engagement: { objective: 0 },
    light: { tookTurn: true, hand: ['crossfire', ...H_L], objectives: RA_OBJ, units: [{ card: 'rebel-trooper', attacking: true }], edge: ['twilek-loyalist@1'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: [{ card: 'emperors-royal-guard', defending: true }] } }, RA);
  assert.ok(g.run(['strike:rebel'], 'use:crossfire', 12), g.dump());
  const t = g.legal(1).find((a) => a.id.startsWith('use:crossfire') && /tactics/.test(a.label));
  g.apply(1, t.id); g.pay(1);
  g.run(['icon.1', '!tactic:', '!icon.', '!hit:'], 'commit:', 10);
  assert.equal(g.unit(0, 'emperors-royal-guard').focus, 1, logText(g).slice(-300));
  g.close();
});
