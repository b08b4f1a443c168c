// The TCG's legal actions as buttons: their order in the prompt panel and
// their words. Action ids are "verb", "verb.n", "verb:card-id" or
// "verb:card-id.n" (docs/api.md, "Action ids"; the engine's `card` field
// names the card); the engine's label is the fallback.

import { cardIndex, cardName, plural, TYPE_NAMES } from './words.js';

export function verbOf(action) {
  const id = String(action && action.id || '');
  const m = /^[a-z-]+/.exec(id);
  return m ? m[0] : id;
}

export function cardIdOf(action) {
  if (!action) return null;
  if (typeof action.card === 'string') return action.card;
  if (action.card && typeof action.card === 'object') return action.card.id || null;
  return null;
}

// The number of an action: "start:clone-squad.80.3" -> 3, "bid.4" -> 4.
export function argOf(action) {
  const id = String(action && action.id || '');
  const card = cardIdOf(action);
  if (card) {
    const at = id.indexOf(`:${card}`);
    if (at < 0) return null;
    const m = /^\.(\d+)$/.exec(id.slice(at + 1 + card.length));
    return m ? Number(m[1]) : null;
  }
  const m = /^[a-z-]+\.(\d+)$/.exec(id);
  return m ? Number(m[1]) : null;
}

// Ways to do nothing come last; keeping the hand first.
const LAST = { nobid: 1, decline: 2, stop: 3, done: 4, pass: 5 };
const FIRST = { keep: 0 };
// Per card: deploying and completing before adding counters.
const CARD_ORDER = { deploy: 0, complete: 0, buildnow: 1, return: 1, ontop: 2, beneath: 3, hold: 4, start: 5, add: 6 };

export function sortActions(actions) {
  const list = Array.isArray(actions) ? actions : [];
  // The actions of one card stay together, where its first one was.
  const group = new Map();
  list.forEach((a, i) => {
    const c = cardIdOf(a);
    if (c && !group.has(c)) group.set(c, i);
  });
  return list
    .map((a, i) => {
      const v = verbOf(a);
      const rank = v in FIRST ? 0 : v in LAST ? 10 + LAST[v] : 5;
      const c = cardIdOf(a);
      return { a, i, rank, g: c ? group.get(c) : i, sub: CARD_ORDER[v] ?? 0, n: argOf(a) || 0 };
    })
    .sort((x, y) => x.rank - y.rank || x.g - y.g || x.sub - y.sub || x.n - y.n || x.i - y.i)
    .map((x) => x.a);
}

// "Space unit, cost 5 · S 40 P 3 H 4"
export function cardSummary(c) {
  if (!c) return '';
  const bits = [];
  const type = TYPE_NAMES[c.type] || c.type || '';
  if (type) bits.push(['Space', 'Ground'].includes(c.type) ? `${type} unit` : type);
  if (typeof c.cost === 'number' && c.type !== 'Battle') bits.push(`cost ${c.cost}`);
  if (c.type === 'Battle' && typeof c.force === 'number') bits.push(`${c.force} Force`);
  if (typeof c.speed === 'number') bits.push(`speed ${c.speed} · power ${c.power} · health ${c.health}`);
  if (typeof c.damage === 'number' && c.damage > 0) bits.push(`${c.damage} damage`);
  return bits.join(' · ');
}

const DONE_TEXT = { build: 'End your build step', retreat: 'End your retreat step', setup: 'Done' };

