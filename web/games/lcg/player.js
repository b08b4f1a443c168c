// One player's area on the LCG table: the header (name, affiliation, who
// plays it, whom it faces, active player, counts), what the player just did,
// objectives, units, affiliation and enhancements, the edge stack, the hand
// (the viewer's own, and a teammate's: MP-GEN-4), the common reserve (cards
// for its owner and the teammate, face down and counted for the others),
// the victory and discard piles. Reads view(seat) only: what it does not
// hold is not drawn.

import { h } from '../../dom.js';
import { renderCard } from './card.js';
import {
  cardOpts, cardsInput, faceDownRow, keyed, nameOf, openZones, stat, t, zoneRow,
} from './table-parts.js';
import { modeInfo, modeOf } from './modes.js';
import { affiliationName, acrossOf, cap, plural, sideOf, teamSize } from './words.js';

export function renderPlayer(p, env, where) {
  const { view, ctx } = env;
  const isViewer = p.seat === ctx.viewer;
  const side = p.side || sideOf(view, p.seat);
  const team = teamSize(view, side) > 1;
  const mate = !isViewer && team && ctx.viewer >= 0 && sideOf(view, ctx.viewer) === side;
  const headingId = `lcg-player-${p.seat}-h`;
  // view.toAct when the engine gives it; else: the viewer has options.
  const toAct = Array.isArray(view.toAct) ? view.toAct.includes(p.seat) : isViewer && Array.isArray(ctx.actions) && ctx.actions.length > 0;
  const activePlayer = team && view.phase !== 'setup' && view.active === p.seat;
  const role = typeof ctx.roleOf === 'function' ? ctx.roleOf(p.seat) : '';
  const name = nameOf(env, p.seat);
  const across = acrossOf(view, p.seat);
  const faces = across !== null && teamSize(view, sideOf(view, across)) > 1 ? nameOf(env, across) : null;
  const area = `player-${p.seat}`;
  const victory = Array.isArray(p.victory) ? p.victory : [];
  const discard = Array.isArray(p.discard) ? p.discard : [];
  // Destroyed objectives: "n / 3" where one player's pile wins; a team counts its piles together (the centre).
  const mode = modeInfo(modeOf(view));
  const goal = side === 'light' ? mode.lightObjectives : mode.darkObjectives;
  const won = goal && !team ? `${victory.length} / ${goal}` : `${victory.length}`;

  const header = keyed(h('header', { class: 'lcg-head' },
    h('h2', { id: headingId },
      h('span', { class: 'side-mark', 'aria-hidden': 'true' }, side === 'dark' ? '◆' : '✦'),
      name,
      p.affiliation ? h('span', { class: 'affil' }, affiliationName(p.affiliation)) : null,
      p.solo ? h('span', { class: 'mate', testid: 'solo' }, 'challenge deck') : null,
      role ? h('span', { class: 'role' }, cap(role)) : null,
      mate ? h('span', { class: 'mate', testid: 'teammate' }, 'your teammate') : null,
      activePlayer ? h('span', { class: 'active-chip', testid: 'active-chip' }, 'active player') : null,
      toAct ? h('span', { class: 'to-act' }, 'to act') : null),
    faces ? h('p', { class: 'faces', testid: `faces-${p.seat}` }, 'Faces ', h('strong', null, faces), ' across the table') : null,
    h('dl', { class: 'lcg-stats' },
      stat('Hand', p.handCount ?? 0, 'hand', `hand-count-${p.seat}`),
      stat('Deck', p.deckCount ?? 0, 'deck', `deck-count-${p.seat}`),
      stat('Objective deck', p.objectiveDeckCount ?? 0, 'objdeck', `objdeck-count-${p.seat}`),
      stat('Discard', discard.length, 'discard', `discard-count-${p.seat}`),
      stat(t('reserve'), p.reserve ?? 0, 'reserve'),
      stat(t('resources', 'Ready resources'), p.resources ?? 0, 'res'),
      stat(t('force', 'Force left'), `${p.forceAvailable ?? 0} / 3`, 'force'),
      stat(t('victory', 'Destroyed'), won, 'vp', `victory-${p.seat}`))),
  'head', [headingId, name, p.affiliation, p.solo, role, mate, activePlayer, toAct, faces, p.handCount, p.deckCount, p.objectiveDeckCount,
    discard.length, p.reserve, p.resources, p.forceAvailable, won, side]);

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
  // Four areas on a screen: the affiliation and enhancements small (their text one click away).
  parts.push(zoneRow(env, 'support', 'Affiliation and enhancements', support, {
    testid: `support-${p.seat}`, empty: 'Nothing', mode: team ? 'compact' : 'full',
  }));
  // A challenge game's cards set aside face up for the game (Death Star II, Luke Skywalker).
  if (Array.isArray(p.setAside) && p.setAside.length) {
    parts.push(zoneRow(env, 'set-aside', 'Set aside', p.setAside, { testid: `set-aside-${p.seat}`, mode: 'compact' }));
  }
  const own = Array.isArray(p.edge) ? p.edge : null;
  if ((own && own.length) || p.edgeCount > 0) {
    parts.push(own
      ? zoneRow(env, 'edge', t('edge', 'Edge stack'), own, { testid: `edge-stack-${p.seat}`,
        note: isViewer ? '(face down to the opponent until revealed)' : '(revealed)', secret: isViewer && !!ctx.hotseat })
      : keyed(h('p', { class: 'lcg-note', testid: `edge-stack-${p.seat}` }, `Edge stack: ${plural(p.edgeCount, 'card')} face down`), 'edge', [p.edgeCount]));
  }
  if (Array.isArray(p.hand)) {
    parts.push(isViewer
      ? zoneRow(env, 'hand', 'Your hand', p.hand, { testid: 'hand', empty: 'No cards in hand', secret: !!ctx.hotseat })
      : zoneRow(env, 'hand', `Hand of ${name}`, p.hand, { testid: `hand-${p.seat}`, empty: 'No cards in hand', secret: !!ctx.hotseat,
        note: '(your teammate shows it to you)', mode: 'compact' }));
  }
  // The common reserve (2v2, MP-GEN-5): its cards for the owner and the teammate, else its count.
  if (Array.isArray(p.commonReserve)) {
    parts.push(zoneRow(env, 'common-reserve', t('commonReserve', 'Common reserve'), p.commonReserve, {
      testid: `common-reserve-${p.seat}`, empty: 'Empty', secret: !!ctx.hotseat, note: '(face down to the other side)',
    }));
  } else if (typeof p.commonReserveCount === 'number') {
    parts.push(faceDownRow('common-reserve', 'Common reserve', p.commonReserveCount, { testid: `common-reserve-${p.seat}` }));
  }
  // Cards only this viewer may look at now (Interrogation: the opponent's hand).
  const peek = isViewer && view.peek && Array.isArray(view.peek.cards) ? view.peek : null;
  if (peek && peek.cards.length) {
    parts.push(zoneRow(env, 'peek', peek.what || 'You are looking at', peek.cards, { testid: 'peek', secret: !!ctx.hotseat }));
  }
  parts.push(renderPiles(env, p, victory, discard));
  return h('section', {
    class: ['lcg-player', where, `side-${side}`, isViewer ? 'viewer' : '', mate ? 'teammate' : '', toAct ? 'active' : ''],
    'aria-labelledby': headingId,
    testid: isViewer ? 'me' : mate ? 'teammate-area' : 'opponent',
    dataset: { seat: p.seat, key: area },
  }, parts);
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
