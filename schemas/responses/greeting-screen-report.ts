import { timestampProp } from '../entities/common';
import type { FromSchema, Schema } from '../json-schema';
import { INT4_MAX } from '../limits';
import { SCREEN_LAG_MAX_SECONDS } from '../requests/greeting-screen-report';
import { completeObject } from '../schema-parts';

const figure = (title: string, maximum: number) => ({ type: 'integer', title, minimum: 0, maximum }) as const;

/**
 * The hall display's last report (greeting_screen_reports), as PUT and GET …/guestbook/screen-report
 * answer it: the figures it sent and when the server stored them (docs/product.md#guestbook).
 */
export const greetingScreenReportSchema = {
  $id: 'response/greeting-screen-report',
  title: 'Laporan layar sapaan',
  ...completeObject({
    waiting: figure('Menunggu', INT4_MAX),
    lag_seconds: figure('Terlambat (detik)', SCREEN_LAG_MAX_SECONDS),
    greeted: figure('Disapa', INT4_MAX),
    skipped: figure('Dilewati', INT4_MAX),
    reported_at: timestampProp,
  }),
} as const satisfies Schema;

export type GreetingScreenReport = FromSchema<typeof greetingScreenReportSchema>;
