// The game renderers, by game id (web/RENDERER.md). A game without one plays
// with the generic table.

import { evrRenderer } from './games/evr/index.js';
import { lcgRenderer } from './games/lcg/index.js';
import { tcgRenderer } from './games/tcg/index.js';
import { genericRenderer } from './generic-table.js';

const RENDERERS = { evr: evrRenderer, lcg: lcgRenderer, tcg: tcgRenderer };

export function rendererFor(gameId, { forceGeneric = false } = {}) {
  if (forceGeneric) return genericRenderer;
  return RENDERERS[gameId] || genericRenderer;
}
