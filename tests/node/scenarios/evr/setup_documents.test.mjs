// EvR scenarios: the `setup` document of start() as docs/api.md describes it
// (EvR "Setup"): a planning position's event, a player without a strategy.
import { test } from 'node:test';
import { evr, assert, passOut, P } from './table.mjs';

test('EVR-PLAN-2 / api.md Setup: a planning position with a named event logs event_revealed of that round', () => {
  const m = evr({ phase: 'planning', round: 3, event: 'battle-of-hoth', balance: 'rebel' });
  assert.ok(m.ok, JSON.stringify(m.startResult));
  const e = m.log(-1).find((x) => x.type === 'event_revealed');
  assert.ok(e, JSON.stringify(m.log(-1)));
  assert.equal(e.round, 3);
  assert.deepEqual(e.data, { event: 'battle-of-hoth' });
  assert.equal(m.view(-1).round, 3);
});

test('EVR-DOM-2 / api.md Setup: a struggle player without chosen has no strategy; lastResult.strategies null for them', () => {
  const m = evr({ phase: 'struggle', event: 'escape-from-tatooine', balance: 'rebel',
    rebel: { inPlay: ['reb.military-5'], strategy: { chosen: 'bureaucracy' } }, imperial: { inPlay: ['imp.military-3'] } });
  assert.equal(P(m.view(1), 1).strategies.hasChosen, false);
  passOut(m);
  const r = m.view(-1).lastResult;
  assert.deepEqual(r.strategies, ['bureaucracy', null]);
  assert.equal(P(m.view(1), 1).strategies.used.length, 0);
});
