// Helpers of the EvR card-text scenarios (card_texts_*), on top of table.mjs:
// a struggle position of Battle of Hoth (Rebel balance) and short reads of a
// seat's cards.
import { evr } from './table.mjs';

// Seats: the Rebel is seat 0, the Imperial seat 1.
export const R = 0, I = 1;
// A struggle position of Battle of Hoth with `rebel` / `imperial` seats and `extra` setup fields.
export function pos(rebel, imperial, extra = {}) {
  return evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'rebel', rebel, imperial, ...extra });
}
export const ids = (arr) => arr.map((c) => c.id);
export const inPlay = (m, s) => ids(m.view(s).players[s].inPlay);
export const card = (m, s, id) => m.view(s).players[s].inPlay.find((c) => c.id === id);
export const disc = (m, s) => ids(m.view(s).players[s].discard);
export const pl = (m, s, viewer = s) => m.view(viewer).players[s];
export const toAct = (m) => m.status().toAct;
