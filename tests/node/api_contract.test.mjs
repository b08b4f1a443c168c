// API contract (docs/api.md "class Match", "Limits and validation", "Save
// document", "Cards and decks"): the validation order of apply and concede,
// the shapes of the answers, concede / undo / undoToSeat / save / load /
// replay round trips, determinism across module instances, null where an
// object is required, and behaviour api.md is silent about, pinned. Runs for
// the three games.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadSwRules, makeRandom, parse } from './helpers.mjs';
import { expectCode, midGame, step } from './api-helpers.mjs';

const sw = await loadSwRules();
const GAMES = ['evr', 'lcg', 'tcg'];
// The error code of an answer, 'ok' for a success.
const codeOf = (t) => (parse(t).ok === false ? parse(t).error.code : 'ok');

for (const game of GAMES) {
  test(`${game}: api.md "Limits and validation": apply's validation order (unknown key > not started > player > id > game over > seat > turn > legality)`, () => {
    const fresh = new sw.Match();
    const m = midGame(sw, game);
    const over = midGame(sw, game);
    try {
      // Not started: shape errors of the JSON come first, then not_started before the player/id checks.
      expectCode(fresh.apply('{"player":0,"id":"x","zz":1}'), 'bad_request', 'unknown key before not_started');
      expectCode(fresh.apply('[]'), 'bad_request', 'not an object before not_started');
      expectCode(fresh.apply('{"player":"x","id":5}'), 'not_started', 'not_started before the player type');
      const seat = parse(m.status()).toAct[0];
      expectCode(m.apply(`{"player":${seat},"id":5}`), 'bad_request', 'id type');
      expectCode(m.apply('{"player":"0","id":5}'), 'bad_request', 'player type');
      // Game over comes before the seat checks.
      assert.equal(parse(over.concede(0)).ok, true);
      expectCode(over.apply('{"player":99,"id":"x"}'), 'game_over', 'game over before a seat that does not exist');
      expectCode(over.apply('{"player":-1,"id":"x"}'), 'game_over', 'game over before seat -1');
      expectCode(over.apply('{"player":0.5,"id":"x"}'), 'bad_request', 'player type before game over');
      expectCode(over.concede(0), 'game_over', 'concede once over');
      expectCode(over.concede(1), 'game_over', 'concede by the other once over');
      // concede(7) once over answers game_over (like apply: game over before seat exists; api.md does not say for concede)
      expectCode(over.concede(7), 'game_over', 'concede of no seat once over');
      expectCode(fresh.concede(0), 'not_started', 'concede before start');
    } finally { fresh.delete(); m.delete(); over.delete(); }
  });

  test(`${game}: api.md "class Match": status, view, log, legalActions, apply and undo answer the documented shapes`, () => {
    const m = midGame(sw, game);
    try {
      const st = parse(m.status());
      for (const k of ['ok', 'game', 'phase', 'round', 'toAct', 'terminal', 'winners', 'score', 'actions']) assert.ok(k in st, `status.${k}`);
      assert.equal(st.game, game);
      assert.equal(st.actions, 12);
      assert.deepEqual(Object.keys(st.score).sort(), ['0', '1']);
      if (game === 'evr') assert.ok(Array.isArray(st.factions));
      if (game === 'lcg') assert.equal(typeof st.dial, 'number');
      if (game === 'tcg') assert.equal(typeof st.step, 'string');
      for (const s of [-1, 0, 1]) {
        const v = parse(m.view(s));
        assert.equal(v.ok, true); assert.equal(v.game, game); assert.equal(v.viewer, s);
        const log = parse(m.log(s));
        for (const e of log) assert.deepEqual(Object.keys(e).sort(), ['actor', 'data', 'round', 'seq', 'text', 'type']);
      }
      const seat = st.toAct[0];
      const acts = parse(m.legalActions(seat));
      for (const a of acts) { assert.equal(typeof a.id, 'string'); assert.equal(typeof a.label, 'string'); assert.notEqual(a.id[0], '{'); }
      const r = parse(m.apply(JSON.stringify({ player: seat, id: acts[0].id })));
      assert.deepEqual(Object.keys(r).sort(), ['events', 'ok']);
      for (const e of r.events) assert.deepEqual(Object.keys(e).sort(), ['actor', 'data', 'round', 'seq', 'text', 'type']);
      // The events are the new entries of log(seat).
      const log = parse(m.log(seat));
      assert.deepEqual(log.slice(log.length - r.events.length), r.events);
      assert.deepEqual(parse(m.undo()), { ok: true, undone: 1 });
    } finally { m.delete(); }
  });

  test(`${game}: api.md "class Match" / "Save document": concede by a seat not to act, recorded in replay() and save(); load keeps it; undo takes it back`, () => {
    const m = midGame(sw, game);
    try {
      const st = parse(m.status());
      const other = [0, 1].find((s) => !st.toAct.includes(s));
      assert.notEqual(other, undefined);
      const before = m.save();
      const r = parse(m.concede(other));
      assert.equal(r.ok, true);
      assert.ok(Array.isArray(r.events));
      const after = parse(m.status());
      assert.equal(after.terminal, true);
      assert.deepEqual(after.toAct, []);
      assert.ok(!after.winners.includes(other) && after.winners.length > 0, JSON.stringify(after));
      assert.equal(after.actions, st.actions + 1);
      const rep = parse(m.replay());
      assert.deepEqual(rep.actions.at(-1), { player: other, concede: true });
      for (const s of [0, 1]) assert.deepEqual(parse(m.legalActions(s)), []);
      expectCode(m.botAction(st.toAct[0], ''), 'game_over', 'botAction after a concession');
      // save/load of a conceded game
      const save = m.save();
      const m2 = new sw.Match();
      assert.deepEqual(parse(m2.load(save)), { ok: true });
      assert.equal(m2.save(), save);
      // Reproduce from the replay: `concede` records go to concede(), not apply().
      const m3 = new sw.Match();
      assert.deepEqual(parse(m3.start(JSON.stringify({ game: rep.game, seed: rep.seed, options: rep.options }))), { ok: true });
      for (const a of rep.actions) assert.equal(parse(a.concede ? m3.concede(a.player) : m3.apply(JSON.stringify(a))).ok, true);
      assert.equal(m3.save(), save);
      m2.delete(); m3.delete();
      assert.deepEqual(parse(m.undo()), { ok: true, undone: 1 });
      assert.equal(m.save(), before);
    } finally { m.delete(); }
  });

  test(`${game}: api.md "Save document": a loaded save continues identically and keeps its undo history; start clears it`, () => {
    const m = midGame(sw, game, 33, 20);
    const m2 = new sw.Match();
    try {
      const save = m.save();
      assert.deepEqual(parse(m2.load(save)), { ok: true });
      const r1 = makeRandom(8); const r2 = makeRandom(8);
      for (let i = 0; i < 40; i++) {
        const a = step(m, r1); const b = step(m2, r2);
        assert.equal(a, b);
        assert.equal(m2.save(), m.save(), `step ${i}`);
        for (const s of [-1, 0, 1]) { assert.equal(m2.view(s), m.view(s)); assert.equal(m2.log(s), m.log(s)); }
      }
      // Undo back past the load point, in both.
      for (let i = 0; i < 500; i++) { const a = m.undo(); const b = m2.undo(); assert.equal(b, a); assert.equal(m2.save(), m.save()); if (!parse(a).ok) break; }
      expectCode(m2.undo(), 'nothing_to_undo', 'all undone');
      assert.equal(parse(m2.status()).actions, 0);
      // start on an existing match clears the history
      assert.deepEqual(parse(m.start(JSON.stringify({ game, seed: 1 }))), { ok: true });
      expectCode(m.undo(), 'nothing_to_undo', 'after a new start');
    } finally { m.delete(); m2.delete(); }
  });

  test(`${game}: api.md "class Match": undoToSeat lands on a decision of that seat, is one undo() per action, and is an error that changes nothing when the seat never decided`, () => {
    const m = midGame(sw, game, 44, 25);
    try {
      for (const s of [0, 1]) {
        const save = m.save();
        const n0 = parse(m.status()).actions;
        const r = parse(m.undoToSeat(s));
        if (!r.ok) { assert.equal(r.error.code, 'nothing_to_undo'); assert.equal(m.save(), save); continue; }
        const st = parse(m.status());
        assert.equal(st.actions, n0 - r.undone);
        assert.ok(st.toAct.includes(s));
        // the same as r.undone plain undos
        const m2 = new sw.Match(); m2.load(save);
        for (let i = 0; i < r.undone; i++) assert.equal(parse(m2.undo()).ok, true);
        assert.equal(m2.save(), m.save());
        m2.delete();
        m.load(save);
      }
    } finally { m.delete(); }
  });

  test(`${game}: api.md "class Match" (determinism): two module instances, same seed and actions, give identical saves, views and logs`, async () => {
    const sw2 = await loadSwRules();
    const a = new sw.Match(); const b = new sw2.Match();
    try {
      for (const x of [a, b]) assert.deepEqual(parse(x.start(JSON.stringify({ game, seed: '12345678901234567890' }))), { ok: true });
      for (let i = 0; i < 60; i++) {
        const st = parse(a.status()); if (st.terminal) break;
        const seat = st.toAct[0];
        const id = a.botAction(seat, `{"kind":"heuristic","seed":${i}}`);
        assert.equal(b.botAction(seat, `{"kind":"heuristic","seed":${i}}`), id);
        a.apply(JSON.stringify({ player: seat, id })); b.apply(JSON.stringify({ player: seat, id }));
      }
      assert.equal(a.save(), b.save());
      for (const s of [-1, 0, 1]) { assert.equal(a.view(s), b.view(s)); assert.equal(a.log(s), b.log(s)); }
    } finally { a.delete(); b.delete(); }
  });

  test(`${game}: api.md "class Match" / "Trust model": a failed load of another game's corrupted save or a failed start leaves the match as it was (game, policy, history)`, () => {
    const m = midGame(sw, game);
    const otherGame = GAMES.find((g) => g !== game);
    const o = midGame(sw, otherGame);
    try {
      assert.deepEqual(parse(m.setPolicy('{"allowSetup":false}')), { ok: true });
      const save = m.save(); const rep = m.replay();
      const os = o.save();
      expectCode(m.load(os.slice(0, -10)), 'bad_save', 'truncated foreign save');
      expectCode(m.load(os.replace('"format":"swrules-save"', '"format":"swrules-sav"')), 'bad_save', 'bad format');
      expectCode(m.start(JSON.stringify({ game: otherGame, seed: 1, options: { nope: 1 } })), 'bad_option', 'bad option');
      assert.equal(m.save(), save); assert.equal(m.replay(), rep);
      // the policy survived the errors
      expectCode(m.start(JSON.stringify({ game, seed: 1, setup: {} })), 'bad_setup', 'policy kept');
      // the history survived too
      assert.deepEqual(parse(m.undo()), { ok: true, undone: 1 });
      // a good foreign save switches the game
      assert.deepEqual(parse(m.load(os)), { ok: true });
      assert.equal(parse(m.status()).game, otherGame);
    } finally { m.delete(); o.delete(); }
  });
}

