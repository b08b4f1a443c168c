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
  /** request: JSON of CardListRequest. Returns CardList (LcgCardList for "lcg", TcgCardList for "tcg") | ApiErrorResult
   *  ("unsupported" for a game without a card list, such as "evr"). */
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
  /** seat 0..n-1, or -1 for a spectator. Returns the game's view (GameView: EvrView for "evr", LcgView for "lcg",
   *  TcgView for "tcg") | ApiErrorResult. */
  view(seat: number): string;
  /** Returns LogEntry[] | ApiErrorResult, redacted for that seat. */
  log(seat: number): string;
  /** Returns LegalAction[] (EvrAction[] for "evr", LcgAction[] for "lcg", TcgAction[] for "tcg"; [] when the seat
   *  has nothing to decide) | ApiErrorResult. */
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
  /** options: JSON of BotOptions ("{}" or "" = heuristic). Suggests an action without applying it. Returns the bare action id
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
/** Game-neutral part of a card list; each game adds its own keys (LcgCardList, TcgCardList). */
export interface CardList { ok: true; game: string; cards: Array<{ key: string; name: string; type: string; text: string }> }

/** A deck: game-specific JSON (LcgDeck for "lcg", TcgDeck for "tcg"), or a string: a preset's name / key or a deck
 *  code (LCG "sith:19,20,21,22,23,24,25,36", TCG "clone-platoon:4,yoda-b:1"). */
export type Deck = LcgDeck | TcgDeck | string;

export interface ValidateDeckRequest { game: string; deck: Deck }

/** One broken deck-building rule. */
export interface DeckError {
  /** LCG: no_affiliation, too_few_sets, other_side, affiliation_only, too_many_copies, limit_one, engine_limit;
   *  LCG import only: unknown_card, incomplete_set, affiliation_count, too_many_sets, challenge_card.
   *  TCG: too_few_cards, too_many_copies, mixed_sides, too_few_units, unit_ratio, engine_limit;
   *  TCG import only: unknown_card, entry_limit */
  code: string;
  message: string;
  /** the rule id, e.g. "LCG-DECK-5", "TCG-DECK-2" (absent for engine limits and for some import errors: unknown_card, entry_limit) */
  rule?: string;
  /** card keys of the card list (for unknown_card: the file's unknown card ids (LCG) or names (TCG)) */
  cards: string[];
  /** LCG only: the objective sets involved */
  sets?: number[];
}

/** DeckValidation.counts for "lcg". */
export interface LcgDeckCounts { sets: number; objectives: number; commandCards: number; cards: number }
/** DeckValidation.counts for "tcg": all cards, then each card type's. */
export interface TcgDeckCounts { cards: number; space: number; ground: number; character: number; battle: number; mission: number }

export interface DeckValidation {
  ok: true;
  game: string;
  /** true when errors is empty */
  legal: boolean;
  errors: DeckError[];
  /** the deck, normalised (LCG: sets sorted; TCG: each card once, in card-list order) */
  deck: LcgDeck | TcgDeck;
  /** the preset's key when the deck is a preset exactly (LCG: a core-set deck, by name or written out), else null */
  preset: string | null;
  /** LCG: null without an affiliation. TCG: null for a deck of neutral cards only, or with cards of both sides */
  side: 'dark' | 'light' | null;
  /** the value for the game's deck option ("dark"/"light"): the preset's key or the deck code;
   *  null without an affiliation (LCG) / for an empty deck (TCG) */
  option: string | null;
  /** LcgDeckCounts for "lcg", TcgDeckCounts for "tcg" */
  counts: LcgDeckCounts | TcgDeckCounts;
}

/** LCG: "o8d" (OCTGN), "json", "code"; TCG: "dek" (LackeyCCG), "json", "code" (see the card list's deckFormats). */
export type DeckFormat = 'o8d' | 'dek' | 'json' | 'code';

