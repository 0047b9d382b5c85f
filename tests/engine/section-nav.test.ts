import { describe, expect, it } from 'vitest';
import {
  activeSection,
  NAV_TARGETS,
  navTargetsOf,
  nearPageBottom,
  SECTION_DETECTION_OFFSET,
} from '../../engine/chrome/section-nav';

const tops = [
  { id: 'couple', top: 900 },
  { id: 'event', top: 1800 },
  { id: 'story', top: 2600 },
  { id: 'gallery', top: 3400 },
  { id: 'wish', top: 4600 },
];

describe('activeSection: the section in view, with an offset of 5 pixels', () => {
  it('uses 5 pixels', () => {
    expect(SECTION_DETECTION_OFFSET).toBe(5);
  });

  it('is null above the first section', () => {
    expect(activeSection(tops, 0)).toBeNull();
    expect(activeSection(tops, 894)).toBeNull();
    expect(activeSection([], 1000)).toBeNull();
  });

  it('counts a section from 5 pixels above its top, not 6', () => {
    expect(activeSection(tops, 895)).toBe('couple');
    expect(activeSection(tops, 1794)).toBe('couple');
    expect(activeSection(tops, 1795)).toBe('event');
    expect(activeSection(tops, 1800)).toBe('event');
    expect(activeSection(tops, 3394)).toBe('story');
    expect(activeSection(tops, 3395)).toBe('gallery');
  });

  it('keeps the last section passed while the page scrolls on below it', () => {
    expect(activeSection(tops, 4000)).toBe('gallery');
    expect(activeSection(tops, 99_999)).toBe('wish');
  });

  it('does not depend on the order it is given', () => {
    expect(activeSection([...tops].reverse(), 2700)).toBe('story');
  });

  it('takes another offset when asked', () => {
    expect(activeSection(tops, 890, 10)).toBe('couple');
    expect(activeSection(tops, 899, 0)).toBeNull();
  });

  it('works with fractional tops and scroll positions', () => {
    expect(activeSection([{ id: 'couple', top: 900.6 }], 895.6)).toBe('couple');
    expect(activeSection([{ id: 'couple', top: 900.6 }], 895.5)).toBeNull();
  });
});

describe('nearPageBottom', () => {
  it('is true within the threshold of the end of the page', () => {
    expect(nearPageBottom(3000, 844, 5000, 160)).toBe(false);
    expect(nearPageBottom(3995, 844, 5000, 160)).toBe(false);
    expect(nearPageBottom(3996, 844, 5000, 160)).toBe(true);
    expect(nearPageBottom(4156, 844, 5000, 160)).toBe(true);
  });

  it('is false on a page that does not scroll', () => {
    expect(nearPageBottom(0, 844, 844)).toBe(false);
    expect(nearPageBottom(0, 844, 0)).toBe(false);
  });
});

describe('navTargetsOf', () => {
  it("keeps the five navigation targets in the bar's order, and only those the page shows", () => {
    expect(NAV_TARGETS).toEqual(['couple', 'event', 'story', 'gallery', 'wish']);
    expect(navTargetsOf(['opening', 'wish', 'gallery', 'couple', 'rsvp'])).toEqual(['couple', 'gallery', 'wish']);
    expect(navTargetsOf([])).toEqual([]);
  });
});
