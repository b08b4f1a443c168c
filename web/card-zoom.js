// Game-neutral "look at a card up close": a modal that shows whatever node a
// renderer gives it (a large rendering of the card), and the gestures that
// open it besides a click: a long-press (touch) and the Z key.
//
//   import { openZoom, zoomable } from './card-zoom.js';
//   openZoom(bigNode, { title: 'Han Solo' });
//   zoomable(el, () => bigNode, { title });

import { h } from './dom.js';
import { openDialog } from './modal.js';

export function openZoom(content, { title = 'Card' } = {}) {
  return openDialog({ title, body: h('div', { class: 'zoom-body' }, content), testid: 'zoom', cls: 'zoom-dialog' });
}

const LONG_PRESS_MS = 450;

// The click that ends a long-press lands on whatever is under the finger by
// then: the zoom's own backdrop, which would close it at once. That one click
// (within a moment of lifting the finger) is swallowed wherever it lands.
function swallowNextClick() {
  let until = Infinity;
  const off = () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('pointerup', onUp, true);
    document.removeEventListener('pointercancel', onUp, true);
  };
  const onClick = (e) => {
    off();
    if (performance.now() <= until) {
      e.preventDefault();
      e.stopImmediatePropagation();
    }
  };
  const onUp = () => {
    until = performance.now() + 600;
    setTimeout(off, 650);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('pointerup', onUp, true);
  document.addEventListener('pointercancel', onUp, true);
}

// A long-press opens the zoom and swallows the click that follows, so a
// long-press never also plays the card. Z on the focused element opens it too.
export function zoomable(el, make, { title } = {}) {
  let timer = null;
  let fired = false;
  let start = null;
  const cancel = () => { clearTimeout(timer); timer = null; };
  el.addEventListener('pointerdown', (e) => {
    if (e.button !== 0) return;
    fired = false;
    start = { x: e.clientX, y: e.clientY };
    cancel();
    timer = setTimeout(() => {
      timer = null;
      fired = true;
      openZoom(make(), { title });
      swallowNextClick();
    }, LONG_PRESS_MS);
  });
  el.addEventListener('pointermove', (e) => {
    if (timer && start && Math.hypot(e.clientX - start.x, e.clientY - start.y) > 10) cancel();
  });
  for (const type of ['pointerup', 'pointercancel', 'pointerleave']) el.addEventListener(type, cancel);
  el.addEventListener('contextmenu', (e) => { if (fired || timer) e.preventDefault(); });
  el.addEventListener('click', (e) => {
    if (fired) {
      fired = false;
      e.preventDefault();
      e.stopImmediatePropagation();
    }
  }, true);
  el.addEventListener('keydown', (e) => {
    if ((e.key === 'z' || e.key === 'Z') && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      e.stopPropagation();
      openZoom(make(), { title });
    }
  });
}