export interface DeckImportRequest { game: string; format: DeckFormat; text: string }
export interface DeckImportResult {
  ok: true;
  game: string;
  deck: LcgDeck | TcgDeck;
  /** TCG "dek" only: the superzones left out of the deck, e.g. ["Sideboard (2 cards)"] */
  skipped?: string[];
}
/** A file that is not a deck of the game: every problem named (unknown card ids, broken sets). */
export interface DeckImportError {
  ok: false;
  error: { code: 'bad_deck'; message: string; errors?: DeckError[] };
}

export interface DeckExportRequest { game: string; format: DeckFormat; deck: Deck }
export interface DeckExportResult { ok: true; game: string; format: DeckFormat; text: string; mime: string; extension: string }

/** The swrules JSON deck file (export format "json"). */
export interface DeckFile { format: 'swrules-deck'; version: 1; game: string; deck: LcgDeck | TcgDeck }

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
  side: 'dark' | 'light'; affiliation: LcgAffiliation | 'neutral';
  /** its objective set; 201 = Jerjerrod's Task, 202 = The Hunt for Skywalker (challenge decks, in no `sets` entry) */
  set: number;
  /** its position in the set (a challenge card: its block number) */
  position: number;
  /** challenge cards only: its copies in the fixed 59-card challenge deck */
  challengeCopies?: number;
  unique: boolean;
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
  /** its entry in cardList('lcg'); absent on a face-down objective of The Hunt for Skywalker seen by another
   *  player than its owner (it then shows only its shared face: `name`, `type` "objective", `faceDown`) */
  key?: string;
  /** only on such a face-down objective: "The Hunt for Skywalker" */
  name?: string;
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
  /** The Hunt for Skywalker's objectives in the pyramid only: 1..9, from the top row, left to right */
  position?: number;
  /** ... may be engaged / targeted by enemy card effects (MP-HFS-17) */
  vulnerable?: boolean;
  /** ... face down (absent once face up) */
  faceDown?: true;
  /** ... a reinforcement lies under it (absent otherwise) */
  reinforced?: true;
  /** ... that reinforcement: its owner's view only */
  reinforcement?: LcgViewCard;
}

