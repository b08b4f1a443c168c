// EvR scenarios: hidden information (EVR-COMP-9, EVR-SETUP-8, EVR-PLAN-4,
// prompt.secret of docs/api.md): what views, logs and legal actions show to
// the opponent and to a spectator.
import { test } from 'node:test';
import { M, evr, assert, passOut, P, txt } from './table.mjs';

test('EVR-SETUP-8/EVR-SETUP-10/EVR-SETUP-11: secret character choice; 2 influence; balance unknown until chosen', () => {
  const m = new M({ game: 'evr', seed: 5, options: { rebelSeat: 0 } });
  let v = m.view(1);
  assert.equal(v.phase, 'setup');
  assert.equal(v.balance, null);
  assert.equal(v.event, null, 'no event revealed before round 1 planning');
  assert.equal(P(v, 0).influence, 2); assert.equal(P(v, 1).influence, 2);
  const picks = m.ids(0).slice(0, 4);
  assert.equal(picks.length, 4);
  for (const p of picks) m.act(0, p);
  assert.deepEqual(m.ids(0), [], 'rebel done after 4 picks');
  const chosen = picks.map((p) => p.slice('character:'.length));
  // imperial view and log must not name the rebel's characters; spectator neither
  for (const seat of [1, -1]) {
    const vv = m.view(seat);
    assert.equal(P(vv, 0).reserve.cards, undefined);
    for (const c of chosen) {
      assert.ok(!txt(vv).includes(c), `view(${seat}) leaks ${c}`);
      assert.ok(!txt(m.log(seat)).includes(c), `log(${seat}) leaks ${c}`);
    }
  }
  for (let i = 0; i < 4; i++) m.act(1, m.ids(1)[0]);
  v = m.view(0);
  assert.equal(v.phase, 'planning');
  assert.ok(v.balance === 'rebel' || v.balance === 'imperial');
  assert.equal(P(v, 0).deck.count, 20); assert.equal(P(v, 0).reserve.count, 4);
  assert.equal(P(v, 1).deck.count, 20); assert.equal(P(v, 1).reserve.count, 4);
});

test('EVR-PLAN-4/EVR-COMP-9: chosen strategy hidden from the opponent and spectator until revealed', () => {
  const m = evr({ phase: 'planning', event: 'battle-of-hoth', balance: 'rebel' });
  assert.ok(m.ok, txt(m.startResult));
  assert.ok(m.ids(1).length > 0, 'simultaneous: imperial may choose first too');
  m.act(1, 'strategy:infiltration');
  const v0 = m.view(0), vs = m.view(-1);
  assert.equal(P(v0, 1).strategies.hasChosen, true);
  for (const [name, vv] of [['rebel', v0], ['spectator', vs]]) {
    const s = P(vv, 1).strategies;
    assert.ok(s.chosen === null || s.chosen === undefined, `${name} sees the imperial choice`);
    assert.equal(s.unused, undefined, `${name} sees imperial unused`);
  }
  for (const seat of [0, -1]) assert.ok(!txt(m.log(seat)).includes('infiltration'), `log(${seat}) leaks`);
  assert.equal(P(m.view(1), 1).strategies.chosen, 'infiltration');
  m.act(0, 'strategy:support');
  const v = m.view(0);
  assert.equal(v.phase, 'struggle');
  assert.ok(!P(v, 1).strategies.chosen, 'still hidden during the struggle');
  assert.ok(!txt(m.log(0)).includes('infiltration'));
});

test('EVR-COMP-9: resource deck order is not in any view; Han Solo search shown only to the searcher', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'rebel',
    rebel: { inPlay: ['reb.han-solo'], deck: ['reb.recon-5'] }, imperial: { inPlay: ['imp.force-2'], deck: ['imp.military-5'] } });
  for (const seat of [0, 1, -1]) {
    const vv = m.view(seat);
    assert.ok(!txt(vv).includes('reb.recon-5'), `view(${seat}) leaks rebel deck top`);
    assert.ok(!txt(vv).includes('imp.military-5'), `view(${seat}) leaks imperial deck top`);
  }
  m.act(0, 'force:reb.han-solo');
  assert.ok(m.view(0).peek && m.view(0).peek.cards.length >= 10);
  assert.equal(m.view(0).prompt.secret, true);
  assert.equal(m.view(1).peek, null);
  assert.ok(!txt(m.view(1)).includes('reb.recon-5'));
  assert.ok(!txt(m.legal(1)).includes('reb.recon-5'));
});

