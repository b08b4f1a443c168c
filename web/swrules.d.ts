// Hand-written TypeScript declarations for swrules.js (emscripten 3.1.6 has no
// --emit-tsd). The contract is docs/api.md. Every method takes and returns
// JSON *strings*; the types below describe what those strings parse to.
//
//   import createSwRules from './swrules.js';
//   const sw = await createSwRules();
//   const m = new sw.Match();
//   const res: StartResult | ApiErrorResult = JSON.parse(m.start(JSON.stringify(config)));

// ---- module ---------------------------------------------------------------

export interface SwRulesModuleArgs {
  /** The wasm bytes (needed under node: emscripten 3.1.6 cannot fetch a file path). */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** Where to fetch files such as swrules.wasm from. */
  locateFile?: (path: string, scriptDirectory: string) => string;
  print?: (text: string) => void;
  printErr?: (text: string) => void;
  [key: string]: unknown;
}

export interface SwRulesModule {
  /** e.g. "swrules 0.1.0 (api 1, save 1)" (plain text, not JSON). */
  version(): string;
  /** JSON: GameInfo[] */
  listGames(): string;
  /** request: JSON of CardListRequest. Returns CardList (LcgCardList for "lcg") | ApiErrorResult. */
  cardList(request: string): string;
  /** request: JSON of ValidateDeckRequest. Returns DeckValidation | ApiErrorResult. */
  validateDeck(request: string): string;
  /** request: JSON of DeckImportRequest. Returns DeckImportResult | DeckImportError | ApiErrorResult. */
  deckImport(request: string): string;
  /** request: JSON of DeckExportRequest. Returns DeckExportResult | ApiErrorResult. */
  deckExport(request: string): string;
  /** Embind class; call delete() when done (it is not garbage-collected). */
  Match: { new (): Match };
}

declare function createSwRules(moduleArgs?: SwRulesModuleArgs): Promise<SwRulesModule>;
export default createSwRules;

/** One match. Every method returns a JSON string and never throws. Arguments are validated, never coerced:
 *  a seat that is not an integer number (NaN, undefined, 1.5, "1", 2**32) is bad_player, a text argument that
 *  is not a string is bad_request, a string with a lone UTF-16 surrogate is bad_json. Calling a method with the
 *  wrong number of arguments is an embind error (a JS exception): use the wrapper (api.js) to avoid it. */
export interface Match {
  /** config: JSON of StartConfig. Returns OkResult | ApiErrorResult; on error the previous match is kept. */
  start(config: string): string;
  /** Returns Status | ApiErrorResult. */
  status(): string;
  /** seat 0..n-1, or -1 for a spectator. Returns the game's view (EvrView for "evr", LcgView for "lcg") | ApiErrorResult. */
  view(seat: number): string;
  /** Returns LogEntry[] | ApiErrorResult, redacted for that seat. */
  log(seat: number): string;
  /** Returns LegalAction[] (EvrAction[] for "evr"; [] when the seat has nothing to decide) | ApiErrorResult. */
  legalActions(seat: number): string;
  /** action: JSON of ApplyRequest. Returns ApplyResult | ApiErrorResult. */
  apply(action: string): string;
  /** The seat concedes: the game ends, the seats not on its side win. Returns ApplyResult | ApiErrorResult. */
  concede(seat: number): string;
  /** Undoes the last action. Returns UndoResult | ApiErrorResult. */
  undo(): string;
  /** Undoes back to that seat's last decision (play against bots). Returns UndoResult | ApiErrorResult. */
  undoToSeat(seat: number): string;
  /** Returns a SaveDocument (as a string; keep it byte-exact) | ApiErrorResult. */
  save(): string;
  /** save: a SaveDocument string. Returns OkResult | ApiErrorResult; on error the state is unchanged. */
  load(save: string): string;
  /** Returns ReplayRecord | ApiErrorResult. */
  replay(): string;
  /** options: JSON of BotOptions, or "". Suggests an action without applying it. Returns the bare action id
   *  (one of legalActions(seat), e.g. "play"), or an ApiErrorResult JSON string (ids never begin with "{"). */
  botAction(seat: number, options: string | undefined): string;
  /** policy: JSON of MatchPolicy. Returns OkResult | ApiErrorResult. */
  setPolicy(policy: string): string;
  /** Frees the embind object. */
  delete(): void;
}

