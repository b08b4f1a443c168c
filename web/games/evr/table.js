// The Empire vs Rebellion table, drawn from view(seat) (docs/api.md): the
// opponent(s) on top, the event and the round in the middle, the viewer at
// the bottom. Any number of seats in the view; no seat number is assumed.

import { h } from '../../dom.js';
import { term } from '../../glossary.js';
import { renderCard, recentTag } from './card.js';
import { GLOSSARY, TERM_NAMES } from './help.js';
import { explainStruggle } from './result.js';
import { cap, eventName, factionName, isLearning, PHASE_NAMES, players, plural, seatLabel, strategyCard, strategyName, titleCase } from './words.js';

// Marks a region for the shell's patch (RENDERER.md, "Keyed regions"): `key`
// names it among its siblings, `input` is everything its DOM (and its
// listeners) is drawn from; while that input is the same, the shell keeps the
// old element. A container without input is patched child by child.
function keyed(el, key, input) {
  if (!el) return el;
  el.dataset.key = key;
  if (input !== undefined) el.dataset.hash = JSON.stringify(input);
  return el;
}

// keyed() with a memory: a region whose input is the same as the one on
// screen is not built again: a bare element with its key and hash stands in
// for it, and the shell's patch keeps the element on screen. Only for regions
// inside containers without input (those are always patched, never replaced
// whole), and only while the element drawn last is still on the page.
function region(ctx, path, input, build) {
  const hash = JSON.stringify(input);
  const key = path.slice(path.lastIndexOf('/') + 1);
  const cache = ctx.uiState instanceof Map ? regionCache(ctx.uiState) : null;
  const last = cache ? cache.get(path) : null;
  if (last && last.hash === hash && last.el.isConnected && last.el.dataset.hash === hash) {
    return h(last.el.tagName.toLowerCase(), { dataset: { key, hash } });
  }
  const el = build();
  el.dataset.key = key;
  el.dataset.hash = hash;
  if (cache) cache.set(path, { hash, el });
  return el;
}

function regionCache(ui) {
  if (!ui.has('evr.regions')) ui.set('evr.regions', new Map());
  return ui.get('evr.regions');
}

// A strategy card's name that explains itself (its text from the view's
// strategyCards: hover, focus or tap), anywhere on the table.
function strat(view, id) {
  const card = strategyCard(view, id);
  return card && card.text ? term(card.name, card.text) : strategyName(id, view);
}

// A dotted glossary word.
function t(key, label) {
  return term(label || TERM_NAMES[key] || key, GLOSSARY[key] || '');
}

// Log entries since the viewer's last look, grouped: card id -> tag, seat -> texts.
function recentMap(ctx) {
  const cards = new Map();
  const bySeat = new Map();
  const discarded = new Set();
  for (const e of Array.isArray(ctx.recent) ? ctx.recent : []) {
    if (!e || typeof e !== 'object') continue;
    const card = e.data && typeof e.data.card === 'string' ? e.data.card : null;
    const tag = recentTag(e.type);
    if (card && tag) cards.set(card, tag);
    if (card && e.type === 'discard') discarded.add(card);
    if (typeof e.actor === 'number' && e.actor >= 0 && e.text) {
      if (!bySeat.has(e.actor)) bySeat.set(e.actor, []);
      bySeat.get(e.actor).push(e.text);
    }
  }
  return { cards, bySeat, discarded };
}

export function renderTable(view, ctx) {
  const all = players(view);
  const viewer = ctx.viewer;
  const me = all.find((p) => p.seat === viewer);
  const others = all.filter((p) => p !== me);
  // Others on top, the viewer at the bottom. Spectator, or hot-seat with
  // stable places: seat order, the first seat on top.
  const bySeat = [...all].sort((a, b) => a.seat - b.seat);
  const stable = !me || ctx.stableSeats;
  const top = stable ? bySeat.slice(0, 1) : others;
  const bottom = stable ? bySeat.slice(1) : [me];
  const recent = recentMap(ctx);
  // Keyed regions (RENDERER.md): the shell keeps a region whose hash did not change.
  return h('div', { class: ['evr-table', isLearning(view) ? 'learning' : ''], testid: 'table', dataset: { key: 'table', phase: view.phase, round: view.round } },
    top.map((p) => renderPlayer(p, view, ctx, 'top', recent)),
    renderCenter(view, ctx),
    bottom.map((p) => renderPlayer(p, view, ctx, 'bottom', recent)));
}

