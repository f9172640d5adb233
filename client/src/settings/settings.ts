import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';
import { isPresetId, type PresetId } from './presets';

export const COLOR_MODES = ['light', 'dark', 'auto'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export const MENU_ORIENTATIONS = ['vertical', 'tab', 'layout2', 'layout3'] as const;
export const CONTAINERS = ['boxed', 'full'] as const;
export const SIDEBAR_THEMES = ['dark', 'light'] as const;

/** @internal */
export type ColorMode = (typeof COLOR_MODES)[number];
/** @internal */
export type Direction = (typeof DIRECTIONS)[number];
export type MenuOrientation = (typeof MENU_ORIENTATIONS)[number];
type ContainerWidth = (typeof CONTAINERS)[number];
type SidebarTheme = (typeof SIDEBAR_THEMES)[number];

/** The shell settings of spec §2 "Settings", kept in this browser only. */
export interface Settings {
  colorMode: ColorMode;
  direction: Direction;
  menuOrientation: MenuOrientation;
  container: ContainerWidth;
  /** Whether the "SECURE INSIGHTS, NO KEYS REQUIRED" caption (spec §1) shows under the logo. */
  showCaption: boolean;
  sidebarTheme: SidebarTheme;
  language: Language;
  preset: PresetId;
  /**
   * Holdings worth less than this many USD are left out of the token tables ("hide small
   * balances"); the server already leaves out those under its display floor.
   */
  hideBelowUsd: number;
}

/**
 * The gateway's display floor (spec §9, 0.02 USD): the least a holding shown is worth.
 * @internal
 */
export const SERVER_DISPLAY_FLOOR_USD = 0.02;

/** Spec §2: colour mode defaults to dark, language to en. */
export const DEFAULT_SETTINGS: Readonly<Settings> = {
  colorMode: 'dark',
  direction: 'ltr',
  menuOrientation: 'vertical',
  container: 'full',
  showCaption: true,
  sidebarTheme: 'dark',
  language: DEFAULT_LANGUAGE,
  preset: 'blue',
  hideBelowUsd: SERVER_DISPLAY_FLOOR_USD,
};

/**
 * localStorage key. Versioned: a later release that changes the shape reads its own key and
 * starts from defaults instead of misreading this one. index.html reads it too, before the first
 * paint, so a light-mode user never sees a dark flash.
 */
export const SETTINGS_KEY = 'kinko.settings.v1';

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

const validators: { [K in keyof Settings]: (value: unknown) => value is Settings[K] } = {
  colorMode: oneOf(COLOR_MODES),
  direction: oneOf(DIRECTIONS),
  menuOrientation: oneOf(MENU_ORIENTATIONS),
  container: oneOf(CONTAINERS),
  showCaption: (value): value is boolean => typeof value === 'boolean',
  sidebarTheme: oneOf(SIDEBAR_THEMES),
  language: isLanguage,
  preset: isPresetId,
  hideBelowUsd: (value): value is number =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1e9,
};

/**
 * Stored settings, field by field: storage is user-editable and outlives releases, so a bad or
 * unknown value falls back to that field's default without losing the others.
 */
export function parseSettings(raw: unknown): Settings {
  return mergeSettings(DEFAULT_SETTINGS, raw);
}

/** `current` with every valid field of `patch` applied; invalid or unknown fields are ignored. */
export function mergeSettings(current: Readonly<Settings>, patch: unknown): Settings {
  const record =
    typeof patch === 'object' && patch !== null ? (patch as Record<string, unknown>) : {};
  const settings: Settings = { ...current };
  for (const key of Object.keys(validators) as (keyof Settings)[]) {
    const value = record[key];
    if (validators[key](value)) Object.assign(settings, { [key]: value });
  }
  return settings;
}
