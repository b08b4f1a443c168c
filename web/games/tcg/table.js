// The TCG table, drawn from view(seat) (docs/api.md, "Star Wars Trading Card
// Game"): the opponent's area on top (Force, counts, build zone with
// face-down cards as counters), the turn and the attack in progress (dice,
// hits), the battlefield's three arenas (Space, Ground, Character) with both
// sides' units facing each other and who controls each, then the viewer's
// build zone, hand and discard pile. Every card some legal action names is a
// button (its main action; further ones as small buttons under it).

import { h } from '../../dom.js';
import { term } from '../../glossary.js';
import { faceDownCard, renderCard } from './card.js';
import { GLOSSARY, TERM_NAMES } from './help.js';
import {
  ARENAS, arenaUnits, cardIndex, cardName, controllerOf, PHASE_NAMES, players, plural, seatLabel, sideOf, STEP_NAMES,
  titleCase,
} from './words.js';
import { actionText, cardIdOf, primaryAction, shortActionText } from './actions.js';

// Marks a region for the shell's patch (RENDERER.md, "Keyed regions").
function keyed(el, key, input) {
  if (!el) return el;
  el.dataset.key = key;
  if (input !== undefined) el.dataset.hash = JSON.stringify(input);
  return el;
}

function t(key, label) {
  return term(label || TERM_NAMES[key] || key, GLOSSARY[key] || '');
}

// card id -> the viewer's legal actions that name it (in display order).
function actionsByCard(ctx) {
  const map = new Map();
  for (const a of Array.isArray(ctx.actions) ? ctx.actions : []) {
    const id = cardIdOf(a);
    if (!id) continue;
    if (!map.has(id)) map.set(id, []);
    map.get(id).push(a);
  }
  return map;
}

// Regions keep their listeners while their hash holds; a new uiState (new
// game, load) gets new regions.
function stateId(ctx) {
  if (!(ctx.uiState instanceof Map)) return null;
  if (!ctx.uiState.has('tcg.id')) ctx.uiState.set('tcg.id', Math.random().toString(36).slice(2));
  return ctx.uiState.get('tcg.id');
}

// What each seat did since the viewer's last decision (log texts), and the
// dice rolled meanwhile.
function recentMoves(ctx) {
  const bySeat = new Map();
  const rolls = [];
  // The dice of every roll since the viewer's decision, the viewer's own
  // attack's too (ctx.recent holds only what the others did).
  for (const e of Array.isArray(ctx.sinceDecision) ? ctx.sinceDecision : Array.isArray(ctx.recent) ? ctx.recent : []) {
    if (e && typeof e === 'object' && e.text && e.type === 'roll' && e.data && Array.isArray(e.data.dice) && !e.data.buildPoints) rolls.push({ text: e.text, dice: e.data.dice });
  }
  for (const e of Array.isArray(ctx.recent) ? ctx.recent : []) {
    if (!e || typeof e !== 'object' || !e.text) continue;
    if (typeof e.actor !== 'number' || e.actor < 0) continue;
    if (!bySeat.has(e.actor)) bySeat.set(e.actor, []);
    bySeat.get(e.actor).push(e.text);
  }
  return { bySeat, rolls };
}

export function renderTable(view, ctx) {
  const all = players(view);
  const viewer = ctx.viewer;
  const me = all.find((p) => p.seat === viewer);
  const bySeat = [...all].sort((a, b) => a.seat - b.seat);
  const stable = !me || ctx.stableSeats;
  const top = stable ? bySeat[0] : all.find((p) => p !== me);
  const bottom = stable ? bySeat[1] : me;
  const recent = recentMoves(ctx);
  const env = {
    view, ctx, byCard: actionsByCard(ctx), index: cardIndex(view), recent, sid: stateId(ctx),
    attack: view.attack && typeof view.attack === 'object' ? view.attack : null, top, bottom,
  };
  return h('div', {
    class: ['tcg-table', env.attack ? 'attacking' : ''], testid: 'table',
    dataset: { key: 'table', phase: view.phase, round: view.turn },
  },
  top ? renderPlayer(top, env, 'top') : null,
  renderStatus(env),
  renderBattlefield(env),
  bottom ? renderPlayer(bottom, env, 'bottom') : null);
}

const name = (env, s) => (env.ctx.seatName ? env.ctx.seatName(s) : seatLabel(env.view, s));

// ---- the turn, the attack, the dice ----

function stepText(view) {
  if (view.phase === 'battle' && view.arena) {
    if (view.step === 'bid') return 'bidding for a contested unique';
    return `${view.arena} battle${STEP_NAMES[view.step] ? ` · ${STEP_NAMES[view.step]}` : ''}`;
  }
  return STEP_NAMES[view.step] || '';
}

