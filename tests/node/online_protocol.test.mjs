// The online server's room protocol (docs/online.md), through a real server
// process and real Colyseus clients: seat tokens, hidden information on every
// message, malformed messages, reconnection, the seat timeout, computer
// seats, and a restart that resumes the room.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { makeRandom } from './helpers.mjs';
import { startServer, Player, playOut, checkEveryMessage, readRecord, tempDir, fileWith } from './online-helpers.mjs';

const EVR_LEARNING = { game: 'evr', options: { variant: 'learning' } };
const twoPeople = (extra = {}) => ({ ...EVR_LEARNING, seats: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bob' }], ...extra });

const servers = [];
const clients = [];
after(async () => {
  for (const c of clients) await c.leave();
  for (const s of servers) await s.kill();
});
async function server(opts) {
  const s = await startServer(opts);
  servers.push(s);
  return s;
}
const track = (p) => { clients.push(p); return p; };

// Ann creates a two-person room and Bob joins it; both have their first update.
async function annHostsBobJoins(s) {
  const ann = track(await Player.create(s.url, twoPeople()));
  await ann.until(() => ann.welcome && ann.last);
  const code = ann.welcome.code;
  const bob = track(await Player.join(s.url, code));
  await bob.until(() => bob.last);
  return { ann, bob, code };
}

async function joinError(promise) {
  try {
    await promise;
  } catch (e) {
    return e;
  }
  assert.fail('the join was accepted');
}

test('two people play a whole EvR game; every message is exactly their own seat\'s view, log and legal actions', async () => {
  const s = await server();
  const ann = track(await Player.create(s.url, twoPeople()));
  await ann.until(() => ann.welcome && ann.last, 'the welcome');
  assert.equal(ann.seat, 0);
  assert.match(ann.token, /^[0-9a-f]{32}$/);
  const code = ann.welcome.code;
  assert.match(code, /^[A-Z2-9]{6}$/);
  const bob = track(await Player.join(s.url, code, { name: 'Bob' }));
  await bob.until(() => bob.welcome && bob.last, 'the welcome');
  assert.equal(bob.seat, 1);
  assert.notEqual(bob.token, ann.token);
  const watcher = track(await Player.join(s.url, code, { spectate: true }));
  await watcher.until(() => watcher.welcome && watcher.last);
  assert.equal(watcher.seat, -1);
  assert.equal(watcher.token, null);
  await ann.until(() => ann.last.room.seats.every((x) => x.connected), 'both connected');

  const sent = await playOut([ann, bob], makeRandom(17));
  await watcher.until(() => watcher.last && watcher.last.room.terminal, 'the end for the spectator');
  assert.ok(sent > 3, `a whole game (${sent} actions)`);
  for (const p of [ann, bob, watcher]) {
    assert.ok(p.last.replay, 'the replay is offered to everyone at the end');
    assert.equal(p.last.replay.actions.length, p.last.room.actions);
  }
  const replay = ann.last.replay;
  assert.deepEqual(bob.last.replay, replay);
  const record = readRecord(s.data, code);
  assert.equal(record.finished, true);
  const checked = await checkEveryMessage([ann, bob, watcher], replay);
  assert.ok(checked >= 2 * sent, `every update checked (${checked})`);
  assert.deepEqual(ann.errors, []);
  assert.deepEqual(bob.errors, []);
});

test('malformed, unknown and illegal messages get an error and leave the room unchanged; spectators cannot act', async () => {
  const s = await server();
  const { ann, bob, code } = await annHostsBobJoins(s);
  const watcher = track(await Player.join(s.url, code, { spectate: true }));
  await watcher.until(() => watcher.last);
  const saveBefore = await fileWith(s.data, code, bob.token);
  const actionsBefore = ann.last.room.actions;

  const cases = [
    [ann, 'act', { id: 5 }, 'bad_request'],
    [ann, 'act', { id: '' }, 'bad_request'],
    [ann, 'act', { id: 'x'.repeat(500) }, 'bad_request'],
    [ann, 'act', { id: ann.last.legal[0]?.id ?? 'x', player: 1 }, 'bad_request'],
    [ann, 'act', 'play', 'bad_request'],
    [ann, 'act', [1, 2], 'bad_request'],
    [ann, 'act', null, 'bad_request'],
    [ann, 'act', { id: 'no-such-action' }, 'illegal_action'],
    [ann, 'save', {}, 'unknown_message'],
    [ann, 'replay', {}, 'unknown_message'],
    [watcher, 'act', { id: 'x' }, 'not_a_player'],
  ];
  for (const [who, type, payload, code2] of cases) {
    const n = who.errors.length;
    who.room.send(type, payload);
    await who.until(() => who.errors.length > n, `an error for ${type} ${JSON.stringify(payload)}`);
    const err = who.errors[who.errors.length - 1];
    if (code2 === 'illegal_action') assert.ok(['illegal_action', 'not_your_turn'].includes(err.code), JSON.stringify(err));
    else assert.equal(err.code, code2, `${type} ${JSON.stringify(payload)}: ${JSON.stringify(err)}`);
    assert.equal(typeof err.message, 'string');
  }
  // The seat that is not to act is refused too.
  const idle = [ann, bob].find((p) => !p.last.room.toAct.includes(p.seat));
  if (idle) {
    const other = [ann, bob].find((p) => p !== idle);
    const n = idle.errors.length;
    idle.room.send('act', { id: other.last.legal[0].id });
    await idle.until(() => idle.errors.length > n);
  }
  assert.equal(fs.readFileSync(path.join(s.data, `${code}.json`), 'utf8'), saveBefore, 'the room is unchanged');
  assert.equal(ann.last.room.actions, actionsBefore);
  assert.ok(ann.room.connection.isOpen, 'the connection stays open');
});

test('a flood of messages is rate limited without changing the room', async () => {
  const s = await server();
  const ann = track(await Player.create(s.url, twoPeople()));
  await ann.until(() => ann.welcome && ann.last);
  for (let i = 0; i < 120; i++) ann.room.send('act', { id: 'no-such-action' });
  await ann.until(() => ann.errors.some((e) => e.code === 'rate_limited'), 'rate_limited');
  assert.ok(ann.errors.length < 120, `dropped messages are not all answered (${ann.errors.length})`);
  assert.equal(ann.last.room.actions, 0);
});

test('seat tokens: a foreign or malformed token is refused; a token gives its own seat back; a full room makes spectators', async () => {
  const s = await server();
  const ann = track(await Player.create(s.url, twoPeople()));
  await ann.until(() => ann.welcome && ann.last);
  const code = ann.welcome.code;
  const other = track(await Player.create(s.url, twoPeople()));
  await other.until(() => other.welcome);
  // The other room's token is not a token of this room.
  const e1 = await joinError(Player.join(s.url, code, { token: other.token }));
  assert.match(String(e1.message), /bad_token/);
  const e2 = await joinError(Player.join(s.url, code, { token: 'f'.repeat(32) }));
  assert.match(String(e2.message), /bad_token/);
  const e3 = await joinError(Player.join(s.url, code, { token: 'not a token' }));
  assert.match(String(e3.message), /bad_token/);
  const e4 = await joinError(Player.join(s.url, 'ZZZZZZ'));
  assert.match(String(e4.message), /no room/);

  const bob = track(await Player.join(s.url, code));
  await bob.until(() => bob.welcome && bob.last);
  const third = track(await Player.join(s.url, code));
  await third.until(() => third.welcome && third.last);
  assert.equal(third.seat, -1, 'no free seat: a spectator');
  assert.deepEqual(third.last.legal, []);

  // Bob drops; his token gives him seat 1 back, with the same view.
  const viewBefore = bob.last.view;
  await bob.leave();
  await ann.until(() => ann.last.room.seats[1].connected === false, 'bob shown gone');
  const bob2 = track(await Player.join(s.url, code, { token: bob.token }));
  await bob2.until(() => bob2.welcome && bob2.last);
  assert.equal(bob2.seat, 1);
  assert.equal(bob2.token, bob.token);
  assert.deepEqual(bob2.last.view, viewBefore);
  await ann.until(() => ann.last.room.seats[1].connected === true, 'bob shown back');
  // A second connection with the same token takes the seat over.
  const bob3 = track(await Player.join(s.url, code, { token: bob.token }));
  await bob3.until(() => bob3.welcome);
  await bob2.until(() => bob2.errors.some((e) => e.code === 'seat_taken_over'), 'the old connection told');
  assert.equal(bob3.seat, 1);
});

test('a gone player\'s seat goes to the computer after the timeout, and the player takes it back', async () => {
  const s = await server({ args: ['--seat-timeout', '0.3'] });
  const { ann, bob, code } = await annHostsBobJoins(s);
  const token = bob.token;
  bob.drop();
  await ann.until(() => ann.last.room.seats[1].connected === false, 'bob shown disconnected');
  await ann.until(() => ann.last.room.seats[1].away === true, 'the seat handed to the computer');
  // Ann plays alone; the computer answers for Bob: the game goes on (and ends).
  await playOut([ann], makeRandom(5));
  assert.ok(ann.last.room.terminal);
  const back = track(await Player.join(s.url, code, { token }));
  await back.until(() => back.last);
  assert.equal(back.seat, 1);
  assert.equal(back.last.room.seats[1].away, false, 'the person has the seat again');
  assert.ok(back.last.replay, 'the finished game offers the replay');
});

test('computer seats play on the server; a killed server\'s successor resumes the room from disk at start (joined by code with no look-up) and the game goes on to the end', async () => {
  const data = tempDir();
  const s1 = await server({ data });
  const ann = track(await Player.create(s1.url, { ...EVR_LEARNING, seats: [{ kind: 'human' }, { kind: 'random' }] }));
  await ann.until(() => ann.welcome && ann.last);
  const code = ann.welcome.code;
  const rand = makeRandom(99);
  // A few moves, then the server dies without warning.
  for (let i = 0; i < 3 && !ann.last.room.terminal; i++) {
    await ann.until(() => ann.last.room.terminal || ann.last.legal.length > 0, 'ann to act');
    if (ann.last.room.terminal) break;
    const n = ann.last.room.actions;
    ann.room.send('act', { id: ann.last.legal[Math.floor(rand() * ann.last.legal.length)].id });
    await ann.until(() => ann.last.room.actions > n);
  }
  // A quiet position: only Ann is to act, so the computer cannot move meanwhile.
  await ann.until(() => ann.last.room.terminal || (ann.last.legal.length > 0 && ann.last.room.toAct.join() === '0'), 'ann alone to act');
  const before = ann.last;
  const token = ann.token;
  await s1.kill('SIGKILL');
  await ann.leave();

  // An empty room would close after the seat reservation time (1 s here):
  // a room brought back at start stays open, empty, for its people.
  const s2 = await server({ data, env: { COLYSEUS_SEAT_RESERVATION_TIME: '1' } });
  await new Promise((r) => setTimeout(r, 1500));
  // Brought back at start: joined straight by its code, no look-up first.
  const again = track(await Player.joinDirect(s2.url, code, { token }));
  await again.until(() => again.welcome && again.last);
  assert.equal(again.seat, 0);
  assert.equal(again.last.room.actions, before.room.actions, 'nothing lost');
  assert.deepEqual(again.last.view, before.view);
  assert.deepEqual(again.last.legal, before.legal);
  const res = await (await fetch(`${s2.url}/online/rooms/${code}`)).json();
  assert.deepEqual(res, { ok: true, code, resumed: false }, 'already alive: resumed at start');
  await playOut([again], rand);
  assert.ok(again.last.room.terminal);
  const replay = again.last.replay;
  assert.equal(replay.actions.length, again.last.room.actions);
  assert.ok(replay.actions.some((a) => a.player === 1), 'the computer played');
  await checkEveryMessage([again], replay);
});

test('room options are checked: unknown game, wrong seat count, no person', async () => {
  const s = await server();
  const { Client } = await import('@colyseus/sdk');
  const bad = [
    { game: 'nope', seats: [{ kind: 'human' }, { kind: 'human' }] },
    { game: 'evr', seats: [{ kind: 'human' }] },
    { game: 'evr', seats: [{ kind: 'random' }, { kind: 'random' }] },
    { game: 'evr', seats: [{ kind: 'human' }, { kind: 'god' }] },
    { game: 'evr', options: { variant: 'nope' }, seats: [{ kind: 'human' }, { kind: 'human' }] },
  ];
  for (const o of bad) {
    const e = await joinError(new Client(s.url).create('match', o));
    assert.ok(e, JSON.stringify(o));
  }
  const games = await (await fetch(`${s.url}/online/games`)).json();
  assert.ok(games.games.some((g) => g.id === 'evr'));
});

test('every registered game can be created and played from its first position (game-neutral rooms)', async () => {
  const s = await server();
  const { games } = await (await fetch(`${s.url}/online/games`)).json();
  assert.ok(games.length >= 2, games.map((g) => g.id).join());
  for (const g of games) {
    const seats = Array.from({ length: g.players.min }, (_, i) => (i === 0 ? { kind: 'human' } : { kind: 'random' }));
    const p = track(await Player.create(s.url, { game: g.id, seats }));
    await p.until(() => p.welcome && p.last && (p.last.legal.length > 0 || p.last.room.terminal), `${g.id}: seat 0 to act`);
    assert.equal(p.last.room.game, g.id);
    assert.equal(p.last.view.game ?? g.id, g.id);
    if (!p.last.room.terminal) {
      const n = p.last.room.actions;
      p.room.send('act', { id: p.last.legal[0].id });
      await p.until(() => p.last.room.actions > n, `${g.id}: the action applied`);
    }
    await p.leave();
  }
});

test('a message over the size limit closes that connection only; the room is unchanged and the token gets the seat back', async () => {
  const s = await server();
  const { ann, bob, code } = await annHostsBobJoins(s);
  const before = await fileWith(s.data, code, bob.token);
  bob.room.send('act', { id: 'x'.repeat(8000) });
  await bob.until(() => bob.left !== null, 'the connection closed');
  await ann.until(() => ann.last.room.seats[1].connected === false, 'bob shown disconnected');
  assert.equal(fs.readFileSync(path.join(s.data, `${code}.json`), 'utf8'), before, 'the room is unchanged');
  assert.equal(ann.last.room.actions, 0);
  const back = track(await Player.join(s.url, code, { token: bob.token }));
  await back.until(() => back.last);
  assert.equal(back.seat, 1);
});
