// LCG scenarios: what the views hide (hands, decks, face-down edge
// stacks), over random games and in the spectator view;
// each test named by its rule ID.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mk, dsAttack, loadSw } from './setup_builders.mjs';

// zones read from the host-only save: 2 play, 3 discard, 6 victory pile are public, 7 edge stack is hidden while placing; every other zone (deck, hand, objective deck, setup choice, captured) is hidden
function hiddenOf(save, owner, edgeHidden) {
  const cards = JSON.parse(save).state.core.cards;
  const out = [];
  cards.forEach((e, n) => { if (e[1] === owner && ![2, 3, 6, 7].includes(e[3]) || (e[1] === owner && edgeHidden && e[3] === 7)) out.push(n); });
  return out;
}
function idsIn(text) { const s = new Set(); for (const m of text.matchAll(/"([a-z0-9-]+)\.(\d+)"/g)) if (m[1] !== 'icon') s.add(+m[2]); return s; }

test('LCG-GEN-6 "Hand" / api.md View "Hidden": over 2 random games, at every prompt neither seat\'s view, legal actions or log names a card in the other seat\'s hand, command deck, objective deck or face-down edge stack', async () => {
  const sw = await loadSw();
  let checks = 0; const leaks = [];
  for (let game = 0; game < 2; game++) {
    const m = new sw.Match();
    const opts = game % 2 ? { dark: 'sith', light: 'rebel-alliance' } : {};
    assert.equal(JSON.parse(m.start(JSON.stringify({ game: 'lcg', seed: 1000 + game, options: opts }))).ok, true);
    for (let step = 0; step < 400; step++) {
      const st = JSON.parse(m.status()); if (st.terminal || !st.toAct.length) break;
      const save = m.save();
      for (const viewer of [0, 1]) {
        const other = 1 - viewer;
        const v = m.view(viewer);
        const pk = JSON.parse(v).prompt?.kind;
        const edgeHidden = true; // face-down stack; a revealed stack is checked below
        const vObj = JSON.parse(v);
        // cards in a revealed edge stack may show: only consider edge hidden while the edge stacks are being placed
        const placing = [vObj.prompt?.text, JSON.parse(m.view(other)).prompt?.text].some((t) => /place a card face down/.test(t || ''));
        const hid = new Set(hiddenOf(save, other, placing));
        for (const c of vObj.players[other].edgeFaceUp || []) hid.delete(+c.id.split('.').pop()); // Obi-Wan: face up by rule
        const seen = idsIn(v + m.legalActions(viewer) + m.log(viewer));
        // peek (Interrogation) legitimately shows the enemy hand
        if (vObj.peek) continue;
        for (const n of hid) if (seen.has(n)) { leaks.push({ game, step, viewer, n, phase: vObj.phase, kind: pk }); }
        const op = vObj.players[other];
        if (op.hand !== undefined && op.hand.length) leaks.push({ game, step, viewer, hand: op.hand });
        checks++;
      }
      const acts = JSON.parse(m.legalActions(st.toAct[0]));
      const a = acts[(step * 7 + game * 13) % acts.length];
      const r = JSON.parse(m.apply(JSON.stringify({ player: st.toAct[0], id: a.id })));
      assert.equal(r.ok, true, JSON.stringify(r));
    }
    m.delete();
  }
  assert.ok(checks > 1000, 'checks ' + checks);
  assert.deepEqual(leaks.slice(0, 5), []);
});

test('api.md View "Hidden: the order of every deck": over 4 random games a seat\'s own view never lists a card of its own command or objective deck (outside a card\'s own look/search prompt)', async () => {
  const sw = await loadSw();
  const leaks = []; let checks = 0;
  const core = ['window', 'conflict', 'engagement', 'edge', 'strike', 'force', 'deploy', 'pay', 'draw', 'balance', 'setup'];
  for (let game = 0; game < 4; game++) {
    const m = new sw.Match();
    m.start(JSON.stringify({ game: 'lcg', seed: 2000 + game, options: game % 2 ? { dark: 'sith', light: 'rebel-alliance' } : {} }));
    for (let step = 0; step < 400; step++) {
      const st = JSON.parse(m.status()); if (st.terminal || !st.toAct.length) break;
      const cards = JSON.parse(m.save()).state.core.cards;
      for (const viewer of [0, 1]) {
        const v = m.view(viewer); const vo = JSON.parse(v);
        if (vo.peek || (vo.prompt && !core.includes(vo.prompt.kind))) continue;
        checks++;
        for (const mm of v.matchAll(/"([a-z0-9-]+)\.(\d+)"/g)) { const e = cards[+mm[2]]; if (mm[1] !== 'icon' && e && e[1] === viewer && (e[3] === 0 || e[3] === 5)) leaks.push({ game, step, viewer, card: mm[0] }); }
      }
      const acts = JSON.parse(m.legalActions(st.toAct[0]));
      m.apply(JSON.stringify({ player: st.toAct[0], id: acts[(step * 11 + game * 3) % acts.length].id }));
    }
    m.delete();
  }
  assert.ok(checks > 1000);
  assert.deepEqual(leaks.slice(0, 5), []);
});

test('LCG-GEN-6 "Hand": the spectator view (-1) shows neither hand nor a face-down edge stack', async () => {
  const g = await mk(dsAttack(['darth-vader'], ['luke-skywalker'], { dark: { hand: ['espo-trooper@35', 'tie-fighter@27'] }, light: { hand: ['rebel-trooper'] } }));
  g.engage('a-heros', ['darth-vader'], ['luke']);
  g.act(0, 'edge:espo');
  const v = g.view(-1); const t = JSON.stringify(v);
  assert.ok(!v.players[0].hand?.length && !v.players[1].hand?.length);
  assert.ok(!/espo-trooper|tie-fighter\.|rebel-trooper/.test(t), 'no hidden card named in the spectator view');
  assert.equal(v.players[0].edgeCount, 1);
});
