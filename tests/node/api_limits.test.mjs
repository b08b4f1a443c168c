// API limits (docs/api.md "Limits and validation"): every documented limit
// just at and just above it in every text argument (64 levels of nesting,
// 8 MiB of text, 64-bit seeds, 32-bit integer options), and an error never
// changes the match.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadSwRules, parse } from './helpers.mjs';
import { expectCode, midGame } from './api-helpers.mjs';

const sw = await loadSwRules();
const MiB8 = 8388608;
const nest = (n) => '['.repeat(n) + ']'.repeat(n); // n levels


for (const game of ['evr', 'lcg', 'tcg']) {
  test(`${game}: api.md "Limits and validation": nesting 64 levels is read (a shape error), 65 is bad_json naming the limit, in every text argument`, () => {
    const m = midGame(sw, game, 12, 5, 2);
    try {
      const save = m.save();
      const seat = parse(m.status()).toAct[0];
      const s = JSON.parse(save);
      const inSave = (D) => JSON.stringify({ ...s, replay: { ...s.replay, options: '@@' } }).replace('"@@"', D);
      const cases = [
        // [name, make(depthOfWholeText) -> call, code at <= 64]
        ['apply', (n) => m.apply(nest(n)), 'bad_request'],
        ['apply.id', (n) => m.apply(`{"player":${seat},"id":${nest(n - 1)}}`), 'bad_request'],
        ['start.setup', (n) => m.start(`{"game":"${game}","seed":1,"setup":{"x":${nest(n - 2)}}}`), 'bad_setup'],
        ['start.options', (n) => m.start(`{"game":"${game}","seed":1,"options":{"x":${nest(n - 2)}}}`), 'bad_option'],
        ['botAction', (n) => m.botAction(seat, `{"kind":${nest(n - 1)}}`), 'bad_request'],
        ['setPolicy', (n) => m.setPolicy(`{"allowSetup":${nest(n - 1)}}`), 'bad_request'],
        ['load.replay.options', (n) => m.load(inSave(nest(n - 2))), 'bad_save'],
        ['cardList', (n) => sw.cardList(`{"game":${nest(n - 1)}}`), 'bad_request'],
        ['validateDeck', (n) => sw.validateDeck(`{"game":${nest(n - 1)}}`), 'bad_request'],
        ['deckImport', (n) => sw.deckImport(`{"game":${nest(n - 1)}}`), 'bad_request'],
        ['deckExport', (n) => sw.deckExport(`{"game":${nest(n - 1)}}`), 'bad_request'],
      ];
      for (const [name, call, code] of cases) {
        expectCode(call(64), code, `${name} at 64`);
        assert.equal(m.save(), save, `${name} at 64 changed the match`);
        const r = expectCode(call(65), 'bad_json', `${name} at 65`);
        assert.match(r.error.message, /64/, `${name}: the message names the limit`);
        assert.equal(m.save(), save, `${name} at 65 changed the match`);
      }
    } finally { m.delete(); }
  });
}

test('api.md "Limits and validation": size: exactly 8 MiB of text is read, one unit more is bad_json naming the limit (apply, start, botAction, setPolicy, load, cardList)', () => {
  const m = midGame(sw, 'evr', 12, 5, 2);
  try {
    const save = m.save();
    const seat = parse(m.status()).toAct[0];
    const pad = (t) => (n) => t + ' '.repeat(n - t.length); // trailing whitespace is valid JSON
    const cases = [
      ['apply', pad(`{"player":${seat},"id":"nope"}`), (t) => m.apply(t), 'illegal_action'],
      ['apply (long id)', (n) => { const b = `{"player":${seat},"id":""}`; return `{"player":${seat},"id":"${'x'.repeat(n - b.length)}"}`; }, (t) => m.apply(t), 'illegal_action'],
      ['start', pad('{"game":"chess"}'), (t) => m.start(t), 'unknown_game'],
      ['botAction', pad('{"kind":"genius"}'), (t) => m.botAction(seat, t), 'bad_request'],
      ['setPolicy', pad('{"allowSetup":0}'), (t) => m.setPolicy(t), 'bad_request'],
      ['load', pad(save.replace('"version":1', '"version":2')), (t) => m.load(t), 'bad_save'],
      ['cardList', pad('{"game":"evr"}'), (t) => sw.cardList(t), 'unsupported'],
    ];
    for (const [name, make, call, code] of cases) {
      const at = make(MiB8); assert.equal(at.length, MiB8);
      expectCode(call(at), code, `${name} at 8 MiB`);
      const r = expectCode(call(make(MiB8 + 1)), 'bad_json', `${name} at 8 MiB + 1`);
      assert.match(r.error.message, /8388608/, `${name}: names the limit`);
      assert.equal(m.save(), save, `${name}: the match changed`);
    }
    // A whole valid save padded to exactly 8 MiB still loads.
    const m2 = new sw.Match();
    assert.deepEqual(parse(m2.load(save + ' '.repeat(MiB8 - save.length))), { ok: true });
    assert.equal(m2.save(), save);
    m2.delete();
  } finally { m.delete(); }
});

