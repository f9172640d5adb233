/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  DEFAULT_SETTINGS,
  parseSettings,
  SERVER_DISPLAY_FLOOR_USD,
  SETTINGS_KEY,
} from './settings';
import { resetSettingsStoreForTests, settingsStore, SettingsStore } from './settingsStore';

describe('parseSettings', () => {
  it('defaults to dark, ltr, vertical, English (spec §2)', () => {
    expect(parseSettings(undefined)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({
      colorMode: 'dark',
      direction: 'ltr',
      menuOrientation: 'vertical',
      language: 'en',
      showCaption: true,
    });
  });

  it('keeps every valid field and replaces only the invalid ones with their default', () => {
    expect(
      parseSettings({
        colorMode: 'light',
        direction: 'sideways',
        menuOrientation: 'layout3',
        language: 'de',
        showCaption: 'no',
        preset: 'violet',
        extra: 1,
      }),
    ).toEqual({
      ...DEFAULT_SETTINGS,
      colorMode: 'light',
      menuOrientation: 'layout3',
      preset: 'violet',
    });
  });
});

describe('the small-balance threshold', () => {
  it("defaults to the server's display floor and keeps a user's own", () => {
    expect(DEFAULT_SETTINGS.hideBelowUsd).toBe(SERVER_DISPLAY_FLOOR_USD);
    expect(parseSettings({ hideBelowUsd: 5 }).hideBelowUsd).toBe(5);
    for (const bad of [-1, 'ten', Number.NaN, null])
      expect(parseSettings({ hideBelowUsd: bad }).hideBelowUsd).toBe(SERVER_DISPLAY_FLOOR_USD);
  });
});

describe('settings persistence (localStorage)', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSettingsStoreForTests();
  });
  afterEach(() => resetSettingsStoreForTests());

  it('saves each change under the versioned key and reads it back in a new session', () => {
    settingsStore().update({ colorMode: 'auto', direction: 'rtl', language: 'ro' });
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}')).toMatchObject({
      colorMode: 'auto',
      direction: 'rtl',
      language: 'ro',
    });
    resetSettingsStoreForTests();
    expect(settingsStore().getSnapshot()).toMatchObject({
      colorMode: 'auto',
      direction: 'rtl',
      language: 'ro',
      menuOrientation: 'vertical',
    });
  });

  it('refuses invalid values and does not rewrite storage when nothing changes', () => {
    const store = new SettingsStore(localStorage);
    store.update({ container: 'boxed' });
    const saved = localStorage.getItem(SETTINGS_KEY);
    store.update({ container: 'huge' as never });
    expect(store.getSnapshot().container).toBe('boxed');
    store.update({ container: 'boxed' });
    expect(localStorage.getItem(SETTINGS_KEY)).toBe(saved);
  });

  it('starts from the defaults when storage holds garbage', () => {
    localStorage.setItem(SETTINGS_KEY, '{oops');
    expect(new SettingsStore(localStorage).getSnapshot()).toEqual(DEFAULT_SETTINGS);
  });

  it('follows a change another tab writes', () => {
    const store = new SettingsStore(localStorage);
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ colorMode: 'light' }));
    window.dispatchEvent(new StorageEvent('storage', { key: SETTINGS_KEY }));
    expect(store.getSnapshot().colorMode).toBe('light');
    expect(calls).toBe(1);
    unsubscribe();
  });
});