export interface LcgPlayerView {
  seat: Seat; side: 'dark' | 'light';
  /** "neutral" for a challenge deck's solo player (no affiliation card) */
  affiliation: LcgAffiliation | 'neutral';
  reserve: number; forceAvailable: number;
  resources: number; deckCount: number; objectiveDeckCount: number; handCount: number;
  /** the viewer's own hand only (2v2: also the teammate's) */
  hand?: LcgViewCard[];
  /** 2v2 and the challenges: the player's number in its team and the seat it faces (a challenge team player:
   *  the solo player; the solo player: the first opponent) */
  number?: number; across?: Seat;
  /** the challenges only: the challenge deck's player (MP-CHAL-1) */
  solo?: boolean;
  /** the challenges only: out of the game (Jerjerrod's Task: Fully Armed) */
  eliminated?: boolean;
  /** the challenges only: cards set aside for the game (Death Star II on its Setup side, Luke Skywalker, a Light
   *  Side player's affiliation card once it is under Death Star II) */
  setAside?: LcgViewCard[];
  /** 2v2 (and a challenge team's players): the common reserve, for its owner and the teammate; its size for all */
  commonReserve?: LcgViewCard[]; commonReserveCount?: number;
  /** The Hunt for Skywalker's Light Side player only: the reinforcement deck's size (MP-HFS-9) and the
   *  reinforcements under its objectives (MP-HFS-10) */
  reinforcementDeckCount?: number; reinforcementCount?: number;
  discard: LcgViewCard[]; victory: LcgViewCard[];
  /** null for a challenge deck's solo player */
  affiliationCard: LcgViewCard | null;
  /** The Hunt for Skywalker's Light Side player: its pyramid's objectives (`position`) */
  objectives: LcgViewCard[]; units: LcgViewCard[];
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
  ok: true;
  game: 'lcg'; viewer: Seat; toAct: Seat[]; terminal: boolean; over: boolean;
  /** -1 while none (and for a challenge game ended by its turn limit) */
  winner: Seat;
  /** when over; "scenario": a challenge deck's own victory condition; "turns": a challenge game reached its
   *  300th turn and ends with no winner (winner -1) */
  reason?: 'dial' | 'objectives' | 'deck' | 'card' | 'conceded' | 'scenario' | 'turns';
  /** "2v2": four seats (Dark Side #1, #2, Light Side #1, #2); "jerjerrods-task": the solo Dark Side player in seat 0,
   *  Light Side #1..#3 after it; "hunt-for-skywalker": Dark Side #1..#3, the solo Light Side player in the last seat */
  mode: '1v1' | '2v2' | 'jerjerrods-task' | 'hunt-for-skywalker';
  turn: number; phase: 'setup' | 'balance' | 'refresh' | 'draw' | 'deployment' | 'conflict' | 'force' | 'over'; active: Seat;
  /** the Death Star dial (stays 0 in The Hunt for Skywalker) */
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

// ---- the TCG's cards and decks (docs/api.md, "The TCG's cards and decks") ------

export type TcgCardType = 'Space' | 'Ground' | 'Character' | 'Battle' | 'Mission';
export type TcgArena = 'Space' | 'Ground' | 'Character';

/** A TCG deck; two entries of one card add up. Validation normalises it: each card once, in card-list order. */
export interface TcgDeck {
  /** at most 100 bytes */
  name?: string;
  /** at most 500 entries; count 1..99 */
  cards?: Array<{ key: string; count: number }>;
}

export interface TcgCardDef {
  key: string;
  name: string;
  /** "A".."D" for a unique card, else null */
  version: 'A' | 'B' | 'C' | 'D' | null;
  unique: boolean;
  /** "AOTC" */
  set: string;
  number: number;
  side: 'dark' | 'light' | 'neutral';
  type: TcgCardType;
  subtype: string;
  /** units and Missions */
  cost?: number;
  /** units only */
  speed?: number; power?: number; health?: number;
  /** a Battle card with a Force cost */
  force?: number;
  /** e.g. "common", "uncommon", "rare" */
  rarity: string;
  /** the printed keywords with their numbers, e.g. {"Shields": 1}, {"Critical Hit": 2} */
  keywords: Record<string, number>;
  /** our wording of the card's text */
  text: string;
  /** whether the engine plays the card as printed (docs/tcg-cards.md) */
  implemented?: boolean;
}

export interface TcgCardList extends CardList {
  cards: TcgCardDef[];
  /** "republic" (light), "separatists" (dark) */
  presets: Array<{ key: string; name: string; side: 'dark' | 'light'; deck: TcgDeck }>;
  deckFormats: Array<{ id: DeckFormat; name: string; extension: string; mime: string }>;
  deckRules: { minCards: number; maxCopies: number; minPerUnitType: number; maxUnitTypeRatio: number; maxCards: number };
}

export type OptionValue = string | number | boolean;

export interface OptionSpec {
  name: string;
  description: string;
  default: OptionValue;
  /** The allowed values, when they are few. Empty does not mean that any value is accepted: the value must be
   *  of the default's type, and the engine validates it further at start() (bad_option): a deck must be legal,
   *  an integer must be within its range (TCG maxTurns: 0..30000; LCG players: 0, 2, 3 or 4 by mode). */
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
  /** keyed by seat number as a string (LCG: each seat's victory pile size) */
  score: Record<string, number>;
  /** number of actions applied so far */
  actions: number;
  /** EvR (and other two-faction games): the faction of each seat, by seat */
  factions?: string[];
  /** EvR: present once terminal, e.g. "win" */
  outcome?: string;
  /** LCG: the Death Star dial */
  dial?: number;
  /** TCG: the step in progress, as the view's `step` */
  step?: string;
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
  /** the id's verb word, e.g. "deploy" for "deploy:x-wing.12" */
  kind?: string;
  /** LCG, TCG: the verb's number */
  verb?: number;
  /** on every action that refers to a card; a page makes that card clickable. LCG, TCG: the card's id (a string,
   *  e.g. "darth-vader.12"); EvR: the card object (EvrCard), whose `id` names it */
  card?: string | { id: string };
  [field: string]: unknown;
}

/** An LCG legal action: {"id","label","kind","verb"} and, when it names a card, "card": that card's id. */
export interface LcgAction extends LegalAction {
  kind: string;
  verb: number;
  card?: string;
}

/** A TCG legal action: the same shape as the LCG's. */
export interface TcgAction extends LegalAction {
  kind: string;
  verb: number;
  card?: string;
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
  /** default "heuristic" ({} is the heuristic bot) */
  kind?: 'random' | 'heuristic' | 'search';
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
  /** every card of the game (LcgCardList for "lcg", TcgCardList for "tcg"); ApiError 'unsupported' for a game without one */
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
  /** the game's view (a GameView) */
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

export type EvrCancelledWhy = 'overTarget' | 'cancelEachOther' | null;

export interface EvrLastResult {
  round: number;
  event: EvrEvent | null;
  /** totals at the end of the struggle, by seat */
  totals: [number, number];
  /** totals after the strategy cards (e.g. Direct Assault), by seat; null until the winner is determined */
  finalTotals: [number, number] | null;
  strategies: [EvrStrategy | null, EvrStrategy | null];
  /** the strategy had no effect (over the target, or both Deception) */
  cancelled: [boolean, boolean];
  /** why each cancelled strategy had no effect (EVR-DOM-3 / EVR-DOM-5); null for a strategy in effect or none */
  cancelledWhy: [EvrCancelledWhy, EvrCancelledWhy];
  /** null until the winner is determined, or when nobody won */
  winner: Seat | null;
  /** the event's target */
  target: number;
  /** why it was won (docs/api.md): higher total, only one within the target, a tie on the balance,
   *  Deception, nobody within the target, a draw (learning game); null until the winner is determined */
  why: 'higherTotal' | 'onlyUnder' | 'balanceTie' | 'deception' | 'noWinner' | 'draw' | null;
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
  /** null in the learning game, and until both players chose their characters (EVR-SETUP-11) */
  balance: EvrFaction | null;
  /** struggle: seat to act; null in other phases */
  turn: Seat | null;
  /** struggle: consecutive passes */
  passes: number;
  players: EvrPlayerView[];
  /** what the viewer is looking at during a prompt: cards, or (ordering the event deck) events */
  peek: { what: string; cards?: EvrCard[]; events?: EvrEvent[] } | null;
  lastResult: EvrLastResult | null;
  /** the five strategy cards (the same for both sides), to name and explain the ids above; full game only.
   *  totalBonus: added to its side's final total when in effect (Direct Assault: 2); swapsWinner: gives the event
   *  to the side that would have lost (Deception) */
  strategyCards?: { id: EvrStrategy; name: string; text: string; totalBonus: number; swapsWinner: boolean }[];
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

// ---- Star Wars Trading Card Game ("tcg") ----------------------------------

export type TcgPhase = 'setup' | 'ready' | 'command' | 'battle' | 'over';

export interface TcgOptions {
  /** a preset's key or a deck code; legal, no Light Side card */
  dark?: string;
  /** a preset's key or a deck code; legal, no Dark Side card */
  light?: string;
  /** 0 = no limit; else the game is a draw after that many turns (OQ-TCG-28); 0..30000 */
  maxTurns?: number;
  /** "2002" (the rulebook) or "later" (the later rules) */
  rules?: '2002' | 'later';
  /** "quick": the quick-play variant for beginners (TCG-SETUP-12) */
  variant?: 'standard' | 'quick';
}

/** A card object in a TCG view (docs/api.md, TCG "Card ids and cards in views"). */
export interface TcgViewCard {
  /** this copy, e.g. "jango-fett-b.17" (action ids name cards by it) */
  id: string;
  /** its entry in cardList('tcg') */
  key: string;
  name: string;
  /** uniques only */
  version?: 'A' | 'B' | 'C' | 'D';
  /** later sets also "Location", "Equipment" */
  type: TcgCardType | 'Location' | 'Equipment';
  /** as printed (the card list and a player object use "dark", "light", "neutral") */
  side: 'Dark Side' | 'Light Side' | 'Neutral';
  cost: number;
  /** units only, current values (a stack adds +10, +1, +1 per card beneath) */
  speed?: number; power?: number; health?: number;
  /** a Location card (later sets): the arena its subtype names */
  arena?: TcgArena;
  /** an Equipment card (later sets): its attach cost */
  attachCost?: number;
  /** our wording of the card's text */
  text: string;
}

/** A unit in an arena, or retreated. */
export interface TcgUnitView extends TcgViewCard {
  damage: number;
  tapped: boolean;
  /** a stack: the cards beneath, top-most first */
  under?: TcgViewCard[];
  /** later sets: the Equipment attached to it */
  attached?: TcgViewCard[];
  /** later sets: a Space unit's Pilots aboard */
  aboard?: Array<TcgViewCard & { damage: number; tapped: boolean }>;
}

/** The opponent's face-down card in the build zone: its counters only. */
export interface TcgHiddenBuildCard { faceDown: true; counters: number }
/** The owner's face-down card (or a revealed setup card, or one built face up: Darth Sidious (A)). */
export interface TcgFaceDownBuildCard extends TcgViewCard { faceDown: true; counters: number; ready: boolean }
/** A retreated unit in the build zone. */
export interface TcgRetreatedUnit extends TcgUnitView { retreated: true }
/** An Equipment built, face up, waiting to be attached (TCG2-EQUIP-1). */
export interface TcgBuiltEquipment extends TcgViewCard { built: true }
export type TcgBuildEntry = TcgHiddenBuildCard | TcgFaceDownBuildCard | TcgRetreatedUnit | TcgBuiltEquipment;

export interface TcgPlayerView {
  seat: Seat;
  side: 'dark' | 'light';
  force: number;
  buildPoints: number;
  setupTotal: number;
  deckCount: number;
  handCount: number;
  /** quick play: the units not picked, out of the game (TCG-SETUP-12) */
  asideCount: number;
  /** the viewer's own only */
  hand?: TcgViewCard[];
  arenas: { Space: TcgUnitView[]; Ground: TcgUnitView[]; Character: TcgUnitView[] };
  /** the number of arenas the player controls */
  controls: number;
  build: TcgBuildEntry[];
  /** later sets: Locations put into an arena (TCG2-LOC-1; not units), each with its `arena` */
  locations: TcgViewCard[];
  discard: TcgViewCard[];
}

export interface TcgAttackView {
  attacker: string;
  /** absent until the target is chosen */
  defender?: string;
  mode: 'normal' | 'bombard' | 'ionCannon';
  dice: Array<{ value: number; hit: boolean }>;
  rolled: boolean;
  damage: number;
}

export interface TcgView {
  ok: true;
  game: 'tcg';
  /** -1 for a spectator */
  viewer: Seat;
  toAct: Seat[];
  terminal: boolean;
  turn: number;
  phase: TcgPhase;
  /** the step in progress: the decision's frame kind, e.g. "setup", "build", "retreat", "battle", "bid",
   *  "attack", "window", "deflect", "ability", "choice", "step-start", "attach", "pilot"; "over" once over */
  step: string;
  over: boolean;
  /** -1 while none (and for a draw) */
  winner: Seat;
  /** the last roll for build points */
  buildRoll: number;
  players: TcgPlayerView[];
  /** while an attack is in progress */
  attack?: TcgAttackView;
  /** the arena whose battle step is in progress (TCG-BATTLE-1); absent outside one */
  arena?: TcgArena;
  /** while a contest is bid for (TCG-BID-4): both units and both bids */
  bid?: { dark: string; light: string; darkBid: number; lightBid: number };
  /** null when the viewer has nothing to decide; kind: as `step`; secret in the setup and build steps and in a
   *  card's choice among cards the other player may not see */
  prompt: { seat: Seat; text: string; kind: string; secret: boolean } | null;
}

/** What Match.view returns on success, by game. */
export type GameView = EvrView | LcgView | TcgView;
