// EvR black-box scenarios, card texts: hidden information: written from the rulebooks and docs/api.md, driven through the JSON API.
import test from 'node:test';
import { assert, M } from './table.mjs';

const CARD_RE = /\b(?:reb|imp)\.[a-z0-9-]+/g;
const STRATS = ['bureaucracy', 'deception', 'direct-assault', 'infiltration', 'support'];
function rng(seed) { let x = seed * 2654435761 >>> 0 || 1; return () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x / 4294967296; }; }
const idsOf = (arr) => (arr || []).map((c) => c.id);

// Public card ids from the owner-independent parts of a view.
function publicIds(v) {
  const s = new Set();
  for (const p of v.players) { idsOf(p.inPlay).forEach((i) => s.add(i)); idsOf(p.discard).forEach((i) => s.add(i)); }
  return s;
}

const secretStats = [];
function checkPrompt(m, g, step, everSeen, chooserOf) {
  const views = { 0: m.view(0), 1: m.view(1), '-1': m.view(-1) };
  const owner = views; // owner views give ground truth for reserve
  const reserve = [new Set(idsOf(owner[0].players[0].reserve.cards)), new Set(idsOf(owner[1].players[1].reserve.cards))];
  // deck = faction cards not in play, discard or reserve (from the owner's view)
  const where = `game ${g} step ${step} phase ${views[-1].phase} round ${views[-1].round}`;
  for (const viewer of [0, 1, -1]) {
    const v = views[viewer];
    const pub = publicIds(v);
    const peek = new Set(idsOf(v.peek?.cards));
    const legal = viewer >= 0 ? JSON.parse(m.m.legalActions(viewer)) : [];
    const txt = JSON.stringify(v) + JSON.stringify(legal);
    for (const seat of [0, 1]) {
      const p = v.players[seat];
      const own = viewer === seat;
      // hidden zones: reserve list only for its owner; deck never lists cards; unused strategies owner only
      if (!own) {
        assert.equal(p.reserve.cards, undefined, `${where}: viewer ${viewer} sees seat ${seat} reserve`);
        assert.equal(p.strategies?.unused, undefined, `${where}: viewer ${viewer} sees seat ${seat} unused strategies`);
        const ch = p.strategies?.chosen;
        if (ch && !p.strategies.revealed && v.phase !== 'dominance' && v.phase !== 'over') {
          const ok = chooserOf[seat] === viewer || chooserOf.revealFirst === seat;
          assert.ok(ok, `${where}: viewer ${viewer} sees seat ${seat}'s face-down strategy ${ch}`);
        }
      }
      assert.deepEqual(Object.keys(p.deck).sort(), ['count'], `${where}: deck shows more than a count`);
      if (v.phase !== 'setup') {
        assert.equal(p.inPlay.length + p.discard.length + p.deck.count + p.reserve.count, 24, `${where}: seat ${seat} has ${p.inPlay.length}+${p.discard.length}+${p.deck.count}+${p.reserve.count} cards`);
        assert.equal(p.total, p.inPlay.reduce((a, c) => a + c.current, 0), `${where}: total`);
        assert.ok(p.inPlay.length <= (v.event?.capacity ?? 99), `${where}: over capacity`);
        assert.ok(p.influence >= 0);
        assert.equal(p.vp, p.wonEvents.reduce((a, e) => a + e.vp, 0), `${where}: vp`);
      }
    }
    if (viewer === -1) assert.equal(v.peek, null, `${where}: spectator peek`);
    if (viewer >= 0 && v.prompt && v.prompt.seat === viewer) {
      const hiddenCard = legal.some((a) => a.card && !pub.has(a.card.id));
      const hiddenChoice = legal.some((a) => ['character', 'strategy', 'strategy-for-opponent'].includes(a.kind));
      const must = !!v.peek || hiddenCard || hiddenChoice;
      secretStats.push([v.prompt.text, must, v.prompt.secret]);
      if (must) assert.equal(v.prompt.secret, true, `${where}: prompt "${v.prompt.text}" shows hidden cards but is not secret`);
    }
    // every card id mentioned must be public, the viewer's own reserve, or in the viewer's peek
    const allowed = new Set([...pub, ...peek]);
    if (viewer >= 0) reserve[viewer].forEach((i) => allowed.add(i));
    for (const p of v.players) idsOf(p.wonEvents).forEach((i) => allowed.add(i));
    for (const id of new Set(txt.match(CARD_RE) || [])) {
      assert.ok(allowed.has(id), `${where}: viewer ${viewer} is shown ${id} (not public, not own reserve, not peeked)`);
    }
    // log: no card that is now in a hidden zone of the opponent (or any deck) and that this viewer never saw
    if (viewer >= 0) { for (const id of pub) everSeen[viewer].add(id); for (const id of peek) everSeen[viewer].add(id); reserve[viewer].forEach((i) => everSeen[viewer].add(i)); }
    else for (const id of pub) everSeen[2].add(id);
  }
}

function logCheck(m, g, everSeen) {
  for (const [viewer, k] of [[0, 0], [1, 1], [-1, 2]]) {
    const log = JSON.parse(m.m.log(viewer));
    for (const e of log) for (const id of new Set(JSON.stringify(e).match(CARD_RE) || [])) {
      assert.ok(everSeen[k].has(id), `game ${g}: log(${viewer}) names ${id} which that viewer never saw: ${JSON.stringify(e)}`);
    }
  }
}

test('EVR-COMP-9 / EVR-PLAN-4 / EVR-SETUP-8: hidden information at every prompt of 4 random full games', () => {
  let prompts = 0, finished = 0;
  for (let g = 1; g <= 4; g++) {
    const m = new M({ game: 'evr', seed: 1000 + g, options: { rebelSeat: g % 2, characters: g % 3 === 0 ? 'random' : 'choose' } });
    const r = rng(g);
    const everSeen = [new Set(), new Set(), new Set()];
    let chooserOf = {};
    let step = 0;
    for (; step < 3000; step++) {
      const st = m.status();
      if (st.terminal) { finished++; break; }
      const v = m.view(-1);
      if (v.phase === 'planning' && !v.players.some((p) => p.strategies.hasChosen)) {
        chooserOf = {};
        // Locate the Rebel Base: the loser reveals first
        const lr = v.lastResult;
        if (lr && lr.event.id === 'locate-the-rebel-base' && lr.winner !== null) chooserOf.revealFirst = 1 - lr.winner;
      }
      checkPrompt(m, g, step, everSeen, chooserOf);
      prompts++;
      const seat = st.toAct[r() < 0.5 ? 0 : st.toAct.length - 1];
      const acts = m.ids(seat);
      assert.ok(acts.length > 0, `game ${g}: seat ${seat} to act without actions`);
      // prefer not passing too often so struggles are busy
      let a = acts[Math.floor(r() * acts.length)];
      if (a === 'pass' && acts.length > 1 && r() < 0.6) a = acts.filter((x) => x !== 'pass')[Math.floor(r() * (acts.length - 1))];
      if (a.startsWith('strategy-for-opponent:')) chooserOf[1 - seat] = seat;
      m.act(seat, a);
    }
    logCheck(m, g, everSeen);
  }
  assert.ok(prompts > 200, `only ${prompts} prompts`);
  assert.equal(finished, 4);
  const notSecretButCouldBe = new Set(secretStats.filter(([t, must, sec]) => !must && sec).map(([t]) => t));
});
