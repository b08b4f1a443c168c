// The middle of the LCG table: the turn (whose team, which of its players is
// the active player), the phase, the Death Star dial (to the mode's winning
// value), the Balance of the Force, the team's destroyed objectives in a team
// game, the Force struggle and the engagement with both edge stacks.

import { h } from '../../dom.js';
import { keyed, nameOf, t } from './table-parts.js';
import { modeInfo, modeOf } from './modes.js';
import {
  PHASE_NAMES, playerOf, players, plural, sideName, sideOf, sidePlayers, struggleTotal, teamSize, titleCase,
} from './words.js';

export function renderCenter(env) {
  const { view, ctx } = env;
  const mode = modeInfo(modeOf(view));
  const active = typeof view.active === 'number' && view.active >= 0 ? view.active : null;
  const who = active !== null ? nameOf(env, active) : null;
  const side = active !== null ? sideOf(view, active) : '';
  const team = active !== null && teamSize(view, side) > 1;
  const person = active !== null && team && typeof ctx.playerName === 'function' ? ctx.playerName(active) : '';
  const setup = view.phase === 'setup';
  const turn = keyed(h('div', { class: 'lcg-turn', testid: 'turn' },
    h('span', { class: 'turn-no' }, setup ? 'Setup' : `Turn ${view.turn ?? '–'}`),
    who && !setup && !team ? h('span', { class: ['turn-side', `side-${side}`] }, who) : null,
    who && !setup && team ? h('span', { class: ['turn-side', `side-${side}`] }, `${sideName(side)} team`) : null,
    who && !setup && team ? h('span', { class: 'turn-player', testid: 'active-player' },
      'active player: ', h('strong', null, who), person && person !== who ? ` (${person})` : '') : null,
    h('span', { class: 'phase-chip', testid: 'phase' }, PHASE_NAMES[view.phase] || titleCase(view.phase || ''))),
  'turn', [view.turn, view.phase, who, team, person]);

  const items = [turn];
  if (mode.dial) {
    const top = mode.dial;
    const dial = Math.max(0, Math.min(top, Number(view.dial) || 0));
    items.push(keyed(h('div', { class: 'lcg-dial', testid: 'dial' },
      h('span', { class: 'dial-label' }, t('dial')),
      h('span', { class: 'dial-track', 'aria-hidden': 'true' },
        Array.from({ length: top }, (_, i) => h('span', { class: ['dial-step', i < dial ? 'on' : ''] }))),
      h('strong', { class: 'dial-value', testid: 'dial-value' }, `${dial}`, h('span', { class: 'dial-of' }, ` / ${top}`))),
    'dial', [dial, top]));
  }

  const bal = view.balance === 'dark' || view.balance === 'light' ? view.balance : null;
  items.push(keyed(h('div', { class: ['lcg-balance', bal ? `side-${bal}` : ''], testid: 'balance' },
    h('span', { class: 'bal-token', 'aria-hidden': 'true' }, bal === 'dark' ? 'D' : 'L'),
    h('span', null, t('balance'), ': ', h('strong', null, sideName(bal)))),
  'balance', [bal]));

  // A team's win by objectives counts the team's victory piles together.
  if (mode.lightObjectives && teamSize(view, 'light') > 1) {
    const n = sidePlayers(view, 'light').reduce((k, p) => k + (Array.isArray(p.victory) ? p.victory.length : 0), 0);
    items.push(keyed(h('div', { class: 'lcg-goal side-light', testid: 'team-goal' },
      t('victory', 'Destroyed'), ' by the Light Side team: ', h('strong', null, `${n} / ${mode.lightObjectives}`)),
    'goal', [n, mode.lightObjectives]));
  }

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
  const { view, engaged } = env;
  const obj = env.index.get(engaged.objective);
  const atk = engaged.attacker;
  const def = engaged.defender;
  const name = (s) => nameOf(env, s);
  // Participating units, a lent one with its lender ("X-wing, lent by Light Side #1").
  const names = (role) => players(view).flatMap((p) => (p.units || []).filter((u) => u.role === role)
    .map((u) => (typeof u.lentBy === 'number' && u.lentBy >= 0 ? `${u.name} (lent by ${name(u.lentBy)})` : u.name)));
  const who = (role) => (names(role).length ? `: ${names(role).join(', ')}` : ' (no units)');
  const edge = [atk, def].filter((s) => typeof s === 'number' && s >= 0).map((s) => {
    const p = playerOf(view, s);
    if (!p) return null;
    const own = Array.isArray(p.edge) ? p.edge : null;
    const n = typeof p.edgeCount === 'number' ? p.edgeCount : own ? own.length : 0;
    if (!n) return null;
    return h('div', { class: ['edge-stack', `side-${p.side}`], testid: `edge-${s}` },
      h('span', { class: 'zone-label' }, `${name(s)}: edge stack`),
      ` ${plural(n, 'card')}`, own && own.length ? (s === env.ctx.viewer ? ' (yours: ' : ' (revealed: ') : n ? ' face down' : '',
      own && own.length ? own.map((c) => `${c.name} ◆${c.force || 0}`).join(', ') : '', own && own.length ? ')' : '');
  });
  const input = [engaged, obj ? obj.name : null, name(atk), name(def), names('attacker'), names('defender'),
    [atk, def].map((s) => { const p = playerOf(view, s); return p ? [p.edgeCount, p.edge] : null; }), env.ctx.viewer];
  return keyed(h('div', { class: 'lcg-engagement', testid: 'engagement' },
    h('h3', null, t('engagement'), ': ', obj ? obj.name : titleCase(engaged.objective || '')),
    h('p', { class: 'eng-sides' },
      h('span', { class: 'eng-atk', testid: 'attackers' }, `${name(atk)} attacks${who('attacker')}`), ' · ',
      h('span', { class: 'eng-def', testid: 'defenders' }, `${name(def)} defends${who('defender')}`)),
    typeof engaged.edgeWinner === 'number' && engaged.edgeWinner >= 0
      ? h('p', { class: 'eng-edge', testid: 'edge-winner' }, t('edge'), ': won by ', h('strong', null, name(engaged.edgeWinner))) : null,
    edge), 'engagement', input);
}