function renderCenter(view, ctx) {
  const ev = view.event;
  const learning = isLearning(view);
  const eventCol = region(ctx, 'center/event', [ev, view.eventDeck, learning], () => h('div', { class: 'center-col event-col' },
    ev ? renderEvent(ev, learning) : h('div', { class: 'event-card empty' }, 'No event revealed yet'),
    !learning && view.eventDeck && typeof view.eventDeck.count === 'number'
      ? h('div', { class: 'event-deck' }, h('span', { class: 'card-back mini', 'aria-hidden': 'true' }), `${plural(view.eventDeck.count, 'event')} left in the event deck`)
      : null));

  const info = [];
  info.push(region(ctx, 'center/info/round', [learning, view.round, view.phase], () => h('div', { class: 'round-info' },
    learning ? h('span', { class: 'round-no' }, 'Learning game') : h('span', { class: 'round-no' }, `Round ${view.round ?? '–'}`),
    h('span', { class: 'phase-chip', testid: 'phase' }, PHASE_NAMES[view.phase] || titleCase(view.phase || '')))));
  if (view.balance) {
    info.push(region(ctx, 'center/info/balance', [view.balance], () => h('div', { class: ['balance', view.balance], testid: 'balance' },
      h('span', { class: 'token', 'aria-hidden': 'true' }, view.balance === 'rebel' ? 'R' : 'E'),
      h('span', null, t('balance', 'Balance'), ': ', h('strong', null, factionName(view.balance))))));
  }
  if (view.phase === 'struggle' && typeof view.turn === 'number') {
    const who = ctx.seatName ? ctx.seatName(view.turn) : seatLabel(view, view.turn);
    info.push(region(ctx, 'center/info/turn', [who, factionOf(view, view.turn), view.passes], () => h('div', { class: 'turn-info', testid: 'turn' },
      'Turn: ', h('strong', { class: factionOf(view, view.turn) }, who),
      view.passes ? h('span', { class: 'passes' }, ` · ${plural(view.passes, 'pass', 'passes')} in a row`, h('span', { class: 'wide-only' }, ' (two end the struggle)')) : null)));
  }
  const peek = view.peek;
  const peekCards = peek && Array.isArray(peek.cards) ? peek.cards : [];
  if (peek && ((Array.isArray(peek.cards) && peek.cards.length) || (Array.isArray(peek.events) && peek.events.length))) {
    info.push(region(ctx, 'center/info/peek', [peek, peekCards.map((c) => actionId(ctx, c.id)), !!ctx.hotseat, ctx.viewer], () => h('div', { class: ['peek', ctx.hotseat ? 'secret' : ''], tabindex: ctx.hotseat ? 0 : null, testid: 'peek' },
      h('h3', null, peek.what || 'You are looking at'),
      Array.isArray(peek.cards) && peek.cards.length
        ? h('div', { class: 'card-row compact-row' }, peek.cards.map((c) => renderCard(c, { compact: true, action: ctx.cardAction(c.id), onAction: ctx.onAction }))) : null,
      Array.isArray(peek.events) && peek.events.length
        ? h('ol', { class: 'peek-events' }, peek.events.map((e) => h('li', null,
          h('strong', null, eventName(e)), ` · capacity ${e.capacity}, target ${e.target}, ${e.vp} VP`,
          e.effect ? h('small', null, ` · ${e.effect}`) : null))) : null)));
  }
  if (view.lastResult) {
    const names = players(view).map((p) => [p.seat, p.faction, ctx.seatName ? ctx.seatName(p.seat) : seatLabel(view, p.seat)]);
    info.push(region(ctx, 'center/info/result',
      [view.lastResult, names, ctx.uiState instanceof Map ? ctx.uiState.get('evr.lastResultOpen') : null, stateId(ctx)],
      () => renderLastResult(view.lastResult, view, ctx)));
  }
  // Containers without input: the shell patches their regions one by one.
  return h('section', { class: 'center', 'aria-label': 'Event and round', dataset: { key: 'center' } },
    eventCol, keyed(h('div', { class: 'center-col info-col' }, info), 'info'));
}

// Regions keep their listeners while their hash holds, and the listeners
// write into ctx.uiState: a new uiState (new game, load) must redraw them.
function stateId(ctx) {
  if (!(ctx.uiState instanceof Map)) return null;
  if (!ctx.uiState.has('evr.id')) ctx.uiState.set('evr.id', Math.random().toString(36).slice(2));
  return ctx.uiState.get('evr.id');
}