// {label, detail} for the prompt panel.
export function actionText(action, view, index = null) {
  const v = verbOf(action);
  const idx = index || cardIndex(view || {});
  const c = idx.get(cardIdOf(action)) || null;
  const name = c ? cardName(c) : null;
  const fallback = action.label || action.id;
  const kind = view && view.prompt && typeof view.prompt === 'object' ? view.prompt.kind : (view && view.step) || '';
  const n = argOf(action);
  const me = view && Array.isArray(view.players) ? view.players.find((p) => p.seat === view.viewer) : null;
  switch (v) {
    case 'keep': return { label: 'Keep this hand', detail: 'draw a card for each one you put back' };
    case 'done': return { label: DONE_TEXT[kind] || 'Done', detail: kind === 'build' ? 'unspent build points are lost' : '' };
    case 'pass': return { label: 'Pass', detail: kind === 'window' ? 'play nothing now' : '' };
    case 'stop': return { label: 'End your setup', detail: 'no unit fits under 30' };
    case 'decline': return { label: 'Do not attack', detail: 'the unit is tapped' };
    case 'nobid': return { label: 'Pass: no higher bid', detail: '' };
    case 'draw': return { label: 'Draw your card', detail: 'your draw for the turn; your other start-of-step triggers may come before or after it' };
    case 'bid': return { label: `Bid ${plural(n || 0, 'Force', 'Force')}`, detail: me ? `you have ${me.force ?? 0} Force` : '' };
    default: break;
  }
  if (!name) return { label: fallback, detail: '' };
  const sum = cardSummary(c);
  switch (v) {
    case 'mulligan': return { label: `Put back ${name}`, detail: `a ${c.type === 'Battle' ? 'Battle' : 'Mission'} card; you draw a new card for it` };
    case 'send': return { label: `Send ${name} into battle`, detail: `${sum}${me ? ` · setup total ${me.setupTotal ?? 0} of 30` : ''}` };
    case 'partial': return { label: `Finish setup: ${name} face down`, detail: `build counters for what is left of 30 · ${sum}` };
    case 'start': {
      const need = typeof c.cost === 'number' ? ` (cost ${c.cost})` : '';
      return { label: `Build ${name} with ${plural(n || 1, 'counter')}`, detail: `face down in your build zone${need}` };
    }
    case 'add': return {
      label: `Add ${plural(n || 1, 'counter')} to ${name}`,
      detail: typeof c.counters === 'number' ? `${c.counters} now, cost ${c.cost}` : sum,
    };
    case 'deploy': return { label: `Deploy ${name}`, detail: `into the ${c.type} arena · ${sum}` };
    case 'complete': return { label: `Complete ${name}`, detail: c.text || 'the Mission' };
    case 'buildnow': return { label: `Build ${name} at once`, detail: `pay its full cost · ${sum}` };
    case 'hold': return { label: `Deploy ${name} into the build zone`, detail: 'face up, as a retreated unit' };
    case 'return': return { label: `Send ${name} back into battle`, detail: `to the ${c.type} arena` };
    case 'retreat': return { label: `Retreat ${name}`, detail: 'tap it and move it to your build zone' };
    case 'attacker': return { label: `Attack next with ${name}`, detail: sum };
    case 'target': return kind === 'attack'
      ? { label: `Attack ${name}`, detail: sum }
      : { label: `Target ${name}`, detail: sum };
    case 'bombard': return { label: `Bombard ${name}`, detail: `a Ground unit · ${sum}` };
    case 'ion': return { label: `Ion Cannon at ${name}`, detail: `a Space unit · ${sum}` };
    case 'ontop': return { label: `Stack ${name} on top`, detail: 'of its person\'s unit in play' };
    case 'beneath': return { label: `Stack ${name} beneath`, detail: 'its person\'s unit in play' };
    case 'reorganize': return { label: `Make ${name} the top of its stack`, detail: 'costs build points' };
    case 'contest': return { label: `Bid next for ${name}`, detail: 'a contested unique' };
    case 'use': return { label: fallback, detail: c.type === 'Battle' ? 'play this Battle card' : '' };
    case 'order': return { label: `Resolve ${name} next`, detail: '' };
    default: return { label: fallback, detail: sum };
  }
}

// A short text for the small extra buttons under a card.
export function shortActionText(action) {
  const v = verbOf(action);
  const n = argOf(action);
  switch (v) {
    case 'start': return `Build: ${n}`;
    case 'add': return `+${n}`;
    case 'deploy': return 'Deploy';
    case 'complete': return 'Complete';
    case 'buildnow': return 'Build at once';
    case 'hold': return 'Deploy face up here';
    case 'return': return 'Back into battle';
    case 'retreat': return 'Retreat';
    case 'ontop': return 'Stack on top';
    case 'beneath': return 'Stack beneath';
    case 'reorganize': return 'Make top';
    case 'partial': return 'Finish setup with it';
    case 'send': return 'Send into battle';
    case 'mulligan': return 'Put back';
    case 'bombard': return 'Bombard';
    case 'ion': return 'Ion Cannon';
    case 'target': return 'Attack';
    case 'use': return 'Use';
    default: return action.label || action.id;
  }
}

// The action a card's own click plays, of those naming it: for building,
// the counters that pay its cost exactly (or as many as there are points).
export function primaryAction(actions, card) {
  if (!actions.length) return null;
  const starts = actions.filter((a) => verbOf(a) === 'start');
  if (starts.length === actions.length && card && typeof card.cost === 'number') {
    const exact = starts.find((a) => argOf(a) === card.cost);
    return exact || starts[starts.length - 1];
  }
  const adds = actions.filter((a) => verbOf(a) === 'add');
  if (adds.length === actions.length && card && typeof card.cost === 'number' && typeof card.counters === 'number') {
    const need = card.cost - card.counters;
    const exact = adds.find((a) => argOf(a) === need);
    return exact || adds[need > 0 ? adds.length - 1 : 0];
  }
  return actions[0];
}
