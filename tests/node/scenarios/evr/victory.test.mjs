// EvR scenarios: winning the full game (EVR-WIN-1, EVR-DOM-12): 7 VP or more.
import { test } from 'node:test';
import { M, evr, assert, passOut } from './table.mjs';

test('EVR-WIN-1/EVR-DOM-12: reaching 7 VP ends the game immediately', () => {
  // rebel has 6 VP (3+3), wins Escape from Tatooine (1 VP)
  const m = evr({ phase: 'struggle', event: 'escape-from-tatooine', balance: 'rebel',
    rebel: { inPlay: ['reb.military-5', 'reb.force-4'], won: ['battle-of-hoth', 'battle-of-yavin'] },
    imperial: { inPlay: ['imp.military-3', 'imp.force-4'] } });
  assert.ok(m.ok, JSON.stringify(m.startResult));
  passOut(m);
  const st = m.status();
  assert.equal(st.terminal, true);
  assert.deepEqual(st.winners, [0]);
  assert.equal(st.outcome, 'win');
  assert.equal(st.score['0'], 7);
  assert.equal(m.view(0).phase, 'over');
  assert.deepEqual(m.legal(0), []); assert.deepEqual(m.legal(1), []);
  assert.equal(m.tryAct(1, 'pass').error.code, 'game_over');
});

test('EVR-WIN-1: more than 7 VP (5 + 3) also wins; Imperial seat 0', () => {
  const m = new M({ game: 'evr', seed: 2, options: { rebelSeat: 1 }, setup: { phase: 'struggle', event: 'battle-of-hoth', balance: 'imperial',
    imperial: { inPlay: ['imp.military-5', 'imp.force-4'], won: ['battle-of-yavin', 'acquire-the-death-star-plans'] },
    rebel: { inPlay: ['reb.military-3', 'reb.force-4'] } } });
  assert.ok(m.ok, JSON.stringify(m.startResult));
  passOut(m);
  const st = m.status();
  assert.equal(st.terminal, true);
  assert.deepEqual(st.winners, [0]);
  assert.equal(st.score['0'], 8);
});

test('EVR-WIN-1: 6 VP is not a win; setup with 7 VP refused', () => {
  const m = evr({ phase: 'struggle', event: 'escape-from-tatooine', balance: 'rebel',
    rebel: { inPlay: ['reb.military-3', 'reb.force-4'], won: ['battle-of-hoth', 'battle-of-yavin'] },
    imperial: { inPlay: ['imp.military-5', 'imp.force-4'] } });
  passOut(m);
  assert.equal(m.status().terminal, false);
  const bad = evr({ phase: 'struggle', event: 'escape-from-tatooine', rebel: { won: ['battle-of-hoth', 'battle-of-yavin', 'heart-of-the-empire'] } });
  assert.equal(bad.startResult.ok, false);
  assert.equal(bad.startResult.error.code, 'bad_setup');
});
