import { describe, expect, it } from 'vitest';
import { homeQuestions } from '../../../app/home/home-copy';
import type { InvitationPlan } from '../../../schemas/entities/invitation-plan.schema';
import { PLAN_CATALOGUE } from '../../../server/db/plan-catalogue';

/** The catalogue's plans as GET /v1/plan lists them, lowest tier first. */
const plans: InvitationPlan[] = Object.entries(PLAN_CATALOGUE).map(([code, plan]) => ({
  id: code,
  code,
  color: '#000000',
  with_guestbook: false,
  ...plan,
}));

describe('the home page questions', () => {
  it('answer from the plans: their days and the ones with the guestbook', () => {
    const answers = Object.fromEntries(homeQuestions(plans).map((item) => [item.question, item.answer]));
    expect(answers['Berapa lama undangan aktif?']).toContain('(Fair 90 hari, Mediaval 180 hari dan Luxury 365 hari)');
    expect(answers['Berapa lama undangan aktif?']).toContain('seminggu setelah acara utama');
    expect(answers['Apa itu buku tamu digital?']).toMatch(/Tersedia di paket Luxury\.$/);
    expect(Object.keys(answers)).toHaveLength(6);
  });

  it('still answer without a plan in the catalogue', () => {
    const answers = homeQuestions([]).map((item) => item.answer);
    expect(answers.join(' ')).not.toMatch(/\(\)|paket \./);
  });
});
