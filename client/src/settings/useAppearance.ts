import { PREFERS_DARK_QUERY, WIDE_LAYOUT_QUERY } from '../shell/mediaQueries';
import { useMediaQuery } from '../shell/useMediaQuery';
import type { MenuOrientation, Settings } from './settings';
import { useSettings } from './useSettings';

export interface Appearance {
  /** The colour mode in effect: "auto" resolved against the system preference, live. */
  dark: boolean;
  /** The menu orientation in effect: the chosen one from 1025 px up, vertical below (spec §2). */
  orientation: MenuOrientation;
  /** Whether the window is wide enough for the orientation setting to apply. */
  orientationChangeable: boolean;
  settings: Settings;
}

export function useAppearance(): Appearance {
  const { settings } = useSettings();
  const systemDark = useMediaQuery(PREFERS_DARK_QUERY);
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  return {
    dark: settings.colorMode === 'auto' ? systemDark : settings.colorMode === 'dark',
    orientation: wide ? settings.menuOrientation : 'vertical',
    orientationChangeable: wide,
    settings,
  };
}
