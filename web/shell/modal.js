// Modal dialogs: while one is open, Tab and Shift+Tab stay inside it, Escape
// closes it (when it may be closed), and the focus goes back where it was.

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const stack = []; // [{el, onEscape, returnTo}]

function visible(el) {
  return !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length) && !el.closest('[hidden]');
}

export function focusables(root) {
  return [...root.querySelectorAll(FOCUSABLE)].filter(visible);
}

// Shows `el` (an .overlay holding a [role=dialog]) as a modal. `onEscape`:
// called on Escape (omit: Escape does nothing). `focus`: element to focus.
export function openModal(el, { onEscape = null, focus = null } = {}) {
  const existing = stack.find((m) => m.el === el);
  if (existing) {
    existing.onEscape = onEscape;
  } else {
    const active = document.activeElement;
    stack.push({ el, onEscape, returnTo: active && active !== document.body ? active : null });
  }
  el.hidden = false;
  const target = focus || focusables(el)[0];
  if (target && !el.contains(document.activeElement)) target.focus();
}

export function closeModal(el, { restoreFocus = true } = {}) {
  const i = stack.findIndex((m) => m.el === el);
  el.hidden = true;
  if (i < 0) return;
  const [m] = stack.splice(i, 1);
  if (restoreFocus && m.returnTo && m.returnTo.isConnected && !m.returnTo.closest('[hidden]') && !topModal()) {
    m.returnTo.focus({ preventScroll: true });
  }
}

export function topModal() {
  for (let i = stack.length - 1; i >= 0; i--) if (!stack[i].el.hidden) return stack[i];
  return null;
}

export const isModalOpen = () => topModal() !== null;

// Keydown handler (installed once, capture phase).
function onKeyDown(e) {
  const m = topModal();
  if (!m) return;
  if (e.key === 'Escape') {
    if (m.onEscape) {
      e.preventDefault();
      e.stopPropagation();
      m.onEscape();
    }
    return;
  }
  if (e.key !== 'Tab') return;
  const items = focusables(m.el);
  if (!items.length) {
    e.preventDefault();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const inside = m.el.contains(document.activeElement);
  if (e.shiftKey && (document.activeElement === first || !inside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
    e.preventDefault();
    first.focus();
  }
}

// Focus that escapes a modal (a click outside, a script) is brought back.
function onFocusIn(e) {
  const m = topModal();
  if (!m || m.el.contains(e.target)) return;
  const items = focusables(m.el);
  if (items.length) items[0].focus();
}

let installed = false;
export function installModalKeys() {
  if (installed) return;
  installed = true;
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocusIn);
}

// A yes/no question in the #confirm dialog. Resolves true/false.
export function confirmDialog({ title, text, yes = 'Yes', no = 'Cancel' }) {
  const el = document.getElementById('confirm');
  document.getElementById('confirm-title').textContent = title;
  document.getElementById('confirm-text').textContent = text;
  const yesBtn = document.getElementById('confirm-yes');
  const noBtn = document.getElementById('confirm-no');
  yesBtn.textContent = yes;
  noBtn.textContent = no;
  return new Promise((resolve) => {
    const done = (answer) => {
      yesBtn.onclick = null;
      noBtn.onclick = null;
      closeModal(el);
      resolve(answer);
    };
    yesBtn.onclick = () => done(true);
    noBtn.onclick = () => done(false);
    openModal(el, { onEscape: () => done(false), focus: noBtn });
  });
}
