// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { AnimatedOrnament } from '../../renderers/shared/animated-ornament';
import { Logo, LOGO_VARIANTS } from '../../renderers/shared/logo';
import { root } from '../../scripts/manifest-files';
import { loadManifestFromDisk, NOW } from '../helpers';
import { onlySections, themeView } from '../render-theme';

afterEach(cleanup);

const helpersCss = readFileSync(join(root, 'renderers/styles/helpers.css'), 'utf8');

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = helpersCss;
  document.head.append(style);
});

describe('Logo', () => {
  it('comes in four colour variants: the theme colours for primary and secondary, fixed neutrals for alt and light', () => {
    expect(LOGO_VARIANTS).toEqual(['primary', 'secondary', 'alt', 'light']);
    render(
      <>
        {LOGO_VARIANTS.map((variant) => (
          <Logo key={variant} variant={variant} label={`Logo ${variant}`} />
        ))}
      </>,
    );
    const colour = (variant: string) => getComputedStyle(screen.getByRole('img', { name: `Logo ${variant}` })).color;
    expect(colour('primary')).toMatch(/^var\(--color-primary\b/);
    expect(colour('secondary')).toMatch(/^var\(--color-secondary\b/);
    expect(colour('alt')).toBe('rgb(43, 43, 43)');
    expect(colour('light')).toBe('rgb(255, 255, 255)');
  });

  it('is drawn inline in the current colour, its rings masked by ids of its own', () => {
    render(
      <>
        <Logo />
        <Logo variant="light" size={20} />
      </>,
    );
    const [first, second] = screen.getAllByRole('img', { name: 'Undangan' }) as unknown as SVGSVGElement[];
    expect(first?.getAttribute('class')).toBe('logo logo--primary');
    expect(first?.getAttribute('stroke')).toBe('currentColor');
    expect(second?.getAttribute('height')).toBe('20');
    const masksOf = (svg: SVGSVGElement | undefined) => [...(svg?.querySelectorAll('mask') ?? [])].map((m) => m.id);
    const used = (svg: SVGSVGElement | undefined) =>
      [...(svg?.querySelectorAll('path[mask]') ?? [])].map((p) => p.getAttribute('mask'));
    expect(masksOf(first)).toHaveLength(2);
    expect(masksOf(first).some((id) => masksOf(second).includes(id))).toBe(false);
    expect(used(first).sort()).toEqual(
      masksOf(first)
        .map((id) => `url(#${id})`)
        .sort(),
    );
  });
});

describe('AnimatedOrnament', () => {
  it("shows the theme's ornament, hidden from screen readers", () => {
    const { container } = render(<AnimatedOrnament ornament="corner" motion="fade" className="extra" />);
    const ornament = container.firstElementChild as HTMLElement;
    expect(ornament.getAttribute('aria-hidden')).toBe('true');
    expect(ornament.className).toBe('animated-ornament animated-ornament--corner animated-ornament--fade extra');
    expect(getComputedStyle(ornament).backgroundImage).toMatch(/^var\(--ornament-corner\b/);
  });

  it('moves through CSS only, and not for guests who ask for reduced motion', () => {
    expect(helpersCss).toMatch(/\.animated-ornament--float \{\s*animation: ornament-float/);
    const reduced = helpersCss.slice(helpersCss.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toMatch(
      /^@media \(prefers-reduced-motion: reduce\) \{\s*\.animated-ornament \{\s*animation: none;/,
    );
  });
});

describe('the helpers in the sections', () => {
  function renderSections(slugs: string[]) {
    const themeId = 'floral-whimsy';
    render(themeView(loadManifestFromDisk(themeId), onlySections(sampleInvitation(themeId, NOW), ...slugs)));
  }

  it('the footer credit carries the logo in the primary variant', () => {
    renderSections(['footer']);
    const footer = document.getElementById('footer') as HTMLElement;
    const logo = footer.querySelector('svg.logo');
    expect(logo?.getAttribute('class')).toContain('logo--primary');
    expect(logo?.getAttribute('aria-label')).toBe('Undangan');
  });

  it('the closing signature carries the animated ornament', () => {
    renderSections(['closing']);
    const closing = document.getElementById('closing') as HTMLElement;
    const ornament = closing.querySelector('.animated-ornament');
    expect(ornament?.getAttribute('aria-hidden')).toBe('true');
    expect(ornament?.classList.contains('animated-ornament--float')).toBe(true);
  });
});
