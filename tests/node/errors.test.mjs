// (c) Malformed and illegal requests: each must answer
// {"ok":false,"error":{"code","message"}} with the documented code and leave
// the match exactly as it was (save() byte-identical before and after).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertError, assertOk, listGames, loadSwRules, makeRandom, parse, seatCount } from './helpers.mjs';

const sw = await loadSwRules();

// Runs `call` on `m` and checks the error code and that nothing changed.
function expectError(m, name, call, codes) {
  const allowed = Array.isArray(codes) ? codes : [codes];
  const before = m.save();
  const beforeReplay = m.replay();
  const out = call(m);
  const r = parse(out, name);
  assertError(r, name);
  assert.ok(allowed.includes(r.error.code), `${name}: expected ${allowed.join('|')}, got ${r.error.code} (${r.error.message})`);
  assert.equal(m.save(), before, `${name}: save() changed`);
  assert.equal(m.replay(), beforeReplay, `${name}: replay() changed`);
  return r;
}

function start(m, cfg) {
  assert.deepEqual(parse(m.start(JSON.stringify(cfg))), { ok: true }, JSON.stringify(cfg));
}

// Plays random actions until `pred(status)` holds; returns the status.
function advanceUntil(m, rand, pred, max = 2000) {
  for (let i = 0; i < max; i++) {
    const st = parse(m.status());
    if (pred(st)) return st;
    assert.ok(!st.terminal, 'the game ended before the wanted position');
    const seat = st.toAct[0];
    const acts = parse(m.legalActions(seat));
    assertOk(parse(m.apply(JSON.stringify({ player: seat, id: acts[Math.floor(rand() * acts.length)].id }))), 'apply');
  }
  assert.fail('wanted position not reached');
}

// A match of game G in progress: some actions applied, exactly one seat to act.
function midGame(G) {
  const m = new sw.Match();
  start(m, { game: G, seed: 4242 });
  const rand = makeRandom(17);
  const st = advanceUntil(m, rand, (s) => s.actions >= 6 && s.toAct.length === 1);
  return { m, st, rand };
}

let count = 0;
function check(m, name, call, codes) {
  count++;
  return expectError(m, name, call, codes);
}

