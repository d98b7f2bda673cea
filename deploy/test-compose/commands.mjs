// What every part of `npm run test:compose` shares: the run's name and log folder, its phases
// (each printed with its figure and duration), and the commands it runs, each one's output kept
// in a log file of its own.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const PROJECT = `storefront-test-${Date.now().toString(36)}`;
export const LOGS = mkdtempSync(path.join(os.tmpdir(), `${PROJECT}-`));
export const MINUTE = 60_000;

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** How many phases failed so far. */
export const outcome = { failures: 0 };

/** Runs one phase: prints its name, its figure (what `fn` returns) and how long it took. */
export async function phase(name, fn, { fatal = true } = {}) {
  const t0 = Date.now();
  try {
    const figure = await fn();
    console.log(`✔ ${name}${figure ? `: ${figure}` : ''} (${seconds(Date.now() - t0)})`);
    return true;
  } catch (error) {
    outcome.failures += 1;
    console.log(`✘ ${name}: ${error.message} (${seconds(Date.now() - t0)})`);
    if (fatal) throw Object.assign(new Error(`${name} failed`), { reported: true });
    return false;
  }
}

export function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** The commands under way, stopped when the run is interrupted. */
export const running = new Set();
export const stop = (child, signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
};

/**
 * A command, its output kept in a log file of its own (named in the error when it fails) and
 * killed when it outlasts `timeout`.
 */
export function run(command, args, { timeout = 5 * MINUTE, env = {}, log, quiet = false } = {}) {
  const file = path.join(LOGS, `${log ?? path.basename(command)}.log`);
  const out = openSync(file, 'a');
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', out, out],
      // A group of its own, so stopping it stops what it started (debootstrap, docker build).
      detached: true,
    });
    running.add(child);
    const timer = setTimeout(() => stop(child, 'SIGKILL'), timeout);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      running.delete(child);
      clearTimeout(timer);
      if (code === 0) return resolve(readFileSync(file, 'utf8'));
      const tail = readFileSync(file, 'utf8').trim().split('\n').slice(-15).join('\n');
      const why = signal ? `killed after ${seconds(timeout)}` : `exit ${code}`;
      reject(
        new Error(`${command} ${args.join(' ')}: ${why} (log ${file})${quiet ? '' : `\n${tail}`}`),
      );
    });
  });
}

/** A command's standard output, for short questions to the engine. */
export function output(command, args, timeout = 30_000) {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', timeout });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')}: ${(result.stderr || result.error?.message || '').trim()}`,
    );
  return result.stdout.trim();
}

/**
 * Polls `probe` (which throws or returns false until it holds) for up to `timeout`; an error
 * marked `final` ends the wait at once.
 */
export async function until(what, probe, timeout = MINUTE) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      const result = await probe();
      if (result !== false && result !== undefined) return result;
    } catch (error) {
      if (error.final) throw error;
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${seconds(timeout)}${last ? ` (${last.message})` : ''}`);
    await sleep(1000);
  }
}

/**
 * A whole suite: `main`, then `teardown` whatever happened — also on SIGINT or SIGTERM (Ctrl-C, a
 * CI timeout), after stopping the commands under way. Prints the outcome and exits 1 when a phase
 * failed.
 */
export async function runSuite(name, main, teardown) {
  const started = Date.now();
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      console.log(`✘ ${signal}: removing what the run made`);
      outcome.failures += 1;
      for (const child of running) stop(child, 'SIGTERM');
      // The shell's convention: 128 plus the signal's number (SIGINT 2, SIGTERM 15).
      void teardown().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  try {
    await main();
  } catch (error) {
    if (!error.reported) {
      outcome.failures += 1;
      console.log(`✘ ${error.stack}`);
    }
  } finally {
    await teardown();
  }
  const { failures } = outcome;
  console.log(
    `${name} ${failures === 0 ? 'passed' : `failed (${failures})`} in ${seconds(Date.now() - started)}`,
  );
  process.exit(failures === 0 ? 0 : 1);
}
