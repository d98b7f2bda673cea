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
  p99: number;
  errors: number;
}

/** Requests per second and latency of a route; with several URLs, connections take turns among them. */
export async function measure(urls: string[], load: Load): Promise<Measured> {
  const result = await autocannon({
    // autocannon spreads its connections over several URLs; its types know only one.
    url: (urls.length === 1 ? urls[0] : urls) as string,
    connections: load.connections,
    duration: load.seconds,
  });
  return {
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** A route's throughput as a share of the baseline's, two decimals. */
export const ratio = (rps: number, baseline: number) => Math.round((rps / baseline) * 100) / 100;
