import { describe, expect, it } from 'vitest';
import { homeQuestions } from '../../../app/home/home-copy';
import { listedPlans as plans } from '../../listed-plans';

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