function dice(list, label) {
  return h('span', { class: 'tc-dice', role: 'group', 'aria-label': label },
    list.map((d) => {
      const value = typeof d === 'number' ? d : d && d.value;
      const hit = typeof d === 'object' && d ? !!d.hit : value >= 4;
      return h('span', { class: ['die', hit ? 'hit' : 'miss'], testid: 'die', title: hit ? 'hit (4–6)' : 'miss (1–3)' },
        h('span', { 'aria-hidden': 'true' }, String(value)),
        h('span', { class: 'visually-hidden' }, `${value} ${hit ? 'hit' : 'miss'}`));
    }));
}

function renderStatus(env) {
  const { view } = env;
  const toAct = Array.isArray(view.toAct) ? view.toAct : [];
  const who = toAct.map((s) => name(env, s));
  const phase = view.phase === 'setup' ? 'Setup' : `Turn ${view.turn ?? '–'}`;
  const step = stepText(view);
  const showRoll = typeof view.buildRoll === 'number' && view.buildRoll > 0 && ['command', 'battle'].includes(view.phase);
  const turn = keyed(h('div', { class: 'tcg-turn', testid: 'turn' },
    h('span', { class: 'turn-no' }, phase),
    view.phase !== 'setup' ? h('span', { class: 'phase-chip', testid: 'phase' }, PHASE_NAMES[view.phase] || titleCase(view.phase || '')) : null,
    step ? h('span', { class: 'step-chip', testid: 'step' }, step) : null,
    who.length && !view.over ? h('span', { class: 'to-act-line', testid: 'to-act' }, 'To act: ', h('strong', null, who.join(', '))) : null,
    showRoll ? h('span', { class: 'build-roll', testid: 'build-roll' }, t('buildRoll', 'Build roll'), `: ${view.buildRoll}`) : null),
  'turn', [phase, view.phase, step, who, showRoll ? view.buildRoll : 0]);
  const items = [turn];
  if (view.bid && typeof view.bid === 'object') items.push(renderBid(env));
  if (env.attack) items.push(renderAttack(env));
  else if (env.recent.rolls.length) {
    const last = env.recent.rolls.slice(-3);
    items.push(keyed(h('div', { class: 'tcg-rolls', testid: 'last-rolls' },
      h('h3', { class: 'zone-label' }, 'Dice rolled just now'),
      h('ul', null, last.map((r) => h('li', null, dice(r.dice, r.text), ' ', h('span', { class: 'roll-text' }, r.text))))),
    'rolls', last));
  }
  return h('section', { class: 'tcg-status', 'aria-label': 'The turn and the attack', dataset: { key: 'status' } }, items);
}

function renderBid(env) {
  const { view } = env;
  const b = view.bid;
  const unit = env.index.get(b.dark) || env.index.get(b.light);
  const dark = players(view).find((p) => p.side === 'dark');
  const light = players(view).find((p) => p.side === 'light');
  return keyed(h('div', { class: 'tcg-bid', testid: 'bid' },
    h('h3', null, t('bid', 'Bidding'), ': ', unit ? cardName(unit) : 'a contested unique'),
    h('p', null, h('span', { class: 'side-dark' }, `${dark ? name(env, dark.seat) : 'Dark Side'} bids ${b.darkBid ?? 0}`), ' · ',
      h('span', { class: 'side-light' }, `${light ? name(env, light.seat) : 'Light Side'} bids ${b.lightBid ?? 0}`))),
  'bid', [b, unit ? cardName(unit) : null, dark && name(env, dark.seat), light && name(env, light.seat)]);
}

function renderAttack(env) {
  const { view, attack } = env;
  const atk = env.index.get(attack.attacker) || null;
  const def = attack.defender ? env.index.get(attack.defender) || null : null;
  const owner = (c) => (c && typeof c.id === 'string' ? players(view).find((p) => ARENAS.some((a) => arenaUnits(p, a).some((u) => u.id === c.id))) : null);
  const ao = owner(atk);
  const mode = attack.mode === 'bombard' ? ' (Bombard)' : attack.mode === 'ionCannon' ? ' (Ion Cannon)' : '';
  const rolled = !!attack.rolled && Array.isArray(attack.dice);
  const hits = rolled ? attack.dice.filter((d) => d && d.hit).length : 0;
  return keyed(h('div', { class: 'tcg-attack', testid: 'attack' },
    h('h3', null, t('attack', 'Attack'), atk && atk.type ? ` in the ${atk.type} arena` : ''),
    h('p', { class: 'atk-line' },
      h('span', { class: 'atk-name', testid: 'attacker' }, `${atk ? cardName(atk) : attack.attacker}${ao ? ` (${name(env, ao.seat)})` : ''}`),
      def ? [' attacks ', h('span', { class: 'def-name', testid: 'defender' }, `${cardName(def)}${mode}`)] : ' chooses a target'),
    rolled
      ? h('p', { class: 'atk-dice' }, dice(attack.dice, `${attack.dice.length} dice rolled`),
        h('span', { class: 'atk-result', testid: 'hits' }, ` ${plural(hits, 'hit')}${typeof attack.damage === 'number' && attack.damage !== hits ? `, ${attack.damage} damage` : ''}`))
      : def ? h('p', { class: 'atk-dice' }, `Dice: ${atk && typeof atk.power === 'number' ? `${atk.power} (its power)` : 'its power'}, not rolled yet`) : null),
  'attack', [attack, atk ? cardName(atk) : null, def ? cardName(def) : null, ao && name(env, ao.seat)]);
}

