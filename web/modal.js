// Game-neutral dialogs made on the fly (help, settings, card zoom, replay),
// on top of the shell's modal stack (shell/modal.js: Tab stays inside,
// Escape closes, the focus goes back, page shortcuts wait). One at a time.
//
//   const m = openDialog({ title: 'Settings', body: node, testid: 'settings' });
//   m.close();

import { h } from './dom.js';
import { openModal as showModal, closeModal, installModalKeys } from './shell/modal.js';

const open = new Set();

// opts: {title, body (node), testid, cls, onClose, actions: [nodes], hideTitle}
export function openDialog({ title, body, testid = 'dialog', cls = '', onClose = null, actions = [], hideTitle = false }) {
  installModalKeys();
  const id = `dialog-title-${Math.random().toString(36).slice(2, 8)}`;
  const closeBtn = h('button', { type: 'button', class: 'modal-close', testid: `${testid}-close` }, 'Close');
  const dialog = h('div', {
    class: ['dialog', 'modal', cls], role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': id, testid, tabindex: '-1',
  },
  h('h2', { id, class: hideTitle ? 'visually-hidden' : '' }, title),
  h('div', { class: 'modal-body' }, body),
  h('div', { class: 'dialog-actions' }, actions, closeBtn));
  const overlay = h('div', { class: 'overlay modal-overlay', hidden: true }, dialog);
  const m = {
    dialog,
    overlay,
    close() {
      if (!open.has(m)) return;
      open.delete(m);
      closeModal(overlay);
      overlay.remove();
      if (onClose) onClose();
    },
  };
  closeBtn.addEventListener('click', () => m.close());
  overlay.addEventListener('click', (e) => { if (e.target === overlay) m.close(); });
  document.body.appendChild(overlay);
  open.add(m);
  // The dialog itself takes the focus: long content starts at its top, and Tab
  // goes on to its first control.
  showModal(overlay, { onEscape: () => m.close(), focus: dialog });
  dialog.scrollTop = 0;
  return m;
}
