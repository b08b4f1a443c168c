// (a) The module's exports and the shape of version() / listGames().
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadSwRules, parse } from './helpers.mjs';

const sw = await loadSwRules();

test('version() names the library, api and save versions', () => {
  const v = sw.version();
  assert.equal(typeof v, 'string');
  assert.match(v, /^swrules \d+\.\d+\.\d+ \(api \d+, save \d+\)$/);
});

test('listGames() returns the documented array', () => {
  const games = parse(sw.listGames(), 'listGames');
  assert.ok(Array.isArray(games) && games.length >= 1);
  const ids = new Set();
  for (const g of games) {
    assert.equal(typeof g.id, 'string');
    assert.ok(!ids.has(g.id), `duplicate id ${g.id}`);
    ids.add(g.id);
    assert.equal(typeof g.name, 'string');
    assert.ok(Number.isInteger(g.players.min) && Number.isInteger(g.players.max));
    assert.ok(g.players.min >= 1 && g.players.min <= g.players.max);
    assert.equal(typeof g.options, 'object');
    assert.ok(Array.isArray(g.optionSpecs));
    assert.deepEqual(Object.keys(g.options).sort(), g.optionSpecs.map((s) => s.name).sort());
    for (const s of g.optionSpecs) {
      assert.equal(typeof s.name, 'string');
      assert.equal(typeof s.description, 'string');
      assert.deepEqual(g.options[s.name], s.default);
      assert.ok(Array.isArray(s.choices));
      if (s.choices.length) assert.ok(s.choices.some((c) => JSON.stringify(c) === JSON.stringify(s.default)), `${s.name}: default not among choices`);
    }
    assert.equal(typeof g.hiddenInformation, 'boolean');
    assert.equal(typeof g.chance, 'boolean');
    assert.equal(typeof g.teams, 'boolean');
    assert.equal(typeof g.rulesVersion, 'string');
  }
  const evr = games.find((g) => g.id === 'evr');
  assert.ok(evr, 'evr is listed');
  assert.deepEqual(evr.players, { min: 2, max: 2 });
  assert.deepEqual(evr.options, { variant: 'full', rebelSeat: -1, characters: 'choose' });
  assert.equal(evr.hiddenInformation, true);
});

test('the module exports the API and nothing else of ours', () => {
  for (const f of ['version', 'listGames', 'benchRandomGames', 'benchMatchBytes', 'cardList', 'validateDeck', 'deckImport', 'deckExport', 'Match']) assert.equal(typeof sw[f], 'function', f);
  const methods = Object.getOwnPropertyNames(sw.Match.prototype).filter(
    (n) => typeof sw.Match.prototype[n] === 'function' &&
      !['constructor', 'delete', 'clone', 'isDeleted', 'deleteLater', 'isAliasOf'].includes(n));
  assert.deepEqual(methods.sort(), ['apply', 'botAction', 'concede', 'legalActions', 'load', 'log', 'replay', 'save',
    'setPolicy', 'start', 'status', 'undo', 'undoToSeat', 'view'].sort());
});

for (const game of parse(sw.listGames())) {
test(`${game.id}: a new Match is not started; start() works and each Match is independent`, () => {
  const a = new sw.Match();
  const b = new sw.Match();
  try {
    const st = parse(a.status());
    assert.equal(st.ok, false);
    assert.equal(st.error.code, 'not_started');
    assert.deepEqual(parse(a.start(JSON.stringify({ game: game.id, seed: 7 }))), { ok: true });
    const s = parse(a.status());
    assert.equal(s.ok, true);
    assert.equal(s.game, game.id);
    assert.equal(s.terminal, false);
    assert.equal(s.actions, 0);
    assert.ok(Array.isArray(s.toAct) && s.toAct.length > 0);
    assert.equal(parse(b.status()).error.code, 'not_started');
    // Same seed, same game.
    assert.deepEqual(parse(b.start(JSON.stringify({ game: game.id, seed: 7 }))), { ok: true });
    assert.equal(a.save(), b.save());
    assert.equal(a.view(0), b.view(0));
  } finally {
    a.delete();
    b.delete();
  }
});

test(`${game.id}: benchRandomGames (benchmark hook) plays games`, () => {
  const r = parse(sw.benchRandomGames(game.id, 1, 50));
  assert.equal(r.ok, true);
  assert.ok(r.games >= 1 && r.actions >= r.games && r.ms > 0, JSON.stringify(r));
  const bad = parse(sw.benchRandomGames('nope', 1, 10));
  assert.equal(bad.ok, false);
  assert.equal(bad.error.code, 'unknown_game');
});

test(`${game.id}: benchMatchBytes (benchmark hook) measures a whole game's match`, () => {
  const r = parse(sw.benchMatchBytes(game.id, 1));
  assert.equal(r.ok, true);
  assert.ok(r.actions > 0 && r.bytes > 0, JSON.stringify(r));
  assert.equal(parse(sw.benchMatchBytes('nope', 1)).error.code, 'unknown_game');
});
}