// ---- the three arenas ----

function cardOpts(env, c, extra = {}) {
  const actions = env.byCard.get(c.id) || [];
  const role = env.attack ? (env.attack.attacker === c.id ? 'attacker' : env.attack.defender === c.id ? 'defender' : null) : null;
  return {
    actions,
    primary: primaryAction(actions, c),
    onAction: env.ctx.onAction,
    actionLabel: (a, short) => (short ? shortActionText(a) : actionText(a, env.view, env.index).label),
    role,
    ...extra,
  };
}

function cardsInput(env, cards) {
  const ids = [];
  for (const c of cards) {
    const a = c && env.byCard.get(c.id);
    if (a) ids.push([c.id, a.map((x) => x.id)]);
  }
  return [cards, ids, env.attack ? [env.attack.attacker, env.attack.defender] : null, env.sid];
}

function unitRow(env, p, arena) {
  const units = arenaUnits(p, arena);
  const label = `${name(env, p.seat)}: ${plural(units.length, 'unit')}`;
  return keyed(h('div', { class: ['arena-side', `side-${p.side || sideOf(env.view, p.seat)}`], testid: `arena-${arena}-${p.seat}` },
    h('h4', { class: 'arena-side-label' }, label),
    h('div', { class: 'tc-row', role: 'group', 'aria-label': `${name(env, p.seat)} in the ${arena} arena` },
      units.length ? units.map((u) => renderCard(u, cardOpts(env, u))) : h('p', { class: 'empty-zone' }, 'No units'))),
  `side-${p.seat}`, [label, cardsInput(env, units)]);
}

function renderArena(env, arena) {
  const { view } = env;
  const ctl = controllerOf(view, arena);
  const now = view.phase === 'battle' && view.arena === arena;
  const rows = [env.top, env.bottom].filter(Boolean);
  const ctlText = ctl === null ? 'Nobody controls it' : `${name(env, ctl)} controls it`;
  const head = keyed(h('header', { class: 'arena-head' },
    h('h3', null, t(arena.toLowerCase(), `${arena} arena`)),
    h('span', { class: ['control', ctl === null ? 'none' : `side-${sideOf(view, ctl)}`], testid: `control-${arena}` }, ctlText),
    now ? h('span', { class: 'battle-now', testid: 'battle-now' }, 'Battle now') : null),
  'head', [arena, ctlText, ctl === null ? '' : sideOf(view, ctl), now]);
  return h('section', {
    class: ['tcg-arena', `arena-${arena.toLowerCase()}`, now ? 'now' : ''], testid: `arena-${arena}`,
    'aria-label': `${arena} arena`, dataset: { key: `arena-${arena}` },
  }, head, rows.map((p) => unitRow(env, p, arena)));
}

function renderBattlefield(env) {
  return h('div', { class: 'tcg-battlefield', dataset: { key: 'battlefield' } }, ARENAS.map((a) => renderArena(env, a)));
}

// ---- a player's area ----

function stat(label, value, cls, testid) {
  return h('div', { class: ['tcg-stat', cls] }, h('dt', null, label), h('dd', { testid }, value));
}

function zoneRow(env, key, label, cards, { testid, empty, secret = false, note = null, render = null, ariaLabel = null } = {}) {
  const body = cards.length
    ? cards.map((c, i) => (render ? render(c, i) : renderCard(c, cardOpts(env, c))))
    : [h('p', { class: 'empty-zone' }, empty || 'None')];
  return keyed(h('div', { class: ['tcg-zone', `zone-${key}`], testid },
    h('h3', { class: 'zone-label' }, label, note ? h('span', { class: 'zone-note' }, ` ${note}`) : null),
    h('div', { class: ['tc-row', secret ? 'secret' : ''], role: 'group', 'aria-label': ariaLabel || (typeof label === 'string' ? label : key), tabindex: secret ? 0 : null }, body)),
  key, [typeof label === 'string' ? label : key, ariaLabel, cardsInput(env, cards), secret, note, empty]);
}

