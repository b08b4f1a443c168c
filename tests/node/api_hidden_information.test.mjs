// Hidden information (docs/api.md, each game's "View"): in random games no
// view, legal action, prompt or new log entry of another seat or of the
// spectator names by id a card that only one seat may see now (hand, EvR
// reserve, LCG objectives to reveal and common reserve, TCG face-down build).
// LEAK_GAMES (default 6) sets the number of games per game.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadSwRules, makeRandom, parse } from './helpers.mjs';

const sw = await loadSwRules();
const GAMES = Number(process.env.LEAK_GAMES ?? 6);
const lcgNames = new Map(parse(sw.cardList('{"game":"lcg"}')).cards.map((c) => [c.key, c.name]));

function walk(v, fn) {
  if (Array.isArray(v)) v.forEach((x) => walk(x, fn));
  else if (v && typeof v === 'object') { fn(v); for (const x of Object.values(v)) walk(x, fn); }
}
const nameOf = (game, c) => (game === 'lcg' ? lcgNames.get(c.key) : c.name);

// The cards of seat `owner` that only it may see, from its own view: id -> name.
function hiddenOf(game, view, owner, revealed = new Set()) {
  const p = view.players.find((x) => x.seat === owner) ?? view.players[owner];
  const out = new Map();
  const add = (cards) => { for (const c of cards ?? []) if (c && c.id) out.set(c.id, nameOf(game, c)); };
  if (game === 'evr') add(p.reserve?.cards);
  if (game === 'lcg') { add(p.hand); add(p.objectivesToReveal); add(p.commonReserve); }
  if (game === 'tcg') { add(p.hand); add((p.build ?? []).filter((b) => b.faceDown && !b.retreated && !revealed.has(b.id))); }
  return out;
}

// Every card id and name the view shows (anywhere).
function shown(game, view) {
  const ids = new Set(); const names = new Set();
  walk(view, (o) => { if (typeof o.id === 'string') ids.add(o.id); const n = o.key && game === 'lcg' ? lcgNames.get(o.key) : o.name; if (typeof n === 'string') names.add(n); });
  return { ids, names };
}

for (const game of ['evr', 'lcg', 'tcg']) {
  test(`${game}: api.md "View" (hidden information): no seat or spectator sees another seat's hidden cards in views, legal actions, prompts or new log entries`, () => {
    const problems = [];
    const m = new sw.Match();
    try {
      for (let g = 0; g < GAMES; g++) {
        const opts = game === 'evr' ? { characters: g % 2 ? 'random' : 'choose' } : {};
        assert.deepEqual(parse(m.start(JSON.stringify({ game, seed: 700 + g, options: opts }))), { ok: true });
        const rand = makeRandom(31 + g);
        const seats = [0, 1];
        let logLen = [-1, 0, 1].map((s) => parse(m.log(s)).length);
        const revealedSetup = new Set();
        let prevHidden = seats.map((s) => hiddenOf(game, parse(m.view(s)), s));
        for (let stepN = 0; stepN < 600; stepN++) {
          const st = parse(m.status());
          const views = new Map([-1, 0, 1].map((s) => [s, parse(m.view(s))]));
          const hidden = seats.map((s) => hiddenOf(game, views.get(s), s, revealedSetup));
          for (const owner of seats) {
            for (const viewer of [-1, ...seats.filter((s) => s !== owner)]) {
              const v = views.get(viewer);
              const vNoPeek = { ...v, peek: null };
              const vText = JSON.stringify(vNoPeek);
              const { names } = shown(game, vNoPeek);
              const acts = viewer >= 0 ? parse(m.legalActions(viewer)) : [];
              const actText = JSON.stringify(acts);
              const newLog = parse(m.log(viewer)).slice(logLen[viewer + 1]);
              for (const [id, name] of hidden[owner]) {
                if (vText.includes(`"${id}"`)) problems.push(`${game} g${g} s${stepN}: view(${viewer}) shows ${owner}'s hidden ${id}`);
                if (actText.includes(id)) problems.push(`${game} g${g} s${stepN}: legalActions(${viewer}) name ${owner}'s hidden ${id}`);
                // hidden before and after this step: a new log entry must not name it
                if (prevHidden[owner].has(id)) {
                  for (const e of newLog) {
                    if (JSON.stringify(e.data ?? {}).includes(id)) problems.push(`${game} g${g} s${stepN}: log(${viewer}) data names ${owner}'s hidden ${id}: ${JSON.stringify(e)}`);
                  }
                }
                if (name && !names.has(name) && v.prompt && v.prompt.text.includes(name)) problems.push(`${game} g${g} s${stepN}: prompt(${viewer}) names ${owner}'s hidden ${name}: ${v.prompt.text}`);
              }
              // view-specific structure
              const p = v.players.find((x) => x.seat === owner) ?? v.players[owner];
              if (game === 'lcg') {
                if (p.hand !== undefined) problems.push(`${game}: view(${viewer}) has ${owner}'s hand`);
                if (p.objectivesToReveal !== undefined) problems.push(`${game}: view(${viewer}) has ${owner}'s objectivesToReveal`);
                const spect = views.get(-1).players[owner];
                if (viewer >= 0 && JSON.stringify(p.edge) !== JSON.stringify(spect.edge)) problems.push(`${game} g${g} s${stepN}: view(${viewer}) sees ${owner}'s edge stack differently from a spectator`);
              }
              if (game === 'tcg' && p.hand !== undefined) problems.push(`${game}: view(${viewer}) has ${owner}'s hand`);
              if (game === 'evr' && p.strategies && !p.strategies.revealed && p.strategies.chosen != null && viewer < 0) problems.push(`evr: spectator sees ${owner}'s chosen strategy`);
            }
          }
          if (problems.length > 20) break;
          logLen = [-1, 0, 1].map((s) => parse(m.log(s)).length);
          prevHidden = hidden;
          if (st.terminal) break;
          const seat = st.toAct[Math.floor(rand() * st.toAct.length)];
          const acts = parse(m.legalActions(seat));
          const pick = acts[Math.floor(rand() * acts.length)].id;
          if (pick.startsWith('partial:')) revealedSetup.add(pick.slice(8)); // TCG: setup cards are revealed (docs: 'a revealed setup card')
          const r = parse(m.apply(JSON.stringify({ player: seat, id: pick })));
          assert.equal(r.ok, true);
        }
        if (problems.length > 20) break;
      }
    } finally {
      m.delete();
    }
    assert.deepEqual([...new Set(problems)].slice(0, 20), []);
  });
}
