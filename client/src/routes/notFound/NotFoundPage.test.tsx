/** @jest-environment jsdom */
import '../../../../tests/client/jsdomGlobals';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { preloadIcons } from '../../../../tests/client/icons';
import { ShellTestProviders } from '../../../../tests/client/ShellTestProviders';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  beforeAll(preloadIcons);

  it('is friendly and offers the way home', () => {
    render(
      <ShellTestProviders>
        <MemoryRouter initialEntries={['/admin-panel/users']}>
          <Routes>
            <Route path="/" element={<p>landing</p>} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </MemoryRouter>
      </ShellTestProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to the dashboard' }).getAttribute('href')).toBe(
      '/dashboard/default',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(screen.getByText('landing')).toBeTruthy();
  });
});
