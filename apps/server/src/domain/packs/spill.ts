import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import type { PackMember } from './format';

/** Bytes gathered before a write, and read at once. */
const CHUNK = 1 << 20;

/**
 * The members `readPack` checked, kept in a temporary file (one JSON line each) until the import's
 * transaction reads them back one at a time: neither held in memory, which would grow with the
 * members, nor parsed from YAML twice, the slowest part of a large import (README, "Generated
 * sizes"). `remove` deletes the file.
 */
export class MemberSpill {
  private readonly dir = mkdtempSync(join(tmpdir(), 'campus-members-'));
  private readonly file = join(this.dir, 'members.jsonl');
  private fd: number | undefined = openSync(this.file, 'w');
  private waiting = '';
  count = 0;

  add(member: PackMember): void {
    const { progress, ...rest } = member;
    // Progress rows as [lesson, module, completed_on]: a third of the bytes of named fields.
    const row = { ...rest, progress: progress.map((p) => [p.lesson, p.module, p.completed_on]) };
    this.waiting += `${JSON.stringify(row)}\n`;
    this.count += 1;
    if (this.waiting.length >= CHUNK) this.flush();
  }

  private flush(): void {
    if (this.fd === undefined) throw new Error('the members were read back already');
    writeSync(this.fd, this.waiting);
    this.waiting = '';
  }

  /** The members in the order they were added; once. */
  *members(): Generator<PackMember> {
    this.flush();
    closeSync(this.fd!);
    this.fd = undefined;
    const fd = openSync(this.file, 'r');
    try {
      const chunk = Buffer.alloc(CHUNK);
      // A character may span two chunks.
      const decoder = new StringDecoder('utf8');
      let rest = '';
      for (;;) {
        const read = readSync(fd, chunk, 0, CHUNK, null);
        if (read === 0) break;
        const lines = (rest + decoder.write(chunk.subarray(0, read))).split('\n');
        rest = lines.pop()!;
        for (const line of lines) {
          const { progress, ...member } = JSON.parse(line) as Omit<PackMember, 'progress'> & {
            progress: Array<[string, string, string]>;
          };
          yield {
            ...member,
            progress: progress.map(([lesson, module, completed_on]) => ({
              lesson,
              module,
              completed_on,
            })),
          };
        }
      }
    } finally {
      closeSync(fd);
    }
  }

  remove(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    rmSync(this.dir, { recursive: true, force: true });
  }
}