// api.md: "8 MiB (8,388,608 bytes of UTF-8; for JS strings, UTF-16 units)". In fact a JS string must be
// within 8 MiB in UTF-16 units AND in UTF-8 bytes: 8 MiB of 'é' (16 MiB of UTF-8) is refused.
test('api.md "Limits and validation": size: non-ASCII text counts in UTF-8 bytes as well (4,194,304 x "é" is the most; api.md suggests UTF-16 units)', () => {
  const m = midGame(sw, 'evr', 12, 5, 2);
  try {
    const seat = parse(m.status()).toAct[0];
    const b = `{"player":${seat},"id":""}`;
    const withE = (k) => `{"player":${seat},"id":"${'é'.repeat(k)}${'x'.repeat(MiB8 - 1 - b.length - k)}"}`;
    const k = 1000;
    assert.equal(Buffer.byteLength(withE(k)), MiB8 - 1 + k);
    assert.equal(withE(k).length, MiB8 - 1);
    const r = parse(m.apply(withE(k)));
    // UTF-16 length is under the limit: by the letter of api.md this should be read (illegal_action).
    assert.equal(r.error.code, 'bad_json', 'counted in UTF-8 bytes');
    const fits = `{"player":${seat},"id":"${'é'.repeat((MiB8 - b.length) / 2)}"}`;
    assert.equal(Buffer.byteLength(fits), MiB8);
    assert.equal(parse(m.apply(fits)).error.code, 'illegal_action');
  } finally { m.delete(); }
});

test('api.md "Limits and validation": seeds: 0 and 2^64-1 (number and string) are accepted by start and botAction; 2^64, "01", 1.0, 1e3, null are bad_request', () => {
  const m = new sw.Match();
  try {
    for (const s of ['0', '18446744073709551615', '"18446744073709551615"', '"0"']) assert.deepEqual(parse(m.start(`{"game":"evr","seed":${s}}`)), { ok: true }, s);
    const seat = parse(m.status()).toAct[0];
    for (const s of ['0', '18446744073709551615', '"18446744073709551615"']) assert.ok(!m.botAction(seat, `{"kind":"random","seed":${s}}`).startsWith('{'), s);
    const save = m.save();
    for (const s of ['18446744073709551616', '"18446744073709551616"', '"01"', '1.0', '1e3', 'null', '"+1"', '" 1"', '-1']) {
      expectCode(m.start(`{"game":"evr","seed":${s}}`), 'bad_request', `start seed ${s}`);
      expectCode(m.botAction(seat, `{"kind":"random","seed":${s}}`), 'bad_request', `botAction seed ${s}`);
    }
    assert.equal(m.save(), save);
  } finally { m.delete(); }
});

test('api.md "Limits and validation" / "Options": integer options: 32-bit bounds are checked before the game range (tcg maxTurns, lcg players), never wrapped', () => {
  const m = new sw.Match();
  try {
    for (const [g, o] of [['tcg', 'maxTurns'], ['lcg', 'players']]) {
      for (const v of ['2147483648', '-2147483649', '4294967296', '1.0', 'true', '"0"']) {
        const r = expectCode(m.start(`{"game":"${g}","seed":1,"options":{"${o}":${v}}}`), 'bad_option', `${g} ${o}=${v}`);
        assert.match(r.error.message, new RegExp(o));
      }
    }
    assert.deepEqual(parse(m.start('{"game":"tcg","seed":1,"options":{"maxTurns":30000}}')), { ok: true });
    expectCode(m.start('{"game":"tcg","seed":1,"options":{"maxTurns":30001}}'), 'bad_option', 'maxTurns 30001');
  } finally { m.delete(); }
});
