import { readFileSync, readdirSync } from 'node:fs';

/** Clock ticks a second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_A_SECOND = 100;

/** CPU seconds a process has used, itself and its waited-for children; null off Linux. */
function cpuSecondsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which may hold spaces, closed by the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime are fields 14 to 17 of the line, 12 to 15 after the name.
    const ticks = fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0);
    return ticks / TICKS_A_SECOND;
  } catch {
    return null;
  }
}

/** The PostgreSQL server's processes on this machine (none when it runs elsewhere). */
function postgresPids(): number[] {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
        } catch {
          return false;
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}

export interface CpuMeter {
  /** CPU milliseconds a request since `start`: the server's, and a local PostgreSQL's. */
  perRequest(requests: number): { server: number | null; database: number | null };
}

/**
 * Counts the CPU a server process (and a PostgreSQL server on this machine, when `database`)
 * uses from now on: on a machine busy with other work, CPU a request stays comparable where
 * requests a second do not.
 */
export function startCpuMeter(pid: number, database: boolean): CpuMeter {
  const pids = database ? postgresPids() : [];
  const total = (ids: number[]) => {
    const seconds = ids.map(cpuSecondsOf);
    return seconds.includes(null) ? null : (seconds as number[]).reduce((a, b) => a + b, 0);
  };
  const server = cpuSecondsOf(pid);
  const db = pids.length ? total(pids) : null;
  const perMs = (before: number | null, after: number | null, requests: number) =>
    before === null || after === null || requests === 0
      ? null
      : Math.round(((after - before) * 1000 * 100) / requests) / 100;
  return {
    perRequest: (requests) => ({
      server: perMs(server, cpuSecondsOf(pid), requests),
      database: db === null ? null : perMs(db, total(pids), requests),
    }),
  };
}
