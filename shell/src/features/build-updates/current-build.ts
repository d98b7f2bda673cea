import type { BuildWatch } from './build-watch';

let watch: Pick<BuildWatch, 'updateReady'> | null = null;

/** The browser's watch of the shell's build (none on the server and in tests). */
export function setBuildWatch(next: Pick<BuildWatch, 'updateReady'>): void {
  watch = next;
}

/** True once a newer build of the shell is deployed. */
export const buildUpdateReady = (): boolean => watch?.updateReady() ?? false;
