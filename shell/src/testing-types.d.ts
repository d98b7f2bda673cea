export {};

// The federation runtime's test double (shared/src/testing/federation-runtime.ts) adds these.
declare module '@module-federation/enhanced/runtime' {
  export function __setRemoteModule(id: string, module: unknown): void;
  export function __clearRemoteModules(): void;
  export function __registeredEntry(name: string): string | undefined;
}
