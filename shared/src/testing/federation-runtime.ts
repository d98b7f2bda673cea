/**
 * The test double of `@module-federation/enhanced/runtime`: tests register the modules a remote
 * would expose, and loadRemote answers them (or fails, like a remote that is down).
 */
const modules = new Map<string, unknown>();
/** Each remote's registered entry (its manifest), as the shell told the runtime. */
const entries = new Map<string, string>();

export function __setRemoteModule(id: string, module: unknown): void {
  modules.set(id, module);
}

export function __clearRemoteModules(): void {
  modules.clear();
  entries.clear();
}

export function __registeredEntry(name: string): string | undefined {
  return entries.get(name);
}

export function registerRemotes(remotes: { name: string; entry: string }[]): void {
  for (const { name, entry } of remotes) entries.set(name, entry);
}

export async function loadRemote<T>(id: string): Promise<T | null> {
  if (!modules.has(id)) throw new Error(`Remote module ${id} is unavailable`);
  return modules.get(id) as T;
}