// ---- common JSON shapes ---------------------------------------------------

export type Seat = number;

export type ErrorCode =
  | 'bad_json' | 'bad_request' | 'unknown_game' | 'bad_option' | 'bad_setup'
  | 'not_started' | 'game_over' | 'bad_player' | 'not_your_turn' | 'illegal_action'
  | 'nothing_to_undo' | 'bad_save' | 'bad_deck' | 'unsupported' | 'internal';

export interface ApiErrorResult {
  ok: false;
  error: { code: ErrorCode; message: string };
}

export interface OkResult { ok: true }

// ---- cards and decks (docs/api.md, "Cards and decks") ------------------------

export interface CardListRequest { game: string }
/** Game-neutral part of a card list; each game adds its own keys (LcgCardList). */
export interface CardList { ok: true; game: string; cards: Array<{ key: string; name: string; type: string; text: string }> }

/** A deck: game-specific JSON (LcgDeck for "lcg"); some games also accept a string (a preset's name, a deck code). */
export type Deck = LcgDeck | string;

export interface ValidateDeckRequest { game: string; deck: Deck }

/** One broken deck-building rule. */
export interface DeckError {
  /** LCG: no_affiliation, too_few_sets, other_side, too_many_copies, limit_one, affiliation_only, engine_limit;
   *  import only: unknown_card, incomplete_set, affiliation_count, too_many_sets */
  code: string;
  message: string;
  /** the rule id, e.g. "LCG-DECK-5" (absent for engine limits) */
  rule?: string;
  /** card keys of the card list (for unknown_card: the file's unknown card ids) */
  cards: string[];
  /** objective sets involved (LCG) */
  sets: number[];
}

export interface DeckValidation {
  ok: true;
  game: string;
  /** true when errors is empty */
  legal: boolean;
  errors: DeckError[];
  /** the deck, normalised (LCG: sets sorted) */
  deck: LcgDeck;
  /** LCG: the preset's key when the deck is a core-set deck exactly (by name or written out), else null */
  preset: string | null;
  /** LCG: "dark" | "light", null without an affiliation */
  side: 'dark' | 'light' | null;
  /** LCG: the value for the game's deck option ("dark"/"light"): the preset's key or the deck code; null without an affiliation */
  option: string | null;
  counts: { sets: number; objectives: number; commandCards: number; cards: number };
}

export type DeckFormat = 'o8d' | 'json' | 'code';

export interface DeckImportRequest { game: string; format: DeckFormat; text: string }
export interface DeckImportResult { ok: true; game: string; deck: LcgDeck }
/** A file that is not a deck of the game: every problem named (unknown card ids, broken sets). */
export interface DeckImportError {
  ok: false;
  error: { code: 'bad_deck'; message: string; errors?: DeckError[] };
}

export interface DeckExportRequest { game: string; format: DeckFormat; deck: Deck }
export interface DeckExportResult { ok: true; game: string; format: DeckFormat; text: string; mime: string; extension: string }

/** The swrules JSON deck file (export format "json"). */
export interface DeckFile { format: 'swrules-deck'; version: 1; game: string; deck: LcgDeck }

export type LcgAffiliation = 'jedi' | 'rebel-alliance' | 'smugglers-and-spies' | 'sith' | 'imperial-navy' | 'scum-and-villainy';

export interface LcgDeck {
  name?: string;
  /** null or absent while the deck is being built */
  affiliation?: LcgAffiliation | null;
  /** objective set numbers, one per copy */
  sets?: number[];
}

