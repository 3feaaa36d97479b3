import { readFile } from 'node:fs/promises';

/**
 * File bodies kept in memory after their first request, least recently used first out, so a hot
 * page is served from memory while a catalogue of 10,000 pages does not have to fit in it.
 */
export class BodyCache {
  private readonly bodies = new Map<string, Uint8Array<ArrayBuffer>>();
  private bytes = 0;
  private readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  /** The bytes of `file`, from memory or disk; null when it can no longer be read. */
  async read(file: string): Promise<Uint8Array<ArrayBuffer> | null> {
    const cached = this.bodies.get(file);
    if (cached) {
      this.bodies.delete(file);
      this.bodies.set(file, cached);
      return cached;
    }
    const body = await readFile(file).catch(() => null);
    if (body && body.length <= this.maxBytes / 16) this.keep(file, body);
    return body;
  }

  private keep(file: string, body: Uint8Array<ArrayBuffer>): void {
    this.bodies.set(file, body);
    this.bytes += body.length;
    for (const [oldest, old] of this.bodies) {
      if (this.bytes <= this.maxBytes) break;
      this.bodies.delete(oldest);
      this.bytes -= old.length;
    }
  }
}
