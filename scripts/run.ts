import { spawn } from 'node:child_process';

/** Runs a command with inherited output and resolves with its exit code. */
function run(command: string, args: string[], env: Record<string, string | undefined> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', reject);
  });
}

/** A tool from node_modules, run on the same (pinned) Node as this script. */
export function runTool(script: string, args: string[], env: Record<string, string | undefined> = {}): Promise<number> {
  return run(process.execPath, [script, ...args], env);
}
