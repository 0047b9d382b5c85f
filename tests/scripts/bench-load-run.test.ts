import { describe, expect, it } from 'vitest';
import { parseWrk, wrkMs } from '../../scripts/bench/load-run';

/** wrk's report as `npm run bench:api` reads it (wrk 4.1, Debian's package, with --latency; it pads a time in seconds with a space). */
const REPORT = `Running 1s test @ http://127.0.0.1:3911/raka-dan-ayu
  1 threads and 5 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     7.57ms   21.77ms 129.48ms   92.68%
    Req/Sec     3.38k     1.67k    6.13k    60.00%
  Latency Distribution
     50%  812.00us
     75%    2.46ms
     90%    6.61ms
     99%    1.16s 
  3412 requests in 1.10s, 14.99MB read
Requests/sec:   3101.56
Transfer/sec:     13.63MB
`;

describe("bench:api's wrk report", () => {
  it('reads throughput and latency in milliseconds, whatever unit wrk chose', () => {
    expect(parseWrk(REPORT)).toEqual({
      requestsPerSecond: 3101.56,
      latency: { p50: 0.812, p90: 6.61, p99: 1160, max: 129.48 },
      failures: 0,
    });
  });

  it('counts answers outside 2xx and 3xx and socket errors as failures', () => {
    const failing = REPORT.replace(
      'Requests/sec',
      '  Socket errors: connect 0, read 2, write 0, timeout 3\n  Non-2xx or 3xx responses: 40\nRequests/sec',
    );
    expect(parseWrk(failing).failures).toBe(45);
  });

  it('refuses a report it cannot read instead of printing a zero', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:3911 Connection refused')).toThrow(/Requests/);
    expect(() => wrkMs('12 parsecs')).toThrow(/unknown time/);
    expect(wrkMs('2m')).toBe(120_000);
  });
});