function renderBuildZone(env, p, isViewer) {
  const build = Array.isArray(p.build) ? p.build : [];
  let hiddenNo = 0;
  const faceDown = build.filter((b) => b && b.faceDown && !b.id).length;
  const note = faceDown && !isViewer ? `(${plural(faceDown, 'face-down card')}: only the counters show)` : isViewer && build.some((b) => b && b.faceDown) ? '(face down: only you see them)' : null;
  return zoneRow(env, 'build', t('build', 'Build zone'), build, {
    testid: `build-${p.seat}`,
    ariaLabel: `${name(env, p.seat)}: build zone`,
    empty: 'Empty',
    note,
    secret: isViewer && !!env.ctx.hotseat && build.some((b) => b && b.faceDown),
    render: (b) => (b && b.id ? renderCard(b, cardOpts(env, b)) : faceDownCard(b || {}, ++hiddenNo)),
  });
}

function renderPlayer(p, env, where) {
  const { view, ctx } = env;
  const isViewer = p.seat === ctx.viewer;
  const side = p.side || sideOf(view, p.seat);
  const headingId = `tcg-player-${p.seat}-h`;
  const toAct = Array.isArray(view.toAct) && view.toAct.includes(p.seat);
  const who = name(env, p.seat);
  const discard = Array.isArray(p.discard) ? p.discard : [];
  const setup = view.phase === 'setup';
  const header = keyed(h('header', { class: 'tcg-head' },
    h('h2', { id: headingId },
      h('span', { class: 'side-mark', 'aria-hidden': 'true' }, side === 'dark' ? '◆' : '✦'),
      who,
      toAct ? h('span', { class: 'to-act' }, 'to act') : null),
    h('dl', { class: 'tcg-stats' },
      stat(t('force', 'Force'), p.force ?? 0, 'force', `force-${p.seat}`),
      setup ? stat(t('setup', 'Setup total'), `${p.setupTotal ?? 0} / 30`, 'setup', `setup-total-${p.seat}`)
        : stat(t('buildPoints', 'Build points'), p.buildPoints ?? 0, 'bp', `build-points-${p.seat}`),
      stat('Hand', p.handCount ?? 0, 'hand', `hand-count-${p.seat}`),
      stat('Deck', p.deckCount ?? 0, 'deck', `deck-count-${p.seat}`),
      stat('Discard', discard.length, 'discard', `discard-count-${p.seat}`),
      stat(t('control', 'Arenas held'), `${p.controls ?? 0} / 3`, 'arenas', `controls-${p.seat}`))),
  'head', [headingId, who, toAct, p.force, p.setupTotal, p.buildPoints, p.handCount, p.deckCount, discard.length, p.controls, side, setup]);

  const parts = [header];
  const moves = !isViewer && env.recent.bySeat.has(p.seat) ? env.recent.bySeat.get(p.seat).slice(-4) : [];
  if (moves.length) {
    parts.push(keyed(h('p', { class: 'last-move', testid: 'last-move' }, h('span', { class: 'zone-label' }, 'Just now'), ' ', moves.join(' ')), 'moves', moves));
  }
  parts.push(renderBuildZone(env, p, isViewer));
  if (Array.isArray(p.hand)) {
    parts.push(zoneRow(env, 'hand', 'Your hand', p.hand, { testid: 'hand', empty: 'No cards in hand', secret: !!ctx.hotseat }));
  }
  parts.push(renderDiscard(env, p, discard));
  return h('section', {
    class: ['tcg-player', where, `side-${side}`, isViewer ? 'viewer' : '', toAct ? 'active' : ''],
    'aria-labelledby': headingId,
    testid: isViewer ? 'me' : 'opponent',
    dataset: { seat: p.seat, key: `player-${p.seat}` },
  }, parts);
}

function openZones(ctx) {
  if (!(ctx.uiState instanceof Map)) return null;
  if (!ctx.uiState.has('tcg.openZones')) ctx.uiState.set('tcg.openZones', new Set());
  return ctx.uiState.get('tcg.openZones');
}

function renderDiscard(env, p, discard) {
  const zones = openZones(env.ctx);
  const key = `tcg-discard-${p.seat}`;
  const open = !!(zones && zones.has(key));
  const details = h('details', { class: 'zone tcg-discard', testid: 'discard-zone' },
    h('summary', null, `Discard pile (${discard.length})`),
    discard.length
      ? h('div', { class: 'tc-row compact-row' }, discard.slice().reverse().map((c) => renderCard(c, cardOpts(env, c, { mode: 'compact' }))))
      : h('p', { class: 'empty-zone' }, 'Empty'));
  details.open = open;
  details.addEventListener('toggle', () => {
    if (!zones) return;
    if (details.open) zones.add(key);
    else zones.delete(key);
  });
  return keyed(h('div', { class: 'tcg-piles' }, details), 'piles', [cardsInput(env, discard), open, env.sid]);
}