test('api.md "Cards and decks": validation order and error codes are the same for all four calls; evr is unsupported', () => {
  for (const f of ['cardList', 'validateDeck', 'deckImport', 'deckExport']) {
    expectCode(sw[f](''), 'bad_json', `${f} empty`);
    expectCode(sw[f]('{"game":"lc\uD800g"}'), 'bad_json', `${f} lone surrogate`);
    expectCode(sw[f]('{"game":"lcg"}\u0000'), 'bad_json', `${f} NUL`);
    expectCode(sw[f]('[]'), 'bad_request', `${f} array`);
    expectCode(sw[f]('null'), 'bad_request', `${f} null`);
    expectCode(sw[f](5), 'bad_request', `${f} not a string`);
    expectCode(sw[f]('{"zz":1,"game":"chess"}'), 'bad_request', `${f} unknown key before unknown game`);
    expectCode(sw[f]('{"game":5}'), 'bad_request', `${f} game not a string`);
    expectCode(sw[f]('{"game":"chess"}'), 'unknown_game', `${f} unknown game`);
    expectCode(sw[f]('{"game":"evr"}'), 'unsupported', `${f} evr`);
    const fields = { cardList: {}, validateDeck: { deck: 'x' }, deckImport: { format: 'json', text: '' }, deckExport: { format: 'json', deck: 'x' } }[f];
    expectCode(sw[f](JSON.stringify({ game: 'evr', ...fields })), 'unsupported', `${f} evr with its fields`);
  }
});

