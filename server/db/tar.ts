import { Buffer } from 'node:buffer';
import type { Readable, Writable } from 'node:stream';

/**
 * A small POSIX tar (ustar, with pax headers for long names) writer and streaming reader, enough
 * for backup archives: regular files and nothing else. Node has no tar of its own and the
 * backups must not need a system tool.
 */

const BLOCK = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, mtime: number, type: '0' | 'x'): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name.slice(0, 100), 0, 'utf8');
  block.write(octal(0o600, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime / 1000), 12), 136);
  block.write('        ', 148);
  block.write(type, 156);
  block.write('ustar\0', 257);
  block.write('00', 263);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length++;
  return `${length}${body}`;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

async function write(out: Writable, chunk: Buffer | Uint8Array): Promise<void> {
  if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
}

export class TarWriter {
  constructor(private readonly out: Writable) {}

  /** One regular file of `size` bytes whose content is `body` (its chunks, in order). */
  async add(
    name: string,
    size: number,
    body: Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
    mtime = Date.now(),
  ): Promise<void> {
    if (Buffer.byteLength(name) > 100 || /[^\x20-\x7e]/.test(name)) {
      const pax = Buffer.from(paxRecord('path', name));
      await write(this.out, header('pax', pax.length, mtime, 'x'));
      await write(this.out, pax);
      await write(this.out, padding(pax.length));
    }
    await write(this.out, header(name, size, mtime, '0'));
    let written = 0;
    for await (const chunk of body) {
      written += chunk.length;
      await write(this.out, chunk);
    }
    if (written !== size) throw new Error(`${name}: expected ${size} bytes, got ${written}`);
    await write(this.out, padding(size));
  }

  /** The two empty blocks that end an archive. */
  async finish(): Promise<void> {
    await write(this.out, Buffer.alloc(BLOCK * 2));
  }
}

export interface TarEntry {
  name: string;
  size: number;
  type: string;
}

/**
 * Reads an archive from `input`, calling `onEntry` for each entry; a file's content goes to the
 * Writable it answers (null: skipped). Throws on a damaged or cut-short archive.
 */
export async function readTar(
  input: Readable,
  onEntry: (entry: TarEntry) => Promise<Writable | null> | Writable | null,
): Promise<void> {
  let buffered: Buffer = Buffer.alloc(0);
  let current: { entry: TarEntry; left: number; pad: number; out: Writable | null } | null = null;
  let paxPath: string | null = null;
  let collectingPax: Buffer[] | null = null;
  let ended = false;

  const finishEntry = async () => {
    const done = current!;
    current = null;
    if (collectingPax) {
      const text = Buffer.concat(collectingPax).toString('utf8');
      collectingPax = null;
      const match = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(text);
      paxPath = match ? match[1]! : null;
    } else if (done.out) {
      await new Promise<void>((resolve, reject) => {
        done.out!.once('error', reject);
        done.out!.end(resolve);
      });
    }
  };

  for await (const piece of input) {
    buffered = buffered.length ? Buffer.concat([buffered, piece as Buffer]) : (piece as Buffer);
    for (;;) {
      if (ended) break;
      if (current) {
        if (current.left > 0) {
          if (buffered.length === 0) break;
          const take = Math.min(current.left, buffered.length);
          const chunk = buffered.subarray(0, take);
          buffered = buffered.subarray(take);
          current.left -= take;
          if (collectingPax) collectingPax.push(Buffer.from(chunk));
          else if (current.out) await write(current.out, chunk);
          continue;
        }
        if (buffered.length < current.pad) break;
        buffered = buffered.subarray(current.pad);
        await finishEntry();
        continue;
      }
      if (buffered.length < BLOCK) break;
      const block = buffered.subarray(0, BLOCK);
      buffered = buffered.subarray(BLOCK);
      if (block.every((byte) => byte === 0)) {
        ended = true;
        break;
      }
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
      const stored = parseInt(block.toString('ascii', 148, 156).replace(/\0.*$/, '').trim(), 8);
      if (stored !== sum) throw new Error('the archive is damaged (bad header checksum)');
      const field = (from: number, length: number) =>
        block.toString('utf8', from, from + length).replace(/\0.*$/s, '');
      const size = parseInt(field(124, 12).trim() || '0', 8);
      const type = field(156, 1) || '0';
      const prefix = field(257, 6).startsWith('ustar') ? field(345, 155) : '';
      const name = paxPath ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
      const entry = { name, size, type };
      let out: Writable | null = null;
      if (type === 'x') {
        collectingPax = [];
      } else {
        paxPath = null;
        if (type === '0') out = await onEntry(entry);
      }
      current = { entry, left: size, pad: (BLOCK - (size % BLOCK)) % BLOCK, out };
    }
  }
  if (!ended || current) throw new Error('the archive is cut short');
}
