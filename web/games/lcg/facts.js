// The LCG view names each card by its instance id and card list key and
// carries only what the game changed (figures that differ from the printed
// ones, keywords gained or lost, tokens, state in play); the printed facts and
// the text come from the card list (engine.cardList('lcg')), fetched once per
// game. withCards puts the two together: every card of the view becomes
// {...printed facts, ...the view's card}, so the rest of the renderer reads
// one complete card object.

const tables = new WeakMap(); // cardList answer -> Map(key -> printed card)

function defsOf(list) {
  if (!list || !Array.isArray(list.cards)) return new Map();
  let defs = tables.get(list);
  if (!defs) {
    defs = new Map(list.cards.map((d) => [d.key, d]));
    tables.set(list, defs);
  }
  return defs;
}

export function cardWithFacts(c, defs) {
  if (!c || typeof c !== 'object') return c;
  const d = defs.get(c.key);
  const out = d ? { ...d, ...c } : { ...c };
  if (Array.isArray(c.attachments)) out.attachments = c.attachments.map((a) => cardWithFacts(a, defs));
  if (c.reinforcement && typeof c.reinforcement === 'object') out.reinforcement = cardWithFacts(c.reinforcement, defs);  // MP-HFS-10, its owner's view
  return out;
}

const CARD_LISTS = ['hand', 'commonReserve', 'setAside', 'discard', 'victory', 'objectives', 'units', 'enhancements', 'objectivesToReveal', 'edge', 'edgeFaceUp'];

// A copy of the view with every card complete; the view itself is not changed.
export function withCards(view, list) {
  if (!view || typeof view !== 'object') return view;
  const defs = defsOf(list);
  const out = { ...view };
  if (Array.isArray(view.players)) {
    out.players = view.players.map((p) => {
      if (!p || typeof p !== 'object') return p;
      const q = { ...p };
      for (const k of CARD_LISTS) if (Array.isArray(p[k])) q[k] = p[k].map((c) => cardWithFacts(c, defs));
      if (p.affiliationCard) q.affiliationCard = cardWithFacts(p.affiliationCard, defs);
      return q;
    });
  }
  if (view.peek && Array.isArray(view.peek.cards)) out.peek = { ...view.peek, cards: view.peek.cards.map((c) => cardWithFacts(c, defs)) };
  return out;
}
