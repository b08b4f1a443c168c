// The LCG table, drawn from view(seat) (docs/api.md): the opponent on top,
// the Force (turn, dial, Balance, engagement, edge stacks) in the middle,
// the viewer at the bottom with the hand. Every card some legal action names
// is a button (its first action; further ones as small buttons under it).

import { h } from '../../dom.js';
import { term } from '../../glossary.js';
import { renderCard } from './card.js';
import { GLOSSARY, TERM_NAMES } from './help.js';
import {
  affiliationName, cap, cardIndex, PHASE_NAMES, playerOf, players, plural, seatLabel, sideName, sideOf, struggleTotal, titleCase,
} from './words.js';
import { actionText, shortActionText } from './actions.js';

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
    const id = a && typeof a.card === 'string' ? a.card : a && a.card && typeof a.card === 'object' ? a.card.id : null;
    if (!id) continue;
    if (!map.has(id)) map.set(id, []);
    map.get(id).push(a);
  }
  return map;
}

// A region keeps its listeners while its hash holds; listeners call
// ctx.onAction, which is the shell's for the whole game: a new uiState
// (new game, load) gets new regions.
function stateId(ctx) {
  if (!(ctx.uiState instanceof Map)) return null;
  if (!ctx.uiState.has('lcg.id')) ctx.uiState.set('lcg.id', Math.random().toString(36).slice(2));
  return ctx.uiState.get('lcg.id');
}

function recentBySeat(ctx) {
  const bySeat = new Map();
  for (const e of Array.isArray(ctx.recent) ? ctx.recent : []) {
    if (!e || typeof e !== 'object' || typeof e.actor !== 'number' || e.actor < 0 || !e.text) continue;
    if (e.type === 'phase') continue;
    if (!bySeat.has(e.actor)) bySeat.set(e.actor, []);
    bySeat.get(e.actor).push(e.text);
  }
  return bySeat;
}

export function renderTable(view, ctx) {
  const all = players(view);
  const viewer = ctx.viewer;
  const me = all.find((p) => p.seat === viewer);
  const bySeat = [...all].sort((a, b) => a.seat - b.seat);
  const stable = !me || ctx.stableSeats;
  const top = stable ? bySeat.slice(0, 1) : all.filter((p) => p !== me);
  const bottom = stable ? bySeat.slice(1) : [me];
  const env = {
    view, ctx, byCard: actionsByCard(ctx), index: cardIndex(view), recent: recentBySeat(ctx), sid: stateId(ctx),
    engaged: view.engagement && typeof view.engagement === 'object' ? view.engagement : null,
  };
  return h('div', {
    class: ['lcg-table', env.engaged ? 'engaging' : ''], testid: 'table',
    dataset: { key: 'table', phase: view.phase, round: view.turn },
  },
  top.map((p) => renderPlayer(p, env, 'top')),
  renderCenter(env),
  bottom.map((p) => renderPlayer(p, env, 'bottom')));
}

// ---- the middle: turn, dial, Balance, struggle, engagement ----

function renderCenter(env) {
  const { view, ctx } = env;
  const active = typeof view.active === 'number' && view.active >= 0 ? view.active : null;
  const who = active !== null ? (ctx.seatName ? ctx.seatName(active) : seatLabel(view, active)) : null;
  const turn = keyed(h('div', { class: 'lcg-turn' },
    h('span', { class: 'turn-no' }, view.phase === 'setup' ? 'Setup' : `Turn ${view.turn ?? '–'}`),
    who && view.phase !== 'setup' ? h('span', { class: ['turn-side', `side-${sideOf(view, active)}`] }, who) : null,
    h('span', { class: 'phase-chip', testid: 'phase' }, PHASE_NAMES[view.phase] || titleCase(view.phase || ''))),
  'turn', [view.turn, view.phase, who]);

  const dial = Math.max(0, Math.min(12, Number(view.dial) || 0));
  const dialEl = keyed(h('div', { class: 'lcg-dial', testid: 'dial' },
    h('span', { class: 'dial-label' }, t('dial')),
    h('span', { class: 'dial-track', 'aria-hidden': 'true' },
      Array.from({ length: 12 }, (_, i) => h('span', { class: ['dial-step', i < dial ? 'on' : ''] }))),
    h('strong', { class: 'dial-value', testid: 'dial-value' }, `${dial}`, h('span', { class: 'dial-of' }, ' / 12'))),
  'dial', [dial]);

  const bal = view.balance === 'dark' || view.balance === 'light' ? view.balance : null;
  const balance = keyed(h('div', { class: ['lcg-balance', bal ? `side-${bal}` : ''], testid: 'balance' },
    h('span', { class: 'bal-token', 'aria-hidden': 'true' }, bal === 'dark' ? 'D' : 'L'),
    h('span', null, t('balance'), ': ', h('strong', null, sideName(bal)))),
  'balance', [bal]);

  const items = [turn, dialEl, balance];
  const anyCommitted = players(view).some((p) => (p.units || []).some((u) => u.forceCommitted));
  if (anyCommitted) {
    const d = struggleTotal(view, 'dark');
    const l = struggleTotal(view, 'light');
    items.push(keyed(h('div', { class: 'lcg-struggle', testid: 'struggle' },
      t('force', 'Force struggle'), ': ', h('span', { class: 'side-dark' }, `Dark ${d}`), ' · ', h('span', { class: 'side-light' }, `Light ${l}`)),
    'struggle', [d, l]));
  }
  if (env.engaged) items.push(renderEngagement(env));
  return h('section', { class: 'lcg-center', 'aria-label': 'The Force and the turn', dataset: { key: 'center' } }, items);
}

