// Game-neutral screen fitting: on a phone the prompt panel is a sheet at the
// bottom (style.css); its height goes into --prompt-h so the page can leave
// room for it, and says how many options are below the sheet's edge.
//
//   fitPrompt(panel, actions, indicator, tableHost)

function scrollerOf(panel, actions) {
  // The phone sheet scrolls as a whole; on wider screens the options list does.
  return getComputedStyle(panel).position === 'fixed' ? panel : actions;
}

export function fitPrompt(panel, actions, indicator, table = null) {
  const root = document.documentElement;
  const update = () => {
    const fixed = getComputedStyle(panel).position === 'fixed';
    // The sheet takes what the table leaves free (at least a few lines), so
    // the table above it is never hidden; longer lists scroll in the sheet.
    if (fixed && table) {
      const bottom = table.getBoundingClientRect().bottom + window.scrollY;
      panel.style.maxHeight = `${Math.max(128, Math.round(window.innerHeight - bottom - 6))}px`;
    } else {
      panel.style.maxHeight = '';
    }
    root.style.setProperty('--prompt-h', fixed ? `${panel.offsetHeight}px` : '0px');
    // Wider screens: the shell marks a long list itself (screen.js markMoreOptions).
    if (!fixed) {
      indicator.hidden = true;
      return;
    }
    const sc = scrollerOf(panel, actions);
    const bottom = sc.getBoundingClientRect().bottom;
    const hidden = [...actions.querySelectorAll('button')].filter((b) => b.getBoundingClientRect().top > bottom - 8).length;
    const more = sc.scrollHeight - sc.scrollTop - sc.clientHeight > 4 && hidden > 0;
    indicator.hidden = !more;
    if (more) indicator.textContent = `${hidden} more option${hidden === 1 ? '' : 's'} below ↓`;
  };
  let frame = 0;
  const later = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => { frame = 0; update(); });
  };
  if (typeof ResizeObserver === 'function') {
    const ro = new ResizeObserver(later);
    ro.observe(panel);
    if (table) ro.observe(table);
  }
  new MutationObserver(later).observe(actions, { childList: true });
  panel.addEventListener('scroll', later, { passive: true });
  actions.addEventListener('scroll', later, { passive: true });
  window.addEventListener('resize', later);
  later();
}
