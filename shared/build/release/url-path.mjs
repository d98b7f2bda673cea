// The one check every path from a URL passes before it names a file of a store: decoded segment by
// segment, and refused when a segment could leave its folder (`..`, `%2e%2e`, an encoded `/` or
// `\`), is empty or `.`, or names a dot-file (staging folders, the lock, temporary pointers).

/**
 * The segments of a URL's path (`/releases/abc/x.js?v=1` → `['releases', 'abc', 'x.js']`), or
 * null when a segment is not one a store serves or takes.
 * @param {string} url a request's URL as sent (still percent-encoded)
 * @returns {string[] | null}
 */
export function safeSegments(url) {
  const pathname = url.split('?')[0] ?? '';
  if (!pathname.startsWith('/')) return null;
  const segments = [];
  for (const raw of pathname.slice(1).split('/')) {
    let segment;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment.startsWith('.') || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}