function renderEngagement(env) {
  const { view, ctx, engaged } = env;
  const obj = env.index.get(engaged.objective);
  const name = (s) => (ctx.seatName ? ctx.seatName(s) : seatLabel(view, s));
  const atk = engaged.attacker;
  const def = engaged.defender;
  const names = (role) => players(view).flatMap((p) => (p.units || []).filter((u) => u.role === role).map((u) => u.name));
  const count = (role) => names(role).length;
  const who = (role) => (count(role) ? `: ${names(role).join(', ')}` : ' (no units)');
  const edge = [atk, def].filter((s) => typeof s === 'number' && s >= 0).map((s) => {
    const p = playerOf(view, s);
    if (!p) return null;
    const own = Array.isArray(p.edge) ? p.edge : null;
    const n = typeof p.edgeCount === 'number' ? p.edgeCount : own ? own.length : 0;
    if (!n) return null;
    return h('div', { class: ['edge-stack', `side-${p.side}`], testid: `edge-${s}` },
      h('span', { class: 'zone-label' }, `${name(s)}: edge stack`),
      ` ${plural(n, 'card')}`, own && own.length ? ' (yours: ' : n ? ' face down' : '',
      own && own.length ? own.map((c) => `${c.name} ◆${c.force || 0}`).join(', ') : '', own && own.length ? ')' : '');
  });
  const input = [engaged, obj ? obj.name : null, name(atk), name(def), names('attacker'), names('defender'),
    [atk, def].map((s) => { const p = playerOf(view, s); return p ? [p.edgeCount, p.edge] : null; })];
  return keyed(h('div', { class: 'lcg-engagement', testid: 'engagement' },
    h('h3', null, t('engagement'), ': ', obj ? obj.name : titleCase(engaged.objective || '')),
    h('p', { class: 'eng-sides' },
      h('span', { class: 'eng-atk', testid: 'attackers' }, `${name(atk)} attacks${who('attacker')}`), ' · ',
      h('span', { class: 'eng-def', testid: 'defenders' }, `${name(def)} defends${who('defender')}`)),
    typeof engaged.edgeWinner === 'number' && engaged.edgeWinner >= 0
      ? h('p', { class: 'eng-edge', testid: 'edge-winner' }, t('edge'), ': won by ', h('strong', null, name(engaged.edgeWinner))) : null,
    edge), 'engagement', input);
}

// ---- a player's area ----

function cardOpts(env, c, extra = {}) {
  const actions = env.byCard.get(c.id) || [];
  return {
    actions, onAction: env.ctx.onAction, actionLabel: (a, short) => (short ? shortActionText(a) : actionText(a, env.view, env.index).label), ...extra,
  };
}

function cardsInput(env, cards) {
  const ids = [];
  const walk = (c) => {
    if (!c) return;
    const a = env.byCard.get(c.id);
    if (a) ids.push([c.id, a.map((x) => x.id)]);
    for (const x of c.attachments || []) walk(x);
  };
  cards.forEach(walk);
  return [cards, ids, env.engaged ? env.engaged.objective : null, env.sid];
}

