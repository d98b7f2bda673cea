/**
 * The test double of `@module-federation/enhanced/runtime`: tests register the modules a remote
 * would expose, and loadRemote answers them (or fails, like a remote that is down).
 */
const modules = new Map<string, unknown>();

export function __setRemoteModule(id: string, module: unknown): void {
  modules.set(id, module);
}

export function __clearRemoteModules(): void {
  modules.clear();
}

export function registerRemotes(): void {}

export async function loadRemote<T>(id: string): Promise<T | null> {
  if (!modules.has(id)) throw new Error(`Remote module ${id} is unavailable`);
  return modules.get(id) as T;
}