function actionId(ctx, cardId) {
  const a = ctx.cardAction ? ctx.cardAction(cardId) : null;
  return a ? a.id : null;
}

function factionOf(view, seat) {
  const p = players(view).find((x) => x.seat === seat);
  return p ? p.faction : '';
}

export function renderEvent(ev, learning) {
  const timing = ev.timing && ev.timing !== 'none' ? ev.timing : null;
  return h('article', { class: 'event-card', testid: 'event', 'aria-label': `Event: ${ev.name}` },
    h('header', null,
      h('h2', { class: 'event-name' }, t('event', ev.name || titleCase(ev.id || 'event'))),
      learning ? null : h('div', { class: 'event-rewards' },
        h('span', { class: 'vp-badge' }, `${ev.vp} VP`),
        typeof ev.influence === 'number' && ev.influence > 0
          ? h('span', { class: 'inf-badge' }, `+${ev.influence} ◆`, h('span', { class: 'wide-only' }, ' influence')) : null)),
    h('dl', { class: 'event-stats' },
      h('div', null, h('dt', null, t('capacity')), h('dd', { testid: 'event-capacity' }, ev.capacity)),
      h('div', null, h('dt', null, t('target')), h('dd', { testid: 'event-target' }, ev.target))),
    ev.effect ? h('p', { class: 'event-effect' },
      timing ? h('span', { class: 'timing' }, timing === 'ongoing' ? 'This round' : 'When won') : null,
      ev.effect) : (learning ? null : h('p', { class: 'event-effect none' }, 'No effect')));
}

function renderLastResult(r, view, ctx) {
  const totals = r.totals || [];
  const finals = r.finalTotals || totals;
  const strategies = r.strategies || [];
  const cancelled = r.cancelled || [];
  const name = (s) => (ctx.seatName ? ctx.seatName(s) : seatLabel(view, s));
  const target = r.event && typeof r.event.target === 'number' ? r.event.target : null;
  const rows = players(view).map((p) => {
    const s = p.seat;
    const over = target !== null && finals[s] > target;
    return h('li', { class: p.faction },
      h('strong', null, name(s)), `: ${totals[s] ?? '–'}`,
      finals[s] !== undefined && finals[s] !== totals[s] ? ` → ${finals[s]}` : null,
      over ? h('span', { class: 'over-note' }, ' (over)') : null,
      strategies[s] ? h('span', { class: cancelled[s] ? 'cancelled' : '' },
        ' · ', strat(view, strategies[s]), cancelled[s] ? ' (no effect)' : '') : null);
  });
  const ex = explainStruggle(r, view);
  // Open on big screens; on a phone or a short screen a tap opens it (the choice is kept).
  const ui = ctx.uiState instanceof Map ? ctx.uiState : null;
  const narrow = typeof matchMedia === 'function' && matchMedia('(max-width: 600px), (max-height: 820px)').matches;
  const open = ui && ui.has('evr.lastResultOpen') ? ui.get('evr.lastResultOpen') : !narrow;
  const details = h('details', { class: 'last-result', testid: 'last-result' },
    h('summary', null,
      h('span', { class: 'lr-title' }, `Round ${r.round ?? '?'}: ${eventName(r.event)}`, target !== null ? ` (target ${target})` : ''),
      ' ',
      h('span', { class: 'lr-verdict', testid: 'last-result-verdict' }, ex.verdict)),
    h('ul', null, rows),
    ex.reasons.length ? h('p', { class: 'lr-text', testid: 'last-result-why' }, ex.reasons.join(' ')) : null);
  details.open = open;
  details.addEventListener('toggle', () => { if (ui) ui.set('evr.lastResultOpen', details.open); });
  return details;
}

