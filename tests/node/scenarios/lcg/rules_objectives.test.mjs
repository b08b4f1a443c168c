// LCG scenarios: engagements, the unopposed bonus, destroyed objectives
// and where they go, the Death Star dial, Balance damage and winning;
// each test named by its rule ID.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mk, V, finish, dsAttack, lsAttack } from './setup_builders.mjs';

const toBonus = (g, prefs = {}) => { g.strikeAll(prefs); };

test('LCG-CONFLICT-10: no defender declared and the attacker survives: the bonus is offered; declining it deals no damage', async () => {
  const g = await mk(dsAttack(['tie-fighter@27'], []));
  g.engage('draw-their-fire', ['tie-fighter'], []);
  finish(g); g.passWindows(); toBonus(g);
  assert.ok(g.ids(0).includes('bonus') && g.ids(0).includes('decline'));
  const before = g.o(1, 'draw-their-fire').damage;
  g.apply(0, 'decline');
  assert.equal(g.o(1, 'draw-their-fire').damage, before);
});

test('LCG-CONFLICT-10: the unopposed bonus needs a surviving attacker (the only attacker destroyed by the defender, who is destroyed too: no bonus)', async () => {
  const g = await mk(dsAttack(['espo-trooper@35'], ['jedi-in-hiding@3']));
  // defender Jedi in Hiding (UD 2) wins the tie, kills the Espo Trooper (cap 1); Espo cannot strike
  g.engage('draw-their-fire', ['espo'], ['jedi-in-hiding']);
  finish(g); g.passWindows(); toBonus(g);
  assert.equal(g.u(0, 'espo-trooper'), undefined);
  assert.ok(!g.ids(0).includes('bonus'));
  assert.equal(g.o(1, 'draw-their-fire').damage, 0);
});

test('LCG-CONFLICT-10 / LCG-DMG-4/5: the unopposed bonus that destroys the objective puts it in the DS victory pile and advances the dial', async () => {
  const g = await mk(dsAttack(['espo-trooper@35'], [], { dial: 3, light: { objectives: [{ card: 'draw-their-fire', damage: 4 }, 'a-heros-journey', 'a-heros-journey'] } }));
  g.engage('draw-their-fire', ['espo'], []);
  finish(g); g.passWindows(); toBonus(g);
  g.apply(0, 'bonus');
  assert.equal(g.p(0).victory.length, 1);
  assert.equal(g.status().dial, 4);
});

test('LCG-CONFLICT-3/5: after one engagement the active player may engage another not-yet-engaged objective; the engaged one is not offered again', async () => {
  const g = await mk(dsAttack(['tie-fighter@27', 'tie-fighter@30'], []));
  g.engage('draw-their-fire', ['tie-fighter.'], []);
  finish(g); g.passWindows(); toBonus(g); g.apply(0, 'decline'); g.passWindows();
  const ids = g.ids(0);
  assert.ok(!ids.some((i) => i.startsWith('engage:draw-their-fire')), JSON.stringify(ids));
  assert.equal(ids.filter((i) => i.startsWith('engage:a-heros')).length, 2);
});

test('LCG-CONFLICT-6 / OQ-14: with every unit exhausted no engagement is offered', async () => {
  const g = await mk(dsAttack([{ card: 'darth-vader', focus: 1 }], []));
  g.passWindows();
  const ids = g.ids(g.who());
  assert.ok(!ids.some((i) => i.startsWith('engage:')), JSON.stringify(ids));
});

test('LCG-DMG-5: the first LS objective in the DS victory pile advances the dial by 1; a third advances it by 3 (5 -> 8)', async () => {
  const g = await mk(dsAttack(['devastator'], [], { dial: 5, dark: { victory: ['a-heros-journey', 'draw-their-fire'] }, light: { objectives: ['a-heros-journey', 'draw-their-fire', 'draw-their-fire'] } }));
  g.engage('a-heros', ['devastator'], []);
  finish(g); g.passWindows(); toBonus(g);
  assert.equal(g.p(0).victory.length, 3);
  assert.equal(g.status().dial, 8);
  assert.equal(g.status().terminal, false);
});

