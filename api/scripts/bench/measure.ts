import autocannon from 'autocannon';

export interface Load {
  connections: number;
  seconds: number;
}

export interface Measured {
  rps: number;
  /** Requests answered in the run. */
  requests: number;
  p50: number;
  /** From every answer's time (autocannon's own percentiles skip the 95th). */
  p95: number;
  p99: number;
  errors: number;
}

/** The value under which `share` of the sorted times fall (nearest rank). */
function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, rank)]! * 10) / 10;
}

/**
 * Requests per second and latency of a route; with several URLs, connections take turns among
 * them. `headers` go with every request (a staff member's session cookie).
 */
export async function measure(
  urls: string[],
  load: Load,
  headers: Record<string, string> = {},
): Promise<Measured> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        // autocannon spreads its connections over several URLs; its types know only one.
        url: (urls.length === 1 ? urls[0] : urls) as string,
        connections: load.connections,
        duration: load.seconds,
        headers,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    run.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    p50: result.latency.p50,
    p95: percentile(times, 0.95),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** A route's throughput as a share of the baseline's, two decimals. */
export const ratio = (rps: number, baseline: number) => Math.round((rps / baseline) * 100) / 100;
