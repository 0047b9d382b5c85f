import { describe, expect, it } from 'vitest';
import { planBelow, planIncludes } from '../../engine/format/plan-includes';
import type { InvitationPlan } from '../../schemas/entities/invitation-plan.schema';
import { listedPlans as plans } from '../listed-plans';

const [fair, mediaval, luxury] = plans as [InvitationPlan, InvitationPlan, InvitationPlan];

describe('what a plan includes (the home page and the owner say it alike)', () => {
  it("names the lowest plan's sections, leaving out the ones every invitation has", () => {
    expect(planIncludes(fair, undefined)).toEqual([
      'Aktif 90 hari sejak pembayaran',
      'Mempelai, Hitung Mundur, Acara, Galeri, Ucapan, RSVP',
    ]);
  });

  it('says what a higher plan adds to the one below, its guestbook and its add-ons', () => {
    expect(planIncludes(mediaval, fair)).toEqual([
      'Aktif 180 hari sejak pembayaran',
      'Semua isi paket Fair',
      'Ditambah Kisah, Kado, Protokol Kesehatan',
    ]);
    expect(planIncludes({ ...luxury, add_ons: ['Desain sampul khusus'] }, mediaval)).toEqual([
      'Aktif 365 hari sejak pembayaran',
      'Semua isi paket Mediaval',
      'Ditambah Video & Filter, Dress Code',
      'Buku tamu QR & layar sapaan di lokasi acara',
      'Desain sampul khusus',
    ]);
  });

  it('says nothing of sections a plan adds none of, and nothing of a plan with none', () => {
    expect(planIncludes(mediaval, mediaval)).toEqual(['Aktif 180 hari sejak pembayaran', 'Semua isi paket Mediaval']);
    expect(planIncludes({ ...fair, section: ['opening', 'closing'] }, undefined)).toEqual([
      'Aktif 90 hari sejak pembayaran',
    ]);
  });
});

describe('the plan below a plan', () => {
  it('is the highest of the lower tiers, whatever order the list has', () => {
    expect(planBelow(plans, luxury)).toBe(mediaval);
    expect(planBelow([luxury, fair, mediaval], luxury)).toBe(mediaval);
    expect(planBelow([luxury, fair], luxury)).toBe(fair);
  });

  it('is none for the lowest plan', () => {
    expect(planBelow(plans, fair)).toBeUndefined();
    expect(planBelow([], luxury)).toBeUndefined();
  });
});
