// EvR black-box scenarios, card texts: strategy: written from the rulebooks and docs/api.md, driven through the JSON API.
import test from 'node:test';
import { assert, passOut } from './table.mjs';
import { pos, R, I, pl, toAct, ids } from './setup_builders.mjs';

function end(ev, r = {}, i = {}, extra = {}) {
  const m = pos({ inPlay: ['reb.military-5', 'reb.force-5'], ...r }, { inPlay: ['imp.military-3'], ...i }, { event: ev, ...extra });
  passOut(m);
  return m;
}
const v = (m) => m.view(-1);
const lr = (m) => v(m).lastResult;

test('EVR-DOM-2 / Bureaucracy: the winner who chose it gets only the event influence', () => {
  const m = end('escape-from-tatooine', { strategy: { chosen: 'bureaucracy' } }, {});
  assert.equal(lr(m).winner, R);
  assert.equal(pl(m, R, -1).influence, 4);
  assert.equal(pl(m, I, -1).influence, 2);
});

test('EVR-DOM-2 / Bureaucracy: nobody wins (both over): the player who chose it did not lose and takes nothing', () => {
  const m = end('escape-from-tatooine', { inPlay: ['reb.military-5', 'reb.force-5', 'reb.recon-5'] }, { inPlay: ['imp.military-5', 'imp.force-5', 'imp.recon-2'], strategy: { chosen: 'bureaucracy' } });
  assert.equal(lr(m).winner, null);
  // over the target -> cancelled anyway; make sure no influence
  assert.equal(pl(m, I, -1).influence, 2);
});

test('EVR-DOM-2 / Bureaucracy: loser under the target with Bureaucracy vs winner with event influence 0: +2 only to the loser', () => {
  const m = end('battle-of-hoth', {}, { strategy: { chosen: 'bureaucracy' } });
  assert.equal(lr(m).winner, R);
  assert.equal(pl(m, I, -1).influence, 4);
  assert.equal(pl(m, R, -1).influence, 2);
  assert.equal(pl(m, R, -1).vp, 3);
});

test('EVR-DOM-2 / EVR-DOM-7 / Direct Assault: equal totals, balance Rebel; the Imperial +2 wins instead of the tie', () => {
  const m = end('battle-of-hoth', { inPlay: ['reb.military-5'] }, { inPlay: ['imp.military-5'], strategy: { chosen: 'direct-assault' } });
  assert.deepEqual(lr(m).totals, [5, 5]);
  assert.deepEqual(lr(m).finalTotals, [5, 7]);
  assert.equal(lr(m).winner, I);
  assert.equal(lr(m).why, 'higherTotal');
});

test('EVR-DOM-2 / Direct Assault for both: +2 each; tie goes to the balance token (Imperial)', () => {
  const m = end('battle-of-hoth', { inPlay: ['reb.military-5'], strategy: { chosen: 'direct-assault' } }, { inPlay: ['imp.military-5'], strategy: { chosen: 'direct-assault' } }, { balance: 'imperial', toAct: 'rebel' });
  assert.deepEqual(lr(m).finalTotals, [7, 7]);
  assert.equal(lr(m).winner, I);
  assert.equal(lr(m).why, 'balanceTie');
  assert.equal(lr(m).balance, 'imperial');
});

test('EVR-DOM-3 / Direct Assault of a player over the target is cancelled: no +2', () => {
  const m = end('escape-from-tatooine', { inPlay: ['reb.military-5', 'reb.force-5', 'reb.recon-2'], strategy: { chosen: 'direct-assault' } }, { inPlay: ['imp.military-3'] });
  assert.deepEqual(lr(m).cancelled, [true, false]);
  assert.deepEqual(lr(m).cancelledWhy, ['overTarget', null]);
  assert.equal(lr(m).finalTotals[0], 12);
  assert.equal(lr(m).winner, I);
});

test('EVR-DOM-2 / Deception + Direct Assault: DA pushes the Imperial ahead, the Rebel\'s Deception swaps back', () => {
  // Rebel 9, Imperial 8 + 2 = 10 (target 11): Imperial would win -> Deception gives it to Rebel
  const m = end('escape-from-tatooine', { inPlay: ['reb.military-5', 'reb.force-4'], strategy: { chosen: 'deception' } }, { inPlay: ['imp.military-5', 'imp.force-3'], strategy: { chosen: 'direct-assault' } });
  assert.deepEqual(lr(m).finalTotals, [9, 10]);
  assert.equal(lr(m).winner, R);
  assert.equal(lr(m).why, 'deception');
});

