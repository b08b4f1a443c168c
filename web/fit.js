// Game-neutral screen fitting for phones: the prompt panel is a sheet at the
// bottom of the screen (style.css). It takes the height the table leaves
// free (at least a few lines), so the table above it is never covered; a
// long option list scrolls inside it (the shell says so, screen.js). Its
// height goes into --prompt-h so the page can leave room below the table.
//
//   fitPrompt(panel, tableHost)

export function fitPrompt(panel, table) {
  const root = document.documentElement;
  const update = () => {
    const fixed = getComputedStyle(panel).position === 'fixed';
    if (fixed) {
      const bottom = table.getBoundingClientRect().bottom + window.scrollY;
      panel.style.maxHeight = `${Math.max(150, Math.round(window.innerHeight - bottom - 6))}px`;
      root.style.setProperty('--prompt-h', `${panel.offsetHeight}px`);
    } else {
      panel.style.maxHeight = '';
      root.style.setProperty('--prompt-h', '0px');
    }
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
  window.addEventListener('resize', later);
  later();
}
