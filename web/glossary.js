// Game-neutral glossary terms: a dotted word that explains itself on hover,
// keyboard focus, or a tap (touch screens have no hover). One shared bubble,
// kept inside the window; Escape or a tap elsewhere closes it.
//
//   term('Capacity', 'The most cards …')  -> <button class="term">Capacity</button>

import { h } from './dom.js';

let bubble = null;
let owner = null;
let pinned = false;

function ensureBubble() {
  if (bubble && bubble.isConnected) return bubble;
  bubble = h('div', { class: 'term-tip', role: 'tooltip', id: 'term-tip', testid: 'term-tip', hidden: true });
  document.body.appendChild(bubble);
  document.addEventListener('pointerdown', (e) => {
    if (owner && !owner.contains(e.target) && !bubble.contains(e.target)) hide(true);
  }, true);
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && owner) { hide(true); }
  });
  window.addEventListener('scroll', () => hide(true), { passive: true, capture: true });
  return bubble;
}

function show(btn, pin) {
  const b = ensureBubble();
  if (owner && owner !== btn) owner.setAttribute('aria-expanded', 'false');
  owner = btn;
  pinned = pin || pinned;
  b.textContent = btn.dataset.tip;
  b.hidden = false;
  btn.setAttribute('aria-expanded', 'true');
  btn.setAttribute('aria-describedby', 'term-tip');
  const r = btn.getBoundingClientRect();
  const w = Math.min(300, window.innerWidth - 16);
  b.style.maxWidth = `${w}px`;
  const bw = b.offsetWidth;
  const left = Math.max(8, Math.min(r.left, window.innerWidth - bw - 8));
  let top = r.bottom + 6;
  if (top + b.offsetHeight > window.innerHeight - 8) top = Math.max(8, r.top - b.offsetHeight - 6);
  b.style.left = `${left}px`;
  b.style.top = `${top}px`;
}

function hide(force) {
  if (!owner || (pinned && !force)) return;
  owner.setAttribute('aria-expanded', 'false');
  owner.removeAttribute('aria-describedby');
  owner = null;
  pinned = false;
  if (bubble) bubble.hidden = true;
}

export function term(label, text, { cls = '' } = {}) {
  const btn = h('button', {
    type: 'button', class: ['term', cls], 'aria-expanded': 'false', dataset: { tip: text }, testid: 'term',
  }, label);
  btn.addEventListener('mouseenter', () => show(btn, false));
  btn.addEventListener('mouseleave', () => hide(false));
  btn.addEventListener('focus', () => show(btn, false));
  btn.addEventListener('blur', () => hide(true));
  btn.addEventListener('click', (e) => {
    e.stopPropagation();
    if (owner === btn && pinned) hide(true);
    else show(btn, true);
  });
  return btn;
}
