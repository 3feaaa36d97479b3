import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A stand-in's memory in a file: written shortly after each change, and at once when it stops. */
export interface StateFileWriter {
  /** Something changed: the file is written within 100 ms (once for a burst of changes). */
  changed(): void;
  /** Writes now what is still to write (the stand-in stopping). */
  flush(): void;
}

/**
 * Writes `kept()` as JSON to `file` (its folder made), through a temporary file renamed over it,
 * so a crash mid-write leaves the last whole state: the Pesapal sandbox's and the eTIMS stand-in's.
 */
export function stateFileWriter(file: string, kept: () => unknown): StateFileWriter {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(kept()));
    renameSync(`${file}.tmp`, file);
  };
  return {
    changed() {
      if (timer) return;
      timer = setTimeout(write, 100);
      timer.unref?.();
    },
    flush() {
      if (timer) write();
    },
  };
}
