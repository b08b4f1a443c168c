// The room protocol's limits and the validation of everything a client sends
// (docs/online.md). Nothing here is game specific.
import crypto from 'node:crypto';

export const LIMITS = {
  maxMessageBytes: 4096, // the WebSocket frame limit (ws maxPayload)
  maxActionIdLength: 200,
  maxNameLength: 24,
  ratePerSecond: 20, // messages per client per second before 'rate_limited'
  rateBurst: 40,
  maxSeats: 8,
};

export const BOT_KINDS = ['random', 'heuristic', 'search'];

export class ProtocolError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

export const isPlainObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

// Room codes: 6 letters/digits without look-alikes (no 0/O, 1/I/L).
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newRoomCode() {
  const bytes = crypto.randomBytes(6);
  let s = '';
  for (const b of bytes) s += CODE_ALPHABET[b % CODE_ALPHABET.length];
  return s;
}
export const isRoomCode = (s) => typeof s === 'string' && /^[A-HJKMNP-Z2-9]{6}$/.test(s);

export const newSeatToken = () => crypto.randomBytes(16).toString('hex');
export const isSeatToken = (s) => typeof s === 'string' && /^[0-9a-f]{32}$/.test(s);

// A seed the server keeps to itself (decimal string, below 2^53).
export const newSeed = () => String(crypto.randomBytes(6).readUIntBE(0, 6));

function cleanName(name) {
  if (name === undefined || name === null) return '';
  if (typeof name !== 'string') throw new ProtocolError('bad_request', 'name must be a string');
  return name.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, LIMITS.maxNameLength);
}

// The host's room options: {game, options?, seats:[{kind, name?}], name?}.
// `games` = engine.listGames(). Returns a clean copy.
export function checkCreateOptions(o, games) {
  if (!isPlainObject(o)) throw new ProtocolError('bad_request', 'the room options must be an object');
  const game = games.find((g) => g.id === o.game);
  if (!game) throw new ProtocolError('unknown_game', `unknown game ${JSON.stringify(String(o.game)).slice(0, 50)}; one of ${games.map((g) => g.id).join(', ')}`);
  const options = o.options === undefined ? {} : o.options;
  if (!isPlainObject(options)) throw new ProtocolError('bad_option', 'options must be an object');
  if (!Array.isArray(o.seats)) throw new ProtocolError('bad_request', 'seats must be an array');
  const min = game.players?.min ?? 2;
  const max = game.players?.max ?? 2;
  if (o.seats.length < min || o.seats.length > max || o.seats.length > LIMITS.maxSeats) {
    throw new ProtocolError('bad_request', `${game.id} needs ${min}${max !== min ? `–${max}` : ''} seats, got ${o.seats.length}`);
  }
  const seats = o.seats.map((s, i) => {
    if (!isPlainObject(s)) throw new ProtocolError('bad_request', `seat ${i}: expected an object`);
    if (s.kind !== 'human' && !BOT_KINDS.includes(s.kind)) throw new ProtocolError('bad_request', `seat ${i}: kind must be human, ${BOT_KINDS.join(', ')}`);
    return { kind: s.kind, name: cleanName(s.name) };
  });
  if (!seats.some((s) => s.kind === 'human')) throw new ProtocolError('bad_request', 'at least one seat must be a person');
  return { game: game.id, options: JSON.parse(JSON.stringify(options)), seats, name: cleanName(o.name) };
}

// A joining client's options: {token?, name?, spectate?} (the room code is
// the room id). Unknown keys are ignored (the SDK may add its own).
export function checkJoinOptions(o) {
  const opts = isPlainObject(o) ? o : {};
  const out = { name: cleanName(opts.name), spectate: opts.spectate === true, token: null };
  if (opts.token !== undefined && opts.token !== null) {
    if (!isSeatToken(opts.token)) throw new ProtocolError('bad_token', 'the seat token is malformed');
    out.token = opts.token;
  }
  return out;
}

// The only thing a player sends: {id} (an action id from their legalActions).
export function checkAction(message) {
  if (!isPlainObject(message)) throw new ProtocolError('bad_request', 'an action is {"id": "<action id>"}');
  const keys = Object.keys(message);
  if (keys.length !== 1 || keys[0] !== 'id') throw new ProtocolError('bad_request', `an action is {"id": "<action id>"}, got the keys ${keys.slice(0, 5).join(', ') || '(none)'}`);
  if (typeof message.id !== 'string' || message.id === '' || message.id.length > LIMITS.maxActionIdLength) {
    throw new ProtocolError('bad_request', 'the action id must be a non-empty string');
  }
  return message.id;
}

// A token bucket per client: true when the message may be handled.
export class RateLimit {
  constructor(perSecond = LIMITS.ratePerSecond, burst = LIMITS.rateBurst) {
    this.perSecond = perSecond;
    this.burst = burst;
    this.tokens = burst;
    this.at = Date.now();
  }

  take() {
    const now = Date.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