for (const G of listGames(sw).map((g) => g.id)) {
test(`${G}: malformed and illegal requests are errors that change nothing`, () => {
  count = 0;
  const { m, st, rand } = midGame(G);
  const fresh = new sw.Match();
  const over = new sw.Match();
  try {
    const seat = st.toAct[0];
    const seats = seatCount(m);
    const other = (seat + 1) % seats;
    const legal = parse(m.legalActions(seat));
    const id = legal[0].id;
    const act = (obj) => (x) => x.apply(typeof obj === 'string' ? obj : JSON.stringify(obj));

    // ---- apply: JSON and shape (validation order of docs/api.md)
    check(m, 'apply empty', act(''), 'bad_json');
    check(m, 'apply truncated', act('{"player":0,'), 'bad_json');
    check(m, 'apply garbage', act('hello'), 'bad_json');
    check(m, 'apply trailing garbage', act(`{"player":${seat},"id":"${id}"} x`), 'bad_json');
    check(m, 'apply NaN', act('{"player":NaN,"id":"x"}'), 'bad_json');
    check(m, 'apply array', act('[]'), 'bad_request');
    check(m, 'apply number', act('42'), 'bad_request');
    check(m, 'apply string', act('"pass"'), 'bad_request');
    check(m, 'apply null', act('null'), 'bad_request');
    check(m, 'apply empty object', act({}), 'bad_request');
    check(m, 'apply without id', act({ player: seat }), 'bad_request');
    check(m, 'apply without player', act({ id }), 'bad_request');
    check(m, 'apply player as string', act({ player: String(seat), id }), 'bad_request');
    check(m, 'apply player as bool', act({ player: true, id }), 'bad_request');
    check(m, 'apply fractional player', act({ player: 0.5, id }), 'bad_request');
    check(m, 'apply huge player', act(`{"player":1e300,"id":"${id}"}`), 'bad_request');
    check(m, 'apply player 2^64', act(`{"player":18446744073709551616,"id":"${id}"}`), 'bad_request');
    check(m, 'apply player 2^63', act(`{"player":9223372036854775808,"id":"${id}"}`), 'bad_request');
    check(m, 'apply player 2^64-1 (would wrap to -1)', act(`{"player":18446744073709551615,"id":"${id}"}`), 'bad_request');
    check(m, 'apply id as number', act({ player: seat, id: 5 }), 'bad_request');
    check(m, 'apply id as object', act({ player: seat, id: { id } }), 'bad_request');
    check(m, 'apply id null', act({ player: seat, id: null }), 'bad_request');
    // ---- apply: seats and legality
    check(m, `apply seat ${seats}`, act({ player: seats, id }), 'bad_player');
    check(m, 'apply seat -1', act({ player: -1, id }), 'bad_player');
    check(m, 'apply seat 999999', act({ player: 999999, id }), 'bad_player');
    check(m, 'apply by the seat not to act', act({ player: other, id }), 'not_your_turn');
    check(m, 'apply unknown id', act({ player: seat, id: 'no-such-action' }), 'illegal_action');
    check(m, 'apply empty id', act({ player: seat, id: '' }), 'illegal_action');
    check(m, 'apply id with a bad card', act({ player: seat, id: 'force:reb.nope-9' }), 'illegal_action');
    check(m, 'apply id with invalid UTF-8 escape', act(`{"player":${seat},"id":"\\ud800"}`), ['illegal_action', 'bad_json']);
    check(m, 'apply very long id', act({ player: seat, id: 'x'.repeat(100000) }), 'illegal_action');
    check(m, 'apply deeply nested', act('['.repeat(5000) + ']'.repeat(5000)), 'bad_json');

    // ---- a stale id: legal after an action, applied after undoing it
    {
      let found = false;
      for (let tries = 0; tries < 200 && !found; tries++) {
        const s0 = parse(m.status());
        if (s0.terminal) break;
        const before = [...Array(seats).keys()].map((s) => new Set(parse(m.legalActions(s)).map((a) => a.id)));
        const p = s0.toAct[0];
        const acts = parse(m.legalActions(p));
        assertOk(parse(m.apply(JSON.stringify({ player: p, id: acts[Math.floor(rand() * acts.length)].id }))), 'apply');
        const after = [...Array(seats).keys()].map((s) => parse(m.legalActions(s)).map((a) => a.id));
        let stale = null;
        for (const s of [...Array(seats).keys()]) for (const i of after[s]) if (!stale && !before[s].has(i)) stale = { player: s, id: i };
        if (stale) {
          assert.deepEqual(parse(m.undo()), { ok: true, undone: 1 });
          check(m, `stale id after undo ${JSON.stringify(stale)}`, act(stale), ['illegal_action', 'not_your_turn']);
          found = true;
        }
      }
      assert.ok(found, 'found a stale id');
    }

    // ---- queries with bad seats
    check(m, `view(${seats})`, (x) => x.view(seats), 'bad_player');
    check(m, 'view(-2)', (x) => x.view(-2), 'bad_player');
    check(m, 'view(2^31-1)', (x) => x.view(2147483647), 'bad_player');
    check(m, `log(${seats + 3})`, (x) => x.log(seats + 3), 'bad_player');
    check(m, 'log(-7)', (x) => x.log(-7), 'bad_player');
    check(m, `legalActions(${seats})`, (x) => x.legalActions(seats), 'bad_player');
    check(m, 'legalActions(-2)', (x) => x.legalActions(-2), 'bad_player');
    check(m, `undoToSeat(${seats})`, (x) => x.undoToSeat(seats), 'bad_player');
    check(m, 'undoToSeat(-1)', (x) => x.undoToSeat(-1), 'bad_player');
    check(m, `concede(${seats})`, (x) => x.concede(seats), 'bad_player');

    // ---- botAction
    check(m, 'botAction bad JSON', (x) => x.botAction(seat, '{'), 'bad_json');
    check(m, 'botAction array', (x) => x.botAction(seat, '[]'), 'bad_request');
    check(m, 'botAction number', (x) => x.botAction(seat, '7'), 'bad_request');
    check(m, 'botAction null (never read as the default)', (x) => x.botAction(seat, 'null'), 'bad_request');
    check(m, 'botAction unknown kind', (x) => x.botAction(seat, '{"kind":"genius"}'), 'bad_request');
    check(m, 'botAction kind not a string', (x) => x.botAction(seat, '{"kind":3}'), 'bad_request');
    check(m, 'botAction negative seed', (x) => x.botAction(seat, '{"kind":"random","seed":-1}'), 'bad_request');
    check(m, 'botAction seed as a signed string', (x) => x.botAction(seat, '{"kind":"random","seed":"-1"}'), 'bad_request');
    check(m, 'botAction unknown option', (x) => x.botAction(seat, '{"kind":"random","sed":1}'), 'bad_request');
    check(m, `botAction seat ${seats}`, (x) => x.botAction(seats, ''), 'bad_player');
    check(m, 'botAction seat -1', (x) => x.botAction(-1, '{"kind":"random"}'), 'bad_player');
    check(m, 'botAction seat not to act', (x) => x.botAction(other, '{"kind":"random"}'), 'not_your_turn');
    // A successful botAction does not change anything either.
    {
      const before = m.save();
      // It answers with the bare id of one of that seat's legal actions.
      const legal = parse(m.legalActions(seat)).map((a) => a.id);
      assert.ok(legal.includes(m.botAction(seat, '{"kind":"heuristic"}')), 'botAction heuristic');
      assert.ok(legal.includes(m.botAction(seat, '{"kind":"random","seed":5}')), 'botAction random');
      assert.ok(legal.includes(m.botAction(seat, '')), 'botAction default');
      assert.equal(m.save(), before);
    }

    // ---- start: the previous match is kept on error
    const startWith = (cfg) => (x) => x.start(typeof cfg === 'string' ? cfg : JSON.stringify(cfg));
    check(m, 'start empty', startWith(''), 'bad_json');
    check(m, 'start garbage', startWith('{game:evr}'), 'bad_json');
    check(m, 'start array', startWith('[]'), 'bad_request');
    check(m, 'start null', startWith('null'), 'bad_request');
    check(m, 'start without game', startWith({ seed: 1 }), 'bad_request');
    check(m, 'start game not a string', startWith({ game: 5, seed: 1 }), 'bad_request');
    check(m, 'start unknown game', startWith({ game: 'chess', seed: 1 }), 'unknown_game');
    check(m, 'start negative seed', startWith({ game: G, seed: -1 }), 'bad_request');
    check(m, 'start fractional seed', startWith({ game: G, seed: 1.5 }), 'bad_request');
    check(m, 'start seed as a non-decimal string', startWith({ game: G, seed: '0x10' }), 'bad_request');
    check(m, 'start seed 2^64', startWith(`{"game":"${G}","seed":18446744073709551616}`), 'bad_request');
    check(m, 'start options not an object', startWith({ game: G, seed: 1, options: 'full' }), 'bad_option');
    check(m, 'start unknown option', startWith({ game: G, seed: 1, options: { turbo: true } }), 'bad_option');
    check(m, 'start setup not an object', startWith({ game: G, seed: 1, setup: 'x' }), 'bad_setup');
    check(m, 'start options null (never read as left out)', startWith({ game: G, seed: 1, options: null }), 'bad_option');
    check(m, 'start setup null (never read as left out)', startWith({ game: G, seed: 1, setup: null }), 'bad_setup');
    if (G === 'evr') {
    check(m, 'start bad variant', startWith({ game: 'evr', seed: 1, options: { variant: 'quick' } }), 'bad_option');
    check(m, 'start variant wrong type', startWith({ game: 'evr', seed: 1, options: { variant: 1 } }), 'bad_option');
    check(m, 'start rebelSeat out of range', startWith({ game: 'evr', seed: 1, options: { rebelSeat: 5 } }), 'bad_option');
    check(m, 'start rebelSeat wrong type', startWith({ game: 'evr', seed: 1, options: { rebelSeat: 'rebel' } }), 'bad_option');
    check(m, 'start bad characters', startWith({ game: 'evr', seed: 1, options: { characters: 'all' } }), 'bad_option');
    check(m, 'start setup unknown phase', startWith({ game: 'evr', seed: 1, setup: { phase: 'lunch' } }), 'bad_setup');
    check(m, 'start setup unknown card', startWith({ game: 'evr', seed: 1, setup: { rebel: { deck: ['reb.nope-9'] } } }), 'bad_setup');
    check(m, 'start setup card twice', startWith({ game: 'evr', seed: 1, setup: { rebel: { deck: ['reb.military-4', 'reb.military-4'], inPlay: ['reb.military-4'] } } }), 'bad_setup');
    check(m, 'start setup wrong faction card', startWith({ game: 'evr', seed: 1, setup: { rebel: { deck: ['imp.military-4'] } } }), 'bad_setup');
    check(m, 'start setup negative influence', startWith({ game: 'evr', seed: 1, setup: { rebel: { influence: -3 } } }), 'bad_setup');
    check(m, 'start setup unknown event', startWith({ game: 'evr', seed: 1, setup: { phase: 'planning', event: 'battle-of-naboo' } }), 'bad_setup');
    }

    // ---- load: garbage, truncated, edited, foreign
    const save = m.save();
    const sj = JSON.parse(save);
    const ld = (text) => (x) => x.load(typeof text === 'string' ? text : JSON.stringify(text));
    check(m, 'load empty', ld(''), 'bad_save');
    check(m, 'load garbage', ld('not a save'), 'bad_save');
    check(m, 'load array', ld('[]'), 'bad_save');
    check(m, 'load empty object', ld({}), 'bad_save');
    check(m, 'load truncated', ld(save.slice(0, Math.floor(save.length / 2))), 'bad_save');
    check(m, 'load truncated by one', ld(save.slice(0, -1)), 'bad_save');
    check(m, 'load wrong format', ld({ ...sj, format: 'other-save' }), 'bad_save');
    check(m, 'load future version', ld({ ...sj, version: 2 }), 'bad_save');
    check(m, 'load unknown game', ld({ ...sj, game: 'chess', replay: { ...sj.replay, game: 'chess' } }), 'bad_save');
    check(m, 'load game ids disagree', ld({ ...sj, game: G, replay: { ...sj.replay, game: 'chess' } }), 'bad_save');
    check(m, 'load without state', ld({ ...sj, state: undefined }), 'bad_save');
    check(m, 'load state not an object', ld({ ...sj, state: 'x' }), 'bad_save');
    check(m, 'load empty state', ld({ ...sj, state: {} }), 'bad_save');
    check(m, 'load without replay', ld({ ...sj, replay: undefined }), 'bad_save');
    check(m, 'load replay whose setup is not an object', ld({ ...sj, replay: { ...sj.replay, setup: 7 } }), 'bad_save');
    check(m, 'load replay whose setup is null', ld({ ...sj, replay: { ...sj.replay, setup: null } }), 'bad_save');
    check(m, 'load replay whose options are null', ld({ ...sj, replay: { ...sj.replay, options: null } }), 'bad_save');
    check(m, 'load replay with another seed', ld({ ...sj, replay: { ...sj.replay, seed: sj.replay.seed + 1 } }), 'bad_save');
    check(m, 'load replay missing an action', ld({ ...sj, replay: { ...sj.replay, actions: sj.replay.actions.slice(0, -1) } }), 'bad_save');
    check(m, 'load replay with a bogus action', ld({ ...sj, replay: { ...sj.replay, actions: [...sj.replay.actions, { player: 0, id: 'bogus' }] } }), 'bad_save');
    check(m, 'load replay action malformed', ld({ ...sj, replay: { ...sj.replay, actions: [{ player: 'x' }] } }), 'bad_save');
    check(m, 'load replay with bad options', ld({ ...sj, replay: { ...sj.replay, options: { noSuchOption: 'quick' } } }), 'bad_save');
    check(m, 'load save of another match', ld((() => {
      // A valid save, but its state swapped with that of another game.
      const o = new sw.Match();
      try {
        start(o, { game: G, seed: 1 });
        return { ...sj, state: JSON.parse(o.save()).state };
      } finally {
        o.delete();
      }
    })()), 'bad_save');
    {
      // Edit one number deep in the stored state (tampering).
      const edited = JSON.parse(save);
      let done = false;
      const bump = (v) => {
        if (done || !v || typeof v !== 'object') return;
        for (const k of Object.keys(v)) {
          if (done) return;
          if (typeof v[k] === 'number' && Number.isInteger(v[k]) && v[k] >= 0 && v[k] < 1000) {
            v[k] += 1;
            done = true;
          } else bump(v[k]);
        }
      };
      bump(edited.state);
      assert.ok(done, 'found a number to edit in the state');
      check(m, 'load edited state', ld(edited), 'bad_save');
    }
    // And the untouched save loads fine (into a copy).
    {
      const copy = new sw.Match();
      try {
        assert.deepEqual(parse(copy.load(save)), { ok: true });
        assert.equal(copy.save(), save);
      } finally {
        copy.delete();
      }
    }

    // ---- nothing to undo / not started / game over
    start(fresh, { game: G, seed: 3 });
    check(fresh, 'undo at the start', (x) => x.undo(), 'nothing_to_undo');
    check(fresh, 'undoToSeat at the start', (x) => x.undoToSeat(0), 'nothing_to_undo');
    const never = new sw.Match();
    try {
      for (const [name, call] of [
        ['status', (x) => x.status()], ['view', (x) => x.view(0)], ['log', (x) => x.log(0)],
        ['legalActions', (x) => x.legalActions(0)], ['apply', act({ player: 0, id: 'pass' })],
        ['undo', (x) => x.undo()], ['undoToSeat', (x) => x.undoToSeat(0)], ['replay', (x) => x.replay()],
        ['botAction', (x) => x.botAction(0, '')], ['concede', (x) => x.concede(0)],
      ]) {
        count++;
        const r = parse(call(never), name);
        assertError(r, `not started: ${name}`);
        assert.equal(r.error.code, 'not_started', name);
      }
      assertError(parse(never.save()), 'save before start');
    } finally {
      never.delete();
    }

    start(over, { game: G, seed: 11, options: G === 'evr' ? { variant: 'learning' } : {} });
    advanceUntil(over, makeRandom(3), (s) => s.terminal, 20000);
    check(over, 'apply after the end', act({ player: 0, id: 'pass' }), 'game_over');
    check(over, 'apply after the end (seat 1)', act({ player: 1, id: 'x' }), 'game_over');
    check(over, 'botAction after the end', (x) => x.botAction(0, ''), ['game_over', 'not_your_turn']);
    for (let s = 0; s < seats; s++) assert.deepEqual(parse(over.legalActions(s)), []);

    assert.ok(count >= 30, `only ${count} error cases`);
  } finally {
    m.delete();
    fresh.delete();
    over.delete();
  }
});
}
