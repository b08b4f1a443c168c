// LCG scenarios: action, interrupt and reaction windows (LCG-ABIL-5/8/11/12,
// LCG-TIMING): who has priority, when a window closes, cancelled events.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lcg, H_D, H_L } from './table.mjs';

const deployable = (g, key) => g.ids(0).some((i) => i.startsWith('deploy:' + key));

test('LCG-ABIL-5 / LCG-ABIL-12: in an action window the active player acts first; a use by the opponent gives priority back; the window closes after two passes in a row', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['force-choke@19', 'force-choke@23'], units: ['darth-vader', 'dark-side-apprentice'], objectives: ['fall-of-the-jedi', 'counsel-of-the-sith', 'black-squadron-assault'] },
    light: { tookTurn: true, hand: ['jedi-mind-trick@3', 'jedi-mind-trick@7'], units: ['luke-skywalker'] } }, { dark: 'sith' });
  assert.equal(g.who(), 0);
  assert.equal(g.prompt().kind, 'window');
  g.act(0, 'pass');
  assert.equal(g.who(), 1);
  g.act(1, 'use:jedi-mind-trick');
  g.act(1, 'target:darth-vader');
  g.act(1, 'autopay');
  assert.equal(g.unit(0, 'darth-vader').focus, 2, 'Vader focused by Jedi Mind Trick (2: the token shows the LS)');
  assert.equal(g.who(), 0, 'after the LS action, priority passes to the DS');
  assert.equal(g.prompt().kind, 'window');
  g.act(0, 'pass');
  assert.equal(g.who(), 1, 'one pass does not close the window');
  g.act(1, 'pass');
  assert.equal(g.prompt().kind, 'conflict', 'two passes in a row close the window');
  g.close();
});

test('LCG-TIMING-5 / LCG-ABIL-5: the Deployment phase is an action window: after the active player passes the opponent may take an action, then the active player may deploy again', () => {
  const g = lcg({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['dark-side-apprentice', 'kuati-security-team@20'], units: ['darth-vader'], objectives: ['fall-of-the-jedi', 'counsel-of-the-sith', 'black-squadron-assault'] },
    light: { tookTurn: true, hand: ['jedi-mind-trick@3', 'rebel-trooper'], units: ['luke-skywalker'] } }, { dark: 'sith' });
  assert.equal(g.who(), 0);
  assert.ok(deployable(g, 'dark-side-apprentice'));
  g.act(0, 'pass');
  assert.equal(g.who(), 1, 'the opponent gets priority in the deployment window');
  g.act(1, 'use:jedi-mind-trick');
  g.act(1, 'target:darth-vader');
  g.act(1, 'autopay');
  assert.equal(g.who(), 0);
  assert.equal(g.view(-1).phase, 'deployment');
  assert.ok(deployable(g, 'dark-side-apprentice'), 'the DS may still deploy: ' + g.ids(0));
  g.close();
});

test('LCG-ABIL-8 / LCG-ABIL-11: when both players have a reaction to one event, the active player gets the first opportunity (LS turn: Red Two before Palpatine)', () => {
  const g = lcg({ phase: 'conflict', active: 'light', turn: 4, engagement: { objective: 0 },
    dark: { tookTurn: true, units: ['emperor-palpatine'], hand: H_D, discard: ['force-choke@19'], objectives: [{ card: 'fall-of-the-jedi', damage: 3 }, 'counsel-of-the-sith', 'the-emperors-web'] },
    light: { tookTurn: true, units: [{ card: 'red-two', attacking: true }], hand: H_L } }, { dark: 'sith' });
  if (g.prompt()?.kind === 'edge') g.act(1, 'pass');
  g.passWindows();
  g.act(1, 'strike:red-two');
  for (let i = 0; i < 4 && g.toAct()[0] === 1 && g.ids(1).some((x) => x.startsWith('icon.')); i++) g.apply(1, g.ids(1).includes('icon.2') ? 'icon.2' : g.ids(1).find((x) => x.startsWith('icon.')));
  g.passWindows();
  if (g.ids(1).includes('bonus')) g.act(1, 'bonus');
  assert.ok(g.view(-1).players[1].victory.some((c) => c.key === 'fall-of-the-jedi'), 'objective destroyed');
  const s = g.who();
  const ids = g.ids(s);
  assert.equal(s, 1, 'active (LS) player first: ' + JSON.stringify(g.prompt()) + ids);
  assert.ok(ids.some((x) => x.startsWith('use:red-two')));
  g.close();
});

test('LCG-TERMS-14: a cancelled event keeps its costs paid (Force Lightning cancelled by Counter-Stroke: resources spent, card discarded, no effect)', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3,
    dark: { tookTurn: true, units: ['darth-vader'], hand: ['force-lightning', ...H_D], objectives: ['fall-of-the-jedi', 'counsel-of-the-sith', 'the-emperors-web'] },
    light: { tookTurn: true, units: [{ card: 'luke-skywalker', focus: 1 }], hand: ['counter-stroke', ...H_L] } }, { dark: 'sith' });
  const res0 = g.view(-1).players[0].resources;
  g.act(0, 'use:force-lightning');
  g.act(0, 'target:luke');
  if (g.ids(0).includes('autopay')) g.act(0, 'autopay');
  assert.equal(g.who(), 1);
  const u = g.ids(1).find((x) => x.startsWith('use:counter-stroke'));
  assert.ok(u, g.ids(1).join(' '));
  g.apply(1, u);
  if (g.ids(1).includes('autopay')) g.act(1, 'autopay');
  g.passWindows();
  const v = g.view(-1);
  assert.ok(g.unit(1, 'luke-skywalker'), 'Luke not destroyed');
  assert.ok(v.players[0].discard.some((c) => c.key === 'force-lightning'));
  assert.equal(v.players[0].resources, res0 - 2, 'the 2 resources (3 less The Emperor\'s Web) stay spent');
  g.close();
});
