// The EvR renderer's explanations, from real engine views (no browser):
//   node --test web/tests/evr-explain.test.mjs
// Needs the built module (build-wasm/site or SWRULES_SITE_DIR).

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { siteDir } from './helpers.mjs';
import { explainStruggle, endSummary } from '../games/evr/result.js';
import { promptNotes, explainAction } from '../games/evr/coach.js';
import { evrRenderer } from '../games/evr/index.js';

let sw;
before(async () => {
  const { default: factory } = await import(path.join(siteDir, 'swrules.js'));
  sw = await factory({ wasmBinary: fs.readFileSync(path.join(siteDir, 'swrules.wasm')) });
});

function match(config) {
  const m = new sw.Match();
  const r = JSON.parse(m.start(JSON.stringify(config)));
  assert.equal(r.ok, true, JSON.stringify(r));
  return {
    view: (seat) => JSON.parse(m.view(seat)),
    actions: (seat) => JSON.parse(m.legalActions(seat)),
    apply: (player, id) => {
      const res = JSON.parse(m.apply(JSON.stringify({ player, id })));
      assert.equal(res.ok, true, JSON.stringify(res));
      return res;
    },
    done: () => m.delete(),
  };
}

test('a yes/no question that offers only "No" says why (Leia Organa at capacity, EVR-STRUGGLE-4)', () => {
  const m = match({
    game: 'evr', seed: 5, options: { variant: 'full', rebelSeat: 0 },
    setup: {
      phase: 'struggle', event: 'escape-from-tatooine', toAct: 'rebel',
      rebel: { inPlay: ['reb.leia-organa', 'reb.military-2', 'reb.military-3'] },
      imperial: { inPlay: ['imp.military-4'] },
    },
  });
  try {
    m.apply(0, 'force:reb.leia-organa');
    m.apply(0, 'pick:reb.yoda');
    const actions = m.actions(0);
    assert.deepEqual(actions.map((a) => a.kind), ['no'], 'only "No" is legal at capacity');
    const notes = promptNotes(m.view(0), actions);
    const why = notes.find((n) => n.kind === 'why');
    assert.ok(why, `a reason is given: ${JSON.stringify(notes)}`);
    assert.match(why.text, /only "No".*3 cards in play, the capacity/i);
  } finally {
    m.done();
  }
});

test('the round summary names the target and why the event was won: over the target loses (EVR-DOM-6)', () => {
  const view = {
    variant: 'full', viewer: 0,
    players: [{ seat: 0, faction: 'rebel' }, { seat: 1, faction: 'imperial' }],
    event: { name: 'Escape from Tatooine', target: 11 },
  };
  const over = explainStruggle({ event: { name: 'Escape from Tatooine', target: 11 }, totals: [12, 9], finalTotals: [12, 9], strategies: [null, null], cancelled: [false, false], winner: 1 }, view);
  assert.equal(over.verdict, 'The Empire won Escape from Tatooine.');
  assert.ok(over.reasons.some((r) => /12 is over the target 11/.test(r)), over.reasons.join(' '));
  assert.ok(over.reasons.some((r) => /the Empire won with the lower total/.test(r)), over.reasons.join(' '));
  const both = explainStruggle({ event: { name: 'X', target: 11 }, totals: [12, 13], winner: null }, view);
  assert.match(both.reasons.join(' '), /Both totals are over the target 11.*nobody won/);
  const higher = explainStruggle({ event: { name: 'X', target: 11 }, totals: [10, 8], winner: 0 }, view);
  assert.match(higher.reasons.join(' '), /The Rebels' 10 beats the Empire's 8/);
  const cancelled = explainStruggle({ event: { name: 'X', target: 11 }, totals: [12, 8], strategies: ['direct-assault', null], cancelled: [true, false], winner: 1 }, view);
  assert.match(cancelled.reasons.join(' '), /Direct Assault had no effect: their total 12 was over the target 11/);
  const deception = explainStruggle({ event: { name: 'X', target: 11 }, totals: [7, 10], strategies: ['deception', null], cancelled: [false, false], winner: 0 }, view);
  assert.match(deception.reasons.join(' '), /Deception/);
});

