/** @jest-environment jsdom */
import '../../../tests/client/jsdomGlobals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { stubMatchMedia, type MatchMediaStub } from '../../../tests/client/matchMedia';
import { ScrollToTop } from './ScrollToTop';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollToTop />
      <Link to="/portfolio?chain=pulse">portfolio</Link>
      <Link to="/learn-more">about</Link>
    </MemoryRouter>,
  );
}

describe('ScrollToTop (spec §2)', () => {
  let media: MatchMediaStub;
  let scrollTo: jest.Mock<(options?: ScrollToOptions) => void>;
  beforeEach(() => {
    scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => media.restore());

  it('scrolls smoothly to the top on every route change, not on the first page', () => {
    media = stubMatchMedia(() => false);
    renderAt('/dashboard/default');
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('portfolio'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    fireEvent.click(screen.getByText('about'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('jumps without animation for a reader who prefers reduced motion', () => {
    media = stubMatchMedia((query) => query.includes('prefers-reduced-motion'));
    renderAt('/dashboard/default');
    fireEvent.click(screen.getByText('about'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });
});
