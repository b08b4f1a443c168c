// Takes docs/screenshot.png: a full game against the computer, mid-struggle.
//   node web/tests/screenshot.mjs [out.png]
// Same requirements as browser.test.mjs (built site, playwright-core, chromium).

import path from 'node:path';
import { repoRoot, startServer, launchBrowser, openAndStart, clickAction, pageState, mulberry32 } from './helpers.mjs';

const out = path.resolve(process.argv[2] || path.join(repoRoot, 'docs', 'screenshot.png'));
const seed = Number(process.env.SHOT_SEED || 1977);

const server = await startServer();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 960 }, deviceScaleFactor: 1 });
  await openAndStart(page, server.url, {
    seed, options: { variant: 'full', rebelSeat: 0, characters: 'random' }, mode: 'bot', humanSeat: 0, botKind: 'heuristic',
  });
  const rnd = mulberry32(seed);
  // Play a sensible-looking game: fill the table, use some powers, then pass.
  const choose = (ids) => {
    const play = ids.indexOf('play');
    if (play >= 0 && rnd() < 0.7) return play;
    const force = ids.findIndex((id) => id.startsWith('force:'));
    if (force >= 0 && rnd() < 0.5) return force;
    const pass = ids.indexOf('pass');
    if (pass >= 0) return pass;
    return Math.floor(rnd() * ids.length);
  };
  const good = async () => page.evaluate(() => {
    const s = window.__swrules.status();
    const v = window.__swrules.view();
    if (!v || s.terminal || v.phase !== 'struggle' || !s.toAct.includes(v.viewer)) return false;
    const [a, b] = v.players;
    const exhausted = v.players.some((p) => p.inPlay.some((c) => c.exhausted));
    return s.round >= 2 && a.inPlay.length >= 2 && b.inPlay.length >= 2 && exhausted && !!v.lastResult &&
      (a.vp + b.vp) > 0;
  });
  let ok = false;
  for (let i = 0; i < 600; i++) {
    if (await good()) { ok = true; break; }
    const st = await pageState(page);
    if (st.state !== 'idle') break;
    await clickAction(page, choose);
  }
  if (!ok) console.warn('no ideal position found; taking the screenshot anyway');
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  await page.screenshot({ path: out });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
  await server.close();
}
