// A thin wrapper around the swrules module: parses the JSON strings, turns
// {"ok":false,...} answers and embind exceptions into ApiError, and frees the
// embind Match object on dispose(). Nothing here is game specific.

export class ApiError extends Error {
  constructor(code, message) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}

function parse(text, what) {
  if (typeof text !== 'string') throw new ApiError('internal', `${what}: expected a JSON string`);
  let value;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new ApiError('bad_json', `${what}: the engine returned invalid JSON`);
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && value.ok === false) {
    const err = value.error || {};
    throw new ApiError(err.code || 'internal', err.message || `${what} failed`);
  }
  return value;
}

function guard(what, fn) {
  try {
    return fn();
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw new ApiError('internal', `${what}: ${e && e.message ? e.message : String(e)}`);
  }
}

export class Engine {
  constructor(module) {
    this.module = module;
  }

  version() {
    return guard('version', () => String(this.module.version()));
  }

  listGames() {
    return guard('listGames', () => parse(this.module.listGames(), 'listGames'));
  }

  newMatch() {
    return new MatchApi(this.module);
  }
}

export class MatchApi {
  constructor(module) {
    this.m = guard('new Match', () => new module.Match());
  }

  call(name, ...args) {
    if (!this.m) throw new ApiError('internal', 'the match was disposed');
    return guard(name, () => parse(this.m[name](...args), name));
  }

  start(config) { return this.call('start', JSON.stringify(config)); }
  status() { return this.call('status'); }
  view(seat) { return this.call('view', seat); }
  log(seat) { return this.call('log', seat); }
  legalActions(seat) { return this.call('legalActions', seat); }
  apply(player, id) { return this.call('apply', JSON.stringify({ player, id })); }
  undo() { return this.call('undo'); }
  undoToSeat(seat) { return this.call('undoToSeat', seat); }
  replay() { return this.call('replay'); }

  // The save document as the exact string the engine produced (byte-exact
  // round trip matters: load() rejects edited saves).
  save() {
    const text = guard('save', () => this.m.save());
    parse(text, 'save'); // throws on {"ok":false}
    return text;
  }

  load(text) { return this.call('load', text); }

  botAction(seat, kind, seed) {
    const opts = { kind };
    if (seed !== undefined) opts.seed = seed;
    // The engine answers with a bare action id, or a JSON error object.
    if (!this.m) throw new ApiError('internal', 'the match was disposed');
    const answer = guard('botAction', () => this.m.botAction(seat, JSON.stringify(opts)));
    if (typeof answer !== 'string' || answer === '' || answer[0] === '{') parse(answer, 'botAction');
    return answer;
  }

  dispose() {
    if (this.m) {
      try { this.m.delete(); } catch (e) { /* already gone */ }
      this.m = null;
    }
  }
}

export async function loadEngine(factory, moduleArgs = {}) {
  const module = await factory(moduleArgs);
  return new Engine(module);
}
