// The TCG view's fields for the page (docs/api.md, "Star Wars Trading Card
// Game", View): `arena` names the battle step in progress (TCG-BATTLE-1),
// `bid` the contest being bid for with both bids (TCG-BID-4); both are public
// and absent outside their step.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadSwRules, parse, assertOk } from './helpers.mjs';

const sw = await loadSwRules();

function start(setup) {
  const m = new sw.Match();
  assertOk(parse(m.start(JSON.stringify({ game: 'tcg', seed: 3, options: {}, setup }))), 'start');
  return m;
}

// Whoever is to act ends steps, passes, declines and bids nothing.
function quiet(m, stop, max = 200) {
  for (let i = 0; i < max; i++) {
    const v = parse(m.view(0));
    if (stop(v) || v.over) return v;
    const seat = v.toAct[0];
    const ids = parse(m.legalActions(seat)).map((a) => a.id);
    const id = ids.find((x) => ['done', 'pass', 'decline', 'nobid'].includes(x)) || ids[0];
    assertOk(parse(m.apply(JSON.stringify({ player: seat, id }))), `apply ${id}`);
  }
  assert.fail('the step was not reached');
}

test('TCG view: arena names the battle step in progress, for both seats (TCG-BATTLE-1)', () => {
  const m = start({
    seats: [{ side: 'dark', deck: [], hand: [], arenas: ['battle-droid-squad', 'geonosian-fighter'] },
      { side: 'light', deck: [], hand: [], arenas: ['clone-squad', 'jedi-starfighter-3r3'] }],
    start: 'battle', arena: 'space',
  });
  const v = quiet(m, (x) => x.attack);
  assert.equal(v.arena, 'Space');
  assert.equal(parse(m.view(1)).arena, 'Space');
  assert.equal(parse(m.view(-1)).arena, 'Space', 'public: the spectator sees it too');
  const g = quiet(m, (x) => x.arena === 'Ground' && x.attack);
  assert.equal(g.arena, 'Ground');
  const start2 = start({ seats: [{ side: 'dark', deck: [], hand: [] }, { side: 'light', deck: [], hand: [] }], start: 'build' });
  assert.equal(parse(start2.view(0)).arena, undefined, 'no battle step: no arena');
});

test('TCG view: bid shows the contested units and both bids while they bid (TCG-BID-4)', () => {
  const m = start({
    seats: [{ side: 'dark', deck: [], hand: [], arenas: ['boba-fett-a'], force: 5 },
      { side: 'light', deck: [], hand: [], arenas: ['boba-fett-a'], force: 5 }],
    start: 'battle', arena: 'space',
  });
  // A position in the Battle phase with a contested pair bids first (TCG-BID-2, OQ-TCG-24).
  const v = parse(m.view(0));
  assert.equal(v.step, 'bid');
  assert.equal(typeof v.bid, 'object');
  assert.match(v.bid.dark, /^boba-fett-a\.\d+$/);
  assert.match(v.bid.light, /^boba-fett-a\.\d+$/);
  assert.deepEqual([v.bid.darkBid, v.bid.lightBid], [0, 0]);
  assertOk(parse(m.apply(JSON.stringify({ player: 0, id: 'bid.2' }))), 'the Dark Side bids 2');
  const after = parse(m.view(1));
  assert.equal(after.bid.darkBid, 2, 'the Light Side sees the bid');
  assert.equal(after.bid.lightBid, 0);
});