test('LCG-DMG-5 / LCG-WIN-2: the dial passing 12 on an objective destroyed mid-engagement ends the game at once (dial 10, pile 1 -> +2 = 12)', async () => {
  const g = await mk(dsAttack(['devastator', 'tie-fighter@27'], [], { dial: 10, dark: { victory: ['a-heros-journey'] }, light: { objectives: ['a-heros-journey', 'draw-their-fire', 'draw-their-fire'] } }));
  g.engage('a-heros', ['devastator', 'tie-fighter'], []);
  finish(g); g.passWindows(); g.strikeAll({ 'strike:': 'devastator' });
  const st = g.status();
  assert.equal(st.terminal, true); assert.deepEqual(st.winners, [0]);
  assert.equal(g.view(-1).reason, 'dial');
});

test('LCG-WIN-1: the third DS objective destroyed by a strike ends the game for the LS at once (no more strikes)', async () => {
  const g = await mk(lsAttack([], ['red-five', 'luke-skywalker'], { light: { victory: ['shadows-of-dathomir', 'imperial-command'] }, dark: { objectives: [{ card: 'death-and-despayre', damage: 2 }, 'shadows-of-dathomir', 'imperial-command'] } }));
  g.engage('death-and-despayre', ['red-five', 'luke'], []);
  finish(g); g.passWindows(); g.strikeAll({ 'strike:': 'red-five' });
  const st = g.status();
  assert.equal(st.terminal, true); assert.deepEqual(st.winners, [1]);
  assert.equal(g.view(-1).reason, 'objectives');
  assert.equal(g.u(1, 'luke-skywalker').focus, 0, 'Luke never struck');
});

test('LCG-DMG-4: a destroyed DS objective goes to the LS victory pile, not a discard pile; the dial does not move', async () => {
  const g = await mk(lsAttack([], ['red-five'], { dial: 4, dark: { objectives: [{ card: 'death-and-despayre', damage: 2 }, 'shadows-of-dathomir', 'imperial-command'] } }));
  g.engage('death-and-despayre', ['red-five'], []);
  finish(g); g.passWindows(); g.strikeAll();
  assert.equal(g.p(1).victory.length, 1);
  assert.equal(g.p(0).discard.length, 0);
  assert.equal(g.status().dial, 4);
  assert.equal(g.status().score['1'], 1);
});

test('LCG-DMG-8 / LCG-REFRESH-4: two LS objectives destroyed in the DS turn: the LS plays on with 1 and refills to 3 in its own refresh', async () => {
  const g = await mk(dsAttack(['devastator', 'red-two'.replace('red-two', 'darth-vader')], [], { dial: 0, light: { objectives: [{ card: 'a-heros-journey', damage: 3 }, { card: 'draw-their-fire', damage: 4 }, 'a-heros-journey'] } }));
  g.engage('a-heros-journey.', ['darth-vader'], []);
  finish(g); g.passWindows(); g.strikeAll(); if (g.ids(0).includes('bonus')) g.apply(0, 'decline');
  g.passWindows();
  g.engage('draw-their-fire', ['devastator'], []);
  finish(g); g.passWindows(); g.strikeAll(); if (g.ids(0).includes('bonus')) g.apply(0, 'decline');
  assert.equal(g.p(1).objectives.length, 1);
  assert.equal(g.status().dial, 3, '+1 then +2');
  // to the LS refresh
  for (let i = 0; i < 40 && !(g.view(-1).active === 1 && ['draw', 'deployment'].includes(g.status().phase)); i++) g.step(['done', 'keep', 'decline']);
  assert.equal(g.p(1).objectives.length, 3);
});

test('LCG-BAL-2 / LCG-WIN-2: dial 10 with the token on the DS side: the Balance phase adds 2 and the DS wins', async () => {
  const g = await mk({ phase: 'balance', turn: 5, active: 'dark', dial: 10, balance: 'dark' });
  const st = g.status();
  assert.equal(st.terminal, true); assert.deepEqual(st.winners, [0]); assert.equal(st.dial, 12);
});

test('LCG-BAL-2: dial 10 with the token on the LS side: only +1 (11), the game goes on', async () => {
  const g = await mk({ phase: 'balance', turn: 5, active: 'dark', dial: 10, balance: 'light' });
  const st = g.status();
  assert.equal(st.terminal, false); assert.equal(st.dial, 11);
});

