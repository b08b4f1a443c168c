// The LCG's legal actions as buttons: their order in the prompt panel and
// their words. Action ids are "verb" or "verb:card-id[.arg]" (the engine's
// `card` field names the card); the engine's label is the fallback.

import { cardIndex, iconText, plural, seatLabel, typeName } from './words.js';

export function verbOf(action) {
  const id = String(action && action.id || '');
  const i = id.indexOf(':');
  return i < 0 ? id : id.slice(0, i);
}

function cardIdOf(action) {
  if (!action) return null;
  if (typeof action.card === 'string') return action.card;
  if (action.card && typeof action.card === 'object') return action.card.id || null;
  return null;
}

// The number after the card id ("generate:jedi.49.2" -> 2).
export function argOf(action) {
  const id = String(action && action.id || '');
  const card = cardIdOf(action);
  if (!card) return null;
  const rest = id.slice(id.indexOf(':') + 1 + card.length);
  const m = /^\.(\d+)$/.exec(rest);
  return m ? Number(m[1]) : null;
}

// Last: the ways to do nothing.
const LAST = { decline: 1, done: 2, pass: 3 };
// First: the quick ways.
const FIRST = { autopay: 0, keep: 0, bonus: 0 };

export function sortActions(actions) {
  const list = Array.isArray(actions) ? actions : [];
  return list
    .map((a, i) => {
      const v = verbOf(a);
      const rank = v in FIRST ? 0 : v in LAST ? 10 + LAST[v] : 5;
      // Focusing for resources: per card, the larger amount first.
      const arg = v === 'generate' ? -(argOf(a) || 0) : 0;
      return { a, i, rank, card: v === 'generate' ? cardIdOf(a) : null, arg };
    })
    .sort((x, y) => x.rank - y.rank || (x.card && x.card === y.card ? x.arg - y.arg : x.i - y.i))
    .map((x) => x.a);
}

function cardSummary(c) {
  if (!c) return '';
  const bits = [typeName(c.type)];
  if (typeof c.cost === 'number') bits.push(`cost ${c.cost}`);
  if (typeof c.force === 'number' && c.force > 0) bits.push(`◆${c.force} Force`);
  if (typeof c.resources === 'number' && c.resources > 0) bits.push(`${c.resources} resource${c.resources === 1 ? '' : 's'}`);
  if (c.icons) {
    const i = iconText(c.icons);
    if (i) bits.push(i);
  }
  if (typeof c.capacity === 'number') {
    bits.push(typeof c.damage === 'number' ? `damage ${c.damage}/${c.capacity}` : `capacity ${c.capacity}`);
  }
  return bits.join(' · ');
}

const DONE_TEXT = {
  conflict: 'End the conflict phase',
  engagement: 'Done',
  force: 'Done committing Force',
  draw: 'Discard nothing',
};

// {label, detail} for the prompt panel.
export function actionText(action, view, index = null) {
  const v = verbOf(action);
  const idx = index || cardIndex(view || {});
  const c = idx.get(cardIdOf(action)) || null;
  const name = c ? c.name : null;
  const fallback = action.label || action.id;
  const kind = view && view.prompt && typeof view.prompt === 'object' ? view.prompt.kind : '';
  const n = argOf(action);
  const ptext = view && view.prompt && typeof view.prompt.text === 'string' ? view.prompt.text : '';
  if (!name) {
    // The draw phase's last step in a team game: the common reserve (MP-GEN-6).
    if (v === 'done' && kind === 'draw' && /common reserve/i.test(ptext)) return { label: 'Keep all cards in hand', detail: 'place nothing in the common reserve' };
    if (v === 'decline' && /^Lend /.test(ptext)) return { label: 'Keep the unit', detail: 'do not lend it to your teammate' };
    if (v === 'done') return { label: DONE_TEXT[kind] || 'Done', detail: '' };
    if (v === 'mulligan') return { label: 'Take a mulligan', detail: 'shuffle your hand back and draw 6 new cards' };
    if (v === 'keep') return { label: 'Keep this hand', detail: '' };
    if (v === 'autopay') return { label: 'Pay automatically', detail: 'focus resource cards for the rest of the cost' };
    return { label: fallback, detail: '' };
  }
  switch (v) {
    case 'bottom': return { label: `Put ${name} at the bottom`, detail: `keep the other three · ${cardSummary(c)}` };
    case 'reveal': return { label: `Reveal ${name}`, detail: cardSummary(c) };
    case 'deploy': return { label: `Play ${name}`, detail: cardSummary(c) };
    case 'attach': return { label: `Attach to ${name}`, detail: cardSummary(c) };
    case 'generate': return { label: `Focus ${name} for ${plural(n || 1, 'resource')}`, detail: `it gives up to ${c.resources ?? n}` };
    case 'engage': return { label: `Engage ${name}`, detail: cardSummary(c) };
    case 'attacker': return { label: `Attack with ${name}`, detail: cardSummary(c) };
    case 'defender': return { label: `Defend with ${name}`, detail: cardSummary(c) };
    case 'edge': return { label: `Edge stack: ${name}`, detail: `counts ◆${c.force || 0} for the edge battle` };
    case 'strike': return { label: `Strike with ${name}`, detail: c.icons ? iconText(c.icons, { long: true }) : '' };
    case 'hit': return { label: `Unit damage to ${name}`, detail: cardSummary(c) };
    case 'tactic': return { label: `Focus token on ${name}`, detail: cardSummary(c) };
    case 'commit': return { label: `Commit ${name} to the Force`, detail: `◆${c.force || 0} Force icons` };
    case 'discard': return { label: `Discard ${name}`, detail: cardSummary(c) };
    case 'damage': return { label: `Deal 1 damage to ${name}`, detail: cardSummary(c) };
    case 'reserve': return { label: `Put ${name} in your common reserve`, detail: `face down; you or your teammate may play it later · ${cardSummary(c)}` };
    case 'support': return {
      label: `Ask for ${name}`,
      detail: `${typeof c.controller === 'number' ? `${seatLabel(view || {}, c.controller)}, your teammate, may lend it` : 'your teammate may lend it'} for this engagement · ${cardSummary(c)}`,
    };
    case 'agree': return { label: `Lend ${name}`, detail: 'your teammate controls it until the engagement ends' };
    case 'choose':
      // A player chosen by its affiliation card (whose victory pile, which opponent).
      if (c.type === 'affiliation' && typeof c.owner === 'number') return { label: `Choose ${seatLabel(view || {}, c.owner)}`, detail: name };
      return { label: fallback, detail: cardSummary(c) };
    default: return { label: fallback, detail: cardSummary(c) };
  }
}

// A short text for the small extra buttons under a card.
export function shortActionText(action) {
  const v = verbOf(action);
  if (v === 'generate') return `Focus for ${argOf(action) || 1}`;
  if (v === 'deploy') return 'Play';
  if (v === 'edge') return 'Edge stack';
  if (v === 'discard') return 'Discard';
  if (v === 'use') return 'Use ability';
  if (v === 'reserve') return 'To the reserve';
  if (v === 'support') return 'Ask to lend';
  if (v === 'agree') return 'Lend';
  return action.label || action.id;
}
