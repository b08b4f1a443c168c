// Game-neutral screen fitting for phones: the prompt panel is a sheet at the
// bottom of the screen (style.css). When the table fits the screen, the sheet
// takes the height the table leaves free, so the table above it is not
// covered; when the table is taller than the screen (the page scrolls under
// the sheet anyway) the sheet takes what it needs, up to a share of the
// screen. Either way the options stay reachable by touch:
//  - the option list scrolls inside the sheet and always shows at least one
//    whole option (its min-height is the tallest option's height);
//  - the prompt text and notes (#prompt-body) scroll together above it: they
//    keep the text's first lines (and a line of notes when there is room) and
//    never push the options out of the sheet;
//  - the sheet is never lower than these minimums, so nothing is clipped
//    without a way to scroll to it (even if the table is then covered).
// Its height goes into --prompt-h so the page can leave room below the table.
//
//   fitPrompt(panel, tableHost, onFit)   // onFit(): after each fit (optional)

const SHARE = 0.4;   // of the screen the sheet may take over a table taller than the screen
const MOST = 0.85;   // of the screen the sheet never exceeds
// From the roomiest to the tightest: lines of prompt text and of notes kept
// in view (what is longer scrolls).
const TIERS = [{ text: 4, notes: 1 }, { text: 4, notes: 0 }, { text: 2, notes: 0 }];

function px(v) {
  const n = parseFloat(v);
  return Number.isFinite(n) ? n : 0;
}

function lineHeight(el) {
  const cs = getComputedStyle(el);
  const lh = parseFloat(cs.lineHeight);
  return Number.isFinite(lh) ? lh : px(cs.fontSize) * 1.4;
}

const margins = (cs) => px(cs.marginTop) + px(cs.marginBottom);
const scrolls = (cs) => cs.overflowY === 'auto' || cs.overflowY === 'scroll';

// Height a part takes in the sheet when not squeezed (without margins).
function natural(el) {
  const cs = getComputedStyle(el);
  return scrolls(cs) ? el.scrollHeight + px(cs.borderTopWidth) + px(cs.borderBottomWidth) : el.offsetHeight;
}

// The least height of the prompt body: the text's first lines, then some
// lines of notes.
function bodyLeast(body, tier) {
  const text = body.querySelector('.prompt-text');
  const notes = body.querySelector('.prompt-notes');
  let least = 0;
  if (text) {
    least += Math.min(text.offsetHeight, lineHeight(text) * tier.text + 2) + margins(getComputedStyle(text));
  }
  if (notes && !notes.hidden && tier.notes > 0) {
    const note = notes.querySelector('.prompt-note') || notes;
    const cs = getComputedStyle(note);
    least += lineHeight(note) * tier.notes + px(cs.paddingTop) + px(cs.paddingBottom) + 2;
  }
  return Math.min(Math.ceil(least), natural(body));
}

// The least height of the option list: its tallest option.
function listLeast(list) {
  const cs = getComputedStyle(list);
  let tallest = 0;
  for (const b of list.children) tallest = Math.max(tallest, b.offsetHeight);
  const least = tallest + px(cs.paddingTop) + px(cs.paddingBottom) + px(cs.borderTopWidth) + px(cs.borderBottomWidth);
  return Math.min(Math.ceil(least), natural(list));
}

// A part that scrolls can be reached by keyboard too (Tab, then arrows).
function markScroller(el) {
  const overflows = el.scrollHeight > el.clientHeight + 1;
  if (overflows && !el.hasAttribute('tabindex')) {
    el.tabIndex = 0;
    el.dataset.fitTab = '1';
  } else if (!overflows && el.dataset.fitTab) {
    el.removeAttribute('tabindex');
    delete el.dataset.fitTab;
  }
}

function clearFit(panel) {
  panel.style.maxHeight = '';
  for (const el of panel.children) {
    el.style.minHeight = '';
    if (el.dataset.fitTab) {
      el.removeAttribute('tabindex');
      delete el.dataset.fitTab;
    }
  }
}

export function fitPrompt(panel, table, onFit = null) {
  const root = document.documentElement;
  const update = () => {
    if (getComputedStyle(panel).position !== 'fixed') {
      clearFit(panel);
      root.style.setProperty('--prompt-h', '0px');
      if (onFit) onFit();
      return;
    }
    const H = window.innerHeight;
    const body = panel.querySelector('.prompt-body');
    const list = panel.querySelector('.actions');
    const pcs = getComputedStyle(panel);
    // What the sheet needs unsqueezed, and the parts' least heights per tier.
    let need = px(pcs.paddingTop) + px(pcs.paddingBottom) + px(pcs.borderTopWidth) + px(pcs.borderBottomWidth);
    let fixedPart = need;
    for (const el of panel.children) {
      const cs = getComputedStyle(el);
      if (cs.display === 'none' || cs.position === 'absolute' || cs.position === 'fixed') continue;
      need += natural(el) + margins(cs);
      fixedPart += (el === body || el === list ? 0 : natural(el)) + margins(cs);
    }
    const listMin = list ? listLeast(list) : 0;
    const leastOf = (tier) => fixedPart + (body ? bodyLeast(body, tier) : 0) + listMin;
    const bottom = table.getBoundingClientRect().bottom + window.scrollY;
    const free = Math.round(H - bottom - 6);
    const room = free >= 0 ? Math.max(free, 150) : H * SHARE;
    const tier = TIERS.find((t) => leastOf(t) <= room) || TIERS[TIERS.length - 1];
    const least = leastOf(tier);
    let height = free >= 0 ? Math.max(free, least) : Math.max(least, Math.min(need, H * SHARE));
    height = Math.min(Math.max(height, 150), H * MOST);
    panel.style.maxHeight = `${Math.round(height)}px`;
    // The text and notes in full when the list keeps two of its tallest options.
    if (body) {
      const spare = height - fixedPart - Math.min(list ? natural(list) : 0, 2 * listMin);
      body.style.minHeight = `${Math.floor(Math.min(natural(body), Math.max(bodyLeast(body, tier), spare)))}px`;
    }
    // No options (the computer's turn): the style sheet's floor.
    if (list) list.style.minHeight = list.children.length ? `${listMin}px` : '';
    if (body) markScroller(body);
    root.style.setProperty('--prompt-h', `${panel.offsetHeight}px`);
    if (onFit) onFit();
  };
  let frame = 0;
  const later = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => { frame = 0; update(); });
  };
  if (typeof ResizeObserver === 'function') {
    const ro = new ResizeObserver(later);
    ro.observe(panel);
    ro.observe(table);
  }
  // A new prompt may keep the sheet's height (it is capped): fit it anyway.
  if (typeof MutationObserver === 'function') {
    new MutationObserver(later).observe(panel, {
      childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['hidden', 'class'],
    });
  }
  window.addEventListener('resize', later);
  later();
}