test('api.md "Cards and decks": every preset exports and re-imports to the same deck in every format the game lists', () => {
  for (const game of ['lcg', 'tcg']) {
    const cl = parse(sw.cardList(JSON.stringify({ game })));
    assert.equal(cl.ok, true); assert.equal(cl.game, game);
    for (const c of cl.cards) for (const k of ['key', 'name', 'type', 'text']) assert.ok(k in c, `${game} card.${k}`);
    for (const p of cl.presets) {
      const v = parse(sw.validateDeck(JSON.stringify({ game, deck: p.deck })));
      assert.equal(v.legal, true, `${game} preset ${p.key}`);
      for (const fmt of cl.deckFormats) {
        const ex = parse(sw.deckExport(JSON.stringify({ game, format: fmt.id, deck: p.deck })));
        assert.equal(ex.ok, true, `${game} export ${fmt.id}`);
        assert.deepEqual({ format: ex.format, mime: ex.mime, extension: ex.extension, game: ex.game }, { format: fmt.id, mime: fmt.mime, extension: fmt.extension, game });
        const im = parse(sw.deckImport(JSON.stringify({ game, format: fmt.id, text: ex.text })));
        assert.equal(im.ok, true, `${game} import ${fmt.id}: ${JSON.stringify(im).slice(0, 200)}`);
        assert.deepEqual(parse(sw.validateDeck(JSON.stringify({ game, deck: im.deck }))).deck, v.deck);
      }
      expectCode(sw.deckExport(JSON.stringify({ game, format: 'nope', deck: p.deck })), 'bad_request', 'unknown format');
      expectCode(sw.deckImport(JSON.stringify({ game, format: 'nope', text: '' })), 'bad_request', 'unknown import format');
    }
  }
});

