// Why a struggle was won or lost, in words (EVR-DOM-3..8, EVR-LEARN-5), for
// the round summary on the table and for the end screen.

import { cap, eventName, factionName, isLearning, playerOf, players, plural, seatLabel, strategyName } from './words.js';

const strategyId = (st) => (st && typeof st === 'object' ? st.id : st);

// "Rebels'" / "Empire's".
export function poss(subject) {
  return subject.endsWith('s') ? `${subject}'` : `${subject}'s`;
}

// r: the view's lastResult {event, totals, finalTotals, strategies, cancelled,
// winner, why, balance}; returns
// {verdict, reasons: [sentences]}.
export function explainStruggle(r, view) {
  const ev = r.event && typeof r.event === 'object' ? r.event : view.event;
  const target = ev && typeof ev.target === 'number' ? ev.target : null;
  const totals = r.totals || [];
  const finals = r.finalTotals || totals;
  const seats = players(view).map((p) => p.seat);
  const name = (s) => seatLabel(view, s);
  const The = (s) => `The ${name(s)}`;
  const the = (s) => `the ${name(s)}`;
  const reasons = [];
  const winner = typeof r.winner === 'number' ? r.winner : null;
  // The engine has not determined the winner yet (Dominance, before EVR-DOM-6:
  // lastResult.why is null): only what has happened, no result.
  if (r.why === null) {
    const shown = (r.strategies || []).map((st, s) => (st ? `${the(s)} revealed ${strategyName(st, view)}` : null)).filter(Boolean);
    if (shown.length) reasons.push(`${cap(shown.join(' and '))}.`);
    (r.strategies || []).forEach((st, s) => {
      if (st && (r.cancelled || [])[s]) reasons.push(cancelReason(r, s, st, view, The, target));
    });
    reasons.push(`The totals stand at ${seats.map((s) => `${name(s)} ${totals[s]}`).join(', ')}${target !== null ? ` (target ${target})` : ''}; the winner is not determined yet.`);
    return { verdict: 'No result yet.', reasons, pending: true };
  }
  if (target === null || seats.length < 2) {
    return { verdict: winner === null ? 'Nobody won.' : `${name(winner)} won.`, reasons };
  }
  // Strategies: cancelled by going over the target, or changing the totals.
  (r.strategies || []).forEach((st, s) => {
    if (!st) return;
    if ((r.cancelled || [])[s]) {
      reasons.push(cancelReason(r, s, st, view, The, target));
    } else if (finals[s] !== totals[s]) {
      reasons.push(`${poss(The(s))} ${strategyName(st, view)} changed their total from ${totals[s]} to ${finals[s]}.`);
    }
  });
  // Why it was won: the engine says (lastResult.why, docs/api.md); the page
  // only puts it in words.
  const over = seats.filter((s) => finals[s] > target);
  const ok = seats.filter((s) => !over.includes(s));
  const other = (s) => seats.find((x) => x !== s);
  switch (r.why) {
    case 'noWinner':
      reasons.push(`Both totals are over the target ${target} (${seats.map((s) => `${name(s)} ${finals[s]}`).join(', ')}): nobody won, and the event went to the bottom of the event deck.`);
      break;
    case 'onlyUnder': {
      for (const s of over) reasons.push(`${poss(The(s))} ${finals[s]} is over the target ${target}.`);
      const w = winner !== null ? winner : ok[0];
      const lower = finals[w] < Math.max(...over.map((s) => finals[s]));
      reasons.push(`${poss(The(w))} ${finals[w]} is within the target, so ${the(w)} won${lower ? ' with the lower total' : ''}.`);
      break;
    }
    case 'balanceTie':
      reasons.push(`Both totals are ${finals[seats[0]]}, within the target ${target}: a tie goes to the side shown on the balance token, ${r.balance ? `the ${factionName(r.balance)}` : the(winner)}.`);
      break;
    case 'higherTotal':
      reasons.push(`${poss(The(winner))} ${finals[winner]} beats ${poss(the(other(winner)))} ${finals[other(winner)]}, and both are within the target ${target}.`);
      break;
    case 'deception': {
      const d = seats.find((s) => strategyId((r.strategies || [])[s]) === 'deception' && !(r.cancelled || [])[s]);
      if (r.balance) reasons.push(`Both totals are ${finals[seats[0]]}, within the target ${target}: the balance token showed the ${factionName(r.balance)}.`);
      else reasons.push(`${poss(The(other(winner)))} ${finals[other(winner)]} beat ${poss(the(winner))} ${finals[winner]}, both within the target ${target}.`);
      reasons.push(d !== undefined
        ? `${poss(The(d))} Deception: the side that would have lost, ${the(winner)}, won instead.`
        : `Deception: the side that would have lost, ${the(winner)}, won instead.`);
      break;
    }
    case 'draw':
      reasons.push(`Both totals are ${finals[seats[0]]}, within the target ${target}: a draw.`);
      break;
    default:
      break;
  }
  const verdict = winner === null ? `Nobody won ${eventName(ev)}.` : `${The(winner)} won ${eventName(ev)}.`;
  return { verdict, reasons };
}

