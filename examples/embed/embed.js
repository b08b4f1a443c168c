// Minimal embedding of swrules: a learning game of Empire vs Rebellion, you
// (Rebels, seat 0) against the computer. The view is shown as text, the legal
// actions as buttons. Uses swrules.js beside this file, else the build output.
const { default: createSwRules } = await import('./swrules.js')
  .catch(() => import('../../build-wasm/site/swrules.js'));

const sw = await createSwRules();
const match = new sw.Match();
const call = (text) => JSON.parse(text);
const ME = 0;
const BOT = 1;
call(match.start(JSON.stringify({ game: 'evr', seed: Date.now() % 100000, options: { variant: 'learning', rebelSeat: ME } })));

function act(seat, id) {
  const r = call(match.apply(JSON.stringify({ player: seat, id })));
  if (r.ok === false) document.querySelector('#error').textContent = r.error.message;
}

function render() {
  // Let the computer move whenever it has a decision.
  while (call(match.status()).toAct.includes(BOT)) act(BOT, match.botAction(BOT, '{"kind":"heuristic"}'));
  const status = call(match.status());
  const v = call(match.view(ME));
  const lines = [`${sw.version()} · round ${v.round} · ${v.phase}`];
  if (v.event) lines.push(`Event: ${v.event.name} (capacity ${v.event.capacity}, target ${v.event.target})`);
  for (const p of v.players) {
    const cards = p.inPlay.map((c) => `${c.name} ${c.current}${c.exhausted ? ' (exhausted)' : ''}`);
    lines.push(`${p.faction}${p.seat === ME ? ' (you)' : ''}: total ${p.total}, deck ${p.deck.count} | ${cards.join(', ') || 'no cards'}`);
  }
  lines.push('', status.terminal ? `Game over. ${v.result || ''}` : (v.prompt ? v.prompt.text : 'Waiting…'));
  document.querySelector('#view').textContent = lines.join('\n');
  const box = document.querySelector('#actions');
  box.replaceChildren();
  for (const a of call(match.legalActions(ME))) {
    const b = document.createElement('button');
    b.textContent = a.label;
    b.onclick = () => { act(ME, a.id); render(); };
    box.append(b);
  }
}
render();
