// The JavaScript wrapper over the swrules module (docs/api.md, "JS wrapper"):
// validates arguments before they reach the engine, parses every answer and
// turns {"ok":false,...} into ApiError, frees embind Match objects (close(),
// dispose(), `using`, and a FinalizationRegistry as a safety net), and treats
// any exception out of the module (a wasm trap, an abort) as fatal: the module
// instance is marked dead and every later call fails with code "internal".
// Recovery: create a new instance (loadEngine) and load() the last save.
// Nothing here is game specific.

export class ApiError extends Error {
  constructor(code, message, errors) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    // deckImport: every problem of the file ({code, message, cards, sets}).
    if (Array.isArray(errors)) this.errors = errors;
  }
}

const DISPOSE = typeof Symbol.dispose === 'symbol' ? Symbol.dispose : null;

function parse(text, what) {
  if (typeof text !== 'string') throw new ApiError('internal', `${what}: expected a JSON string`);
  let value;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new ApiError('internal', `${what}: the engine returned invalid JSON`);
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && value.ok === false) {
    const err = value.error || {};
    throw new ApiError(err.code || 'internal', err.message || `${what} failed`, err.errors);
  }
  return value;
}

// A seat: an integer; -1 (spectator) only where `spectator` allows it. Never
// coerced: "1", 1.5, NaN, undefined are errors.
function checkSeat(seat, what, spectator) {
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < (spectator ? -1 : 0) || seat > 1000) {
    throw new ApiError('bad_player', `${what}: the seat must be an integer${spectator ? ' (or -1)' : ''}, got ${describe(seat)}`);
  }
  return seat;
}

function describe(v) {
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (typeof v === 'bigint') return `${v}n`;
  return String(v);
}

function checkGame(game, what) {
  if (typeof game !== 'string' || game === '' || game.length > 40) throw new ApiError('bad_request', `${what}: the game id must be a string, got ${describe(game)}`);
}

function checkFormat(format, what) {
  if (typeof format !== 'string' || format === '' || format.length > 16) throw new ApiError('bad_request', `${what}: the format must be a string such as "o8d", got ${describe(format)}`);
}

// A deck: an object (the game's deck JSON) or a string (a preset's name or a deck code).
function checkDeck(deck, what) {
  if (typeof deck !== 'string' && !isPlainObject(deck)) throw new ApiError('bad_request', `${what}: the deck must be an object or a string, got ${describe(deck)}`);
}

