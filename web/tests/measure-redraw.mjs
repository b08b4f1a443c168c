// Measures the page's longest main-thread tasks during a whole EvR game
// against the computer (heuristic) under a slowed CPU, from a Chrome trace:
// wall time (dur) and the main thread's own CPU time (tdur, which does not
// count time spent waiting for a core on a busy machine).
//   SWRULES_CPU_THROTTLE=6 SWRULES_SITE_DIR=... node web/tests/measure-redraw.mjs
import { startServer, launchBrowser, openAndStart, clickAction, pageState, randomChooser } from './helpers.mjs';

const rate = Number(process.env.SWRULES_CPU_THROTTLE || 6);
const server = await startServer();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(120000);
  await openAndStart(page, server.url, { seed: 5, options: { variant: 'full', rebelSeat: 0, characters: 'random' }, mode: 'bot', humanSeat: 0, botKind: 'heuristic' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const done = new Promise((r) => cdp.on('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  const choose = randomChooser(23);
  let moves = 0;
  for (; moves < 400; moves++) {
    const st = await pageState(page);
    if (st.state !== 'idle') break;
    await clickAction(page, choose);
  }
  await cdp.send('Tracing.end');
  await done;
  // The page's main thread: the one that ran the animation-frame callbacks.
  const count = new Map();
  for (const e of events) {
    if (e.name !== 'FireAnimationFrame' && e.name !== 'FunctionCall') continue;
    const k = `${e.pid}:${e.tid}`;
    count.set(k, (count.get(k) || 0) + 1);
  }
  const mainKey = [...count].sort((a, b) => b[1] - a[1])[0][0];
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && `${e.pid}:${e.tid}` === mainKey);
  if (process.env.DEBUG) { const names = new Map(); for (const e of events) if (`${e.pid}:${e.tid}` === mainKey) names.set(e.name + "/" + e.ph, (names.get(e.name + "/" + e.ph) || 0) + 1); console.log([...names].sort((a, b) => b[1] - a[1]).slice(0, 25)); }
  const ms = (x) => Math.round((x || 0) / 1000);
  const byWall = [...tasks].sort((a, b) => b.dur - a.dur).slice(0, 5).map((t) => ms(t.dur));
  const byCpu = [...tasks].sort((a, b) => (b.tdur || 0) - (a.tdur || 0)).slice(0, 5).map((t) => ms(t.tdur));
  const over100 = tasks.filter((t) => t.tdur >= 100000).length;
  console.log(`CPU ×${rate}, ${moves} moves, state ${(await pageState(page)).state}: longest tasks wall ${byWall.join(' ')} ms; ` +
    `main-thread CPU ${byCpu.join(' ')} ms; tasks with ≥ 100 ms CPU: ${over100}`);
  if (process.env.BREAKDOWN) {
    const parts = ['FunctionCall', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'HitTest', 'ScrollLayer', 'IntersectionObserverController::computeIntersections'];
    for (const t of [...tasks].sort((a, b) => (b.tdur || 0) - (a.tdur || 0)).slice(0, 4)) {
      const agg = {};
      for (const e of events) {
        if (e.ph !== 'X' || `${e.pid}:${e.tid}` !== mainKey || !parts.includes(e.name) || e.ts < t.ts || e.ts > t.ts + t.dur) continue;
        agg[e.name] = (agg[e.name] || 0) + (e.tdur || 0) / 1000;
      }
      // What started it: an animation frame (a redraw), a timer, an input event…
      const kinds = new Set(events.filter((e) => `${e.pid}:${e.tid}` === mainKey && e.ts >= t.ts && e.ts <= t.ts + t.dur &&
        ['FireAnimationFrame', 'TimerFire', 'EventDispatch'].includes(e.name)).map((e) => (e.name === 'EventDispatch' ? e.args.data.type : e.name)));
      console.log(`  task ${ms(t.tdur)} ms CPU [${[...kinds].join(' ')}]:`, Object.entries(agg).map(([k, v]) => `${k} ${Math.round(v)}`).join(', '));
    }
  }
} finally {
  await browser.close();
  await server.close();
}
