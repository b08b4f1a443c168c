// Game-neutral player settings: animation speed (or none) and text size.
// Kept in localStorage; applied as data attributes and CSS variables on
// <html> (style.css reads --anim-scale and --text-scale).
// The dialog can also offer to give up the game in progress: on a phone the
// toolbar has no room for Concede (app.js passes its own concede command).
//
//   import { loadSettings, applySettings, openSettings, getSettings } from './settings.js';
//   openSettings({ concede: { enabled, run } })   // concede: optional

import { h } from './dom.js';
import { openDialog } from './modal.js';

const KEY = 'swrules.settings.v1';

export const CHOICES = {
  animation: [
    { value: 'normal', label: 'Normal', scale: 1 },
    { value: 'slow', label: 'Slow', scale: 2 },
    { value: 'fast', label: 'Fast', scale: 0.5 },
    { value: 'off', label: 'Off', scale: 0 },
  ],
  textSize: [
    { value: 'normal', label: 'Normal', scale: 1 },
    { value: 'large', label: 'Large', scale: 1.15 },
    { value: 'larger', label: 'Larger', scale: 1.3 },
  ],
};
const NAMES = { animation: 'Animations', textSize: 'Text size' };
const DEFAULTS = { animation: 'normal', textSize: 'normal' };

let settings = { ...DEFAULTS };
const listeners = new Set();

function valid(name, value) {
  return CHOICES[name].some((c) => c.value === value);
}

export function loadSettings() {
  let stored = {};
  try { stored = JSON.parse(localStorage.getItem(KEY) || '{}') || {}; } catch (e) { stored = {}; }
  settings = { ...DEFAULTS };
  for (const name of Object.keys(DEFAULTS)) if (valid(name, stored[name])) settings[name] = stored[name];
  // The system's "reduce motion" wins until the player picks something else.
  if (!stored.animation && window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches) settings.animation = 'off';
  applySettings();
  return getSettings();
}

export function getSettings() {
  return { ...settings };
}

// Animation length factor (0 = no animation), for script-driven delays.
export function animationScale() {
  return CHOICES.animation.find((c) => c.value === settings.animation).scale;
}

export function onSettingsChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function setSetting(name, value) {
  if (!CHOICES[name] || !valid(name, value)) return;
  settings[name] = value;
  try { localStorage.setItem(KEY, JSON.stringify(settings)); } catch (e) { /* private mode: not kept */ }
  applySettings();
  for (const fn of listeners) fn(getSettings());
}

export function applySettings() {
  const root = document.documentElement;
  root.dataset.anim = settings.animation;
  root.dataset.textSize = settings.textSize;
  root.style.setProperty('--anim-scale', String(animationScale()));
  root.style.setProperty('--text-scale', String(CHOICES.textSize.find((c) => c.value === settings.textSize).scale));
}

// concede: {enabled, run} shows a "Concede…" button that closes the dialog
// and calls run() (which asks for confirmation); null: no such button.
export function openSettings({ concede = null } = {}) {
  const groups = Object.keys(CHOICES).map((name) => h('fieldset', { class: 'settings-group' },
    h('legend', null, NAMES[name]),
    CHOICES[name].map((c) => {
      const input = h('input', { type: 'radio', name: `setting-${name}`, value: c.value, testid: `setting-${name}-${c.value}` });
      input.checked = settings[name] === c.value;
      input.addEventListener('change', () => { if (input.checked) setSetting(name, c.value); });
      return h('label', { class: 'settings-choice' }, input, ` ${c.label}`);
    })));
  let m = null;
  const game = concede ? h('fieldset', { class: 'settings-group settings-game' },
    h('legend', null, 'This game'),
    h('button', {
      type: 'button',
      testid: 'settings-concede',
      disabled: !concede.enabled,
      onclick: () => { m.close(); concede.run(); },
    }, 'Concede…'),
    h('small', { class: 'field-help' }, ' Give up: the other side wins (you are asked first).')) : null;
  m = openDialog({
    title: 'Settings',
    testid: 'settings',
    body: h('div', { class: 'settings-body' }, groups,
      h('p', { class: 'field-help' }, 'Saved in this browser.'), game),
  });
  return m;
}
