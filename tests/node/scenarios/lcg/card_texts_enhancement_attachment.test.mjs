// LCG scenarios: card texts as printed: what an enhancement may be attached to (Common Ground, False Lead,
// Shii-Cho Training, Jedi Lightsaber, Astromech Droid Upgrade, Blaster
// Pistol, Aft Armor Plating);
// each test named by its rule ID, card and set number (set.position).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { H_D, H_L } from './table.mjs';
import { loadSw, Game as G, DS_SITH, DS_NAVY, RA_OBJ, J_OBJ, RA, targets, attachIds } from './setup_builders.mjs';
const sw = await loadSw();

test('LCG-ABIL-1 / Icons, negative: Jedi Lightsaber not on a non-Force unit, Astromech not on a Character, Blaster Pistol not on a Vehicle (deploy targets)', () => {
  const g = new G(sw, { phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['jedi-lightsaber', 'astromech-droid-upgrade', ...H_L], objectives: J_OBJ, units: ['luke-skywalker', 'red-five', 'twilek-loyalist@1'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, { dark: 'sith' });
  g.act(1, 'deploy:jedi-lightsaber');
  let a = g.ids(1).filter((x) => x.startsWith('attach:'));
  assert.ok(a.some((x) => x.includes('luke')) && !a.some((x) => x.includes('red-five') || x.includes('twilek')), a.join());
  g.close();
  const g2 = new G(sw, { phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['astromech-droid-upgrade', ...H_L], objectives: J_OBJ, units: ['luke-skywalker', 'red-five'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, { dark: 'sith' });
  g2.act(1, 'deploy:astromech');
  a = g2.ids(1).filter((x) => x.startsWith('attach:'));
  assert.ok(a.some((x) => x.includes('red-five')) && !a.some((x) => x.includes('luke')), a.join());
  g2.close();
  const g3 = new G(sw, { phase: 'deployment', active: 'dark', turn: 5,
    dark: { tookTurn: true, hand: ['blaster-pistol', ...H_D], objectives: DS_NAVY, units: ['admiral-motti', 'tie-fighter@27'] },
    light: { tookTurn: true, hand: H_L, objectives: J_OBJ } });
  g3.act(0, 'deploy:blaster-pistol');
  a = g3.ids(0).filter((x) => x.startsWith('attach:'));
  assert.ok(a.some((x) => x.includes('motti')) && !a.some((x) => x.includes('tie-fighter')), a.join());
  g3.close();
});

test('LCG-ABIL-1 / Common Ground (16.4) "Enhance an objective": any objective; False Lead (14.4) "an objective you control": own only', () => {
  let g = new G(sw, { phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['common-ground', 'false-lead', ...H_L], objectives: RA_OBJ },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, RA);
  let a = attachIds(g, 1, 'common-ground');
  assert.ok(a.some((x) => x.includes('fall-of-the-jedi')) && a.some((x) => x.includes('mission-briefing')), a.join());
  g.close();
  g = new G(sw, { phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['common-ground', 'false-lead', ...H_L], objectives: RA_OBJ },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, RA);
  a = attachIds(g, 1, 'false-lead');
  assert.ok(!a.some((x) => x.includes('fall-of-the-jedi')) && a.length === 3, a.join());
  g.close();
});

test('LCG-ABIL-1 / Shii-Cho Training (2.4) only on a Force User (not the Force Sensitive Guardian of Peace); Jedi Lightsaber (1.4) also on a Force Sensitive; Trust Your Feelings (1.5) on any Character, not a Vehicle', () => {
  const mk = () => new G(sw, { phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['shii-cho-training', 'jedi-lightsaber', 'trust-your-feelings', ...H_L], objectives: J_OBJ, units: ['luke-skywalker', 'guardian-of-peace@5', 'red-five', 'twilek-loyalist@1'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, { dark: 'sith' });
  let g = mk(); let a = attachIds(g, 1, 'shii-cho');
  assert.ok(a.some((x) => x.includes('luke')) && !a.some((x) => x.includes('guardian') || x.includes('red-five') || x.includes('twilek')), a.join()); g.close();
  g = mk(); a = attachIds(g, 1, 'jedi-lightsaber');
  assert.ok(a.some((x) => x.includes('luke')) && a.some((x) => x.includes('guardian')) && !a.some((x) => x.includes('twilek')), a.join()); g.close();
  g = mk(); a = attachIds(g, 1, 'trust-your-feelings');
  assert.ok(a.some((x) => x.includes('twilek')) && a.some((x) => x.includes('guardian')) && !a.some((x) => x.includes('red-five')), a.join()); g.close();
});

test('LCG-ABIL-1 / Aft Armor Plating (31.5) only on a Vehicle', () => {
  const g = new G(sw, { phase: 'deployment', active: 'dark', turn: 5,
    dark: { tookTurn: true, hand: ['aft-armor-plating', ...H_D], objectives: DS_NAVY, units: ['admiral-motti', 'tie-fighter@27'] },
    light: { tookTurn: true, hand: H_L, objectives: J_OBJ } });
  const a = attachIds(g, 0, 'aft-armor');
  assert.ok(a.some((x) => x.includes('tie-fighter')) && !a.some((x) => x.includes('motti')), a.join());
  g.close();
});