test('LCG-BAL-4: the LS Balance damage may target only DS objectives, and the LS may decline it', async () => {
  const g = await mk({ phase: 'balance', turn: 4, active: 'light', balance: 'light', dark: { objectives: V.ds }, light: { objectives: V.ls } });
  const ids = g.ids(1);
  assert.deepEqual(ids.filter((i) => i.startsWith('damage:')).map((i) => i.split(':')[1].split('.')[0]).sort(), [...V.ds].sort());
  assert.ok(ids.includes('decline'));
  g.apply(1, 'decline');
  assert.deepEqual(g.p(0).objectives.map((o) => o.damage), [0, 0, 0]);
  assert.equal(g.status().dial, 0, 'the LS Balance phase never moves the dial');
});

test('LCG-BAL-4 / LCG-TURN-4: the LS Balance damage is offered in the LS\'s first turn too (turn 2)', async () => {
  const g = await mk({ phase: 'balance', turn: 2, active: 'light', balance: 'light', dial: 1, dark: { objectives: V.ds } });
  assert.ok(g.ids(1).some((i) => i.startsWith('damage:')), JSON.stringify(g.ids(1)));
  g.act(1, 'damage:shadows');
  assert.equal(g.o(0, 'shadows-of-dathomir').damage, 1);
});

test('LCG-TURN-4 / LCG-CONFLICT-2: the LS first turn (turn 2) has a normal Conflict phase (only the DS first turn skips it)', async () => {
  const g = await mk({ phase: 'conflict', turn: 2, active: 'light', dark: { objectives: V.ds }, light: { objectives: V.ls, units: ['luke-skywalker'] } });
  g.passWindows();
  assert.ok(g.ids(1).some((i) => i.startsWith('engage:')), JSON.stringify(g.ids(1)));
});

test('LCG-FORCE-9 / LCG-BAL-2: a DS struggle win in the DS turn turns the token to the DS; the next DS Balance phase adds 2 (only after the LS turn)', async () => {
  const g = await mk({ phase: 'force', turn: 3, active: 'dark', balance: 'light', dial: 2, dark: { objectives: V.ds, units: ['darth-vader'] }, light: { objectives: V.ls } });
  g.act(0, 'commit:darth-vader'); if (g.ids(0).includes('done')) g.apply(0, 'done');
  assert.equal(g.view(-1).balance, 'dark');
  assert.equal(g.status().dial, 2);
});

test('LCG-BAL-4/5 / LCG-DMG-8: a DS objective destroyed by LS Balance damage goes to the LS pile; the DS replaces it in its own next refresh, not at once', async () => {
  const g = await mk({ phase: 'balance', turn: 4, active: 'light', balance: 'light', dark: { objectives: [{ card: 'shadows-of-dathomir', damage: 4 }, 'imperial-command', 'death-and-despayre'] } });
  g.act(1, 'damage:shadows');
  assert.equal(g.p(1).victory.length, 1);
  assert.equal(g.p(0).objectives.length, 2);
  for (let i = 0; i < 40 && !(g.view(-1).active === 0 && ['draw', 'deployment'].includes(g.status().phase)); i++) g.step(['done', 'keep', 'decline']);
  assert.equal(g.p(0).objectives.length, 3);
});

test('LCG-CONFLICT-3: once every enemy objective has been engaged this phase no engagement is offered', async () => {
  const g = await mk(dsAttack(['espo-trooper@35', 'espo-trooper@35', 'espo-trooper@35', 'tie-fighter@27'], []));
  for (const o of ['a-heros-journey.', 'draw-their-fire', 'a-heros-journey.']) {
    g.passWindows();
    const e = g.ids(0).find((i) => i.startsWith('engage:' + o));
    assert.ok(e, 'engage ' + o + ' in ' + g.ids(0));
    g.apply(0, e); g.passWindows(); g.act(0, 'attacker:espo'); g.act(0, 'done'); g.passWindows(); finish(g); g.passWindows(); g.strikeAll();
    if (g.ids(0).includes('decline')) g.apply(0, 'decline');
  }
  g.passWindows();
  assert.ok(!g.toAct().length || !g.ids(g.who()).some((i) => i.startsWith('engage:')), JSON.stringify(g.ids(g.who())));
});