export interface LcgCardDef {
  key: string; name: string; type: 'affiliation' | 'objective' | 'unit' | 'enhancement' | 'event' | 'fate';
  side: 'dark' | 'light'; affiliation: LcgAffiliation | 'neutral'; set: number; position: number; unique: boolean;
  cost?: number; force?: number; resources?: number; capacity?: number; priority?: number;
  icons?: { ud: number; udEdge: number; bd: number; bdEdge: number; t: number; tEdge: number };
  traits: string[];
  /** printed keywords: "Limited", "Elite", "Shielding", "Targeted Strike", "No Enhancements", "Edge (2)", "Protect Trooper" */
  keywords: string[];
  /** our wording of the card's text */
  text: string;
  /** whether the engine plays the card as printed yet */
  implemented: boolean;
  octgnId: string;
}

/** A card in an LCG view: which card it is (its printed facts and text are
 *  the card list's entry for `key`) and only what the game changed: a fact is
 *  present only when it differs from the printed one (docs/api.md, LCG "View"). */
export interface LcgViewCard {
  /** this copy, e.g. "darth-vader.12" (action ids name cards by it) */
  id: string;
  /** its entry in cardList('lcg') */
  key: string;
  owner: Seat;
  type?: LcgCardDef['type'];
  /** all its keywords now, when they differ from the printed ones */
  keywords?: string[];
  cost?: number; force?: number; resources?: number; capacity?: number;
  icons?: { ud: number; udEdge: number; bd: number; bdEdge: number; t: number; tEdge: number };
  /** in play only */
  controller?: Seat; damage?: number; focus?: number; shields?: number; forceCommitted?: boolean;
  role?: 'attacker' | 'defender'; engaged?: true; attachedTo?: string;
  /** 2v2: a supporting unit, the seat of the teammate who lent it (MP-GEN-12/13) */
  lentBy?: Seat;
  attachments?: LcgViewCard[];
  /** face-down captured cards under it, counted only */
  captured?: number;
}

export interface LcgPlayerView {
  seat: Seat; side: 'dark' | 'light'; affiliation: LcgAffiliation; reserve: number; forceAvailable: number;
  resources: number; deckCount: number; objectiveDeckCount: number; handCount: number;
  /** the viewer's own hand only (2v2: also the teammate's) */
  hand?: LcgViewCard[];
  /** 2v2 only: the player's number in its team (1, 2) and the seat it faces across the table */
  number?: number; across?: Seat;
  /** 2v2 only: the common reserve, for its owner and the teammate; its size for all */
  commonReserve?: LcgViewCard[]; commonReserveCount?: number;
  discard: LcgViewCard[]; victory: LcgViewCard[];
  affiliationCard: LcgViewCard | null; objectives: LcgViewCard[]; units: LcgViewCard[];
  /** enhancing the play area */
  enhancements: LcgViewCard[];
  /** setup, own only */
  objectivesToReveal?: LcgViewCard[]; objectivesToRevealCount: number;
  /** own edge stack; everyone's once revealed */
  edge?: LcgViewCard[]; edgeCount: number;
  /** edge cards placed face up, seen by all */
  edgeFaceUp: LcgViewCard[];
}

export interface LcgView {
  game: 'lcg'; viewer: Seat; toAct: Seat[]; terminal: boolean; over: boolean; winner: Seat;
  reason?: 'dial' | 'objectives' | 'deck' | 'card' | 'conceded' | 'scenario' | 'turns';
  /** "2v2": four seats (Dark Side #1, #2, Light Side #1, #2) */
  mode: '1v1' | '2v2';
  turn: number; phase: 'setup' | 'balance' | 'refresh' | 'draw' | 'deployment' | 'conflict' | 'force' | 'over'; active: Seat;
  dial: number; balance: 'dark' | 'light';
  players: LcgPlayerView[];
  engagement: { objective: string; attacker: Seat; defender: Seat; edgeWinner: Seat } | null;
  prompt: { seat: Seat; text: string; kind: string; secret: boolean } | null;
  /** cards only the viewer may look at now; null for a spectator */
  peek: { what: string; cards: LcgViewCard[] } | null;
}

export interface LcgCardList extends CardList {
  cards: LcgCardDef[];
  affiliations: Array<{ key: LcgAffiliation; name: string; side: 'dark' | 'light'; card: string }>;
  sets: Array<{ number: number; name: string; side: 'dark' | 'light'; affiliation: LcgAffiliation | 'neutral';
                limit1: boolean; affiliationOnly: LcgAffiliation | null; cards: string[] }>;
  presets: Array<{ key: string; name: string; side: 'dark' | 'light'; deck: LcgDeck }>;
  deckFormats: Array<{ id: DeckFormat; name: string; extension: string; mime: string }>;
  deckRules: { minSets: number; maxCopies: number; maxSets: number };
}

