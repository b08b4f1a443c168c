// Minimal embedding of swrules: a learning game of Empire vs Rebellion, you
// (Rebels, seat 0) against the computer. The view is shown as text, the legal
// actions as buttons. It goes through the JS wrapper (api.js: parsed answers,
// validated arguments, errors as ApiError, freed matches) and uses swrules.js
// and api.js beside this file, else the build output.
const { default: createSwRules } = await import('./swrules.js')
  .catch(() => import('../../build-wasm/site/swrules.js'));
const { loadEngine, ApiError } = await import('./api.js')
  .catch(() => import('../../web/api.js'));

const ME = 0;
const BOT = 1;
const engine = await loadEngine(createSwRules);
let match = engine.newMatch({ allowSetup: false });
match.start({ game: 'evr', seed: Date.now() % 100000, options: { variant: 'learning', rebelSeat: ME } });
let lastSave = match.save();

function showError(e) {
  document.querySelector('#error').textContent = e instanceof ApiError ? `${e.message} [${e.code}]` : String(e);
}

function act(seat, id) {
  try {
    match.apply(seat, id);
    lastSave = match.save();
  } catch (e) {
    showError(e);
    // A trap (a bug) kills the engine instance: start a new one from the last save.
    if (engine.dead) recover();
  }
}

async function recover() {
  const fresh = await loadEngine(createSwRules);
  match = fresh.newMatch({ allowSetup: false });
  match.load(lastSave);
  render();
}

function render() {
  // Let the computer move whenever it has a decision.
  while (match.status().toAct.includes(BOT)) act(BOT, match.botAction(BOT, 'heuristic'));
  const status = match.status();
  const v = match.view(ME);
  const lines = [`${engine.version()} · round ${v.round} · ${v.phase}`];
  if (v.event) lines.push(`Event: ${v.event.name} (capacity ${v.event.capacity}, target ${v.event.target})`);
  for (const p of v.players) {
    const cards = p.inPlay.map((c) => `${c.name} ${c.current}${c.exhausted ? ' (exhausted)' : ''}`);
    lines.push(`${p.faction}${p.seat === ME ? ' (you)' : ''}: total ${p.total}, deck ${p.deck.count} | ${cards.join(', ') || 'no cards'}`);
  }
  lines.push('', status.terminal ? `Game over. ${v.result || ''}` : (v.prompt ? v.prompt.text : 'Waiting…'));
  document.querySelector('#view').textContent = lines.join('\n');
  const box = document.querySelector('#actions');
  box.replaceChildren();
  for (const a of match.legalActions(ME)) {
    const b = document.createElement('button');
    b.textContent = a.label;
    b.onclick = () => { act(ME, a.id); render(); };
    box.append(b);
  }
}
render();
