// EvR scenarios: rule invariants checked after every action of 60 random full
// games (capacity, totals, VP, the balance token, who begins the struggle,
// the end at 7 VP, hidden reserve and strategies).
import { test } from 'node:test';
import { M, assert, P } from './table.mjs';

test('invariants over random full games (EVR-STRUGGLE-4/11, EVR-DOM-9/14, EVR-WIN-1, EVR-STRUGGLE-1, hidden info)', () => {
  const problems = [];
  for (let g = 0; g < 60; g++) {
    const m = new M({ game: 'evr', seed: 1000 + g, options: { rebelSeat: g % 2, characters: 'random' } });
    let lastRoundSeen = 0;
    let prevVp = [0, 0];
    for (let step = 0; step < 3000; step++) {
      const st = m.status();
      if (st.terminal) {
        const v = m.view(-1);
        const vps = v.players.map((p) => p.vp);
        if (!(Math.max(...vps) >= 7)) problems.push(`g${g}: terminal without 7 VP ${vps}`);
        if (st.winners.length !== 1 || vps[st.winners[0]] < 7) problems.push(`g${g}: winners ${st.winners} vps ${vps}`);
        break;
      }
      const v = m.view(-1);
      for (const p of v.players) {
        if (v.phase === 'struggle' && p.inPlay.length > v.event.capacity) problems.push(`g${g}: over capacity`);
        const sum = p.inPlay.reduce((a, c) => a + (c.exhausted ? c.exhaustedValue : c.value), 0);
        if (sum !== p.total) problems.push(`g${g}: total ${p.total} != ${sum}`);
        const vp = p.wonEvents.reduce((a, e) => a + e.vp, 0);
        if (vp !== p.vp) problems.push(`g${g}: vp mismatch`);
        if (p.vp >= 7 && v.phase !== 'dominance') problems.push(`g${g}: 7 VP but not terminal phase=${v.phase} event=${v.event.id} prompt=${JSON.stringify(m.view(st.toAct[0]).prompt)}`);
        if (p.influence < 0) problems.push('neg influence');
      }
      // round change: check balance rule
      if (v.round !== lastRoundSeen && v.lastResult && v.lastResult.round === lastRoundSeen) {
        const vps = v.players.map((p) => p.vp);
        const fac = v.players.map((p) => p.faction);
        let want = null;
        if (vps[0] !== vps[1]) want = vps[0] < vps[1] ? fac[0] : fac[1];
        else if (v.lastResult.winner !== null) want = fac[1 - v.lastResult.winner];
        if (want && v.balance !== want) problems.push(`g${g} r${v.round}: balance ${v.balance} want ${want} vps ${vps} winner ${v.lastResult.winner}`);
      }
      if (v.phase === 'struggle' && v.passes === 0 && m.log(-1).at(-1).type === 'struggle_begins') {
        const f = v.players[v.turn].faction;
        if (f !== v.balance) problems.push(`g${g}: struggle begins with ${f}, balance ${v.balance}`);
      }
      lastRoundSeen = v.round;
      // hidden info: each seat's view must not show opponent reserve / chosen
      for (const s of [0, 1]) {
        const o = P(m.view(s), 1 - s);
        if (o.reserve.cards) problems.push('reserve leak');
        if (o.strategies.unused) problems.push('unused leak');
      }
      const seat = st.toAct[0];
      const id = m.m.botAction(seat, JSON.stringify({ kind: 'random', seed: g * 7919 + step }));
      m.act(seat, id);
    }
    if (!m.status().terminal) problems.push(`g${g}: not over`);
    m.close();
  }
  assert.deepEqual([...new Set(problems)].slice(0, 20), []);
});