function isPlainObject(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

// Objects become JSON text here; text is passed as is (the engine validates it).
function jsonArg(value, what, code = 'bad_request') {
  if (typeof value === 'string') return value;
  if (!isPlainObject(value)) throw new ApiError(code, `${what}: expected an object or a JSON string`);
  try {
    return JSON.stringify(value, (k, v) => (typeof v === 'bigint' ? v.toString() : v));
  } catch (e) {
    throw new ApiError(code, `${what}: the argument cannot be written as JSON (${e && e.message ? e.message : e})`);
  }
}

// One per module instance: shared by the Engine and all its matches.
class Instance {
  constructor(module) {
    this.module = module;
    this.dead = null; // the reason, once the instance must not be used any more
    this.registry = typeof FinalizationRegistry === 'function'
      ? new FinalizationRegistry((raw) => { if (!this.dead) { try { raw.delete(); } catch (e) { /* already gone */ } } })
      : null;
  }

  // Runs fn (a call into the module); any exception means the module's memory
  // can no longer be trusted (a wasm trap, an abort, a stack overflow).
  run(what, fn) {
    if (this.dead) throw new ApiError('internal', `${what}: the engine instance stopped after an internal error (${this.dead}); create a new one and load the last save`);
    try {
      return fn();
    } catch (e) {
      if (e instanceof ApiError) throw e;
      this.dead = `${e && e.name ? e.name : 'Error'}: ${e && e.message ? e.message : String(e)}`;
      throw new ApiError('internal', `${what}: ${this.dead}; the engine instance is no longer usable`);
    }
  }
}

export class Engine {
  constructor(module) {
    this.module = module;
    this.instance = new Instance(module);
  }

  // True once a call trapped: the instance must be replaced (see loadEngine).
  get dead() { return this.instance.dead !== null; }

  version() {
    return this.instance.run('version', () => String(this.module.version()));
  }

  listGames() {
    return this.instance.run('listGames', () => parse(this.module.listGames(), 'listGames'));
  }

  // Cards and decks (docs/api.md, "Cards and decks"); no match needed.
  cardList(game) {
    checkGame(game, 'cardList');
    return this.instance.run('cardList', () => parse(this.module.cardList(JSON.stringify({ game })), 'cardList'));
  }

  // {ok, legal, errors:[{code, message, cards, sets, rule}], deck, option, ...}:
  // an illegal deck is an answer, not an exception.
  validateDeck(game, deck) {
    checkGame(game, 'validateDeck');
    checkDeck(deck, 'validateDeck');
    const req = jsonArg({ game, deck }, 'validateDeck');
    return this.instance.run('validateDeck', () => parse(this.module.validateDeck(req), 'validateDeck'));
  }

  // -> {ok, deck}; a file that is not a deck: ApiError 'bad_deck' with .errors.
  deckImport(game, format, text) {
    checkGame(game, 'deckImport');
    checkFormat(format, 'deckImport');
    if (typeof text !== 'string') throw new ApiError('bad_request', `deckImport: the file's text must be a string, got ${describe(text)}`);
    return this.instance.run('deckImport', () => parse(this.module.deckImport(JSON.stringify({ game, format, text })), 'deckImport'));
  }

  // -> {ok, text, mime, extension}
  deckExport(game, deck, format) {
    checkGame(game, 'deckExport');
    checkDeck(deck, 'deckExport');
    checkFormat(format, 'deckExport');
    const req = jsonArg({ game, format, deck }, 'deckExport');
    return this.instance.run('deckExport', () => parse(this.module.deckExport(req), 'deckExport'));
  }

  // policy (optional): {allowSetup: false} makes start/load reject setups.
  newMatch(policy) {
    const m = new MatchApi(this);
    if (policy !== undefined) {
      try {
        m.setPolicy(policy);
      } catch (e) {
        m.close();
        throw e;
      }
    }
    return m;
  }
}

export class MatchApi {
  // `owner` is an Engine (the module object itself is still accepted).
  constructor(owner) {
    const engine = owner instanceof Engine ? owner : new Engine(owner);
    this.instance = engine.instance;
    this.m = this.instance.run('new Match', () => new engine.module.Match());
    this.token = {};
    if (this.instance.registry) this.instance.registry.register(this, this.m, this.token);
  }

  call(name, ...args) {
    if (!this.m) throw new ApiError('internal', `${name}: the match was closed`);
    return this.instance.run(name, () => parse(this.m[name](...args), name));
  }

  raw(name, ...args) {
    if (!this.m) throw new ApiError('internal', `${name}: the match was closed`);
    return this.instance.run(name, () => this.m[name](...args));
  }

  start(config) { return this.call('start', jsonArg(config, 'start')); }
  status() { return this.call('status'); }
  view(seat) { return this.call('view', checkSeat(seat, 'view', true)); }
  log(seat) { return this.call('log', checkSeat(seat, 'log', true)); }
  legalActions(seat) { return this.call('legalActions', checkSeat(seat, 'legalActions', true)); }
  apply(player, id) {
    checkSeat(player, 'apply', false);
    if (typeof id !== 'string') throw new ApiError('bad_request', `apply: the action id must be a string, got ${describe(id)}`);
    return this.call('apply', JSON.stringify({ player, id }));
  }
  // The seat concedes: the game ends and the other side wins (undo takes it back).
  concede(seat) { return this.call('concede', checkSeat(seat, 'concede', false)); }
  undo() { return this.call('undo'); }
  undoToSeat(seat) { return this.call('undoToSeat', checkSeat(seat, 'undoToSeat', false)); }
  // The replay record; seeds above 2^53 are decimal strings (exact in JS).
  replay() { return this.call('replay'); }
  // {allowSetup: bool}: with false, start() and load() reject setups.
  setPolicy(policy) { return this.call('setPolicy', jsonArg(policy, 'setPolicy')); }

  // The save document as the exact string the engine produced (byte-exact
  // round trip matters: load() rejects edited saves).
  save() {
    const text = this.raw('save');
    parse(text, 'save'); // throws on {"ok":false}
    return text;
  }

  load(text) {
    if (typeof text !== 'string') throw new ApiError('bad_save', `load: the save must be a string, got ${describe(text)}`);
    return this.call('load', text);
  }

  botAction(seat, kind, seed) {
    checkSeat(seat, 'botAction', false);
    const opts = {};
    if (kind !== undefined) {
      if (typeof kind !== 'string') throw new ApiError('bad_request', `botAction: kind must be a string, got ${describe(kind)}`);
      opts.kind = kind;
    }
    if (seed !== undefined) {
      const ok = (typeof seed === 'number' && Number.isSafeInteger(seed) && seed >= 0) ||
        (typeof seed === 'bigint' && seed >= 0n) || (typeof seed === 'string' && /^(0|[1-9][0-9]{0,19})$/.test(seed));
      if (!ok) throw new ApiError('bad_request', `botAction: seed must be a non-negative integer, got ${describe(seed)}`);
      opts.seed = typeof seed === 'number' ? seed : String(seed);
    }
    // The engine answers with a bare action id, or a JSON error object.
    const answer = this.raw('botAction', seat, JSON.stringify(opts));
    if (typeof answer !== 'string' || answer === '' || answer[0] === '{') parse(answer, 'botAction');
    return answer;
  }

  get closed() { return this.m === null; }

  // Frees the engine's memory for this match; later calls fail. Idempotent.
  close() {
    if (!this.m) return;
    const m = this.m;
    this.m = null;
    if (this.instance.registry) this.instance.registry.unregister(this.token);
    if (this.instance.dead) return; // do not touch a broken instance
    try { m.delete(); } catch (e) { /* already gone */ }
  }

  dispose() { this.close(); }
}

if (DISPOSE) MatchApi.prototype[DISPOSE] = MatchApi.prototype.close;

export async function loadEngine(factory, moduleArgs = {}) {
  const module = await factory(moduleArgs);
  return new Engine(module);
}