for (const game of GAMES) {
  test(`${game}: api.md "Limits and validation": botAction(seat, text) of JSON that is not an object is bad_request, "null" as well as "[]", "7", "\\"\\"" and "true" (never the default options); setPolicy("null") too`, () => {
    const m = new sw.Match();
    try {
      m.start(JSON.stringify({ game, seed: 1 }));
      const seat = parse(m.status()).toAct[0];
      for (const t of ['[]', '7', '""', 'true']) assert.equal(codeOf(m.botAction(seat, t)), 'bad_request', t);
      assert.equal(codeOf(m.setPolicy('null')), 'bad_request', 'setPolicy(null) is refused');
      const out = m.botAction(seat, 'null');
      assert.ok(out.startsWith('{'), `botAction(seat, "null") answered the action id ${out}`);
      assert.equal(codeOf(out), 'bad_request');
    } finally { m.delete(); }
  });
}

test('api.md "Limits and validation" (silent, pinned): duplicate object keys are accepted, the last one wins (apply, start, load)', () => {
  const m = new sw.Match();
  try {
    assert.equal(codeOf(m.start('{"game":"chess","game":"evr","seed":1}')), 'ok');
    const s = m.save();
    assert.equal(codeOf(m.load(s.replace('{"format":"swrules-save"', '{"format":"junk","format":"swrules-save"'))), 'ok');
    const st = parse(m.status());
    const seat = st.toAct[0];
    const other = 1 - seat;
    const id = parse(m.legalActions(seat))[0].id;
    // A proxy that reads the first "player" sees seat `other`; the engine applies it for `seat`.
    const r = parse(m.apply(`{"player":${other},"player":${seat},"id":"${id}"}`));
    assert.equal(r.ok, true);
    assert.equal(parse(m.replay()).actions.at(-1).player, seat);
  } finally { m.delete(); }
});

test('api.md "class Match" (silent, pinned): start without "seed" uses seed 0, so every seedless game deals the same cards', () => {
  const a = new sw.Match(); const b = new sw.Match();
  try {
    for (const g of ['evr', 'lcg', 'tcg']) {
      a.start(`{"game":"${g}"}`); b.start(`{"game":"${g}","seed":0}`);
      assert.equal(parse(a.replay()).seed, 0);
      assert.equal(a.save(), b.save());
    }
  } finally { a.delete(); b.delete(); }
});

test('api.md "class Match" (silent, pinned): botAction "random" without a seed is deterministic (always the same choice)', () => {
  const m = new sw.Match();
  try {
    m.start('{"game":"lcg","seed":3}');
    const seat = parse(m.status()).toAct[0];
    assert.ok(parse(m.legalActions(seat)).length > 1);
    const ids = new Set(Array.from({ length: 10 }, () => m.botAction(seat, '{"kind":"random"}')));
    assert.equal(ids.size, 1);
  } finally { m.delete(); }
});

test('api.md "class Match" replay(): applying `actions` reproduces the state, but a {"player","concede":true} record is refused by apply (bad_request): it must go to concede()', () => {
  const m = new sw.Match(); const n = new sw.Match();
  try {
    m.start('{"game":"evr","seed":5}');
    m.concede(0);
    const rep = parse(m.replay());
    n.start(JSON.stringify({ game: rep.game, seed: rep.seed, options: rep.options }));
    const r = parse(n.apply(JSON.stringify(rep.actions[0])));
    assert.equal(r.error.code, 'bad_request');
    assert.match(r.error.message, /concede/);
  } finally { m.delete(); n.delete(); }
});

test('api.md TCG "Options" / swrules.d.ts optionSpecs: an integer option with choices [] is documented (d.ts) as "any value of the default\'s type", but tcg maxTurns takes only 0..30000', () => {
  const tcg = parse(sw.listGames()).find((g) => g.id === 'tcg');
  const spec = tcg.optionSpecs.find((o) => o.name === 'maxTurns');
  assert.deepEqual(spec.choices, []);
  const m = new sw.Match();
  try { assert.equal(codeOf(m.start('{"game":"tcg","seed":1,"options":{"maxTurns":30001}}')), 'bad_option'); } finally { m.delete(); }
});
