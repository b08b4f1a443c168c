// Where rooms live between actions and across restarts: one JSON file per
// room in a data directory, written (atomically: temp file + rename) after
// every action. The file holds the engine's save document and the seats
// (with their tokens): it is the server's, never sent to a client.
import fs from 'node:fs';
import path from 'node:path';
import { isRoomCode } from './protocol.mjs';

export class RoomStore {
  constructor(dir) {
    this.dir = dir;
    fs.mkdirSync(dir, { recursive: true });
  }

  file(code) {
    if (!isRoomCode(code)) throw new Error(`not a room code: ${code}`);
    return path.join(this.dir, `${code}.json`);
  }

  has(code) {
    return isRoomCode(code) && fs.existsSync(this.file(code));
  }

  // record: {code, game, options, seats:[{kind, name, token}], host, save, finished}
  write(record) {
    const file = this.file(record.code);
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(record));
    fs.renameSync(tmp, file);
  }

  // The same, off the event loop (a file write can take milliseconds on a
  // busy disk). Callers chain a room's writes so that they land in order.
  async writeAsync(code, text) {
    const file = this.file(code);
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.promises.writeFile(tmp, text);
    await fs.promises.rename(tmp, file);
  }

  read(code) {
    if (!this.has(code)) return null;
    return JSON.parse(fs.readFileSync(this.file(code), 'utf8'));
  }

  codes() {
    return fs.readdirSync(this.dir).filter((f) => /^[A-Z0-9]{6}\.json$/.test(f)).map((f) => f.slice(0, 6)).filter(isRoomCode);
  }
}
