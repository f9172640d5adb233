/** @jest-environment jsdom */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { preloadIcons } from '../../../tests/client/icons';
import { stubMatchMedia, type MatchMediaStub } from '../../../tests/client/matchMedia';
import { ShellTestProviders } from '../../../tests/client/ShellTestProviders';
import { catalog as zh } from '../i18n/locales/zh/catalog';
import { SETTINGS_KEY } from './settings';
import { SettingsDrawer } from './SettingsDrawer';
import { resetSettingsStoreForTests } from './settingsStore';
import { useDocumentSettings } from './useDocumentSettings';

function Harness() {
  useDocumentSettings();
  return <SettingsDrawer isOpen onClose={() => undefined} />;
}

const saved = () =>
  JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Record<string, unknown>;
const group = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest('.bp6-form-group') as HTMLElement;

describe('SettingsDrawer (spec §2 "Settings")', () => {
  let media: MatchMediaStub;
  let systemDark = false;
  let wide = true;
  beforeAll(preloadIcons);
  beforeEach(() => {
    localStorage.clear();
    resetSettingsStoreForTests();
    systemDark = false;
    wide = true;
    media = stubMatchMedia((query) =>
      query.includes('prefers-color-scheme: dark')
        ? systemDark
        : query.includes('min-width: 1025px')
          ? wide
          : false,
    );
  });
  afterEach(() => {
    media.restore();
    resetSettingsStoreForTests();
  });

  const renderDrawer = () =>
    render(
      <ShellTestProviders>
        <Harness />
      </ShellTestProviders>,
    );

  it('starts dark, and a chosen colour mode applies at once and is saved', () => {
    renderDrawer();
    expect(document.documentElement.dataset['theme']).toBe('dark');
    fireEvent.click(within(group('Colour mode')).getByRole('radio', { name: 'Light' }));
    expect(saved()['colorMode']).toBe('light');
    expect(document.documentElement.dataset['theme']).toBe('light');
  });

  it('in auto mode follows the system preference as it changes', () => {
    renderDrawer();
    fireEvent.click(within(group('Colour mode')).getByRole('radio', { name: 'Auto' }));
    expect(document.documentElement.dataset['theme']).toBe('light');
    act(() =>
      media.set(
        (query) =>
          query.includes('prefers-color-scheme: dark') || query.includes('min-width: 1025px'),
      ),
    );
    expect(document.documentElement.dataset['theme']).toBe('dark');
  });

  it('mirrors the whole page for right-to-left', () => {
    renderDrawer();
    fireEvent.click(within(group('Text direction')).getByRole('radio', { name: 'Right to left' }));
    expect(document.documentElement.dir).toBe('rtl');
    expect(saved()['direction']).toBe('rtl');
  });

  it('changes the menu orientation only at 1025 px or wider', () => {
    renderDrawer();
    fireEvent.click(within(group('Menu orientation')).getByRole('radio', { name: 'Layout 2' }));
    expect(saved()['menuOrientation']).toBe('layout2');

    act(() => media.set(() => false));
    const narrow = group('Menu orientation');
    expect(within(narrow).getByText(/1025 px/)).toBeTruthy();
    // Forced vertical below 1025 px; the saved choice comes back on a wide screen.
    expect(
      within(narrow).getByRole('radio', { name: 'Vertical' }).getAttribute('aria-checked'),
    ).toBe('true');
    for (const radio of within(narrow).getAllByRole('radio'))
      expect((radio as HTMLButtonElement).disabled).toBe(true);
    expect(saved()['menuOrientation']).toBe('layout2');
  });

  it('saves container, sidebar theme, caption and preset', () => {
    renderDrawer();
    fireEvent.click(within(group('Container')).getByRole('radio', { name: 'Boxed' }));
    fireEvent.click(within(group('Sidebar theme')).getByRole('radio', { name: 'Light' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /SECURE INSIGHTS/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Violet' }));
    expect(saved()).toMatchObject({
      container: 'boxed',
      sidebarTheme: 'light',
      showCaption: false,
      preset: 'violet',
    });
    expect(document.documentElement.dataset['preset']).toBe('violet');
  });

  it('sets the language and <html lang>, and resets everything to the defaults', () => {
    renderDrawer();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'zh' } });
    expect(saved()['language']).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(saved()).toMatchObject({ language: 'en', colorMode: 'dark' });
  });

  it('titles the select’s caret in the page’s language, not Blueprint’s English', () => {
    render(
      <ShellTestProviders language="zh" catalog={zh}>
        <Harness />
      </ShellTestProviders>,
    );
    const titles = [...document.querySelectorAll('.bp6-html-select title')].map(
      (title) => title.textContent,
    );
    expect(titles).toEqual(['打开下拉列表']);
    expect(document.body.innerHTML).not.toContain('Open dropdown');
  });
});