function renderPlayer(p, view, ctx, where, recent) {
  const isViewer = p.seat === ctx.viewer;
  const label = factionName(p.faction);
  const headingId = `player-${p.seat}-h`;
  const ev = view.event;
  const target = ev ? ev.target : null;
  const capacity = p.capacity ?? (ev ? ev.capacity : null);
  const inPlay = Array.isArray(p.inPlay) ? p.inPlay : [];
  const over = target !== null && typeof p.total === 'number' && p.total > target;
  const learning = isLearning(view);
  const toAct = (view.toAct || []).includes(p.seat);
  const role = roleOf(ctx, p.seat);

  const area = `player-${p.seat}`;
  const headInput = [headingId, p.faction, role, toAct, view.phase === 'setup' ? p.charactersChosen : null, learning, p.vp, p.influence,
    p.deck ? p.deck.count : '?', p.reserve ? p.reserve.count : 0];
  const header = region(ctx, `${area}/head`, headInput, () => h('header', { class: 'player-header' },
    h('h2', { id: headingId },
      h('span', { class: 'faction-mark', 'aria-hidden': 'true' }, p.faction === 'rebel' ? '✶' : '⬢'),
      label,
      role ? h('span', { class: 'role' }, role) : null,
      toAct ? h('span', { class: 'to-act' }, 'to act') : null,
      typeof p.charactersChosen === 'number' && view.phase === 'setup'
        ? h('span', { class: 'role' }, `characters chosen: ${p.charactersChosen} of 4`) : null),
    h('dl', { class: 'stats' },
      learning ? null : stat(t('vp', 'VP'), h('span', { testid: `vp-${p.seat}`, class: 'vp-value' }, p.vp ?? 0), 'vp'),
      learning ? null : stat(t('influence'), h('span', { testid: `influence-${p.seat}` }, `${p.influence ?? 0} ◆`), 'influence'),
      stat(t('deck'), p.deck ? p.deck.count : '?', 'deck'),
      learning ? null : stat(t('reserve'), p.reserve ? p.reserve.count : 0, 'reserve'))));

  const totalBox = region(ctx, `${area}/play/total`, [p.total, target, !!ev, capacity, inPlay.length], () => h('div', { class: ['total-box', over ? 'over' : ''], testid: `total-${p.seat}` },
    h('span', { class: 'total-label' }, t('total')),
    h('span', { class: 'total-line' },
      h('span', { class: 'total-value' }, p.total ?? 0),
      target !== null ? h('span', { class: 'total-target' }, ` of ${target}`) : null),
    over ? h('span', { class: 'over-flag' }, 'over the target') : null,
    ev && capacity !== null ? h('span', { class: 'capacity' }, `${inPlay.length} of ${capacity} cards`) : null));

  // Each card its own region: a move redraws the cards it changed, not the row.
  const cards = inPlay.length
    ? inPlay.map((c) => {
      const action = ctx.cardAction(c.id);
      const tag = recent.cards.get(c.id) || null;
      return region(ctx, `${area}/play/cards/card-${c.id}`, [c, action ? [action.id, action.label] : null, tag, ctx.viewer],
        () => renderCard(c, { inPlay: true, action, onAction: ctx.onAction, recent: tag }));
    })
    : [keyed(h('p', { class: 'empty-zone' }, 'No cards in play'), 'empty', [])];

  const moves = !isViewer && recent.bySeat.has(p.seat) ? recent.bySeat.get(p.seat) : [];
  // This side's cards that the last moves discarded: shown for a moment, so a
  // card that was targeted does not just vanish.
  const gone = (p.discard || []).filter((c) => c && recent.discarded.has(c.id));
  const zones = openZones(ctx);
  const extrasInput = [p.seat, learning, p.strategies, isViewer, p.wonEvents, p.discard, p.reserve, !!ctx.hotseat,
    zones ? [...zones].filter((k) => k.endsWith(`-${p.seat}`)).sort() : null, stateId(ctx)];
  const extrasRegion = region(ctx, `${area}/extras`, extrasInput, () => {
  const extras = [];
  if (!learning && p.strategies) extras.push(renderStrategies(p, isViewer, ctx, view));
  if ((p.wonEvents || []).length) {
    extras.push(h('div', { class: 'won-events' },
      h('span', { class: 'zone-label' }, 'Won events'),
      p.wonEvents.map((e) => h('span', { class: 'won-chip', title: e.effect || '' }, `${eventName(e)} (${e.vp} VP)`))));
  }
  extras.push(zoneDetails(`discard-${p.seat}`, `Discard pile (${(p.discard || []).length})`, p.discard || [], ctx, false));
  if (!learning && p.reserve && Array.isArray(p.reserve.cards)) {
    extras.push(zoneDetails(`reserve-${p.seat}`, `Reserve (${p.reserve.count})`, p.reserve.cards, ctx, ctx.hotseat));
  }
  return h('div', { class: 'extras' }, extras);
  });
  // The area is a container of regions (no input of its own): header, the
  // moves just made, the cards one by one, the total, the zones below.
  return h('section', {
    class: ['player-area', where, p.faction, isViewer ? 'viewer' : '', toAct ? 'active' : ''],
    'aria-labelledby': headingId,
    testid: isViewer ? 'me' : 'opponent',
    dataset: { seat: p.seat, key: area },
  },
  header,
  moves.length ? region(ctx, `${area}/moves`, moves.slice(-3), () => h('p', { class: 'last-move', testid: 'last-move', 'aria-live': 'off' },
    h('span', { class: 'zone-label' }, 'Just now'), moves.slice(-3).join(' '))) : null,
  gone.length ? region(ctx, `${area}/gone`, gone, () => h('div', { class: 'gone-row', testid: 'just-discarded' },
    h('span', { class: 'zone-label' }, 'Discarded just now'),
    gone.map((c) => renderCard(c, { compact: true, recent: 'Discarded' })),
    h('span', { class: 'gone-names narrow-only' }, gone.map((c) => `${c.name} ${c.value}`).join(', ')))) : null,
  keyed(h('div', { class: 'play-row' },
    keyed(h('div', { class: 'card-row', role: 'group', 'aria-label': `${label}: cards in play` }, cards), 'cards'),
    totalBox), 'play'),
  extrasRegion);
}