test('EVR-COMP-9: Recon on own deck: the card left on top is not revealed to the opponent', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'rebel',
    rebel: { inPlay: ['reb.recon-2'], deck: ['reb.military-5', 'reb.diplomacy-3'] }, imperial: { inPlay: ['imp.force-2'] } });
  m.act(0, 'force:reb.recon-2');
  m.act(0, 'deck:rebel');
  m.act(0, 'pick:reb.diplomacy-3');
  for (const seat of [1, -1]) {
    assert.ok(!txt(m.view(seat)).includes('reb.military-5'), `view(${seat}) leaks the kept card`);
    assert.ok(!txt(m.log(seat)).includes('reb.military-5'), `log(${seat}) leaks the kept card`);
  }
  assert.deepEqual(P(m.view(1), 0).discard.map((c) => c.id), ['reb.diplomacy-3']);
});

test('EVR-FAQ-5/Support: the reserve character shuffled in is not named to the opponent', () => {
  const m = evr({ phase: 'struggle', event: 'escape-from-tatooine', balance: 'rebel',
    rebel: { inPlay: ['reb.military-5', 'reb.force-4'], strategy: { chosen: 'support' }, reserve: ['reb.yoda', 'reb.chewbacca'], deck: ['reb.han-solo', 'reb.leia-organa', 'reb.luke-skywalker', 'reb.obi-wan-kenobi', 'reb.r2-d2-c-3po', 'reb.lando-calrissian'] },
    imperial: { inPlay: ['imp.military-3', 'imp.force-4'] } });
  assert.ok(m.ok, txt(m.startResult));
  passOut(m);
  assert.equal(m.view(-1).phase, 'dominance');
  assert.deepEqual(m.status().toAct, [0]);
  assert.equal(m.view(0).prompt.secret, true);
  assert.deepEqual(m.ids(0).sort(), ['pick:reb.chewbacca', 'pick:reb.yoda']);
  assert.deepEqual(m.legal(1), []);
  assert.ok(!txt(m.view(1)).includes('reb.yoda'));
  m.act(0, 'pick:reb.yoda');
  for (const seat of [1, -1]) {
    assert.ok(!txt(m.log(seat)).includes('reb.yoda'), `log(${seat}) names the character`);
    assert.ok(!txt(m.view(seat)).includes('reb.yoda'));
  }
});

test('EVR-PLAN-4 / EVR-FAQ-6 / api.md View prompt.secret: re-choosing a strategy after Emperor Palpatine is a hidden strategy choice', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'imperial',
    rebel: { inPlay: ['reb.force-2'], strategy: { chosen: 'deception' } }, imperial: { inPlay: ['imp.emperor-palpatine'] } });
  m.act(1, 'force:imp.emperor-palpatine');
  const pr = m.view(0).prompt;
  assert.ok(m.ids(0).every((i) => i.startsWith('pick-strategy:')));
  assert.equal(pr.secret, true, 'the new face-down strategy choice must not be watched: ' + JSON.stringify(pr));
});

test('EVR-PLAN-4 / EVR-FAQ-6 / api.md View prompt.secret: re-choosing a strategy after R2-D2 and C-3PO is a hidden strategy choice', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'rebel',
    rebel: { inPlay: ['reb.r2-d2-c-3po'], strategy: { chosen: 'deception' } }, imperial: { inPlay: ['imp.force-3'] } });
  m.act(0, 'force:reb.r2-d2-c-3po');
  assert.equal(m.view(0).prompt.secret, true, JSON.stringify(m.view(0).prompt));
});
