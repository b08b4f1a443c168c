// Game-neutral "How to play" dialog: renders what a renderer's help(view)
// returns: {title, sections: [{heading, text?: [..], list?: [..]}], glossary: [{term, text}]}.

import { h } from './dom.js';
import { openDialog } from './modal.js';

// content -> Element (a renderer's help() may return this).
export function helpElement(content) {
  const c = content || { title: 'How to play', sections: [{ heading: 'No help yet', text: ['This game has no rules summary yet.'] }] };
  return h('div', { class: 'help-body', dataset: { title: c.title || 'How to play' } },
    (c.sections || []).map((s) => h('section', { class: 'help-section' },
      h('h3', null, s.heading),
      (s.text || []).map((p) => h('p', null, p)),
      s.list && s.list.length ? h('ul', null, s.list.map((li) => h('li', null, li))) : null)),
    c.glossary && c.glossary.length ? h('section', { class: 'help-section glossary' },
      h('h3', null, 'Words on the table'),
      h('dl', null, c.glossary.map((g) => [h('dt', null, g.term), h('dd', null, g.text)]))) : null);
}

// Opens the "How to play" dialog with a renderer's help element (or content).
export function openHelp(help, title) {
  const body = help instanceof Element ? help : helpElement(help);
  return openDialog({ title: title || body.dataset.title || 'How to play', body, testid: 'help', cls: 'help-dialog' });
}
