// Shared by the browser tests (web/tests/*.test.mjs) and screenshot.mjs: a static server for the
// built site, a headless Debian chromium, and page-driving helpers.

import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import assert from 'node:assert/strict';
import { before, after } from 'node:test';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '..', '..');
export const siteDir = path.resolve(process.env.SWRULES_SITE_DIR || path.join(repoRoot, 'build-wasm', 'site'));

// playwright-core is CommonJS; require() also honours NODE_PATH.
const require = createRequire(import.meta.url);

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

export function startServer(root = siteDir) {
  const server = http.createServer((req, res) => {
    let rel;
    try {
      rel = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch (e) {
      res.writeHead(400).end();
      return;
    }
    if (rel.endsWith('/')) rel += 'index.html';
    const file = path.resolve(root, '.' + rel);
    if (file !== root && !file.startsWith(root + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    fs.readFile(file, (err, data) => {
      if (err) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      res.writeHead(200, {
        'content-type': MIME[path.extname(file).toLowerCase()] || 'application/octet-stream',
        'cache-control': 'no-store',
      });
      res.end(data);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ server, url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function launchBrowser() {
  const { chromium } = require('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

// Deterministic PRNG for the test's own choices.
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function watchPage(page) {
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console.error: ${m.text()}`);
  });
  return problems;
}

const SETTLED = ['idle', 'over', 'handoff'];

export async function waitSettled(page, prevSeq = null) {
  await page.waitForFunction(([prev, settled]) => {
    const b = document.body.dataset;
    return settled.includes(b.state) && (prev === null || b.seq !== prev);
  }, [prevSeq, SETTLED], { polling: 'raf' });
}

export async function pageState(page) {
  return page.evaluate(() => ({
    state: document.body.dataset.state,
    seq: document.body.dataset.seq,
    actions: [...document.querySelectorAll('[data-testid="action"]')].map((b) => b.dataset.actionId),
    prompt: document.querySelector('[data-testid="prompt"]').textContent,
    logCount: document.querySelectorAll('[data-testid="log-entry"]').length,
    phase: (document.querySelector('[data-testid="table"]') || { dataset: {} }).dataset.phase || null,
  }));
}

// Opens the page and starts a game through the setup form.
// opts: {seed, options: {name: value}, mode: 'bot'|'hotseat', humanSeat, botKind, privacy, botDelay}
export async function openAndStart(page, baseUrl, opts) {
  const delay = opts.botDelay ?? 0;
  await page.goto(`${baseUrl}/?botDelay=${delay}${opts.query ? '&' + opts.query : ''}`);
  await page.waitForFunction(() => ['setup', 'error'].includes(document.body.dataset.state));
  const state = await page.evaluate(() => document.body.dataset.state);
  if (state === 'error') throw new Error(`page failed to load: ${await page.textContent('[data-testid="loading"]')}`);
  await page.selectOption('[data-testid="game-select"]', opts.game || 'evr');
  await page.fill('[data-testid="seed"]', String(opts.seed));
  for (const [name, value] of Object.entries(opts.options || {})) {
    await page.selectOption(`[data-testid="option-${name}"]`, JSON.stringify(value));
  }
  // Who plays: opts.seats = ['human', 'heuristic', ...] or mode bot (humanSeat vs botKind) / hotseat.
  const n = await page.locator('[data-testid="seat-row"]').count();
  let kinds = opts.seats;
  if (!kinds) {
    kinds = [];
    for (let s = 0; s < 2; s++) {
      kinds.push((opts.mode || 'bot') === 'bot' && s !== (opts.humanSeat ?? 0) ? (opts.botKind || 'heuristic') : 'human');
    }
  }
  for (let s = 0; s < n; s++) await page.selectOption(`[data-testid="seat-kind-${s}"]`, kinds[s] ?? '');
  if (kinds.filter((k) => k === 'human').length > 1) await page.selectOption('[data-testid="privacy"]', opts.privacy || 'secret');
  await page.click('[data-testid="start"]');
  await waitSettled(page);
}

// Clicks one action button (index chosen by `choose(ids)`) and waits until
// the page (and the bot) settled again. Returns the id clicked.
export async function clickAction(page, choose) {
  const st = await pageState(page);
  if (!st.actions.length) throw new Error(`no action to click (state ${st.state}, prompt "${st.prompt}")`);
  const idx = choose(st.actions);
  const id = st.actions[idx];
  await page.locator('[data-testid="action"]').nth(idx).click();
  await waitSettled(page, st.seq);
  return id;
}

// A random player that passes a bit more often, so struggles end sooner.
export function randomChooser(seed) {
  const rnd = mulberry32(seed);
  return (ids) => {
    const pass = ids.indexOf('pass');
    if (pass >= 0 && rnd() < 0.35) return pass;
    return Math.floor(rnd() * ids.length);
  };
}

// One static server and one browser for a whole test file: registers the
// file's before/after hooks (call it at the top level). `files` must exist in
// the built site; `prepare` runs first (e.g. make a screenshot folder).
// env.server / env.browser are set once the hooks have run; env.newPage opens
// a fresh context with downloads allowed and watches it for page errors.
export function sharedSite(files = ['index.html', 'app.js', 'swrules.js', 'swrules.wasm'], prepare = null) {
  const env = { server: null, browser: null };
  before(async () => {
    for (const f of files) assert.ok(fs.existsSync(path.join(siteDir, f)), `${f} missing in ${siteDir}: build the wasm site first`);
    if (prepare) await prepare();
    env.server = await startServer();
    env.browser = await launchBrowser();
  });
  after(async () => {
    if (env.browser) await env.browser.close();
    if (env.server) await env.server.close();
  });
  env.newPage = async ({ viewport = { width: 1400, height: 900 }, timeout = 20000, ...extra } = {}) => {
    const context = await env.browser.newContext({ acceptDownloads: true, viewport, ...extra });
    const page = await context.newPage();
    page.setDefaultTimeout(timeout);
    return { context, page, problems: watchPage(page) };
  };
  return env;
}

// axe-core on the whole page: no serious or critical violations. Returns how
// many violations of any impact it found.
export async function axe(page, what) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const res = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  const bad = res.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const text = bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')} — ${v.nodes[0] && v.nodes[0].failureSummary}`);
  assert.deepEqual(text, [], `axe on ${what}`);
  return res.violations.length;
}

// A game's table read for layout faults: text that does not fit its box
// under one of `roots` (the table, the prompt, an open dialog, ...), anything
// sticking out of a card (`card`: the cards' selector), text under 12 px in a
// card's parts (`text`: their selector), a page wider than the screen.
export function layoutProblems(page, { card, text, roots = ['[data-testid="table"]', '#prompt-panel', '.modal'] }) {
  return page.evaluate(({ card, text, roots }) => {
    const out = [];
    const seen = (el) => el.getClientRects().length && el.clientHeight > 0 && !el.closest('.visually-hidden');
    const scrolls = (cs) => ['auto', 'scroll'].includes(cs.overflowX) || ['auto', 'scroll'].includes(cs.overflowY);
    const inScroller = (el) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const o = getComputedStyle(p);
        if (o.overflowX === 'auto' || o.overflowX === 'scroll') return true;
      }
      return false;
    };
    for (const root of document.querySelectorAll(roots.join(', '))) {
      for (const el of root.querySelectorAll('*')) {
        if (!seen(el) || el.classList.contains('visually-hidden')) continue;
        const cs = getComputedStyle(el);
        if (scrolls(cs)) continue;
        const txt = el.textContent.trim().slice(0, 40);
        if (el.scrollHeight > el.clientHeight + 1 && cs.overflowY !== 'visible') out.push(`clipped (height): ${el.className} "${txt}"`);
        const onCard = el.closest(card);
        if (el.scrollWidth > el.clientWidth + 1 && (cs.overflowX !== 'visible' || onCard)) {
          if (!inScroller(el) || onCard) out.push(`clipped (width): ${el.className} "${txt}" ${el.scrollWidth}>${el.clientWidth}`);
        }
      }
    }
    for (const c of document.querySelectorAll(card)) {
      if (!c.getClientRects().length) continue;
      const r = c.getBoundingClientRect();
      for (const el of c.querySelectorAll('*')) {
        if (!el.getClientRects().length || el.closest('.visually-hidden')) continue;
        const e = el.getBoundingClientRect();
        if (e.width && (e.right > r.right + 1 || e.bottom > r.bottom + 1 || e.left < r.left - 1)) {
          out.push(`outside its card: ${el.className} "${el.textContent.trim().slice(0, 30)}"`);
          break;
        }
      }
      for (const el of c.querySelectorAll(text)) {
        if (!el.getClientRects().length) continue;
        const px = parseFloat(getComputedStyle(el).fontSize);
        if (px < 12) out.push(`small text: ${el.className} ${px}px`);
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth + 1) out.push(`page wider than the screen: ${document.documentElement.scrollWidth} > ${window.innerWidth}`);
    return out;
  }, { card, text, roots });
}

// Every legal action of the viewer that names a card shown on the table is a
// button there (the card itself or a small button under it).
export function cardActionProblems(page) {
  return page.evaluate(() => {
    const out = [];
    const acts = window.__swrules.session.match.legalActions(window.__swrules.session.viewer);
    const table = document.querySelector('[data-testid="table"]');
    for (const a of acts) {
      if (typeof a.card !== 'string') continue;
      if (!table.querySelector(`[data-card="${CSS.escape(a.card)}"]`)) continue;
      if (!table.querySelector(`[data-action-id="${CSS.escape(a.id)}"]`)) out.push(`${a.id}: its card is on the table but not clickable`);
    }
    return out;
  });
}
