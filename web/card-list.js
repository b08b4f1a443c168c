// Views that name a card only by its card list key (the LCG's, docs/api.md
// "LCG view") are completed with the printed facts before any renderer
// function sees them: a renderer with the optional hook
// `withCards(view, cardList)` (RENDERER.md) gets the game's card list, asked
// of the engine once per engine and game and kept. Nothing here is game
// specific.

const lists = new WeakMap(); // Engine -> Map(game id -> cardList() answer, or null)

export function cardListOf(engine, gameId) {
  if (!engine || typeof engine.cardList !== 'function') return null;
  let byGame = lists.get(engine);
  if (!byGame) {
    byGame = new Map();
    lists.set(engine, byGame);
  }
  if (!byGame.has(gameId)) {
    let list = null;
    try {
      list = engine.cardList(gameId);
    } catch (e) {
      list = null; // a game without a card list: its views are complete
    }
    byGame.set(gameId, list);
  }
  return byGame.get(gameId);
}

// The view a renderer draws: `view` itself unless the renderer asks for the card list.
export function viewForRenderer(renderer, engine, gameId, view) {
  if (!view || typeof view !== 'object' || !renderer || typeof renderer.withCards !== 'function') return view;
  return renderer.withCards(view, cardListOf(engine, gameId));
}
