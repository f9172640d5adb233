import {
  Button,
  Classes,
  Drawer,
  DrawerSize,
  FormGroup,
  H2,
  Icon,
  NumericInput,
  HTMLSelect,
  Position,
  Radio,
  RadioGroup,
  SegmentedControl,
  Switch,
} from '@blueprintjs/core';
import type { ChangeEvent } from 'react';
import type { PlainKey } from '../i18n/catalog';
import { LANGUAGE_INFO, LANGUAGES, isLanguage } from '../i18n/languages';
import { useT } from '../i18n/useT';
import { PRESETS, isPresetId } from './presets';
import {
  COLOR_MODES,
  CONTAINERS,
  DEFAULT_SETTINGS,
  DIRECTIONS,
  MENU_ORIENTATIONS,
  SIDEBAR_THEMES,
  type Settings,
} from './settings';
import { useAppearance } from './useAppearance';
import { useSettings } from './useSettings';

export interface SettingsDrawerProps {
  isOpen: boolean;
  onClose(): void;
}

/**
 * The settings of spec §2 in a Blueprint drawer; every change applies at once and is saved in
 * localStorage. The drawer opens from the end side, so it mirrors with the text direction.
 */
export function SettingsDrawer({ isOpen, onClose }: SettingsDrawerProps) {
  const t = useT();
  const { settings, update } = useSettings();
  const { orientationChangeable } = useAppearance();

  // A Blueprint SegmentedControl reports plain strings; each setting checks its own values.
  const choose =
    <K extends keyof Settings>(key: K, values: readonly Settings[K][]) =>
    (value: string) => {
      const match = values.find((candidate) => candidate === value);
      if (match !== undefined) update({ [key]: match } as Pick<Settings, K>);
    };
  const options = <T extends string>(values: readonly T[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}` as PlainKey) }));

  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      aria-labelledby="kinko-settings-title"
      size={DrawerSize.SMALL}
      position={settings.direction === 'rtl' ? Position.LEFT : Position.RIGHT}
      className="kinko-settings-drawer"
    >
      {/* Blueprint's own title is an h4; under the page's h1 the drawer's heading is an h2. */}
      <div className={Classes.DRAWER_HEADER}>
        <Icon icon="cog" size={20} />
        <H2 id="kinko-settings-title" className="kinko-drawer-title">
          {t('settings.title')}
        </H2>
        <Button
          variant="minimal"
          icon="small-cross"
          aria-label={t('settings.close')}
          className={Classes.DIALOG_CLOSE_BUTTON}
          onClick={onClose}
        />
      </div>
      <div className={`${Classes.DRAWER_BODY} kinko-settings-body`}>
        <FormGroup label={t('settings.colorMode')}>
          <SegmentedControl
            fill
            value={settings.colorMode}
            onValueChange={choose('colorMode', COLOR_MODES)}
            options={options(COLOR_MODES, 'settings.colorMode')}
          />
        </FormGroup>

        <FormGroup label={t('settings.direction')}>
          <SegmentedControl
            fill
            value={settings.direction}
            onValueChange={choose('direction', DIRECTIONS)}
            options={options(DIRECTIONS, 'settings.direction')}
          />
        </FormGroup>

        <FormGroup
          label={t('settings.menuOrientation')}
          {...(orientationChangeable ? {} : { helperText: t('settings.menuOrientationNarrow') })}
        >
          <SegmentedControl
            fill
            size="small"
            disabled={!orientationChangeable}
            value={orientationChangeable ? settings.menuOrientation : 'vertical'}
            onValueChange={choose('menuOrientation', MENU_ORIENTATIONS)}
            options={options(MENU_ORIENTATIONS, 'settings.menuOrientation')}
          />
        </FormGroup>

        <FormGroup label={t('settings.container')}>
          <SegmentedControl
            fill
            value={settings.container}
            onValueChange={choose('container', CONTAINERS)}
            options={options(CONTAINERS, 'settings.container')}
          />
        </FormGroup>

        <FormGroup label={t('settings.sidebarTheme')}>
          <SegmentedControl
            fill
            value={settings.sidebarTheme}
            onValueChange={choose('sidebarTheme', SIDEBAR_THEMES)}
            options={options(SIDEBAR_THEMES, 'settings.sidebarTheme')}
          />
        </FormGroup>

        <FormGroup label={t('settings.caption')}>
          <Switch
            checked={settings.showCaption}
            label={t('settings.captionShow')}
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              update({ showCaption: event.currentTarget.checked })
            }
          />
        </FormGroup>

        <FormGroup label={t('settings.language')} labelFor="kinko-settings-language">
          <HTMLSelect
            iconProps={{ title: t('shell.openDropdown') }}
            id="kinko-settings-language"
            fill
            value={settings.language}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isLanguage(value)) update({ language: value });
            }}
            options={LANGUAGES.map((language) => ({
              value: language,
              label: LANGUAGE_INFO[language].nativeName,
            }))}
          />
        </FormGroup>

        <FormGroup
          label={t('settings.hideBelow')}
          labelFor="kinko-settings-hide-below"
          helperText={t('settings.hideBelowHelp')}
        >
          <NumericInput
            id="kinko-settings-hide-below"
            fill
            min={0}
            minorStepSize={0.01}
            stepSize={1}
            leftIcon="dollar"
            value={settings.hideBelowUsd}
            onValueChange={(value) => {
              if (Number.isFinite(value) && value >= 0) update({ hideBelowUsd: value });
            }}
          />
        </FormGroup>

        <RadioGroup
          label={t('settings.preset')}
          inline
          selectedValue={settings.preset}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isPresetId(value)) update({ preset: value });
          }}
        >
          {PRESETS.map((preset) => (
            <Radio
              key={preset.id}
              value={preset.id}
              labelElement={
                <span className="kinko-preset-label">
                  <span
                    className="kinko-swatch"
                    style={{ background: preset.swatch }}
                    aria-hidden="true"
                  />
                  {t(`settings.preset.${preset.id}`)}
                </span>
              }
            />
          ))}
        </RadioGroup>
      </div>
      <div className={Classes.DRAWER_FOOTER}>
        <Button
          icon="reset"
          text={t('settings.reset')}
          onClick={() => update({ ...DEFAULT_SETTINGS })}
        />
      </div>
    </Drawer>
  );
}
