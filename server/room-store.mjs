// Where rooms live between actions and across restarts (docs/online.md).
// A room's record holds the engine's save document and the seats (with their
// tokens): it is the server's, never sent to a client. Two stores with the
// same (async) interface:
//   DiskRoomStore  one JSON file per room in a data directory, replaced
//                  atomically (temp file + rename): the default;
//   RedisRoomStore (redis-room-store.mjs) one Redis key per room: --redis.
// Interface: has(code), read(code), write(code, text), codes(),
// restoreKey(), claim(code), release(code), close().
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isRoomCode } from './protocol.mjs';

export class DiskRoomStore {
  constructor(dir) {
    this.dir = dir;
    this.where = `data: ${dir}`;
    fs.mkdirSync(dir, { recursive: true });
  }

  file(code) {
    if (!isRoomCode(code)) throw new Error(`not a room code: ${code}`);
    return path.join(this.dir, `${code}.json`);
  }

  async has(code) {
    return isRoomCode(code) && fs.existsSync(this.file(code));
  }

  // The record's text, off the event loop (a file write can take
  // milliseconds on a busy disk). Callers chain a room's writes so that
  // they land in order.
  async write(code, text) {
    const file = this.file(code);
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.promises.writeFile(tmp, text);
    await fs.promises.rename(tmp, file);
  }

  async read(code) {
    if (!(await this.has(code))) return null;
    return JSON.parse(await fs.promises.readFile(this.file(code), 'utf8'));
  }

  async codes() {
    return (await fs.promises.readdir(this.dir)).filter((f) => /^[A-Z0-9]{6}\.json$/.test(f)).map((f) => f.slice(0, 6)).filter(isRoomCode);
  }

  // The secret that lets this server (and the others sharing the data
  // directory) recreate a saved room; clients cannot.
  async restoreKey() {
    const file = path.join(this.dir, '.restore-key');
    try {
      return fs.readFileSync(file, 'utf8').trim();
    } catch (e) {
      const key = crypto.randomBytes(16).toString('hex');
      try {
        fs.writeFileSync(file, key, { flag: 'wx' });
        return key;
      } catch (e2) {
        return fs.readFileSync(file, 'utf8').trim();
      }
    }
  }

  // One process per data directory brings a saved room back.
  async claim() {
    return true;
  }

  async release() {}

  async close() {}
}
