// Game-neutral modal dialog built on the fly: Escape and the close button
// close it, Tab stays inside, other keys do not reach the page underneath,
// and the focus goes back where it was. One modal at a time.
//
//   const m = openModal({ title: 'Settings', body: node, testid: 'settings' });
//   m.close();

import { h } from './dom.js';

let current = null;

export function modalOpen() {
  return !!current;
}

function focusables(root) {
  return [...root.querySelectorAll('button, [href], input, select, textarea, summary, [tabindex]:not([tabindex="-1"])')]
    .filter((el) => !el.disabled && !el.closest('[hidden]') && el.getClientRects().length);
}

function onKey(e) {
  if (!current) return;
  if (e.key === 'Escape') {
    e.preventDefault();
    e.stopPropagation();
    current.close();
    return;
  }
  if (e.key === 'Tab') {
    const f = focusables(current.dialog);
    if (!f.length) return;
    const first = f[0];
    const last = f[f.length - 1];
    const inside = current.dialog.contains(document.activeElement);
    if (!inside) { e.preventDefault(); first.focus(); } else if (e.shiftKey && document.activeElement === first) { e.preventDefault(); last.focus(); } else if (!e.shiftKey && document.activeElement === last) { e.preventDefault(); first.focus(); }
    return;
  }
  // Keys meant for the dialog's own controls reach them (the overlay stops
  // them before the page's shortcuts: 1-9, Ctrl+Z); keys aimed elsewhere wait.
  if (!current.dialog.contains(e.target)) e.stopPropagation();
}

// opts: {title, body (node), testid, cls, onClose, actions: [nodes], labelOnly}
export function openModal({ title, body, testid = 'modal', cls = '', onClose = null, actions = [], hideTitle = false }) {
  if (current) current.close();
  const restore = document.activeElement;
  const id = `modal-title-${Math.random().toString(36).slice(2, 8)}`;
  const closeBtn = h('button', { type: 'button', class: 'modal-close', testid: `${testid}-close` }, 'Close');
  const dialog = h('div', {
    class: ['dialog', 'modal', cls], role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': id, testid, tabindex: '-1',
  },
  h('h2', { id, class: hideTitle ? 'visually-hidden' : '' }, title),
  h('div', { class: 'modal-body' }, body),
  h('div', { class: 'dialog-actions' }, actions, closeBtn));
  const overlay = h('div', { class: 'overlay modal-overlay' }, dialog);
  const m = {
    dialog,
    overlay,
    close() {
      if (current !== m) return;
      current = null;
      overlay.remove();
      document.removeEventListener('keydown', onKey, true);
      if (onClose) onClose();
      if (restore && restore.isConnected && typeof restore.focus === 'function') restore.focus({ preventScroll: true });
    },
  };
  closeBtn.addEventListener('click', () => m.close());
  overlay.addEventListener('click', (e) => { if (e.target === overlay) m.close(); });
  overlay.addEventListener('keydown', (e) => e.stopPropagation());
  document.body.appendChild(overlay);
  current = m;
  document.addEventListener('keydown', onKey, true);
  (focusables(dialog)[0] || dialog).focus();
  return m;
}
