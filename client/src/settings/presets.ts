/**
 * Theme presets (spec §2 "Settings"): the accent colour. Each sets Blueprint's primary-intent CSS
 * variables (styles.css, `html[data-preset=…]`), so every primary button, link, switch and active
 * menu item follows without per-component styling. Colours are Blueprint palette shades 1–4.
 */
export const PRESETS = [
  { id: 'blue', swatch: '#2d72d2' },
  { id: 'indigo', swatch: '#7961db' },
  { id: 'turquoise', swatch: '#00a396' },
  { id: 'violet', swatch: '#9d3f9d' },
  { id: 'orange', swatch: '#c87619' },
] as const;

export type PresetId = (typeof PRESETS)[number]['id'];

export function isPresetId(value: unknown): value is PresetId {
  return PRESETS.some((preset) => preset.id === value);
}