export type OptionValue = string | number | boolean;

export interface OptionSpec {
  name: string;
  description: string;
  default: OptionValue;
  /** Empty: any value of the default's type. */
  choices: OptionValue[];
}

export interface GameInfo {
  id: string;
  name: string;
  players: { min: number; max: number };
  options: Record<string, OptionValue>;
  optionSpecs: OptionSpec[];
  hiddenInformation: boolean;
  chance: boolean;
  teams: boolean;
  rulesVersion: string;
}

/** A seed: an integer 0..2^64-1, as a number (exact up to 2^53) or a string of decimal digits. */
export type Seed = number | string;

export interface StartConfig {
  game: string;
  seed?: Seed;
  options?: Record<string, OptionValue>;
  setup?: Record<string, unknown>;
}

export interface Status {
  ok: true;
  game: string;
  phase: string;
  round: number;
  toAct: Seat[];
  terminal: boolean;
  winners: Seat[];
  /** keyed by seat number as a string */
  score: Record<string, number>;
  /** number of actions applied so far */
  actions: number;
  /** EvR (and other two-faction games): the faction of each seat, by seat */
  factions?: string[];
  /** present once terminal, e.g. "win" */
  outcome?: string;
}

export interface LogEntry {
  seq: number;
  round: number;
  type: string;
  /** the seat that acted, or -1 / null for the game itself */
  actor: Seat | null;
  text: string;
  data: Record<string, unknown> | null;
}

export interface LegalAction {
  id: string;
  label: string;
  kind?: string;
  /** on every action that refers to a card: the card object (its `id` names it); a page makes that card clickable */
  card?: { id: string; [field: string]: unknown };
  [field: string]: unknown;
}

export interface ApplyRequest { player: Seat; id: string }
/** A concession in a replay's action list (Match.concede). */
export interface ConcedeRecord { player: Seat; concede: true }

export interface ApplyResult { ok: true; events: LogEntry[] }

export interface UndoResult { ok: true; undone: number }

export interface ReplayRecord {
  format: 'swrules-replay';
  version: 1;
  game: string;
  options: Record<string, OptionValue>;
  /** a number up to 2^53, a decimal string above (so JSON.parse keeps it exact) */
  seed: Seed;
  setup?: Record<string, unknown>;
  actions: (ApplyRequest | ConcedeRecord)[];
}

export interface SaveDocument {
  format: 'swrules-save';
  version: 1;
  game: string;
  replay: ReplayRecord;
  /** complete state, RNG included; opaque */
  state: Record<string, unknown>;
}

export interface BotOptions {
  kind: 'random' | 'heuristic' | 'search';
  seed?: Seed;
}

/** Match.setPolicy: with allowSetup false, start() rejects a config with a setup (bad_setup) and load() a save
 *  whose replay uses one (bad_save). Default true. */
export interface MatchPolicy {
  allowSetup?: boolean;
}

// ---- the JS wrapper (web/api.js, also importable as web/swrules-api.js) -----
//
//   import createSwRules from './swrules.js';
//   import { loadEngine, ApiError } from './api.js';
//   const engine = await loadEngine(createSwRules);
//   using m = engine.newMatch({ allowSetup: false });     // or: try { ... } finally { m.close(); }
//   m.start({ game: 'evr', seed: 7 });
//
// Errors are thrown as ApiError (code = ErrorCode). If the engine ever traps (a bug), the instance is marked
// dead: engine.dead becomes true and every later call throws ApiError('internal'). Recover by creating a new
// instance with loadEngine() and load()ing the last save() you kept.

export declare class ApiError extends Error {
  readonly name: 'ApiError';
  readonly code: ErrorCode;
  /** deckImport: every problem of the file (unknown card ids, broken sets) */
  readonly errors?: DeckError[];
  constructor(code: ErrorCode, message: string, errors?: DeckError[]);
}

