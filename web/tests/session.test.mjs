// Node tests of the shell's session (web/shell/session.js) against the real
// wasm engine, without a browser: who sees the table, hand-offs from the
// engine's prompt.secret, undo with and without computer players, bots
// through a stand-in for the worker.
//   SWRULES_SITE_DIR=build-wasm/site node --test web/tests/session.test.mjs

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteDir } from './helpers.mjs';
import { loadEngine } from '../api.js';

// The shell autosaves to localStorage; node has none.
globalThis.localStorage = {
  data: new Map(),
  getItem(k) { return this.data.has(k) ? this.data.get(k) : null; },
  setItem(k, v) { this.data.set(k, String(v)); },
  removeItem(k) { this.data.delete(k); },
};
const { Session } = await import('../shell/session.js');

let engine;
before(async () => {
  const factory = (await import(pathToFileURL(path.join(siteDir, 'swrules.js')).href)).default;
  engine = await loadEngine(factory, { wasmBinary: fs.readFileSync(path.join(siteDir, 'swrules.wasm')) });
});

// The worker's answer, computed here on a second engine instance (as the worker does).
class LocalBots {
  constructor() { this.requests = 0; this.cancelled = 0; }
  warm() {}
  cancel() { this.cancelled++; }
  async request(replay, seat, kind) {
    this.requests++;
    const m = engine.newMatch();
    try {
      m.start({ game: replay.game, seed: replay.seed, options: replay.options });
      for (const a of replay.actions) m.apply(a.player, a.id);
      return m.botAction(seat, kind);
    } finally {
      m.dispose();
    }
  }
}

function newSession(bots = new LocalBots()) {
  const messages = [];
  const s = new Session({ engine, bots, games: engine.listGames(), botDelay: 0, onMessage: (t) => messages.push(t) });
  return { s, messages, bots };
}

// Waits until no computer player is to move.
async function settle(s) {
  for (let i = 0; i < 2000 && s.busy; i++) await new Promise((r) => setTimeout(r, 0));
  assert.equal(s.busy, false, 'the computer finished its moves');
}

const people = [{ human: true, name: 'Ann' }, { human: true, name: 'Ben' }];

test('hot-seat: a secret prompt (engine prompt.secret) puts a hand-off screen before the next person', async () => {
  const { s } = newSession();
  s.start({ game: 'evr', seed: 5, options: { variant: 'full', rebelSeat: 0, characters: 'random' }, seats: people, privacy: 'secret' });
  assert.equal(s.status.phase, 'planning');
  const first = s.handoff;
  assert.ok(first === 0 || first === 1, 'the first secret choice starts behind the screen');
  assert.equal(s.match.view(first).prompt.secret, true);
  assert.equal(s.apply(s.match.legalActions(first)[0].id), false, 'nothing is played behind the screen');
  s.continueHandoff();
  assert.equal(s.viewer, first);
  assert.ok(s.apply(s.match.legalActions(first)[0].id));
  assert.equal(s.handoff, 1 - first, 'the other person gets the device behind the screen');
  s.dispose();
});

test('hot-seat with privacy "never": the view follows the person to act, no screen', async () => {
  const { s } = newSession();
  s.start({ game: 'evr', seed: 5, options: { variant: 'full', rebelSeat: 0, characters: 'random' }, seats: people, privacy: 'never' });
  assert.equal(s.handoff, null);
  const seat = s.viewer;
  s.apply(s.match.legalActions(seat)[0].id);
  assert.equal(s.handoff, null);
  assert.equal(s.viewer, 1 - seat);
  s.dispose();
});

test('undo: off at the start, back to your own last decision against the computer', async () => {
  const { s, bots } = newSession();
  s.start({ game: 'evr', seed: 11, options: { variant: 'learning', rebelSeat: 1 }, seats: [{ human: true, name: '' }, { human: false, bot: 'heuristic' }] });
  await settle(s);
  assert.ok(bots.requests >= 1, 'the computer (Rebels, first) moved through the bot client');
  assert.equal(s.viewer, 0);
  assert.equal(s.canUndo(), false, 'only the computer has moved: nothing of yours to undo');
  const before = s.match.save();
  const actionsBefore = s.status.actions;
  const legal = s.match.legalActions(0).map((a) => a.id);
  assert.ok(s.apply(legal.includes('play') ? 'play' : legal[0]));
  await settle(s);
  assert.ok(s.status.actions >= actionsBefore + 1);
  assert.equal(s.canUndo(), true);
  assert.ok(s.undo());
  assert.equal(s.status.actions, actionsBefore, 'your move and the computer\'s reply are taken back');
  assert.equal(s.match.save(), before);
  s.dispose();
});

test('a failing computer player reports an error and stops thinking', async () => {
  const failing = { warm() {}, cancel() {}, request: async () => { throw new Error('worker crashed'); } };
  const { s, messages } = newSession(failing);
  s.start({ game: 'evr', seed: 11, options: { variant: 'learning', rebelSeat: 1 }, seats: [{ human: true, name: '' }, { human: false, bot: 'search' }] });
  await new Promise((r) => setTimeout(r, 10));
  assert.equal(s.busy, false, 'not stuck thinking');
  assert.ok(s.botError);
  assert.match(messages.join('\n'), /computer could not move: worker crashed/);
  s.dispose();
});

test('load keeps who plays from the autosave, also of the older {mode, humanSeat} form', async () => {
  const { s } = newSession();
  s.start({ game: 'evr', seed: 3, options: { variant: 'learning', rebelSeat: 0 }, seats: people, privacy: 'never' });
  const save = s.save();
  s.dispose();
  const { s: t } = newSession();
  t.load(save, { game: 'evr', mode: 'bot', humanSeat: 1, botKind: 'search' });
  assert.deepEqual(t.config.seats, [{ human: false, bot: 'search' }, { human: true, name: '' }]);
  assert.equal(t.viewer, 1);
  assert.throws(() => t.load('{"format":"swrules-save"}'), (e) => e.code === 'bad_save');
  assert.equal(t.config.seats.length, 2, 'a refused load changes nothing');
  t.dispose();
});

test('hot-seat: the person on screen keeps the device until their simultaneous choices are done', async () => {
  const { s } = newSession();
  s.start({ game: 'evr', seed: 9, options: { variant: 'full', rebelSeat: 0, characters: 'choose' }, seats: people, privacy: 'secret' });
  assert.deepEqual(s.status.toAct, [0, 1], 'both choose characters at the same time');
  s.continueHandoff();
  const first = s.viewer;
  for (let pick = 0; pick < 4; pick++) {
    assert.equal(s.handoff, null, `still ${first}'s turn after ${pick} picks`);
    assert.equal(s.viewer, first);
    assert.ok(s.apply(s.match.legalActions(first)[0].id));
  }
  assert.equal(s.handoff, 1 - first, 'after the fourth pick the device goes to the other person, behind the screen');
  s.dispose();
});
