// TCG black-box scenarios, card texts: tap: written from the rulebooks and docs/api.md, driven through the JSON API.
import { test } from 'node:test';
import { assert, start, view, st, ids, act, logs } from './table.mjs';
import { light, dark, has, go, findUnit, passUntil } from './setup_builders.mjs';
const hand = (m, s) => view(m, s).players[s].hand.map((c) => c.key).sort();
const DECK = ['acklay', 'nexu', 'reek', 'power-dive', 'knockdown', 'geonosian-guard'];
// A Light Side seat draws from Light Side cards (TCG-DECK-3) and discards a Clone Officer.
const DECK_LS = ['clone-squad', 'jedi-patrol', 'naboo-security-guard', 'heros-duty', 'ward-of-the-jedi', 'clone-platoon'];
// [key, name, side, draws, discards]
const drawers = [
  ['shu-mai-a', 'Shu Mai (A)', 'dark', 1, 1],
  ['reek', 'Reek', 'dark', 1, 1],
  ['jawa-sandcrawler', 'Jawa Sandcrawler', 'dark', 2, 2],
  ['coruscant-freighter-aa-9-a', 'Coruscant Freighter AA-9 (A)', 'dark', 3, 2],
  ['trade-federation-c-9979', 'Trade Federation C-9979', 'dark', 1, 0],
  ['jedi-patrol', 'Jedi Patrol', 'light', 1, 1],
  ['corellian-star-shuttle', 'Corellian Star Shuttle', 'light', 1, 0],
];
for (const [key, name, side, draws, discards] of drawers) {
  const s = side === 'dark' ? 0 : 1;
  const HAND = s === 0 ? 'geonosian-warrior' : 'clone-officer';
  const mk = (o = {}) => {
    const mine = { deck: (s === 0 ? DECK : DECK_LS).slice(), hand: [HAND], arenas: [key], ...o };
    return start({ seats: s === 0 ? [dark(mine), light()] : [dark(), light(mine)], start: 'build' });
  };
  test(`TCG-ABIL-4 ${name}: [tap] in your build step: draw ${draws}, discard ${discards}; tapped after; not offered again`, () => {
    const m = mk();
    if (s === 1) act(m, 0, 'done');
    go(m, s, 'use:' + key);
    assert.equal(findUnit(view(m, s), key).tapped, true);
    for (let i = 0; i < discards; i++) {
      const picks = ids(m, s).filter((x) => x.startsWith('pick:'));
      assert.equal(picks.length, 1 + draws - i, 'hand offered to discard: ' + JSON.stringify(picks));
      assert.equal(view(m, s).prompt.secret, true);
      act(m, s, picks.find((x) => x.includes(HAND)) || picks[0]);
    }
    const p = view(m, s).players[s];
    assert.equal(p.handCount, 1 + draws - discards);
    assert.equal(p.deckCount, DECK.length - draws);
    assert.equal(p.discard.length, discards);
    if (discards) assert.ok(p.discard.some((c) => c.key === HAND));
    assert.ok(!has(m, s, 'use:' + key));
  });
  test(`TCG-ABIL-4 ${name}: not in the opponent's build step, not in the battle phase, not when tapped`, () => {
    let m = mk();
    if (s === 0) act(m, 0, 'done');
    assert.ok(!has(m, 1 - s, 'use:' + key) && !has(m, s, 'use:' + key));
    m = start({ seats: s === 0 ? [dark({ deck: DECK.slice(), hand: ['geonosian-warrior'], arenas: [key] }), light({ arenas: ['clone-squad'] })] : [dark({ arenas: ['reek'] }), light({ deck: DECK_LS.slice(), hand: [HAND], arenas: [key] })], start: 'battle', arena: 'space' });
    assert.ok(!has(m, s, 'use:' + key), JSON.stringify(ids(m, s)));
    m = mk({ arenas: [{ card: key, tapped: true }] });
    if (s === 1) act(m, 0, 'done');
    assert.ok(!has(m, s, 'use:' + key));
  });
}

test('TCG-ABIL-4 Tyranus\'s Geonosian Speeder (A): [tap] search the deck for a Battle card (only Battle cards offered), shown, hand', () => {
  const m = start({ seats: [dark({ deck: DECK.slice(), arenas: ['tyranuss-geonosian-speeder-a'] }), light()], start: 'build' });
  go(m, 0, 'use:tyranuss-geonosian-speeder-a');
  const picks = ids(m, 0).filter((x) => x.startsWith('pick:'));
  assert.deepEqual(picks.map((x) => x.split('.')[0]).sort(), ['pick:knockdown', 'pick:power-dive']);
  go(m, 0, 'pick:knockdown');
  assert.deepEqual(hand(m, 0), ['knockdown']);
  assert.equal(view(m, 0).players[0].deckCount, 5);
  assert.equal(findUnit(view(m, 0), 'tyranuss-geonosian-speeder-a').tapped, true);
  assert.ok(logs(m, 1).some((e) => /Knockdown/.test(e.text)), 'shown to the opponent');
});

test('TCG-ABIL-4 Nute Gunray (A): [tap] the opponent chooses (secret prompt) and discards a card of his hand', () => {
  const m = start({ seats: [dark({ arenas: ['nute-gunray-a'] }), light({ hand: ['yoda-a', 'clone-squad'] })], start: 'build' });
  go(m, 0, 'use:nute-gunray-a');
  assert.deepEqual(st(m).toAct, [1]);
  assert.ok(!ids(m, 0).some((x) => x.startsWith('pick:')));
  assert.equal(view(m, 1).prompt.secret, true);
  go(m, 1, 'pick:clone-squad');
  assert.deepEqual(hand(m, 1), ['yoda-a']);
  assert.ok(view(m, 1).players[1].discard.some((c) => c.key === 'clone-squad'));
  assert.equal(findUnit(view(m, 0), 'nute-gunray-a').tapped, true);
});
