import type { FromSchema, Schema } from '../json-schema';
import { INT4_MAX } from '../limits';

/*
 * PUT /v1/invitation/{id}/guestbook/screen-report (docs/product.md#guestbook): the hall's display
 * tells the server, every SCREEN_REPORT_EVERY_SECONDS while it runs, how far behind it is, so the
 * owner's dashboard can say so.
 */

/** How often the display reports; the dashboard takes a report older than SCREEN_REPORT_FRESH_SECONDS as the display gone. */
export const SCREEN_REPORT_EVERY_SECONDS = 15;
export const SCREEN_REPORT_FRESH_SECONDS = 60;
/** The longest lag a display reports (a day): anything later is reported as this. */
export const SCREEN_LAG_MAX_SECONDS = 86_400;

const figure = (title: string, maximum: number, errorMessage: string) =>
  ({ type: 'integer', title, minimum: 0, maximum, errorMessage }) as const;

export const greetingScreenReportSchema = {
  $id: 'request/greeting-screen-report',
  title: 'Laporan layar sapaan',
  type: 'object',
  additionalProperties: false,
  required: ['waiting', 'lag_seconds', 'greeted', 'skipped'],
  properties: {
    /** Guests waiting to be greeted. */
    waiting: figure('Menunggu', INT4_MAX, 'Jumlah tamu menunggu harus bilangan bulat 0 atau lebih'),
    /** The age of the oldest greeting waiting, or the last greeting's delay, in seconds. */
    lag_seconds: figure(
      'Terlambat (detik)',
      SCREEN_LAG_MAX_SECONDS,
      `Keterlambatan harus 0 sampai ${SCREEN_LAG_MAX_SECONDS} detik`,
    ),
    /** Guests greeted since the display opened. */
    greeted: figure('Disapa', INT4_MAX, 'Jumlah tamu disapa harus bilangan bulat 0 atau lebih'),
    /** Guests skipped (they waited longer than the owner's limit) since the display opened. */
    skipped: figure('Dilewati', INT4_MAX, 'Jumlah tamu dilewati harus bilangan bulat 0 atau lebih'),
  },
  errorMessage: {
    required: 'Laporan layar sapaan tidak lengkap',
    additionalProperties: 'Data laporan layar sapaan tidak dikenal',
  },
} as const satisfies Schema;

export type GreetingScreenReportPayload = FromSchema<typeof greetingScreenReportSchema>;