test('the end of a learning game says "You won"/"You lost" and why, from the engine\'s final view', () => {
  const m = match({ game: 'evr', seed: 5, options: { variant: 'learning', rebelSeat: 0 } });
  try {
    for (let guard = 0; guard < 300; guard++) {
      const v = m.view(-1);
      if (v.terminal) break;
      const seat = v.toAct[0];
      const acts = m.actions(seat);
      const pass = acts.find((a) => a.id === 'pass');
      const play = acts.find((a) => a.id === 'play');
      m.apply(seat, (play && m.view(seat).players[seat].total < 7 ? play : pass || acts[0]).id);
    }
    const view = m.view(0);
    assert.equal(view.terminal, true);
    const status = { winners: view.winners };
    const sum = endSummary(view, status, { isHuman: (s) => s === 0 });
    if (view.winners.length === 1) assert.equal(sum.title, view.winners[0] === 0 ? 'You won!' : 'You lost');
    else assert.equal(sum.title, 'Nobody won');
    assert.match(sum.text, /target 11/, `the reason names the target: ${sum.text}`);
    for (const line of sum.lines) assert.doesNotMatch(line.score, /VP/, 'no victory points in the learning game');
  } finally {
    m.done();
  }
});

test('Hint reasons and the learning guide read the view', () => {
  const m = match({ game: 'evr', seed: 8, options: { variant: 'learning', rebelSeat: 0 } });
  try {
    const view = m.view(0);
    const actions = m.actions(0);
    assert.deepEqual(actions.map((a) => a.id), ['play'], 'the first move of the learning game is a forced play');
    const notes = promptNotes(view, actions);
    const guide = notes.find((n) => n.kind === 'guide');
    assert.ok(guide && /Play the top card/i.test(guide.text) && /11/.test(guide.text), JSON.stringify(notes));
    assert.match(explainAction(view, actions[0]), /no card in play/);
    m.apply(0, 'play');
    // After a few moves every explanation of a legal action is a sentence.
    for (let i = 0; i < 6; i++) {
      const v = m.view(-1);
      if (v.terminal) break;
      const seat = v.toAct[0];
      const acts = m.actions(seat);
      const sv = m.view(seat);
      for (const a of acts) {
        const text = evrRenderer.explainHint(a, sv);
        if (a.kind !== 'yes' && a.kind !== 'no' && a.kind !== 'done' && a.kind !== 'deck') assert.ok(text.length > 10, `${a.id}: "${text}"`);
      }
      m.apply(seat, acts[acts.length - 1].id);
    }
  } finally {
    m.done();
  }
});

test('log wording: no "card(s)", no "discards 0 influence tokens"', () => {
  const view = { players: [{ seat: 0, faction: 'rebel' }, { seat: 1, faction: 'imperial' }] };
  assert.equal(evrRenderer.logText({ type: 'look', actor: 0, text: 'Rebel looks at the top 1 card(s) of Imperial\'s resource deck.' }, view),
    'Rebel looks at the top 1 card of Imperial\'s resource deck.');
  assert.equal(evrRenderer.logText({ type: 'look', actor: 0, text: 'Rebel looks at the top 2 card(s) of Rebel\'s resource deck.' }, view),
    'Rebel looks at the top 2 cards of Rebel\'s resource deck.');
  assert.equal(evrRenderer.logText({ type: 'influence', actor: 1, data: { change: 0 }, text: 'Imperial discards 0 influence tokens.' }, view),
    'The Imperial player has no influence token to discard.');
});

test('option labels are player-facing (no raw values, no rule ids)', () => {
  const labels = evrRenderer.optionLabels;
  for (const [name, spec] of Object.entries(labels)) {
    assert.ok(spec.label && !/OQ-|EVR-/.test(spec.help || ''), name);
    const values = typeof spec.values === 'function' ? [spec.values(-1, (s) => `Player ${s + 1}`)] : Object.values(spec.values);
    for (const v of values) assert.doesNotMatch(v, /^-?\d+$|OQ-EVR/, `${name}: ${v}`);
  }
});