// A unit or objective with its attached enhancements under it.
function withAttachments(env, c, mode) {
  const slot = renderCard(c, env.view, cardOpts(env, c, {
    mode, inPlay: true, engagedObjective: !!(env.engaged && env.engaged.objective === c.id),
  }));
  const att = Array.isArray(c.attachments) ? c.attachments : [];
  if (!att.length) return slot;
  return h('div', { class: 'lc-stack' }, slot,
    h('div', { class: 'lc-attachments', role: 'group', 'aria-label': `Attached to ${c.name}` },
      att.map((a) => renderCard(a, env.view, cardOpts(env, a, { mode: 'mini', inPlay: true, hostName: c.name })))));
}

function zoneRow(env, key, label, cards, { mode = 'full', testid, empty, secret = false, note = null } = {}) {
  const body = cards.length
    ? cards.map((c) => withAttachments(env, c, mode))
    : [h('p', { class: 'empty-zone' }, empty || 'None')];
  return keyed(h('div', { class: ['lcg-zone', `zone-${key}`], testid },
    h('h3', { class: 'zone-label' }, label, note ? h('span', { class: 'zone-note' }, ` ${note}`) : null),
    h('div', { class: ['lc-row', secret ? 'secret' : ''], role: 'group', 'aria-label': typeof label === 'string' ? label : key, tabindex: secret ? 0 : null }, body)),
  key, [label, cardsInput(env, cards), mode, secret, note, empty]);
}

function stat(label, value, cls, testid) {
  return h('div', { class: ['lcg-stat', cls] }, h('dt', null, label), h('dd', { testid }, value));
}

function renderPlayer(p, env, where) {
  const { view, ctx } = env;
  const isViewer = p.seat === ctx.viewer;
  const side = p.side || sideOf(view, p.seat);
  const headingId = `lcg-player-${p.seat}-h`;
  // view.toAct when the engine gives it; else: the viewer has options.
  const toAct = Array.isArray(view.toAct) ? view.toAct.includes(p.seat) : isViewer && Array.isArray(ctx.actions) && ctx.actions.length > 0;
  const role = typeof ctx.roleOf === 'function' ? ctx.roleOf(p.seat) : '';
  const name = ctx.seatName ? ctx.seatName(p.seat) : seatLabel(view, p.seat);
  const area = `player-${p.seat}`;
  const victory = Array.isArray(p.victory) ? p.victory : [];
  const discard = Array.isArray(p.discard) ? p.discard : [];

  const header = keyed(h('header', { class: 'lcg-head' },
    h('h2', { id: headingId },
      h('span', { class: 'side-mark', 'aria-hidden': 'true' }, side === 'dark' ? '◆' : '✦'),
      name,
      p.affiliation ? h('span', { class: 'affil' }, affiliationName(p.affiliation)) : null,
      role ? h('span', { class: 'role' }, cap(role)) : null,
      toAct ? h('span', { class: 'to-act' }, 'to act') : null),
    h('dl', { class: 'lcg-stats' },
      stat('Hand', p.handCount ?? 0, 'hand', `hand-count-${p.seat}`),
      stat('Deck', p.deckCount ?? 0, 'deck', `deck-count-${p.seat}`),
      stat('Objective deck', p.objectiveDeckCount ?? 0, 'objdeck', `objdeck-count-${p.seat}`),
      stat('Discard', discard.length, 'discard', `discard-count-${p.seat}`),
      stat(t('reserve'), p.reserve ?? 0, 'reserve'),
      stat(t('resources', 'Ready resources'), p.resources ?? 0, 'res'),
      stat(t('force', 'Force left'), `${p.forceAvailable ?? 0} / 3`, 'force'),
      stat(t('victory', 'Destroyed'), `${victory.length} / 3`, 'vp', `victory-${p.seat}`))),
  'head', [headingId, name, p.affiliation, role, toAct, p.handCount, p.deckCount, p.objectiveDeckCount, discard.length, p.reserve,
    p.resources, p.forceAvailable, victory.length, side]);

  const parts = [header];
  const moves = !isViewer && env.recent.has(p.seat) ? env.recent.get(p.seat).slice(-4) : [];
  if (moves.length) {
    parts.push(keyed(h('p', { class: 'last-move', testid: 'last-move' }, h('span', { class: 'zone-label' }, 'Just now'), ' ', moves.join(' ')), 'moves', moves));
  }
  const toReveal = Array.isArray(p.objectivesToReveal) ? p.objectivesToReveal : null;
  if (toReveal && toReveal.length) {
    parts.push(zoneRow(env, 'setup-objectives', 'Your objectives (not revealed yet)', toReveal, { testid: 'to-reveal', secret: !!ctx.hotseat }));
  } else if (!toReveal && p.objectivesToRevealCount > 0) {
    parts.push(keyed(h('p', { class: 'lcg-note' }, `${plural(p.objectivesToRevealCount, 'objective')} face down, not revealed yet`), 'setup-objectives', [p.objectivesToRevealCount]));
  }
  parts.push(zoneRow(env, 'objectives', t('objective', 'Objectives'), p.objectives || [], { testid: `objectives-${p.seat}`, empty: 'No objective in play' }));
  parts.push(zoneRow(env, 'units', 'Units', p.units || [], { testid: `units-${p.seat}`, empty: 'No units in play' }));
  const support = [p.affiliationCard, ...(p.enhancements || [])].filter((c) => c && typeof c === 'object');
  parts.push(zoneRow(env, 'support', 'Affiliation and enhancements', support, { testid: `support-${p.seat}`, empty: 'Nothing' }));
  const own = Array.isArray(p.edge) ? p.edge : null;
  if ((own && own.length) || p.edgeCount > 0) {
    parts.push(own
      ? zoneRow(env, 'edge', t('edge', 'Edge stack'), own, { testid: `edge-stack-${p.seat}`,
        note: isViewer ? '(face down to the opponent until revealed)' : '(revealed)', secret: isViewer && !!ctx.hotseat })
      : keyed(h('p', { class: 'lcg-note', testid: `edge-stack-${p.seat}` }, `Edge stack: ${plural(p.edgeCount, 'card')} face down`), 'edge', [p.edgeCount]));
  }
  if (Array.isArray(p.hand)) {
    parts.push(zoneRow(env, 'hand', 'Your hand', p.hand, { testid: 'hand', empty: 'No cards in hand', secret: !!ctx.hotseat }));
  }
  // Cards only this viewer may look at now (Interrogation: the opponent's hand).
  const peek = isViewer && view.peek && Array.isArray(view.peek.cards) ? view.peek : null;
  if (peek && peek.cards.length) {
    parts.push(zoneRow(env, 'peek', peek.what || 'You are looking at', peek.cards, { testid: 'peek', secret: !!ctx.hotseat }));
  }
  parts.push(renderPiles(env, p, victory, discard));
  return h('section', {
    class: ['lcg-player', where, `side-${side}`, isViewer ? 'viewer' : '', toAct ? 'active' : ''],
    'aria-labelledby': headingId,
    testid: isViewer ? 'me' : 'opponent',
    dataset: { seat: p.seat, key: area },
  }, parts);
}