export declare class Engine {
  constructor(module: SwRulesModule);
  readonly module: SwRulesModule;
  /** true once a call trapped; every later call throws ApiError('internal') */
  readonly dead: boolean;
  version(): string;
  listGames(): GameInfo[];
  /** every card of the game (LcgCardList for "lcg"); ApiError 'unsupported' for a game without one */
  cardList(game: string): CardList;
  /** the deck checked against the deck-building rules: {legal, errors:[...]} (an illegal deck is not an exception) */
  validateDeck(game: string, deck: Deck): DeckValidation;
  /** a deck file's text as a deck; ApiError 'bad_deck' (with .errors) for a file that is not one */
  deckImport(game: string, format: DeckFormat, text: string): DeckImportResult;
  /** the deck as a file's text */
  deckExport(game: string, deck: Deck, format: DeckFormat): DeckExportResult;
  newMatch(policy?: MatchPolicy): MatchApi;
}

/** Every method throws ApiError on error; results are parsed. */
export declare class MatchApi {
  constructor(owner: Engine | SwRulesModule);
  start(config: StartConfig | string): OkResult;
  status(): Status;
  view(seat: Seat): Record<string, unknown>;
  log(seat: Seat): LogEntry[];
  legalActions(seat: Seat): LegalAction[];
  apply(player: Seat, id: string): ApplyResult;
  /** the seat concedes; the other side wins */
  concede(seat: Seat): ApplyResult;
  undo(): UndoResult;
  undoToSeat(seat: Seat): UndoResult;
  replay(): ReplayRecord;
  setPolicy(policy: MatchPolicy | string): OkResult;
  /** the save document as the engine's exact text (keep it byte-exact) */
  save(): string;
  load(save: string): OkResult;
  /** the suggested action id (not applied) */
  botAction(seat: Seat, kind?: BotOptions['kind'], seed?: Seed | bigint): string;
  readonly closed: boolean;
  /** frees the engine's memory for this match (idempotent); also run by `using` and, late, by a FinalizationRegistry */
  close(): void;
  /** same as close() */
  dispose(): void;
  [Symbol.dispose](): void;
}

export declare function loadEngine(factory: typeof createSwRules, moduleArgs?: SwRulesModuleArgs): Promise<Engine>;


// ---- Empire vs Rebellion ("evr") -------------------------------------------

export type EvrFaction = 'rebel' | 'imperial';
export type EvrPhase = 'setup' | 'planning' | 'struggle' | 'dominance' | 'over';
export type EvrResourceType = 'military' | 'diplomacy' | 'recon' | 'force' | 'character';
export type EvrStrategy = 'bureaucracy' | 'deception' | 'direct-assault' | 'infiltration' | 'support';

export interface EvrOptions {
  variant?: 'full' | 'learning';
  /** 0, 1, or -1 = random */
  rebelSeat?: -1 | 0 | 1;
  characters?: 'choose' | 'random';
}

export interface EvrCard {
  /** e.g. "reb.military-4", "imp.darth-vader" */
  id: string;
  name: string;
  faction: EvrFaction;
  character: boolean;
  type: EvrResourceType | string;
  value: number;
  exhaustedValue: number;
  power: string;
}

export interface EvrCardInPlay extends EvrCard {
  exhausted: boolean;
  /** its value now */
  current: number;
  /** this round's event stops its power */
  blocked: boolean;
}

export interface EvrEvent {
  id: string;
  name: string;
  capacity: number;
  target: number;
  vp: number;
  influence: number;
  effect: string | null;
  timing: 'ongoing' | 'resolution' | 'none';
}

export interface EvrStrategies {
  used: EvrStrategy[];
  discarded: EvrStrategy[];
  faceDown: number;
  /** visible to the owner (or whoever chose it) until revealed, then to all; else null */
  chosen: EvrStrategy | null;
  hasChosen: boolean;
  revealed: boolean;
  /** owner only */
  unused?: EvrStrategy[];
}

