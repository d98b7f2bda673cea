// The machine a benchmark ran on, as its report names it.
import os from 'node:os';

/** Cores and model, memory, Node's version. */
export function machineDescription() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}
