import { startServer, launchBrowser, openAndStart, clickAction, pageState, randomChooser } from './helpers.mjs';
const server = await startServer();
const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
const page = await context.newPage();
page.setDefaultTimeout(60000);
await openAndStart(page, server.url, { seed: 5, options: { variant: 'full', rebelSeat: 0, characters: 'random' }, mode: 'bot', humanSeat: 0, botKind: 'heuristic' });
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
const events = [];
cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
const done = new Promise((r) => cdp.on('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
const choose = randomChooser(23);
for (let i = 0; i < Number(process.env.N || 40); i++) { const st = await pageState(page); if (st.state !== 'idle') break; await clickAction(page, choose); }
await cdp.send('Tracing.end'); await done;
// main thread: find the renderer main thread id from RunTask long ones
const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur > 50000);
const byThread = {};
for (const t of tasks) byThread[t.tid] = (byThread[t.tid] || 0) + 1;
const top = tasks.sort((a, b) => b.dur - a.dur).slice(0, 8);
for (const t of top) {
  const inside = events.filter((e) => e.tid === t.tid && e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur || 0) <= t.ts + t.dur && e !== t);
  const agg = {};
  for (const e of inside) if (['Layout', 'UpdateLayoutTree', 'Paint', 'FunctionCall', 'EvaluateScript', 'PrePaint', 'Layerize', 'ParseHTML', 'RecalculateStyles', 'HitTest', 'IntersectionObserverController::computeIntersections', 'UpdateLayerTree', 'Commit', 'v8.run', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'v8.callFunction'].includes(e.name)) agg[e.name] = (agg[e.name] || 0) + e.dur / 1000;
  const lay = inside.filter((e) => e.name === 'Layout').map((e) => e.args && e.args.beginData ? `${e.args.beginData.dirtyObjects}/${e.args.beginData.totalObjects}` : '');
  const sty = inside.filter((e) => e.name === 'UpdateLayoutTree').map((e) => e.args && e.args.elementCount);
  console.log(Math.round(t.dur / 1000), 'ms', JSON.stringify(Object.fromEntries(Object.entries(agg).map(([k, v]) => [k, Math.round(v)]))), 'layout dirty/total', lay.join(' '), 'style elements', sty.join(' '));
}
await browser.close(); await server.close();