function openZones(ctx) {
  if (ctx.openZones instanceof Set) return ctx.openZones;
  if (!(ctx.uiState instanceof Map)) return null;
  if (!ctx.uiState.has('lcg.openZones')) ctx.uiState.set('lcg.openZones', new Set());
  return ctx.uiState.get('lcg.openZones');
}

function renderPiles(env, p, victory, discard) {
  const { ctx } = env;
  const zones = openZones(ctx);
  const key = `lcg-discard-${p.seat}`;
  const open = !!(zones && zones.has(key));
  const details = h('details', { class: 'zone lcg-discard', testid: 'discard-zone' },
    h('summary', null, `Discard pile (${discard.length})`),
    discard.length
      ? h('div', { class: 'lc-row compact-row' }, discard.slice().reverse().map((c) => renderCard(c, env.view, cardOpts(env, c, { mode: 'compact' }))))
      : h('p', { class: 'empty-zone' }, 'Empty'));
  details.open = open;
  details.addEventListener('toggle', () => {
    if (!zones) return;
    if (details.open) zones.add(key);
    else zones.delete(key);
  });
  return keyed(h('div', { class: 'lcg-piles' },
    h('div', { class: 'victory', testid: `victory-pile-${p.seat}` },
      h('span', { class: 'zone-label' }, t('victory', 'Victory pile')),
      victory.length ? victory.map((c) => h('span', { class: 'won-chip' }, c.name)) : h('span', { class: 'empty-zone' }, 'empty')),
    details), 'piles', [victory.map((c) => c.id), cardsInput(env, discard), open, env.sid]);
}
