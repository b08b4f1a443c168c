// Shared by the LCG browser tests (lcg-ui.test.mjs, lcg-2v2.test.mjs): layout
// and card-action checks of the LCG table, axe-core, a player that clicks,
// and one click through a card or the prompt.

import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { pageState, waitSettled, mulberry32 } from './helpers.mjs';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

// Text that does not fit its box anywhere on the table, in the prompt or
// in an open dialog; text under 12 px on the cards; a page wider than the screen.
export function layoutProblems(page) {
  return page.evaluate(() => {
    const out = [];
    const seen = (el) => el.getClientRects().length && el.clientHeight > 0 && !el.closest('.visually-hidden');
    const scrollers = (el) => {
      for (let p = el; p; p = p.parentElement) {
        const o = getComputedStyle(p);
        if (p !== el && (o.overflowX === 'auto' || o.overflowX === 'scroll')) return true;
      }
      return false;
    };
    const roots = [...document.querySelectorAll('[data-testid="table"], #prompt-panel, .modal')];
    for (const root of roots) {
      for (const el of root.querySelectorAll('*')) {
        if (!seen(el)) continue;
        const cs = getComputedStyle(el);
        if (cs.overflowX === 'auto' || cs.overflowX === 'scroll' || cs.overflowY === 'auto' || cs.overflowY === 'scroll') continue;
        if (el.classList.contains('visually-hidden')) continue;
        const txt = el.textContent.trim().slice(0, 40);
        if (el.scrollHeight > el.clientHeight + 1 && cs.overflowY !== 'visible') out.push(`clipped (height): ${el.className} "${txt}"`);
        if (el.scrollWidth > el.clientWidth + 1 && (cs.overflowX !== 'visible' || el.closest('.lcg-card'))) {
          if (!scrollers(el) || el.closest('.lcg-card')) out.push(`clipped (width): ${el.className} "${txt}" ${el.scrollWidth}>${el.clientWidth}`);
        }
      }
    }
    // Card text sticking out of its card.
    for (const card of document.querySelectorAll('.lcg-card')) {
      if (!card.getClientRects().length) continue;
      const r = card.getBoundingClientRect();
      for (const el of card.querySelectorAll('*')) {
        if (!el.getClientRects().length || el.closest('.visually-hidden')) continue;
        const e = el.getBoundingClientRect();
        if (e.width && (e.right > r.right + 1 || e.bottom > r.bottom + 1 || e.left < r.left - 1)) {
          out.push(`outside its card: ${el.className} "${el.textContent.trim().slice(0, 30)}"`);
          break;
        }
      }
      for (const el of card.querySelectorAll('.lc-name, .lc-fig, .lc-tag, .lc-type, .lc-sub, .lc-text')) {
        if (!el.getClientRects().length) continue;
        const px = parseFloat(getComputedStyle(el).fontSize);
        if (px < 12) out.push(`small text: ${el.className} ${px}px`);
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth + 1) out.push(`page wider than the screen: ${document.documentElement.scrollWidth} > ${window.innerWidth}`);
    return out;
  });
}

// Every legal action that names a card on the table is a button on that
// card (the card itself or a small button under it).
export function cardActionProblems(page) {
  return page.evaluate(() => {
    const out = [];
    const acts = window.__swrules.session.match.legalActions(window.__swrules.session.viewer);
    const table = document.querySelector('[data-testid="table"]');
    for (const a of acts) {
      if (typeof a.card !== 'string') continue;
      const shown = table.querySelector(`[data-card="${CSS.escape(a.card)}"]`);
      if (!shown) continue;
      if (!table.querySelector(`[data-action-id="${CSS.escape(a.id)}"]`)) out.push(`${a.id}: its card is on the table but not clickable`);
    }
    return out;
  });
}

// axe-core: no serious or critical violations.
export async function axe(page, what) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ path: AXE });
  const res = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  const bad = res.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const text = bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')} — ${v.nodes[0] && v.nodes[0].failureSummary}`);
  assert.deepEqual(text, [], `axe on ${what}`);
}

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

