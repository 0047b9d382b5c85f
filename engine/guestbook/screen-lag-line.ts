import { SCREEN_REPORT_FRESH_SECONDS } from '../../schemas/requests/greeting-screen-report';
import type { GreetingScreenReport } from '../../schemas/responses/greeting-screen-report';

const number = new Intl.NumberFormat('id-ID');

/** The dashboard's line about the hall's greeting screen: what its report says while fresh (< 1 minute old). */
export function screenLagLine(report: GreetingScreenReport | null | undefined, now: number): string {
  const age = report ? now - Date.parse(report.reported_at) : Infinity;
  if (!report || !(age < SCREEN_REPORT_FRESH_SECONDS * 1000)) return 'Layar sapaan tidak aktif';
  const lag = report.lag_seconds > 0 ? `terlambat ${number.format(report.lag_seconds)} detik` : 'tepat waktu';
  return `Layar sapaan: ${lag} · ${number.format(report.waiting)} menunggu · ${number.format(report.skipped)} dilewati`;
}
