/**
 * Lighthouse's performance category on a list of URLs through its Node API, in one Debian Chromium
 * for every run: the default config, i.e. the mobile preset with simulated throttling (150 ms round
 * trips, 1.6 Mbit/s down, CPU 4x slower).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH, FLAGS } from '../../tests/browser/chromium';
import { medianFigures, type PageFigures } from './goal-table';

type Audits = Record<string, { numericValue?: number; details?: unknown }>;

/** A network request as Lighthouse's network-requests audit lists it. */
type NetworkRequest = { resourceType?: string; transferSize?: number };

/** The transfer size of the script resources of the load. */
function scriptBytes(audits: Audits): number {
  const details = audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
  return (details?.items ?? [])
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

/** One Lighthouse run on `url` through the Chromium listening on `port`. */
async function lighthouseOnce(url: string, port: number): Promise<{ figures: PageFigures; benchmarkIndex: number }> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits as Audits;
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    figures: {
      score: (lhr.categories.performance?.score ?? NaN) * 100,
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbtMs: value('total-blocking-time'),
      scriptBytes: scriptBytes(audits),
      totalBytes: value('total-byte-weight'),
    },
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** What Lighthouse measured on one URL: the median of its runs. */
export type LighthouseResult = { url: string; figures: PageFigures; benchmarkIndex: number };

/**
 * Lighthouse on each URL, `runs` times each (each figure's median), in a headless Chromium with the
 * flags this machine needs, its DevTools on `port`. Calls `onResult` after each URL (progress).
 */
export async function lighthouseAll(
  urls: readonly string[],
  { runs, port, onResult }: { runs: number; port: number; onResult: (result: LighthouseResult, index: number) => void },
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...FLAGS, '--headless=new'],
    port,
    logLevel: 'silent',
  });
  const results: LighthouseResult[] = [];
  try {
    for (const [index, url] of urls.entries()) {
      const measured: Awaited<ReturnType<typeof lighthouseOnce>>[] = [];
      for (let run = 0; run < runs; run++) measured.push(await lighthouseOnce(url, chrome.port));
      const result = {
        url,
        figures: medianFigures(measured.map((m) => m.figures)),
        benchmarkIndex: measured[0]?.benchmarkIndex ?? NaN,
      };
      results.push(result);
      onResult(result, index);
    }
  } finally {
    chrome.kill();
  }
  return results;
}
