// Rendering of the Empire vs Rebellion table from the view JSON (docs/api.md).
// Pure functions of (view, ctx) -> DOM; app.js owns the state and the events.

import { h, titleCase } from './dom.js';

const FACTION_NAMES = { rebel: 'Rebels', imperial: 'Empire' };
const PHASE_NAMES = {
  setup: 'Setup: choose characters',
  characters: 'Setup: choose characters',
  planning: 'Planning',
  struggle: 'Struggle',
  dominance: 'Dominance',
  over: 'Game over',
};
const TYPE_ICONS = { military: '⚔', diplomacy: '✉', recon: '◎', force: '✦', character: '★' };

export function factionName(faction) {
  return FACTION_NAMES[faction] || titleCase(faction || 'unknown');
}

function seatFaction(view, seat) {
  const p = view && Array.isArray(view.players) ? view.players.find((x) => x && x.seat === seat) : null;
  return p ? p.faction : null;
}

function eventName(ev) {
  if (!ev) return '';
  if (typeof ev === 'string') return titleCase(ev);
  return ev.name || titleCase(ev.id || '');
}

function strategyName(id) {
  if (!id) return '';
  if (typeof id === 'object') return id.name || titleCase(id.id || '');
  return titleCase(id);
}

function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many || one + 's'}`;
}

// Strategy card texts, learned from the strategy actions' labels (public card text).
const strategyTexts = new Map();

function cardDetail(c) {
  if (!c || typeof c !== 'object') return '';
  const bits = [];
  if (typeof c.value === 'number') {
    bits.push(c.character && c.exhaustedValue !== c.value ? `value ${c.value} (exhausted ${c.exhaustedValue})` : `value ${c.value}`);
  }
  if (c.power) bits.push(c.power);
  return bits.join(' · ');
}

// ---- the renderer interface used by app.js ----------------------------------

export const evrRenderer = {
  id: 'evr',
  gameId: 'evr',

  // Labels of the engine's options in the setup form (RENDERER.md).
  optionLabels: {
    variant: {
      label: 'Game',
      values: { full: 'Full game', learning: 'Learning game (one struggle, no characters or strategies)' },
    },
    rebelSeat: {
      label: 'Sides',
      help: 'Who plays the Rebels; the other player plays the Empire.',
      values: (value, seatLabel) => (value === -1 || value === '-1'
        ? 'Decided at random'
        : `${seatLabel(Number(value))} plays the Rebels, ${seatLabel(1 - Number(value))} the Empire`),
    },
    characters: {
      label: 'Characters',
      values: { choose: 'Each player chooses 4', random: 'Dealt at random' },
    },
  },

  seatName(view, seat) {
    const f = seatFaction(view, seat);
    return f ? factionName(f) : `Player ${seat + 1}`;
  },

  // "The Rebels are …", "The Empire is …".
  seatPlural(view, seat) {
    return seatFaction(view, seat) === 'rebel';
  },

  seatLabel(view, seat) {
    return evrRenderer.seatName(view, seat);
  },

  seatClass(view, seat) {
    return seatFaction(view, seat) || '';
  },

  // "the Rebel player", for sentences.
  playerName(view, seat) {
    const f = seatFaction(view, seat);
    if (f === 'rebel') return 'the Rebel player';
    if (f === 'imperial') return 'the Imperial player';
    return `Player ${seat + 1}`;
  },

  // Display order of the options: the usual struggle moves first, pass last.
  sortActions(actions) {
    const rank = { play: 0, force: 1, influence: 2, yes: 3, no: 4, done: 5, pass: 6 };
    return actions
      .map((a, i) => ({ a, i, r: rank[a.kind] ?? 3 }))
      .sort((x, y) => x.r - y.r || x.i - y.i)
      .map((x) => x.a);
  },

  // Label and extra text for an action button (card value and power, card texts).
  actionText(action) {
    const label = action.label || action.id;
    if (action.kind === 'strategy' && label.includes(': ')) {
      const i = label.indexOf(': ');
      const text = label.slice(i + 2);
      if (action.strategy) strategyTexts.set(action.strategy, text);
      return { label: label.slice(0, i), detail: text };
    }
    if (action.kind === 'pick-event' && action.event && typeof action.event === 'object') {
      const e = action.event;
      return { label, detail: `capacity ${e.capacity}, target ${e.target}, ${e.vp} VP${e.effect ? ' · ' + e.effect : ''}` };
    }
    if ((action.kind === 'pick-strategy' || action.kind === 'strategy-for-opponent') && strategyTexts.has(action.strategy)) {
      return { label, detail: strategyTexts.get(action.strategy) };
    }
    return { label, detail: cardDetail(action.card) };
  },

  phaseLabel(view) {
    return PHASE_NAMES[view.phase] || titleCase(view.phase || '');
  },

  renderTable(view, ctx) {
    return renderTable(view, ctx);
  },

  // For the end screen.
  endSummary(view) {
    const players = view.players || [];
    const winners = view.winners || [];
    const learning = view.variant === 'learning';
    const lines = players.map((p) => ({
      seat: p.seat,
      label: factionName(p.faction),
      cls: p.faction,
      vp: p.vp,
      // The learning game is one struggle: the totals matter, not VP.
      score: learning ? `total ${p.total}` : `${p.vp ?? 0} VP`,
      winner: winners.includes(p.seat),
      detail: learning
        ? (view.event ? `${view.event.name}: target ${view.event.target}` : '')
        : (p.wonEvents || []).map(eventName).join(', '),
    }));
    let title;
    if (winners.length === 1) title = seatFaction(view, winners[0]) === 'imperial' ? 'The Empire wins!' : `The ${factionName(seatFaction(view, winners[0]))} win!`;
    else if (winners.length > 1) title = 'Shared victory';
    else title = 'No winner';
    return { title, lines, text: view.result || '' };
  },
};

// ---- table ------------------------------------------------------------------

function renderTable(view, ctx) {
  const players = Array.isArray(view.players) ? view.players : [];
  const viewer = ctx.viewer;
  const me = players.find((p) => p.seat === viewer);
  const others = players.filter((p) => p !== me);
  // Opponent on top, the viewer at the bottom (spectator: seat order).
  const top = me ? others : players.slice(0, 1);
  const bottom = me ? [me] : players.slice(1);

  return h('div', { class: 'evr-table', testid: 'table', dataset: { phase: view.phase, round: view.round } },
    top.map((p) => renderPlayer(p, view, ctx, 'top')),
    renderCenter(view, ctx),
    bottom.map((p) => renderPlayer(p, view, ctx, 'bottom')),
  );
}

function renderCenter(view, ctx) {
  const ev = view.event;
  const parts = [];
  parts.push(h('div', { class: 'center-col event-col' },
    ev ? renderEvent(ev) : h('div', { class: 'event-card empty' }, 'No event revealed'),
    h('div', { class: 'event-deck', title: 'Events left in the event deck' },
      h('span', { class: 'card-back mini', 'aria-hidden': 'true' }),
      `Event deck: ${view.eventDeck ? view.eventDeck.count : '?'}`)));

  const info = [];
  info.push(h('div', { class: 'round-info' },
    h('span', { class: 'round-no' }, `Round ${view.round ?? '–'}`),
    h('span', { class: 'phase-chip' }, evrRenderer.phaseLabel(view))));
  if (view.balance) {
    info.push(h('div', { class: ['balance', view.balance], testid: 'balance',
      title: 'Balance token: this faction starts the struggle and wins ties' },
    h('span', { class: 'token', 'aria-hidden': 'true' }, view.balance === 'rebel' ? 'R' : 'E'),
    h('span', null, 'Balance: ', h('strong', null, factionName(view.balance)))));
  }
  if (view.phase === 'struggle' && typeof view.turn === 'number') {
    info.push(h('div', { class: 'turn-info' },
      'Turn: ', h('strong', { class: evrRenderer.seatClass(view, view.turn) }, ctx.seatName(view.turn)),
      view.passes ? h('span', { class: 'passes' }, ` · ${plural(view.passes, 'pass', 'passes')} in a row`) : null));
  }
  const peek = view.peek;
  if (peek && ((Array.isArray(peek.cards) && peek.cards.length) || (Array.isArray(peek.events) && peek.events.length))) {
    info.push(h('div', { class: ['peek', ctx.hotseat ? 'secret' : ''], tabindex: ctx.hotseat ? 0 : null, testid: 'peek' },
      h('h3', null, peek.what || 'You are looking at'),
      Array.isArray(peek.cards) && peek.cards.length
        ? h('div', { class: 'card-row small' }, peek.cards.map((c) => renderCard(c, { small: true, action: ctx.cardAction(c.id), onAction: ctx.onAction }))) : null,
      Array.isArray(peek.events) && peek.events.length
        ? h('ol', { class: 'peek-events' }, peek.events.map((e) => h('li', null,
          h('strong', null, eventName(e)), ` · capacity ${e.capacity}, target ${e.target}, ${e.vp} VP`,
          e.effect ? h('small', null, ` · ${e.effect}`) : null))) : null));
  }
  if (view.lastResult) info.push(renderLastResult(view.lastResult, view, ctx));
  parts.push(h('div', { class: 'center-col info-col' }, info));

  return h('section', { class: 'center', 'aria-label': 'Event and round' }, parts);
}

function renderEvent(ev) {
  const timing = ev.timing && ev.timing !== 'none' ? ev.timing : null;
  return h('article', { class: 'event-card', testid: 'event', 'aria-label': `Event: ${ev.name}` },
    h('header', null,
      h('h2', { class: 'event-name' }, ev.name || titleCase(ev.id || 'event')),
      h('div', { class: 'event-rewards' },
        h('span', { class: 'vp-badge', title: 'Victory points' }, `${ev.vp} VP`),
        typeof ev.influence === 'number' && ev.influence > 0
          ? h('span', { class: 'inf-badge', title: 'Influence for the winner' }, `+${ev.influence} ◆`) : null)),
    h('dl', { class: 'event-stats' },
      h('div', null, h('dt', null, 'Capacity'), h('dd', { testid: 'event-capacity' }, ev.capacity)),
      h('div', null, h('dt', null, 'Target'), h('dd', { testid: 'event-target' }, ev.target))),
    ev.effect ? h('p', { class: 'event-effect' },
      timing ? h('span', { class: 'timing' }, timing === 'ongoing' ? 'Ongoing' : 'On resolution') : null,
      ev.effect) : h('p', { class: 'event-effect none' }, 'No effect'));
}

function renderLastResult(r, view, ctx) {
  const totals = r.totals || [];
  const finals = r.finalTotals || totals;
  const strategies = r.strategies || [];
  const cancelled = r.cancelled || [];
  const seats = (view.players || []).map((p) => p.seat);
  const rows = seats.map((seat) => h('li', { class: evrRenderer.seatClass(view, seat) },
    h('strong', null, ctx.seatName(seat)), `: total ${totals[seat] ?? '–'}`,
    finals[seat] !== undefined && finals[seat] !== totals[seat] ? ` → ${finals[seat]} after strategies` : null,
    strategies[seat] ? h('span', { class: cancelled[seat] ? 'cancelled' : '' },
      ` · ${strategyName(strategies[seat])}${cancelled[seat] ? ' (no effect)' : ''}`) : null));
  const winner = r.winner === null || r.winner === undefined ? 'nobody' : ctx.seatName(r.winner);
  return h('section', { class: 'last-result', testid: 'last-result', 'aria-label': 'Last dominance result' },
    h('h3', null, `Dominance, round ${r.round ?? '?'}`),
    h('p', { class: 'lr-event' }, eventName(r.event), ' — won by ', h('strong', null, winner)),
    h('ul', null, rows),
    r.text ? h('p', { class: 'lr-text' }, r.text) : null);
}

function renderPlayer(p, view, ctx, where) {
  const isViewer = p.seat === ctx.viewer;
  const label = factionName(p.faction);
  const headingId = `player-${p.seat}-h`;
  const ev = view.event;
  const target = ev ? ev.target : null;
  const capacity = p.capacity ?? (ev ? ev.capacity : null);
  const inPlay = p.inPlay || [];
  const over = target !== null && typeof p.total === 'number' && p.total > target;
  const learning = view.variant === 'learning';
  const toAct = (view.toAct || []).includes(p.seat);
  const role = ctx.roleOf(p.seat);

  const header = h('header', { class: 'player-header' },
    h('h2', { id: headingId },
      h('span', { class: 'faction-mark', 'aria-hidden': 'true' }, p.faction === 'rebel' ? '✶' : '⬢'),
      label,
      role ? h('span', { class: 'role' }, role) : null,
      toAct ? h('span', { class: 'to-act', title: 'Has a decision to make' }, 'to act') : null,
      typeof p.charactersChosen === 'number' && view.phase === 'setup'
        ? h('span', { class: 'role' }, `characters chosen: ${p.charactersChosen}/4`) : null),
    h('dl', { class: 'stats' },
      stat('Victory points', h('span', { testid: `vp-${p.seat}`, class: 'vp-value' }, p.vp ?? 0), 'vp'),
      learning ? null : stat('Influence', h('span', { testid: `influence-${p.seat}` }, `${p.influence ?? 0} ◆`), 'influence'),
      stat('Deck', p.deck ? p.deck.count : '?', 'deck'),
      stat('Discard', (p.discard || []).length, 'discard'),
      learning ? null : stat('Reserve', p.reserve ? p.reserve.count : 0, 'reserve')));

  const totalBox = h('div', { class: ['total-box', over ? 'over' : ''], testid: `total-${p.seat}` },
    h('span', { class: 'total-label' }, 'Total'),
    h('span', { class: 'total-value' }, p.total ?? 0),
    target !== null ? h('span', { class: 'total-target' }, `/ ${target}`) : null,
    over ? h('span', { class: 'over-flag' }, 'over target') : null,
    ev && capacity !== null ? h('span', { class: 'capacity' }, `cards ${inPlay.length}/${capacity}`) : null);

  const cards = inPlay.length
    ? inPlay.map((c) => renderCard(c, { inPlay: true, action: ctx.cardAction(c.id), onAction: ctx.onAction }))
    : [h('p', { class: 'empty-zone' }, 'No cards in play')];

  const extras = [];
  if (!learning && p.strategies) extras.push(renderStrategies(p, isViewer, ctx));
  if ((p.wonEvents || []).length) {
    extras.push(h('div', { class: 'won-events' },
      h('span', { class: 'zone-label' }, 'Won events'),
      p.wonEvents.map((e) => h('span', { class: 'won-chip', title: e.effect || '' }, `${eventName(e)} (${e.vp} VP)`))));
  }
  extras.push(zoneDetails(`discard-${p.seat}`, `Discard pile (${(p.discard || []).length})`, p.discard || [], ctx, false));
  if (!learning && p.reserve && Array.isArray(p.reserve.cards)) {
    extras.push(zoneDetails(`reserve-${p.seat}`, `Reserve (${p.reserve.count})`, p.reserve.cards, ctx, ctx.hotseat));
  }

  return h('section', {
    class: ['player-area', where, p.faction, isViewer ? 'viewer' : '', toAct ? 'active' : ''],
    'aria-labelledby': headingId,
    testid: isViewer ? 'me' : 'opponent',
    dataset: { seat: p.seat },
  },
  header,
  h('div', { class: 'play-row' },
    h('div', { class: 'card-row', 'aria-label': `${label}: cards in play` }, cards),
    totalBox),
  h('div', { class: 'extras' }, extras));
}

function stat(label, value, cls) {
  return h('div', { class: ['stat', cls] }, h('dt', null, label), h('dd', null, value));
}

function zoneDetails(key, summary, cards, ctx, secret) {
  const details = h('details', { class: 'zone', testid: key.replace(/-\d+$/, '') + '-zone' },
    h('summary', null, summary),
    cards.length
      ? h('div', { class: ['card-row', 'small', secret ? 'secret' : ''], tabindex: secret ? 0 : null },
        cards.map((c) => renderCard(c, { small: true })))
      : h('p', { class: 'empty-zone' }, 'Empty'));
  if (ctx.openZones.has(key)) details.open = true;
  details.addEventListener('toggle', () => {
    if (details.open) ctx.openZones.add(key);
    else ctx.openZones.delete(key);
  });
  return details;
}

function stratTitle(id, state) {
  const text = strategyTexts.get(id);
  return text ? `${state}. ${strategyName(id)}: ${text}` : state;
}

function renderStrategies(p, isViewer, ctx) {
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
        title: stratTitle(s.chosen, s.revealed ? 'Chosen strategy (revealed)' : 'Chosen strategy (hidden from the opponent)'),
      }, h('span', { class: 'strat-tag' }, s.revealed ? 'Revealed' : 'Chosen'), strategyName(s.chosen)));
    } else {
      items.push(h('span', { class: ['strat', 'chosen', 'face-down'], testid: `chosen-${p.seat}`, title: 'Chosen strategy, face down' },
        h('span', { class: 'strat-tag' }, 'Chosen'), 'face down'));
    }
  }
  if (Array.isArray(s.unused)) {
    for (const id of s.unused) items.push(h('span', { class: ['strat', 'unused'], title: stratTitle(id, 'Unused (face down)') }, strategyName(id)));
  } else if (typeof s.faceDown === 'number' && s.faceDown > 0) {
    items.push(h('span', { class: ['strat', 'face-down'], title: 'Unused strategy cards, face down' }, `${s.faceDown} face down`));
  }
  for (const id of s.used || []) items.push(h('span', { class: ['strat', 'used'], title: stratTitle(id, 'Used this cycle (face up)') }, strategyName(id)));
  for (const id of s.discarded || []) items.push(h('span', { class: ['strat', 'discarded'], title: stratTitle(id, 'Discarded') }, strategyName(id)));
  return h('div', { class: 'strategies', testid: `strategies-${p.seat}` },
    h('span', { class: 'zone-label' }, 'Strategies'), items);
}

export function renderCard(c, { inPlay = false, small = false, action = null, onAction = null } = {}) {
  if (!c || typeof c !== 'object') return h('span', { class: 'card unknown' }, String(c));
  const exhausted = inPlay && c.exhausted;
  const value = inPlay && typeof c.current === 'number' ? c.current : c.value;
  const modified = inPlay && typeof c.current === 'number' && c.current !== (c.exhausted ? c.exhaustedValue : c.value);
  const face = h('div', {
    class: ['card', c.faction, c.character ? 'character' : '', c.type || '', small ? 'small' : ''],
  },
  h('div', { class: 'card-top' },
    h('span', { class: 'card-type', title: titleCase(c.type || '') }, TYPE_ICONS[c.type] || '•'),
    h('span', { class: ['card-value', modified ? 'modified' : ''], title: 'Current value' }, value)),
  h('div', { class: 'card-name' }, c.name || titleCase(c.id || '')),
  c.character ? h('div', { class: 'card-sub' }, `Character · exhausted ${c.exhaustedValue}`) : h('div', { class: 'card-sub' }, titleCase(c.type || '')),
  inPlay && c.blocked ? h('div', { class: 'card-blocked' }, 'Power blocked') : null,
  !small && c.power ? h('div', { class: 'card-power' }, c.power) : null);

  const desc = `${c.name || c.id}, value ${value}${exhausted ? ', exhausted' : ''}${inPlay && c.blocked ? ', power blocked by the event' : ''}${c.power ? '. ' + c.power : ''}`;
  const wrapAttrs = {
    class: ['slot', exhausted ? 'exhausted' : '', small ? 'small' : ''],
    title: desc,
    dataset: { card: c.id },
  };
  if (action && onAction) {
    return h('button', {
      ...wrapAttrs,
      type: 'button',
      class: [...wrapAttrs.class, 'card-button'],
      testid: 'card-action',
      'data-action-id': action.id,
      'aria-label': `${action.label} (${desc})`,
      onclick: () => onAction(action.id),
    }, face);
  }
  return h('div', { ...wrapAttrs, role: 'img', 'aria-label': desc }, face);
}
