// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCover } from '../../engine/chrome/use-cover';

beforeEach(() => {
  document.body.style.overflow = 'scroll';
});
afterEach(() => {
  cleanup();
  document.body.style.overflow = '';
});

describe('useCover', () => {
  it('starts shown, with the page scroll locked', () => {
    const { result } = renderHook(() => useCover());
    expect(result.current.coverShown).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('opens once: hides, calls onOpen a single time and gives the body its overflow back', async () => {
    const onOpen = vi.fn();
    const { result } = renderHook(() => useCover({ onOpen }));
    act(() => result.current.openCover());
    expect(result.current.coverShown).toBe(false);
    expect(onOpen).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current.pageCovered).toBe(false));
    expect(document.body.style.overflow).toBe('scroll');
    act(() => result.current.openCover());
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('uncovers the page only after the frame in which the cover starts to slide has been painted', async () => {
    const { result } = renderHook(() => useCover());
    act(() => result.current.openCover());
    expect(result.current.coverShown).toBe(false);
    expect(result.current.pageCovered).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    expect(result.current.pageCovered).toBe(true);
    await waitFor(() => expect(result.current.pageCovered).toBe(false));
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('keeps the page covered when the cover comes back before the page was uncovered', async () => {
    const { result } = renderHook(() => useCover());
    act(() => {
      result.current.openCover();
      result.current.showCover();
    });
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));
    expect(result.current.coverShown).toBe(true);
    expect(result.current.pageCovered).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('calls the latest onOpen it was given', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ onOpen }) => useCover({ onOpen }), {
      initialProps: { onOpen: first },
    });
    rerender({ onOpen: second });
    act(() => result.current.openCover());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('locks again when the cover is shown again, and unlocks on unmount', () => {
    const { result, unmount } = renderHook(() => useCover());
    act(() => result.current.openCover());
    act(() => result.current.showCover());
    expect(result.current.coverShown).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('keeps the same openCover and showCover while the cover comes and goes (effects that use them do not re-run)', () => {
    const onOpen = vi.fn();
    const { result } = renderHook(() => useCover({ onOpen }));
    const { openCover, showCover } = result.current;
    act(() => result.current.openCover());
    act(() => result.current.showCover());
    expect(result.current.openCover).toBe(openCover);
    expect(result.current.showCover).toBe(showCover);
    act(() => openCover());
    expect(result.current.coverShown).toBe(false);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('can start open, leaving the scroll alone', () => {
    const { result } = renderHook(() => useCover({ initiallyShown: false }));
    expect(result.current.coverShown).toBe(false);
    expect(document.body.style.overflow).toBe('scroll');
  });
});
