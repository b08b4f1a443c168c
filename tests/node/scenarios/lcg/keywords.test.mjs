// LCG scenarios: the keywords (LCG-KW): Edge (X), Limited, No Enhancements,
// Protect [trait], Shielding, Targeted Strike.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lcg, H_D, H_L, keyOf } from './table.mjs';

const deployable = (g, key) => g.ids(0).some((i) => i.startsWith('deploy:' + key));

test('LCG-KW-1 / OQ-27: a participating unit with Edge (1) adds 1 to its side\'s edge total (attacker wins 2-1)', () => {
  const g = lcg({ phase: 'conflict', active: 'light', turn: 4, engagement: { objective: 0 },
    dark: { tookTurn: true, units: [{ card: 'darth-vader', defending: true }], hand: ['force-choke@19', 'dark-side-apprentice'] },
    light: { tookTurn: true, units: [{ card: 'mon-mothma', attacking: true }], hand: ['jedi-mind-trick@3', 'twilek-loyalist@1'] } });
  g.act(1, 'edge:jedi-mind-trick');
  g.act(0, 'edge:force-choke');
  g.act(1, 'pass'); g.act(0, 'pass');
  assert.equal(g.view(-1).engagement.edgeWinner, 1);
  g.close();
});

test('LCG-KW-1 / C8: Edge (X) counts only while the unit participates (a non-participating Mon Mothma adds nothing)', () => {
  const g = lcg({ phase: 'conflict', active: 'light', turn: 4, engagement: { objective: 0 },
    dark: { tookTurn: true, units: [{ card: 'darth-vader', defending: true }], hand: ['force-choke@19', ...H_D] },
    light: { tookTurn: true, units: [{ card: 'luke-skywalker', attacking: true }, 'mon-mothma'], hand: ['jedi-mind-trick@3', ...H_L] } });
  g.act(1, 'edge:jedi-mind-trick');
  g.act(0, 'edge:force-choke');
  g.act(1, 'pass'); g.act(0, 'pass');
  assert.equal(g.view(-1).engagement.edgeWinner, 0, '1-1 tie goes to the defender');
  g.close();
});

test('LCG-KW-1: Edge (1) of a participating defender counts even when its player placed no edge card (1-1 tie -> defender)', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3, engagement: { objective: 0 },
    dark: { tookTurn: true, units: [{ card: 'darth-vader', attacking: true }], hand: ['force-choke@19', ...H_D] },
    light: { tookTurn: true, units: [{ card: 'mon-mothma', defending: true }], hand: H_L } });
  g.act(0, 'edge:force-choke');
  g.act(1, 'pass'); g.act(0, 'pass');
  assert.equal(g.view(-1).engagement.edgeWinner, 1);
  g.close();
});

test('LCG-KW-1: Edge (1) of a participating defender is added to its stack (2 + 1 vs 2 + 1: tie -> defender)', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3, engagement: { objective: 0 },
    dark: { tookTurn: true, units: [{ card: 'darth-vader', attacking: true }], hand: ['vaders-lightsaber', 'force-choke@19', ...H_D] },
    light: { tookTurn: true, units: [{ card: 'mon-mothma', defending: true }], hand: ['jedi-lightsaber', ...H_L] } });
  g.act(0, 'edge:vaders-lightsaber'); // 2
  g.act(1, 'edge:jedi-lightsaber');   // 2 +1
  g.act(0, 'edge:force-choke');       // 3
  g.act(1, 'pass'); g.act(0, 'pass');
  assert.equal(g.view(-1).engagement.edgeWinner, 1, '3 vs 3 tie -> defender');
  g.close();
});