// Why a revealed strategy had no effect, as the engine says
// (lastResult.cancelledWhy: EVR-DOM-3 over the target, EVR-DOM-5 both chose it).
function cancelReason(r, s, st, view, The, target) {
  const why = (r.cancelledWhy || [])[s];
  const totals = r.totals || [];
  const head = `${poss(The(s))} ${strategyName(st, view)} had no effect`;
  if (why === 'overTarget') return `${head}: their total ${totals[s]} was over the target ${target}.`;
  if (why === 'cancelEachOther') return `${head}: both sides chose ${strategyName(st, view)}, and the two cancel each other.`;
  return `${head}.`;
}

// The result of the learning game's one struggle, from the final view.
function learningResult(view) {
  const ps = players(view);
  const totals = [];
  for (const p of ps) totals[p.seat] = p.total ?? 0;
  const winners = view.winners || [];
  if (view.lastResult) return explainStruggle(view.lastResult, view);
  return explainStruggle({ event: view.event, totals, finalTotals: totals, strategies: [], cancelled: [], winner: winners.length === 1 ? winners[0] : null }, view);
}

// The seat of the only person at this device (against the computer), else null.
function onlyPerson(view, ctx) {
  if (typeof ctx.you === 'number') return playerOf(view, ctx.you) ? ctx.you : null;
  const seats = players(view).map((p) => p.seat);
  let humans = [];
  if (typeof ctx.isHuman === 'function') humans = seats.filter((s) => ctx.isHuman(s));
  else if (Array.isArray(ctx.seats)) humans = ctx.seats.filter((x) => x && x.human).map((x) => x.seat);
  return humans.length === 1 ? humans[0] : null;
}

// For the end screen: {title, lines, text, reasons}.
export function endSummary(view, status, ctx = {}) {
  const ps = players(view);
  const winners = (status && status.winners) || view.winners || [];
  const learning = isLearning(view);
  const you = onlyPerson(view, ctx);
  const lines = ps.map((p) => ({
    seat: p.seat,
    label: factionName(p.faction) + (you === p.seat ? ' (you)' : ''),
    cls: p.faction,
    vp: p.vp,
    score: learning ? `total ${p.total}` : `${plural(p.vp ?? 0, 'VP', 'VP')}`,
    winner: winners.includes(p.seat),
    detail: learning
      ? (view.event ? `Target ${view.event.target}` : '')
      : ((p.wonEvents || []).length ? `Won: ${(p.wonEvents || []).map(eventName).join(', ')}` : 'Won no event'),
  }));
  let title;
  if (you !== null) title = winners.includes(you) ? 'You won!' : winners.length ? 'You lost' : 'Nobody won';
  else if (winners.length === 1) title = seatLabel(view, winners[0]) === 'Empire' ? 'The Empire wins!' : `The ${seatLabel(view, winners[0])} win!`;
  else title = 'Nobody won';
  const why = [];
  if (learning) {
    const ex = learningResult(view);
    why.push(...ex.reasons);
  } else {
    if (winners.length === 1) {
      const w = playerOf(view, winners[0]);
      why.push(`The ${seatLabel(view, winners[0])} reached ${plural(w ? w.vp : 7, 'victory point')} (7 are needed to win).`);
    }
    if (view.lastResult) {
      const ex = explainStruggle(view.lastResult, view);
      why.push(`Last event: ${ex.verdict} ${ex.reasons.join(' ')}`.trim());
    }
  }
  return { title, lines, text: why.join(' ') || view.result || '', reasons: why };
}
