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
    status: () => JSON.parse(m.status()),
    log: (seat) => JSON.parse(m.log(seat)),
    botAction: (seat, opts) => m.botAction(seat, JSON.stringify(opts)),
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
  const over = explainStruggle({ event: { name: 'Escape from Tatooine', target: 11 }, totals: [12, 9], finalTotals: [12, 9], strategies: [null, null], cancelled: [false, false], winner: 1, why: 'onlyUnder' }, view);
  assert.equal(over.verdict, 'The Empire won Escape from Tatooine.');
  assert.ok(over.reasons.some((r) => /12 is over the target 11/.test(r)), over.reasons.join(' '));
  assert.ok(over.reasons.some((r) => /the Empire won with the lower total/.test(r)), over.reasons.join(' '));
  const both = explainStruggle({ event: { name: 'X', target: 11 }, totals: [12, 13], winner: null, why: 'noWinner' }, view);
  assert.match(both.reasons.join(' '), /Both totals are over the target 11.*nobody won/);
  const higher = explainStruggle({ event: { name: 'X', target: 11 }, totals: [10, 8], winner: 0, why: 'higherTotal' }, view);
  assert.match(higher.reasons.join(' '), /The Rebels' 10 beats the Empire's 8/);
  const cancelled = explainStruggle({ event: { name: 'X', target: 11 }, totals: [12, 8], strategies: ['direct-assault', null], cancelled: [true, false], cancelledWhy: ['overTarget', null], winner: 1, why: 'onlyUnder' }, view);
  assert.match(cancelled.reasons.join(' '), /Direct Assault had no effect: their total 12 was over the target 11/);
  const deception = explainStruggle({ event: { name: 'X', target: 11 }, totals: [7, 10], strategies: ['deception', null], cancelled: [false, false], winner: 0, why: 'deception' }, view);
  assert.match(deception.reasons.join(' '), /The Rebels' Deception: the side that would have lost, the Rebels, won instead/);
  // A tie: the engine names the side the balance token showed (lastResult.balance).
  const tie = explainStruggle({ event: { name: 'X', target: 11 }, totals: [6, 6], winner: 1, why: 'balanceTie', balance: 'imperial' }, view);
  assert.match(tie.reasons.join(' '), /Both totals are 6, within the target 11: a tie goes to the side shown on the balance token, the Empire/);
  const tieDeceived = explainStruggle({ event: { name: 'X', target: 11 }, totals: [6, 6], strategies: ['deception', null], cancelled: [false, false], winner: 0, why: 'deception', balance: 'imperial' }, view);
  assert.match(tieDeceived.reasons.join(' '), /balance token showed the Empire.*Deception/);
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

test('log wording comes from the engine: no "card(s)", no "discards 0 influence tokens", no "Imperial discards Imperial\'s"', () => {
  // The renderer shows the engine's text as it is (no rewording in the page).
  assert.equal(evrRenderer.logText, undefined);
  // Whole games: every log line reads right.
  for (const seed of [7, 21, 31, 44]) {
    const m = match({ game: 'evr', seed, options: { variant: 'full', rebelSeat: 0, characters: 'random' } });
    try {
      for (let i = 0; i < 2000; i++) {
        const st = m.status();
        if (st.terminal) break;
        const seat = st.toAct[0];
        m.apply(seat, m.botAction(seat, { kind: 'random', seed: seed * 1000 + i }));
      }
      for (const e of m.log(-1)) {
        assert.doesNotMatch(e.text, /card\(s\)|discards 0 influence|(Rebel|Imperial) (discards|exhausts) \1's/, e.text);
      }
    } finally {
      m.done();
    }
  }
});

test('option labels are player-facing (no raw values, no rule ids)', () => {
  const labels = evrRenderer.optionLabels;
  for (const [name, spec] of Object.entries(labels)) {
    assert.ok(spec.label && !/OQ-|EVR-/.test(spec.help || ''), name);
    const values = typeof spec.values === 'function' ? [spec.values(-1, (s) => `Player ${s + 1}`)] : Object.values(spec.values);
    for (const v of values) assert.doesNotMatch(v, /^-?\d+$|OQ-EVR/, `${name}: ${v}`);
  }
});

test('the engine tells the page what it shows: yes/no about a card carry it; the last result says why', () => {
  // Leia Organa: the yes/no answers carry the chosen reserve character (docs/api.md), so the page
  // makes that card the button.
  const leia = match({
    game: 'evr', seed: 1, options: { variant: 'full', rebelSeat: 0 },
    setup: {
      phase: 'struggle', event: 'battle-of-hoth', balance: 'rebel', toAct: 'rebel',
      rebel: { inPlay: ['reb.leia-organa'], reserve: ['reb.yoda', 'reb.han-solo'] },
      imperial: { inPlay: ['imp.force-2'] },
    },
  });
  try {
    leia.apply(0, 'force:reb.leia-organa');
    leia.apply(0, 'pick:reb.yoda');
    const acts = leia.actions(0);
    assert.deepEqual(acts.map((a) => [a.id, a.card && a.card.id]).sort(), [['no', 'reb.yoda'], ['yes', 'reb.yoda']]);
  } finally {
    leia.done();
  }
  // A tie within the target: the balance side wins (EVR-DOM-7); the engine says so and the page words it.
  const tie = match({
    game: 'evr', seed: 1, options: { variant: 'full', rebelSeat: 0 },
    setup: {
      phase: 'struggle', event: 'escape-from-tatooine', balance: 'imperial', toAct: 'rebel',
      rebel: { inPlay: ['reb.military-4'], strategy: { chosen: 'infiltration' } },
      imperial: { inPlay: ['imp.force-4'], strategy: { chosen: 'infiltration' } },
    },
  });
  try {
    tie.apply(0, 'pass');
    tie.apply(1, 'pass');
    const view = tie.view(0);
    const lr = view.lastResult;
    assert.equal(lr.why, 'balanceTie');
    assert.equal(lr.balance, 'imperial');
    assert.equal(lr.winner, 1);
    const ex = explainStruggle(lr, view);
    assert.match(ex.reasons.join(' '), /a tie goes to the side shown on the balance token, the Empire/);
  } finally {
    tie.done();
  }
});

test('strategy cards: the view names and explains them (strategyCards), the table uses it', async () => {
  const { strategyName, strategyCard } = await import('../games/evr/words.js');
  const m = match({ game: 'evr', seed: 3, options: { variant: 'full', rebelSeat: 0, characters: 'random' } });
  try {
    const view = m.view(0);
    assert.deepEqual(view.strategyCards.map((c) => c.id), ['bureaucracy', 'deception', 'direct-assault', 'infiltration', 'support']);
    const dec = strategyCard(view, 'deception');
    assert.equal(dec.name, 'Deception');
    assert.ok(dec.text.length > 10, dec.text);
    assert.equal(strategyName('direct-assault', view), 'Direct Assault');
  } finally {
    m.done();
  }
});

test('Hint counts what the rules will add: an own Direct Assault that takes the total over the target (issue 18)', () => {
  const m = match({
    game: 'evr', seed: 1, options: { variant: 'full', rebelSeat: 0 },
    setup: {
      phase: 'struggle', event: 'escape-from-tatooine', balance: 'rebel', toAct: 'rebel',
      rebel: { inPlay: ['reb.military-5', 'reb.force-5'], strategy: { chosen: 'direct-assault' } },
      imperial: { inPlay: ['imp.military-2'], strategy: { chosen: 'support' } },
    },
  });
  try {
    const view = m.view(0);
    const acts = m.actions(0);
    const bonus = view.strategyCards.find((c) => c.id === 'direct-assault').totalBonus;
    assert.equal(bonus, 2, 'the engine says what Direct Assault adds');
    const me = view.players[0];
    const final = me.total + bonus;
    assert.ok(me.total <= view.event.target && final > view.event.target, 'the situation: within the target now, over it with the bonus');
    const pass = explainAction(view, acts.find((a) => a.id === 'pass'));
    assert.doesNotMatch(pass, /You lead/, pass);
    assert.match(pass, new RegExp(`Direct Assault adds ${bonus}.*your ${me.total} will count ${final}, over the target ${view.event.target}`));
    const play = explainAction(view, acts.find((a) => a.id === 'play'));
    assert.doesNotMatch(play, /enough for another card|2–6/, play);
    assert.match(play, new RegExp(`${me.total} \\(${final} with your Direct Assault's \\+${bonus}\\).*any card takes you further over the target`));
  } finally {
    m.done();
  }
});

test('the learning guide never says a card can catch up when any card would go over the target (issue 18)', () => {
  const m = match({
    game: 'evr', seed: 1, options: { variant: 'learning', rebelSeat: 0 },
    setup: {
      phase: 'struggle', toAct: 'rebel',
      rebel: { inPlay: ['reb.diplomacy-5', 'reb.recon-4'] },
      imperial: { inPlay: ['imp.military-5', 'imp.force-4', 'imp.recon-2'] },
    },
  });
  try {
    const view = m.view(0);
    const acts = m.actions(0);
    const me = view.players[0];
    const them = view.players[1];
    const target = view.event.target;
    assert.ok(them.total > me.total && them.total <= target, JSON.stringify([me.total, them.total, target]));
    const guide = promptNotes(view, acts).find((n) => n.kind === 'guide');
    assert.ok(guide, 'the guide speaks');
    assert.doesNotMatch(guide.text, /can catch up|2 to 5|2–6/, guide.text);
    assert.ok(them.total - me.total + 1 > target - me.total, 'any card that puts the Rebels ahead takes them over');
    assert.match(guide.text, /No single card can put you ahead/);
  } finally {
    m.done();
  }
});