test('LCG-KW-3: only one Limited card per turn (second Sith Library not offered)', () => {
  const g = lcg({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['sith-library@20', 'sith-library@22', 'dark-side-apprentice'], objectives: ['fall-of-the-jedi', 'counsel-of-the-sith', 'black-squadron-assault'] },
    light: { tookTurn: true, hand: H_L } }, { dark: 'sith' });
  g.act(0, 'deploy:sith-library');
  g.act(0, 'autopay');
  assert.equal(g.view(-1).players[0].enhancements.filter((e) => e.key.startsWith('sith-library')).length, 1);
  assert.equal(g.who(), 0);
  assert.ok(!deployable(g, 'sith-library'), g.ids(0).join(' '));
  assert.ok(deployable(g, 'dark-side-apprentice'));
  g.close();
});

test('LCG-KW-3: a player who already played a Limited card this turn (setup limitedPlayed) cannot play another', () => {
  const g = lcg({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, limitedPlayed: true, hand: ['sith-library@20', 'dark-side-apprentice'], objectives: ['fall-of-the-jedi', 'counsel-of-the-sith', 'black-squadron-assault'] },
    light: { tookTurn: true, hand: H_L } }, { dark: 'sith' });
  assert.ok(!deployable(g, 'sith-library'));
  g.close();
});

test('LCG-KW-4: No Enhancements: no enhancement may be attached (Rancor), but Force may be committed to it', () => {
  const g = lcg({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['blaster-pistol', 'tie-fighter@27'], units: ['rancor'], objectives: ['imperial-command', 'death-and-despayre', 'the-endor-gambit'] },
    light: { tookTurn: true, hand: H_L } });
  const d = g.ids(0).find((x) => x.startsWith('deploy:blaster-pistol'));
  if (d) { g.apply(0, d); assert.ok(!g.ids(0).some((x) => x.startsWith('attach:rancor'))); }
  g.close();
  const g2 = lcg({ phase: 'force', active: 'dark', turn: 3, dark: { tookTurn: true, hand: H_D, units: ['rancor'] }, light: { tookTurn: true, hand: H_L } });
  assert.ok(g2.ids(0).some((x) => x.startsWith('commit:rancor')));
  g2.close();
});

test('LCG-KW-5: Protect Character moves damage onto the protector; damage beyond its capacity is lost, not passed back', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3, engagement: { objective: 0 },
    dark: { tookTurn: true, units: [{ card: 'stormtrooper-elite', attacking: true }], hand: ['emperor-palpatine', 'dark-side-apprentice'] },
    light: { tookTurn: true, units: [{ card: 'guardian-of-peace@5', defending: true }, { card: 'luke-skywalker', defending: true }], hand: ['rebel-trooper'] } });
  g.act(0, 'edge:emperor-palpatine'); g.act(1, 'pass'); g.act(0, 'pass'); g.passWindows();
  g.act(0, 'strike:stormtrooper');
  g.act(0, 'hit:luke');
  g.act(1, 'use:guardian-of-peace');
  assert.ok(g.ids(1).some((i) => /^choose:guardian-of-peace\.\d+\.3$/.test(i)));
  g.apply(1, g.ids(1).find((i) => /^choose:guardian-of-peace\.\d+\.3$/.test(i)));
  assert.equal(g.unit(1, 'guardian-of-peace@5'), undefined, 'Guardian (capacity 2) destroyed');
  assert.equal(g.unit(1, 'luke-skywalker').damage ?? 0, 0, 'the excess is lost');
  g.close();
});

test('LCG-KW-5: Protect Character does not apply to a friendly non-Character unit', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3, engagement: { objective: 0 },
    dark: { tookTurn: true, units: [{ card: 'stormtrooper-elite', attacking: true }], hand: ['emperor-palpatine', 'dark-side-apprentice'] },
    light: { tookTurn: true, units: ['guardian-of-peace@5', { card: 'red-five', defending: true }], hand: ['rebel-trooper'] } });
  g.act(0, 'edge:emperor-palpatine'); g.act(1, 'pass'); g.act(0, 'pass'); g.passWindows();
  g.act(0, 'strike:stormtrooper');
  if (g.ids(0).some((i) => i.startsWith('hit:'))) g.act(0, 'hit:red-five');
  assert.ok(!(g.toAct()[0] === 1 && g.ids(1).some((i) => i.startsWith('use:guardian'))), 'no Protect offered for a Vehicle');
  assert.equal(g.unit(1, 'red-five'), undefined);
  g.close();
});

