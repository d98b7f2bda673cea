/**
 * localStorage or sessionStorage, or null where there is none (a server) or access is refused
 * (privacy settings): what is kept then lives for the page only.
 */
export function browserStorage(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    return null;
  }
}
