// The rooms' records in Redis (--redis): the key swrules:room:<CODE> holds
// the record's JSON text (one SET per write: Redis replaces it whole), the
// set swrules:rooms their codes. Every process of a scale-out reads and
// writes the same records: no data directory is shared. The client is
// ioredis, the one @colyseus/redis-presence and -driver use.
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { isRoomCode } from './protocol.mjs';

const ROOM = (code) => `swrules:room:${code}`;
const ROOMS = 'swrules:rooms';
const KEY = 'swrules:restore-key';
const CLAIM = (code) => `swrules:claim:${code}`;

export class RedisRoomStore {
  constructor(url) {
    this.redis = new Redis(url, { lazyConnect: false });
    this.where = `saves: redis ${url}`;
  }

  async has(code) {
    return isRoomCode(code) && (await this.redis.exists(ROOM(code))) === 1;
  }

  async write(code, text) {
    if (!isRoomCode(code)) throw new Error(`not a room code: ${code}`);
    await this.redis.multi().set(ROOM(code), text).sadd(ROOMS, code).exec();
  }

  async read(code) {
    if (!isRoomCode(code)) return null;
    const text = await this.redis.get(ROOM(code));
    return text === null ? null : JSON.parse(text);
  }

  async codes() {
    return (await this.redis.smembers(ROOMS)).filter(isRoomCode).sort();
  }

  async restoreKey() {
    await this.redis.set(KEY, crypto.randomBytes(16).toString('hex'), 'NX');
    return this.redis.get(KEY);
  }

  // Of several processes starting together, one brings a saved room back
  // (the claim lapses after 30 s).
  async claim(code) {
    return (await this.redis.set(CLAIM(code), String(process.pid), 'PX', 30000, 'NX')) === 'OK';
  }

  async release(code) {
    await this.redis.del(CLAIM(code));
  }

  async close() {
    await this.redis.quit().catch(() => {});
  }
}
