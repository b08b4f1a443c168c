// Explanations for the player: why Hint suggests an action, why a yes/no
// question offers only "No", and the step-by-step guide of the learning game.
// All of it reads the view and the legal actions only.

import { cap, isLearning, playerOf, players, plural, seatLabel, strategyCard, strategyName } from './words.js';
import { poss } from './result.js';

function me(view) {
  return playerOf(view, view.viewer);
}

function opponent(view) {
  return players(view).find((p) => p.seat !== view.viewer) || null;
}

// What a side's chosen strategy will do when the winner is determined, as far
// as the viewer knows it (their own, or one revealed): the view's
// strategyCards say what each card adds (totalBonus) and whether it gives the
// event to the would-be loser (swapsWinner). A strategy has no effect when its
// side's total is over the target at the reveal (EVR-DOM-3), or when both
// chose Deception (EVR-DOM-5).
function chosenOf(view, p) {
  const st = p && p.strategies;
  if (!st || st.chosen === null || st.chosen === undefined) return { hidden: !!(st && st.hasChosen), card: null };
  return { hidden: false, card: strategyCard(view, st.chosen) || { id: st.chosen, name: strategyName(st.chosen, view), totalBonus: 0, swapsWinner: false } };
}

function situation(view) {
  const m = me(view);
  const o = opponent(view);
  const ev = view.event || {};
  const target = typeof ev.target === 'number' ? ev.target : null;
  const capacity = m && typeof m.capacity === 'number' ? m.capacity : ev.capacity;
  const mine = m ? m.total ?? 0 : 0;
  const theirs = o ? o.total ?? 0 : 0;
  const ms = chosenOf(view, m);
  const os = chosenOf(view, o);
  const bothSwap = !!(ms.card && os.card && ms.card.swapsWinner && os.card.swapsWinner);
  const active = (x, total) => !!x.card && (target === null || total <= target) && !bothSwap;
  const myActive = active(ms, mine);
  const theirActive = active(os, theirs);
  const myBonus = myActive ? ms.card.totalBonus || 0 : 0;
  const theirBonus = theirActive ? os.card.totalBonus || 0 : 0;
  return {
    m, o, target, capacity, mine, theirs,
    // The totals that will count, with every known strategy.
    myFinal: mine + myBonus,
    theirFinal: theirs + theirBonus,
    myBonus, theirBonus,
    myStrat: ms.card, theirStrat: os.card, theirHidden: os.hidden,
    swap: (myActive && ms.card.swapsWinner) || (theirActive && os.card.swapsWinner),
    count: m ? (m.inPlay || []).length : 0,
    oname: o ? `the ${seatLabel(view, o.seat)}` : 'your opponent',
    plural: !!o && seatLabel(view, o.seat) === 'Rebels',
  };
}

// "12 (14 with your Direct Assault's +2)", or just "12".
function counted(total, bonus, card, whose) {
  return bonus ? `${total} (${total + bonus} with ${whose} ${card.name}'s +${bonus})` : `${total}`;
}

const POWER_WHY = {
  military: (s) => `Military discards one of ${poss(s.oname)} cards in play, which lowers their total (${s.theirs} now).`,
  diplomacy: (s) => (s.target !== null && s.mine > s.target
    ? `Diplomacy discards one of your own cards: your ${s.mine} is over the target ${s.target}, and this brings it down.`
    : 'Diplomacy discards one of your own cards (this one or another), to fine-tune your total or make room under the capacity.'),
  // The card's own text (the engine's), not a summary of it.
  force: (s, c) => c.power || '',
  recon: (s, c) => c.power || '',
};

// Why the suggested action is good, in one or two sentences.
export function explainAction(view, action) {
  if (!view || !action) return '';
  const s = situation(view);
  const room = s.target !== null ? s.target - s.myFinal : null;
  switch (action.kind) {
    case 'play': {
      if (s.mine === 0 && !s.myBonus) return 'You have no card in play yet; the first card starts your total.';
      if (room === null) return 'Another card raises your total.';
      const yours = `Your total is ${counted(s.mine, s.myBonus, s.myStrat, 'your')} and the target ${s.target}`;
      return room > 0
        ? `${yours}: a card worth up to ${room} keeps you within the target.`
        : `${yours}: any card takes you further over the target.`;
    }
    case 'pass': {
      if (s.target === null) return 'None of the other moves improves your position now.';
      const yours = counted(s.mine, s.myBonus, s.myStrat, 'your');
      if (s.myBonus && s.mine <= s.target && s.myFinal > s.target) {
        return `Careful: your ${s.myStrat.name} adds ${s.myBonus} when the winner is determined, so your ${s.mine} will count ${s.myFinal}, over the target ${s.target}.`;
      }
      const hidden = s.theirHidden ? ` (${poss(s.oname)} strategy is still face down and may change that)` : '';
      if (s.swap && s.myFinal <= s.target && s.theirFinal <= s.target) {
        return `A Deception is in effect: the side that would have lost the event wins it instead. Your total counts ${yours}, ${poss(s.oname)} ${counted(s.theirs, s.theirBonus, s.theirStrat, 'their')}, target ${s.target}${hidden}.`;
      }
      if (s.myFinal <= s.target && s.myFinal > s.theirFinal) return `You lead ${yours} to ${counted(s.theirs, s.theirBonus, s.theirStrat, 'their')} within the target ${s.target}${hidden}: passing keeps it that way, and if ${s.oname} pass${s.plural ? '' : 'es'} too the struggle ends.`;
      if (room !== null && room >= 0 && room <= 2) return `Your total counts ${yours}, close to the target ${s.target}: a card worth more than ${room} would take you over.`;
      return 'None of the other moves improves your position now.';
    }
    case 'force': {
      const c = action.card || {};
      if (c.character) return `${c.name}'s power: ${c.power || ''} Once exhausted, ${c.name} counts ${c.exhaustedValue} instead of ${c.value}.`;
      const why = POWER_WHY[c.type];
      return why ? why(s, c) : (c.power || '');
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
  const room = s.target - s.mine;
  if (s.theirs > s.mine && s.theirs <= s.target && (powers.has('military') || kinds.has('play'))) {
    // To get ahead with one card: worth more than the gap, and not over the target.
    const need = s.theirs - s.mine + 1;
    let how;
    if (powers.has('military')) how = 'Your Military card can discard one of their cards';
    else if (need <= room) how = `A card worth ${need === room ? need : `${need} to ${room}`} would put you ahead within the target`;
    else how = `No single card can put you ahead: you would need more than ${need - 1} points, and more than ${room} takes you over the target`;
    return `${cap(s.oname)} lead${s.plural ? '' : 's'} ${s.theirs} to ${s.mine}. ${how}.`;
  }
  if (kinds.has('play') && room >= 4) return `Your total is ${s.mine} of at most ${s.target}. Another card keeps you within the target if it is worth at most ${room}; you may have ${s.capacity} cards in play.`;
  if (kinds.has('play')) return `Your total is ${s.mine}, close to the target ${s.target}: a card worth more than ${room} takes you over. Passing or a power may be wiser.`;
  return `No more cards fit (capacity ${s.capacity}). Use a power, or pass to end the struggle once you are ahead.`;
}