test('EVR-DOM-2 / Deception: Direct Assault pushes the opponent over the target: no swap, the Deception player wins as the only one under', () => {
  // Rebel 8 with Deception, Imperial 10 + 2 = 12 > 11 -> only Rebel within target -> Rebel wins by onlyUnder
  const m = end('escape-from-tatooine', { inPlay: ['reb.military-5', 'reb.force-3'], strategy: { chosen: 'deception' } }, { inPlay: ['imp.military-5', 'imp.force-5'], strategy: { chosen: 'direct-assault' } });
  assert.deepEqual(lr(m).finalTotals, [8, 12]);
  assert.equal(lr(m).winner, R);
  assert.equal(lr(m).why, 'onlyUnder');
});

test('EVR-DOM-2 / Infiltration: chosen by the loser still works; next planning the Infiltration player picks from the opponent\'s unused cards', () => {
  const m = end('escape-from-tatooine', { strategy: { chosen: 'support', used: ['bureaucracy'] } }, { strategy: { chosen: 'infiltration' } });
  while (v(m).phase === 'dominance') { const s = toAct(m)[0]; m.act(s, m.ids(s)[0]); }
  assert.equal(lr(m).winner, R);
  assert.equal(v(m).phase, 'planning');
  const opts = m.ids(I).filter((a) => a.startsWith('strategy-for-opponent:')).sort();
  assert.deepEqual(opts, ['strategy-for-opponent:deception', 'strategy-for-opponent:direct-assault', 'strategy-for-opponent:infiltration']);
  assert.ok(!m.ids(R).some((a) => a.startsWith('strategy:')));
});

test('EVR-DOM-2 / Support with an empty reserve: no prompt, nothing happens', () => {
  const all = ['reb.chewbacca', 'reb.han-solo', 'reb.lando-calrissian', 'reb.leia-organa', 'reb.luke-skywalker', 'reb.obi-wan-kenobi', 'reb.r2-d2-c-3po', 'reb.yoda'];
  const m = end('battle-of-hoth', { deck: all, strategy: { chosen: 'support' } }, {});
  assert.equal(pl(m, R, -1).reserve.count, 0);
  assert.equal(v(m).phase, 'planning');
  assert.equal(v(m).round, 2);
});

test('EVR-DOM-2 / Support (Imperial, loser) is mandatory: only reserve characters are offered, no "done"', () => {
  const m = end('battle-of-hoth', {}, { strategy: { chosen: 'support' } });
  assert.deepEqual(toAct(m), [I]);
  const a = m.ids(I);
  assert.ok(!a.includes('done') && !a.includes('no'));
  assert.equal(a.length, 8);
  m.act(I, 'pick:imp.boba-fett');
  assert.equal(pl(m, I).reserve.count, 7);
  assert.equal(pl(m, I).deck.count, 17);
});

test('EVR-DOM-15 / strategy recycling: the chosen card becomes used at the end of the round; used cards not offered next planning', () => {
  const m = end('battle-of-hoth', { strategy: { chosen: 'direct-assault', used: ['deception'] } }, { strategy: { chosen: 'bureaucracy' } });
  assert.deepEqual(pl(m, R, -1).strategies.used.sort(), ['deception', 'direct-assault']);
  assert.deepEqual(m.ids(R).sort(), ['strategy:bureaucracy', 'strategy:infiltration', 'strategy:support']);
});

test('EVR-DOM-15: the fifth card used -> all five come back at the end of the round', () => {
  const m = end('battle-of-hoth', { strategy: { chosen: 'support', used: ['deception', 'direct-assault', 'bureaucracy', 'infiltration'] } }, {});
  while (v(m).phase === 'dominance') { const s = toAct(m)[0]; m.act(s, m.ids(s)[0]); }
  assert.equal(v(m).phase, 'planning');
  assert.deepEqual(pl(m, R, -1).strategies.used, []);
  assert.equal(m.ids(R).filter((a) => a.startsWith('strategy:')).length, 5);
});