// "You", "Computer (hard)", a person's name: who plays this seat.
function roleOf(ctx, seat) {
  if (typeof ctx.roleOf === 'function') return ctx.roleOf(seat);
  const entry = Array.isArray(ctx.seats) ? ctx.seats.find((x) => x && x.seat === seat) : null;
  if (!entry) return '';
  if (entry.human && typeof ctx.playerName === 'function') return cap(ctx.playerName(seat));
  return entry.name || '';
}

function openZones(ctx) {
  if (ctx.openZones instanceof Set) return ctx.openZones;
  if (!(ctx.uiState instanceof Map)) return null;
  if (!ctx.uiState.has('evr.openZones')) ctx.uiState.set('evr.openZones', new Set());
  return ctx.uiState.get('evr.openZones');
}

function stat(label, value, cls) {
  return h('div', { class: ['stat', cls] }, h('dt', null, label), h('dd', null, value));
}

function zoneDetails(key, summary, cards, ctx, secret) {
  const details = h('details', { class: 'zone', testid: key.replace(/-\d+$/, '') + '-zone' },
    h('summary', null, summary),
    cards.length
      ? h('div', { class: ['card-row', 'compact-row', secret ? 'secret' : ''], tabindex: secret ? 0 : null },
        cards.map((c) => renderCard(c, { compact: true })))
      : h('p', { class: 'empty-zone' }, 'Empty'));
  const open = openZones(ctx);
  if (open && open.has(key)) details.open = true;
  details.addEventListener('toggle', () => {
    if (!open) return;
    if (details.open) open.add(key);
    else open.delete(key);
  });
  return details;
}

function renderStrategies(p, isViewer, ctx, view) {
  const s = p.strategies;
  const items = [];
  const chosenVisible = s.chosen !== null && s.chosen !== undefined;
  if (s.hasChosen || chosenVisible) {
    if (chosenVisible) {
      const secret = ctx.hotseat && !s.revealed;
      items.push(h('span', {
        class: ['strat', 'chosen', s.revealed ? 'revealed' : 'hidden-own', secret ? 'secret' : ''],
        tabindex: secret ? 0 : null,
        testid: `chosen-${p.seat}`,
      }, h('span', { class: 'strat-tag' }, s.revealed ? 'Revealed' : 'Chosen'), strat(view, s.chosen)));
    } else {
      items.push(h('span', { class: ['strat', 'chosen', 'face-down'], testid: `chosen-${p.seat}` },
        h('span', { class: 'strat-tag' }, 'Chosen'), 'face down'));
    }
  }
  if (Array.isArray(s.unused)) {
    for (const id of s.unused) items.push(h('span', { class: ['strat', 'unused'] }, strat(view, id)));
  } else if (typeof s.faceDown === 'number' && s.faceDown > 0) {
    items.push(h('span', { class: ['strat', 'face-down'] }, `${s.faceDown} unused, face down`));
  }
  for (const id of s.used || []) items.push(h('span', { class: ['strat', 'used'] }, strat(view, id), ' (used)'));
  for (const id of s.discarded || []) items.push(h('span', { class: ['strat', 'discarded'] }, strat(view, id), ' (discarded)'));
  return h('div', { class: 'strategies', testid: `strategies-${p.seat}` },
    h('span', { class: 'zone-label' }, t('strategies', 'Strategies')), items);
}
