// TCG black-box scenarios, rules: hidden information: written from the rulebooks and docs/api.md, driven through the JSON API.
import test from 'node:test';
import { assert, sw, P } from './table.mjs';

function rng(seed) { let s = seed >>> 0; return () => { s = (s * 1664525 + 1013904223) >>> 0; return s / 2 ** 32; }; }
const idsIn = (txt) => new Set([...txt.matchAll(/"id":"([^"]+)"/g)].map((x) => x[1]));

test('TCG-ZONE-2/TCG-ZONE-3/TCG-BUILD-5: at every prompt of 4 random games neither seat sees the other\'s hand, deck or face-down cards', () => {
  const problems = [];
  let prompts = 0;
  for (let g = 1; g <= 4; g++) {
    const m = new sw.Match();
    const r = P(m.start(JSON.stringify({ game: 'tcg', seed: 1000 + g, options: { maxTurns: 12, rules: g % 2 ? '2002' : 'later' } })));
    assert.ok(r.ok);
    const rand = rng(g);
    const revealed = new Set();
    for (let step = 0; step < 3000; step++) {
      const s = P(m.status());
      if (s.terminal) break;
      const v = [P(m.view(0)), P(m.view(1))];
      for (const me of [0, 1]) {
        const op = 1 - me;
        const mine = v[me], theirs = v[op];
        const opHand = (theirs.players.find((p) => p.seat === op).hand || []).map((c) => c.id);
        const opBuild = theirs.players.find((p) => p.seat === op).build.filter((c) => c.faceDown).map((c) => c.id);
        const myView = JSON.stringify(mine);
        const myActs = m.legalActions(me);
        const seen = new Set([...idsIn(myView), ...[...myActs.matchAll(/"card":"([^"]+)"/g)].map((x) => x[1])]);
        const pOp = mine.players.find((p) => p.seat === op);
        if (pOp.hand) problems.push(`g${g} s${step}: seat ${me} sees the opponent's hand array`);
        if (pOp.deck || mine.players.find((p) => p.seat === me).deck) problems.push(`g${g} s${step}: a deck list in view ${me}`);
        for (const id of opHand) if (seen.has(id)) problems.push(`g${g} s${step} ${mine.step}: seat ${me} sees opponent hand card ${id}`);
        const opBuildSeen = pOp.build.filter((c) => c.faceDown && c.key);
        for (const c of opBuildSeen) {
          // allowed: the revealed setup partial card; Darth Sidious (A) (the DS viewer)
          const sid = Object.values(mine.players.find((p) => p.seat === me).arenas).flat().some((u) => u.key === 'darth-sidious-a');
          if (mine.phase === 'setup') revealed.add(c.id);
          if (!sid && !revealed.has(c.id)) problems.push(`g${g} s${step}: seat ${me} sees opp face-down ${c.key} (${JSON.stringify(c)})`);
        }
        if (/"rng"|"seed"/.test(myView)) problems.push(`g${g}: rng in view`);
      }
      const seat = s.toAct[0];
      if (P(m.view(seat)).prompt) prompts++;
      const l = P(m.legalActions(seat));
      const a = l[Math.floor(rand() * l.length)];
      if (a.id.startsWith('partial:')) revealed.add(a.id.slice(8));
      const res = P(m.apply(JSON.stringify({ player: seat, id: a.id })));
      assert.ok(res.ok, JSON.stringify(res));
    }
  }
  assert.ok(prompts > 100, 'prompts ' + prompts);
  assert.deepEqual([...new Set(problems)].slice(0, 10), []);
});

test('TCG-ZONE-3: the log as the opponent reads it never names the card a player draws', () => {
  const problems = [];
  for (let g = 1; g <= 5; g++) {
    const m = new sw.Match();
    m.start(JSON.stringify({ game: 'tcg', seed: 50 + g, options: { maxTurns: 6 } }));
    const rand = rng(g + 99);
    for (let step = 0; step < 1500 && !P(m.status()).terminal; step++) {
      const seat = P(m.status()).toAct[0];
      const l = P(m.legalActions(seat));
      m.apply(JSON.stringify({ player: seat, id: l[Math.floor(rand() * l.length)].id }));
    }
    for (const me of [0, 1]) {
      const op = 1 - me;
      const hand = (P(m.view(op)).players.find((p) => p.seat === op).hand || []).map((c) => c.id);
      const lg = m.log(me);
      // only cards that never left a hand/deck: draw events of the opponent must not name them
      for (const e of P(lg)) if (e.type === 'draw' && e.seat === op) for (const id of hand) if (JSON.stringify(e).includes(id)) problems.push(`g${g}: seat ${me} log names ${id} drawn by ${op}`);
    }
  }
  assert.deepEqual(problems.slice(0, 5), []);
});