test('api.md View "engaged": an objective engaged this Conflict phase carries "engaged": true; the mark is gone in the next turn', async () => {
  const g = await mk(dsAttack(['tie-fighter@27', 'tie-fighter@30'], []));
  g.engage('draw-their-fire', ['tie-fighter.'], []);
  finish(g); g.passWindows(); g.strikeAll(); if (g.ids(0).includes('decline')) g.apply(0, 'decline');
  assert.equal(g.o(1, 'draw-their-fire').engaged, true);
  for (let i = 0; i < 20 && g.view(-1).active === 0; i++) g.step(['done']);
  assert.ok(!g.o(1, 'draw-their-fire').engaged);
});

test('LCG-BAL-2 / LCG-TURN-4: the DS first turn with the token on the DS side advances the dial by 2', async () => {
  const g = await mk({ phase: 'balance', turn: 1, active: 'dark', balance: 'dark', dial: 0 });
  assert.equal(g.status().dial, 2);
});

test('LCG-DMG-4 / LCG-DEPLOY-6/9: a destroyed DS objective carrying an LS enhancement (Stolen Plans): objective to the LS victory pile, Stolen Plans to its owner\'s (LS) discard pile', async () => {
  let g;
  try { g = await mk({ phase: 'conflict', turn: 4, active: 'light', dark: { objectives: [{ card: 'death-and-despayre', damage: 3 }, 'shadows-of-dathomir', 'imperial-command'], enhancements: [{ card: 'stolen-plans', on: 0 }] }, light: { objectives: V.ls, units: ['red-five'] } }); }
  catch (e) { g = await mk({ phase: 'conflict', turn: 4, active: 'light', dark: { objectives: [{ card: 'death-and-despayre', damage: 3 }, 'shadows-of-dathomir', 'imperial-command'] }, light: { objectives: V.ls, units: ['red-five'], enhancements: [{ card: 'stolen-plans', on: 0 }] } }); }
  const o = g.o(0, 'death-and-despayre');
  assert.equal(o.attachments.length, 1, JSON.stringify(o));
  g.engage('death-and-despayre', ['red-five'], []);
  finish(g); g.passWindows(); g.strikeAll();
  assert.equal(g.p(1).victory.length, 1);
  assert.equal(g.cardIn(1, 'discard', 'stolen-plans').length, 1);
  assert.equal(g.cardIn(0, 'discard', 'stolen-plans').length, 0);
});

test('LCG-DMG-2 / OQ-21 / LCG-DMG-5: Grand Moff Tarkin entering play destroys an LS objective already holding damage = its new capacity (4 on 5-1): DS victory pile, dial +1', async () => {
  const g = await mk({ phase: 'deployment', turn: 3, active: 'dark', dial: 2, dark: { objectives: ['imperial-command', 'death-and-despayre', 'shadows-of-dathomir'], hand: ['grand-moff-tarkin'] }, light: { objectives: [{ card: 'draw-their-fire', damage: 4 }, 'a-heros-journey', 'a-heros-journey'] } });
  g.act(0, 'deploy:grand-moff-tarkin');
  for (let i = 0; i < 4 && g.prompt()?.kind === 'pay'; i++) g.apply(0, 'autopay');
  assert.ok(g.u(0, 'grand-moff-tarkin'));
  assert.equal(g.p(1).objectives.length, 2);
  assert.equal(g.p(0).victory.length, 1);
  assert.equal(g.status().dial, 3);
});

test('LCG-DMG-2 / LCG-ABIL-4 (Grand Moff Tarkin): an enemy objective needs 1 less damage: A Hero\'s Journey (cap 4) with 1 damage is destroyed by 3 more (Devastator)', async () => {
  const g = await mk({ phase: 'conflict', turn: 3, active: 'dark', dark: { objectives: V.ds, units: ['grand-moff-tarkin', 'devastator'] }, light: { objectives: [{ card: 'a-heros-journey', damage: 1 }, 'draw-their-fire', 'draw-their-fire'] } });
  // A Hero's Journey: capacity 4, with Tarkin 3; Devastator's 4 blast destroys it
  g.engage('a-heros', ['devastator'], []);
  finish(g); g.passWindows(); g.strikeAll();
  assert.equal(g.p(0).victory.length, 1);
});
