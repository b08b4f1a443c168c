// Explanations for the player: why Hint suggests an action, why a yes/no
// question offers only "No", and the step-by-step guide of the learning game.
// All of it reads the view and the legal actions only.

import { cap, isLearning, playerOf, players, plural, seatLabel } from './words.js';
import { poss } from './result.js';

function me(view) {
  return playerOf(view, view.viewer);
}

function opponent(view) {
  return players(view).find((p) => p.seat !== view.viewer) || null;
}

function situation(view) {
  const m = me(view);
  const o = opponent(view);
  const ev = view.event || {};
  const target = typeof ev.target === 'number' ? ev.target : null;
  const capacity = m && typeof m.capacity === 'number' ? m.capacity : ev.capacity;
  return {
    m, o, target, capacity,
    mine: m ? m.total ?? 0 : 0,
    theirs: o ? o.total ?? 0 : 0,
    count: m ? (m.inPlay || []).length : 0,
    oname: o ? `the ${seatLabel(view, o.seat)}` : 'your opponent',
    plural: !!o && seatLabel(view, o.seat) === 'Rebels',
  };
}

const POWER_WHY = {
  military: (s) => `Military discards one of ${poss(s.oname)} cards in play, which lowers their total (${s.theirs} now).`,
  diplomacy: (s) => (s.target !== null && s.mine > s.target
    ? `Diplomacy discards one of your own cards: your ${s.mine} is over the target ${s.target}, and this brings it down.`
    : 'Diplomacy discards one of your own cards (this one or another), to fine-tune your total or make room under the capacity.'),
  force: () => 'The Force exhausts an active card: an exhausted character counts 1 instead of 6, and its power is spent.',
  recon: () => 'Recon looks at the top 2 cards of a deck and discards one, so you know (and choose) what comes next.',
};

// Why the suggested action is good, in one or two sentences.
export function explainAction(view, action) {
  if (!view || !action) return '';
  const s = situation(view);
  const room = s.target !== null ? s.target - s.mine : null;
  switch (action.kind) {
    case 'play':
      if (s.mine === 0) return 'You have no card in play yet; the first card starts your total.';
      return room !== null
        ? `Your total is ${s.mine} and the target ${s.target}: ${plural(room, 'point')} of room, enough for another card (values 2–6).`
        : 'Another card raises your total.';
    case 'pass':
      if (s.target !== null && s.mine <= s.target && s.mine > s.theirs) return `You lead ${s.mine} to ${s.theirs} within the target ${s.target}: passing keeps it that way, and if ${s.oname} pass${s.plural ? '' : 'es'} too the struggle ends.`;
      if (s.target !== null && room !== null && room <= 2) return `Your ${s.mine} is close to the target ${s.target}: another card would likely take you over.`;
      return 'None of the other moves improves your position now.';
    case 'force': {
      const c = action.card || {};
      if (c.character) return `${c.name}'s power: ${c.power || ''} Once exhausted, ${c.name} counts ${c.exhaustedValue} instead of ${c.value}.`;
      const why = POWER_WHY[c.type];
      return why ? why(s) : (c.power || '');
    }
    case 'influence':
      return action.card ? `Readies ${action.card.name} so that its power can be used again this round.` : '';
    case 'strategy':
    case 'strategy-for-opponent':
    case 'pick-strategy':
      return s.target !== null
        ? `For this event (capacity ${s.capacity}, target ${s.target}) the computer expects this card to help most.`
        : 'The computer expects this card to help most.';
    case 'character':
      return action.card ? `${action.card.name}: ${action.card.power || ''}` : '';
    case 'pick':
      return action.card ? `${action.card.name} (value ${action.card.current ?? action.card.value}) is the best choice for this power.` : '';
    default:
      return '';
  }
}

// Notes shown under the prompt: why a choice is missing, and (learning game)
// the guide's next step. Returns [{kind, text}].
export function promptNotes(view, actions) {
  const notes = [];
  if (!view || !Array.isArray(actions) || !actions.length) return notes;
  const kinds = new Set(actions.map((a) => a.kind));
  const s = situation(view);
  if (kinds.has('no') && !kinds.has('yes')) {
    notes.push({
      kind: 'why',
      text: s.capacity !== undefined && s.count >= s.capacity
        ? `Only "No" is possible: you already have ${plural(s.count, 'card')} in play, the capacity of this event, so no card can be put into play.`
        : 'Only "No" is possible here: the other answer is not allowed right now.',
    });
  }
  if (view.phase === 'struggle' && kinds.size && !kinds.has('play') && s.capacity !== undefined && s.count >= s.capacity && kinds.has('pass')) {
    notes.push({ kind: 'why', text: `You cannot play a card: ${plural(s.count, 'card')} in play is the capacity of this event.` });
  }
  if (isLearning(view)) {
    const g = guide(view, kinds, s, actions);
    if (g) notes.push({ kind: 'guide', text: g });
  }
  return notes;
}

// The learning game's guide: one next step, tied to the prompt.
function guide(view, kinds, s, actions) {
  const powers = new Set(actions.filter((a) => a.kind === 'force' && a.card && !a.card.blocked).map((a) => a.card.type));
  if (view.phase !== 'struggle') return null;
  if (kinds.has('pick') || kinds.has('deck')) return 'A power asks you to choose: click one of the highlighted cards, or its button.';
  if (kinds.has('yes') || kinds.has('no') || kinds.has('done')) return 'Answer the question of the power you used.';
  if (s.count === 0) return `Step 1: every side starts with an empty table. Play the top card of your deck; its value starts your total. Aim for the highest total that is not over ${s.target}. (Help, in the toolbar, has the rules in short.)`;
  if (s.target !== null && s.mine > s.target) {
    return powers.has('diplomacy')
      ? `You are over the target (${s.mine} > ${s.target}) and would lose. Use your Diplomacy card's power to discard one of your own cards.`
      : `You are over the target (${s.mine} > ${s.target}) and none of your cards can lower your total now. If ${s.oname} also end${s.plural ? '' : 's'} over it, nobody wins.`;
  }
  if (view.passes > 0 && s.mine > s.theirs) return `${cap(s.oname)} passed. You lead ${s.mine} to ${s.theirs}: if you pass now, the struggle ends and you win.`;
  if (view.passes > 0 && s.mine <= s.theirs && s.theirs <= s.target) return `${cap(s.oname)} passed with ${s.theirs}. If you pass now you lose: play a card or use a power to get ahead.`;
  if (s.theirs > s.mine && s.theirs <= s.target && (powers.has('military') || kinds.has('play'))) {
    const how = powers.has('military') ? 'Your Military card can discard one of their cards' : 'Another card from your deck can catch up';
    return `${cap(s.oname)} lead${s.plural ? '' : 's'} ${s.theirs} to ${s.mine}. ${how}.`;
  }
  if (kinds.has('play') && s.target - s.mine >= 4) return `Your total is ${s.mine} of at most ${s.target}. Playing another card is fairly safe (cards are worth 2 to 5); you may have ${s.capacity} cards in play.`;
  if (kinds.has('play')) return `Your total is ${s.mine}, close to the target ${s.target}: another card may take you over. Passing or a power may be wiser.`;
  return `No more cards fit (capacity ${s.capacity}). Use a power, or pass to end the struggle once you are ahead.`;
}
