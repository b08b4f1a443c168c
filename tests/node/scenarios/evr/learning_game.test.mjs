// EvR scenarios: the learning game (option variant: "learning", EVR-LEARN):
// one struggle for Escape from Tatooine.
import { test } from 'node:test';
import { M, assert, passOut } from './table.mjs';

test('EVR-LEARN-1/EVR-LEARN-2: learning game: Rebel starts even on seat 1; no influence action', () => {
  const m = new M({ game: 'evr', seed: 4, options: { variant: 'learning', rebelSeat: 1 } });
  const v = m.view(-1);
  assert.equal(v.event.id, 'escape-from-tatooine');
  assert.equal(v.phase, 'struggle');
  assert.deepEqual(m.status().toAct, [1]);
  assert.deepEqual(m.ids(1), ['play'], 'forced play with empty area');
});

test('OQ-EVR-03: learning game equal totals -> draw, outcome draw_or_none', () => {
  const m = new M({ game: 'evr', seed: 4, options: { variant: 'learning', rebelSeat: 0 }, setup: {
    rebel: { inPlay: ['reb.military-5', 'reb.force-4'] }, imperial: { inPlay: ['imp.military-5', 'imp.force-4'] } } });
  assert.ok(m.ok, JSON.stringify(m.startResult));
  passOut(m);
  const st = m.status();
  assert.equal(st.terminal, true);
  assert.deepEqual(st.winners, []);
  assert.equal(st.outcome, 'draw_or_none');
  assert.equal(m.view(-1).lastResult.why, 'draw');
});

test('EVR-LEARN-5: learning game: higher total not over the target wins', () => {
  const m = new M({ game: 'evr', seed: 4, options: { variant: 'learning', rebelSeat: 0 }, setup: {
    rebel: { inPlay: ['reb.military-5', 'reb.force-5', 'reb.recon-2'] }, imperial: { inPlay: ['imp.military-5', 'imp.force-4'] } } });
  passOut(m);
  const st = m.status();
  assert.equal(st.terminal, true);
  assert.deepEqual(st.winners, [1]);
});
