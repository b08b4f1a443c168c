// The LCG table, drawn from view(seat) (docs/api.md): the other side on top,
// the Force (turn, dial, Balance, engagement, edge stacks) in the middle, the
// viewer's side at the bottom with the hand. In a team game each side is a
// row of its players' areas, each opponent above the player it faces
// (./arrange.js). Every card some legal action names is a button (its first
// action; further ones as small buttons under it).

import { h } from '../../dom.js';
import { arrange } from './arrange.js';
import { renderCenter } from './center.js';
import { renderPlayer } from './player.js';
import { actionsByCard, recentBySeat, stateId } from './table-parts.js';
import { cardIndex, sideName } from './words.js';

export function renderTable(view, ctx) {
  const env = {
    view, ctx, byCard: actionsByCard(ctx), index: cardIndex(view), recent: recentBySeat(ctx), sid: stateId(ctx),
    engaged: view.engagement && typeof view.engagement === 'object' ? view.engagement : null,
  };
  const { top, bottom, topSide, bottomSide } = arrange(view, ctx.viewer, ctx.stableSeats);
  const teams = top.length > 1 || bottom.length > 1;
  return h('div', {
    class: ['lcg-table', teams ? 'lcg-teams' : '', env.engaged ? 'engaging' : ''], testid: 'table',
    dataset: { key: 'table', phase: view.phase, round: view.turn, seats: top.length + bottom.length },
  },
  teams ? teamRow(top, env, 'top', topSide) : top.map((p) => renderPlayer(p, env, 'top')),
  renderCenter(env),
  teams ? teamRow(bottom, env, 'bottom', bottomSide) : bottom.map((p) => renderPlayer(p, env, 'bottom')));
}

// A side's players side by side (stacked on a phone).
function teamRow(list, env, where, side) {
  return h('div', {
    class: ['lcg-team', where, `side-${side}`, `n${list.length}`], role: 'group', 'aria-label': `${sideName(side)} team`,
    testid: `team-${where}`, dataset: { key: `team-${where}`, side },
  }, list.map((p) => renderPlayer(p, env, where)));
}