export interface EvrPlayerView {
  seat: Seat;
  faction: EvrFaction;
  influence: number;
  vp: number;
  wonEvents: EvrEvent[];
  capacity: number;
  /** sum of current values in play (EVR-STRUGGLE-11) */
  total: number;
  inPlay: EvrCardInPlay[];
  deck: { count: number };
  discard: EvrCard[];
  /** cards: owner only */
  reserve: { count: number; cards?: EvrCard[] };
  /** full game only (absent in the learning game) */
  strategies?: EvrStrategies;
  /** only during the character selection ("setup" phase) */
  charactersChosen?: number;
}

export interface EvrPrompt {
  seat: Seat;
  /** the phase ("setup" | "planning" | "struggle"), or "choice" while resolving a power or effect */
  kind: EvrPhase | 'choice' | string;
  text: string;
  /** true when the other player must not watch this decision being made: the secret choices of
   *  characters (setup) and strategies (planning), and any choice made while looking at hidden cards
   *  (`peek`). A hot-seat client hides the screen before showing this seat's view. */
  secret: boolean;
}

export interface EvrLastResult {
  round: number;
  event: EvrEvent | null;
  /** totals at the end of the struggle, by seat */
  totals: [number, number];
  /** totals after the strategy cards (e.g. Direct Assault), by seat */
  finalTotals: [number, number];
  strategies: [EvrStrategy | null, EvrStrategy | null];
  /** the strategy had no effect (over the target, or both Deception) */
  cancelled: [boolean, boolean];
  winner: Seat | null;
  /** the event's target */
  target: number;
  /** why it was won (docs/api.md): higher total, only one within the target, a tie on the balance,
   *  Deception, nobody within the target, a draw (learning game) */
  why: 'higherTotal' | 'onlyUnder' | 'balanceTie' | 'deception' | 'noWinner' | 'draw';
  /** the side the balance token showed when the final totals were equal within the target, else null */
  balance: EvrFaction | null;
}

export interface EvrView {
  ok: true;
  game: 'evr';
  variant: 'full' | 'learning';
  /** -1 for a spectator */
  viewer: Seat;
  round: number;
  phase: EvrPhase;
  toAct: Seat[];
  /** null when the viewer has nothing to decide */
  prompt: EvrPrompt | null;
  /** seats other than the viewer that must decide */
  waitingFor: Seat[];
  event: EvrEvent | null;
  eventDeck: { count: number };
  /** null in the learning game */
  balance: EvrFaction | null;
  /** struggle: seat to act; null in other phases */
  turn: Seat | null;
  /** struggle: consecutive passes */
  passes: number;
  players: EvrPlayerView[];
  /** what the viewer is looking at during a prompt: cards, or (ordering the event deck) events */
  peek: { what: string; cards?: EvrCard[]; events?: EvrEvent[] } | null;
  lastResult: EvrLastResult | null;
  /** the five strategy cards (the same for both sides), to name and explain the ids above; full game only */
  strategyCards?: { id: EvrStrategy; name: string; text: string }[];
  winners: Seat[];
  terminal: boolean;
  /** text for the end screen */
  result: string | null;
}

export type EvrActionKind =
  | 'character' | 'strategy' | 'strategy-for-opponent' | 'play' | 'force' | 'influence' | 'pass'
  | 'pick' | 'deck' | 'pick-strategy' | 'pick-event' | 'yes' | 'no' | 'done';

/**
 * ids: "character:<card>", "strategy:<s>", "strategy-for-opponent:<s>", "play",
 * "force:<card>", "influence:<card>", "pass", "pick:<card>", "deck:rebel" | "deck:imperial",
 * "pick-strategy:<s>", "pick-event:<event>", "yes", "no", "done".
 */
export interface EvrAction extends LegalAction {
  id: string;
  label: string;
  kind: EvrActionKind;
  /** every action that refers to a card carries it (kinds character, force, influence, pick, and
   *  yes/no about a card: Leia Organa's reserve character, Jabba the Hutt's top card) */
  card?: EvrCard | EvrCardInPlay;
  /** kinds strategy, strategy-for-opponent, pick-strategy */
  strategy?: EvrStrategy;
  /** kind pick-event */
  event?: EvrEvent;
}
