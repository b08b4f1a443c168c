// Shared by the LCG browser tests (lcg-ui.test.mjs, lcg-2v2.test.mjs): layout
// and card-action checks of the LCG table, axe-core, a player that clicks,
// and one click through a card or the prompt.

import { pageState, waitSettled, mulberry32, axe, cardActionProblems, layoutProblems as sharedLayoutProblems } from './helpers.mjs';

// The LCG table's layout faults (helpers.mjs's checker with the LCG's card parts).
export const layoutProblems = (page) => sharedLayoutProblems(page, {
  card: '.lcg-card', text: '.lc-name, .lc-fig, .lc-tag, .lc-type, .lc-sub, .lc-text' });

export { cardActionProblems, axe };

// A player who plays cards, attacks and defends, and passes less often than
// not. Returns the id to play (from the ids on offer).
export function player(seed) {
  const rnd = mulberry32(seed);
  return (ids) => {
    const pick = (pred) => ids.filter(pred);
    const want = pick((id) => /^(deploy|attacker|defender|engage|strike|icon|hit|tactic|bonus|commit|autopay|attach|keep|reveal|damage|bottom|edge|reserve|support|agree):/.test(id) || ['autopay', 'keep', 'bonus'].includes(id));
    const quiet = pick((id) => ['pass', 'done', 'decline'].includes(id));
    if (want.length && (rnd() < 0.75 || !quiet.length)) return want[Math.floor(rnd() * want.length)];
    if (quiet.length && rnd() < 0.8) return quiet[0];
    return ids[Math.floor(rnd() * ids.length)];
  };
}

// Plays `id`: through its card on the table when the card shows it (and
// `viaCard`), else through the prompt's button. Waits until the page settled.
export async function play(page, id, viaCard) {
  const st = await pageState(page);
  const onCard = page.locator(`[data-testid="table"] [data-action-id="${id}"]`);
  let how = 'prompt';
  if (viaCard && await onCard.count()) {
    await onCard.first().click();
    how = 'card';
  } else {
    await page.locator(`#actions [data-testid="action"][data-action-id="${id}"]`).click();
  }
  await waitSettled(page, st.seq);
  return how;
}