test('LCG-KW-6: a defending Shielding unit may shield the engaged objective or an unshielded participating friendly unit', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3,
    dark: { tookTurn: true, units: ['darth-vader'], hand: ['dark-side-apprentice'] },
    light: { tookTurn: true, units: ['guardian-of-peace@5', 'luke-skywalker', 'obi-wan-kenobi'], hand: ['rebel-trooper'] } });
  g.passWindows();
  const e = g.ids(0).find((i) => i.startsWith('engage:forgotten-heroes'));
  g.apply(0, e); g.passWindows();
  g.act(0, 'attacker:darth-vader'); g.act(0, 'done'); g.passWindows();
  g.act(1, 'defender:guardian'); g.act(1, 'defender:luke'); g.act(1, 'done');
  const ch = g.ids(1).filter((i) => i.startsWith('choose:')).map(keyOf).sort();
  assert.deepEqual(ch, ['forgotten-heroes', 'guardian-of-peace', 'luke-skywalker'], 'not the non-participating Obi-Wan');
  g.act(1, 'choose:forgotten-heroes');
  assert.equal(g.obj(1, 'forgotten-heroes').shields, 1);
  g.close();
});

test('LCG-KW-6 / OQ-30: an attacking Shielding unit cannot shield the enemy engaged objective; a unit that already has a shield is not offered', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3,
    dark: { tookTurn: true, units: ['superlaser-engineer', { card: 'darth-vader', shields: 1 }, 'dark-side-apprentice'], hand: ['kuati-security-team@20'] },
    light: { tookTurn: true, units: ['luke-skywalker'], hand: ['rebel-trooper'] } });
  g.passWindows();
  g.apply(0, g.ids(0).find((i) => i.startsWith('engage:')));
  g.passWindows();
  g.act(0, 'attacker:superlaser'); g.act(0, 'attacker:darth'); g.act(0, 'attacker:dark-side'); g.act(0, 'done');
  const ch = g.ids(0).filter((i) => i.startsWith('choose:')).map(keyOf).sort();
  assert.deepEqual(ch, ['dark-side-apprentice', 'superlaser-engineer']);
  g.close();
});

test('LCG-KW-7: Targeted Strike lets an attacking unit deal its unit damage to a non-participating enemy unit', () => {
  const g = lcg({ phase: 'conflict', active: 'light', turn: 4, engagement: { objective: 0 },
    dark: { tookTurn: true, units: [{ card: 'dark-side-apprentice', defending: true }, 'grand-moff-tarkin'], hand: H_D },
    light: { tookTurn: true, units: [{ card: 'luke-skywalker', attacking: true }], hand: ['obi-wan-kenobi', ...H_L] } });
  g.act(1, 'edge:obi-wan-kenobi'); if (g.prompt()?.kind === 'edge') g.act(g.who(), 'pass'); if (g.prompt()?.kind === 'edge') g.act(g.who(), 'pass');
  g.passWindows();
  assert.equal(g.view(-1).engagement.edgeWinner, 1);
  g.act(1, 'strike:luke-skywalker');
  for (let i = 0; i < 3 && !g.ids(1).some((x) => x.startsWith('hit:')); i++) g.act(1, 'icon.0');
  const ids = g.ids(1);
  assert.ok(ids.some((x) => x.startsWith('hit:grand-moff-tarkin')), 'non-participating target offered: ' + ids);
  g.act(1, 'hit:grand-moff-tarkin');
  assert.equal(g.unit(0, 'grand-moff-tarkin'), undefined, 'Tarkin (capacity 2) destroyed by 2 damage');
  g.close();
});
