// The TCG view's cards carry their current figures and our text; the card
// list (engine.cardList('tcg'), fetched once per game) adds the printed facts
// the view leaves out: subtype, keywords, rarity, the collector number and
// the printed speed, power and health. withCards puts the two together, so
// the rest of the renderer reads one complete card object ({...printed,
// ...the view's card, printed: {cost, speed, power, health}}).

const tables = new WeakMap(); // cardList answer -> Map(key -> printed card)

export function defsOf(list) {
  if (!list || !Array.isArray(list.cards)) return new Map();
  let defs = tables.get(list);
  if (!defs) {
    defs = new Map(list.cards.map((d) => [d.key, d]));
    tables.set(list, defs);
  }
  return defs;
}

// The view words a card's side "Dark Side"; the card list "dark".
const SIDES = { 'Dark Side': 'dark', 'Light Side': 'light', Neutral: 'neutral' };

export function cardWithFacts(c, defs) {
  if (!c || typeof c !== 'object' || !c.key) return c;
  const d = defs.get(c.key);
  const out = d ? { ...d, ...c } : { ...c };
  if (SIDES[out.side]) out.side = SIDES[out.side];
  if (d) out.printed = { cost: d.cost ?? d.force, speed: d.speed, power: d.power, health: d.health };
  if (Array.isArray(c.under)) out.under = c.under.map((u) => cardWithFacts(u, defs));
  return out;
}

function arenasWithFacts(arenas, defs) {
  if (!arenas || typeof arenas !== 'object') return arenas;
  const out = {};
  for (const [k, list] of Object.entries(arenas)) out[k] = Array.isArray(list) ? list.map((c) => cardWithFacts(c, defs)) : list;
  return out;
}

// A copy of the view with every card complete; the view itself is not changed.
export function withCards(view, list) {
  if (!view || typeof view !== 'object' || !list) return view;
  const defs = defsOf(list);
  const out = { ...view };
  if (Array.isArray(view.players)) {
    out.players = view.players.map((p) => {
      if (!p || typeof p !== 'object') return p;
      const q = { ...p };
      for (const k of ['hand', 'build', 'discard']) if (Array.isArray(p[k])) q[k] = p[k].map((c) => cardWithFacts(c, defs));
      if (p.arenas) q.arenas = arenasWithFacts(p.arenas, defs);
      return q;
    });
  }
  return out;
}
