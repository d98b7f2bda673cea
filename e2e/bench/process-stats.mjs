// What a benchmark reads of a server process from Linux's /proc: the CPU time it has used (all
// its threads: zlib and the file system run on libuv's pool) and the most memory it has held.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND =
  Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** The process's CPU time so far (user and system), in ms; the kernel counts in ticks (10 ms). */
export function cpuMs(pid) {
  const line = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command's name may hold spaces: the fields are counted from its closing parenthesis on,
  // where field 3 (the state) starts; utime and stime are fields 14 and 15.
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** The process's peak resident memory (VmHWM), in MiB. */
export function peakRssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1]);
  return Math.round(kib / 1024);
}
