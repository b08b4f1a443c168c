// Loads the wasm rules engine in node through the hardened wrapper
// (web/api.js), from a built site directory (build-wasm/site).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEngine } from '../web/api.js';

export async function loadNodeEngine(siteDir) {
  const js = path.join(siteDir, 'swrules.js');
  const wasm = path.join(siteDir, 'swrules.wasm');
  if (!fs.existsSync(js) || !fs.existsSync(wasm)) {
    throw new Error(`swrules.js/swrules.wasm not found in ${siteDir}: run ./scripts/build-wasm first`);
  }
  const { default: factory } = await import(pathToFileURL(js).href);
  // emscripten 3.1.6 cannot fetch a file path under node: pass the bytes.
  return loadEngine(factory, { wasmBinary: fs.readFileSync(wasm) });
}
