/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { loadCatalog, type Catalog } from './catalog';
import { I18nProvider } from './I18nProvider';
import type { Language } from './languages';
import { useFormat } from './useFormat';
import { useT } from './useT';

function Sample() {
  const t = useT();
  const format = useFormat();
  return (
    <p>
      {t('menu.dashboard')} | {t('landing.footer', { year: 2030 })} | {format.currency(1234.5)} |{' '}
      {format.percent(-1.234)} | {format.number(null)}
    </p>
  );
}

describe('I18nProvider', () => {
  it('shows the fallback until the language has loaded, then its texts and formats', async () => {
    render(
      <I18nProvider language="en" fallback={<span>loading</span>}>
        <Sample />
      </I18nProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(
      await screen.findByText(
        'Dashboard | © 2030 Kinko · read-only portfolio tracker | $1,234.50 | -1.23% | —',
      ),
    ).toBeTruthy();
  });

  it('loads a language only when it is chosen, keeping the previous texts meanwhile', async () => {
    const load = jest.fn((language: Language) => loadCatalog(language));
    let release: (catalog: Catalog) => void = () => undefined;
    const slowFrench = new Promise<Catalog>((resolve) => (release = resolve));
    const loader = (language: Language) => (language === 'fr' ? slowFrench : load(language));

    const { rerender } = render(
      <I18nProvider language="en" load={loader}>
        <Sample />
      </I18nProvider>,
    );
    await screen.findByText(/^Dashboard/);
    expect(load.mock.calls.map(([language]) => language)).toEqual(['en']);

    rerender(
      <I18nProvider language="fr" load={loader}>
        <Sample />
      </I18nProvider>,
    );
    expect(screen.getByText(/^Dashboard/)).toBeTruthy();
    await act(async () => release(await loadCatalog('fr')));
    expect(
      screen.getByText(/^Tableau de bord \| © 2030 Kinko/).textContent?.replace(/\s/g, ' '),
    ).toContain('1 234,50 $US | -1,23 %');
  });

  it('shows an unknown key as itself and leaves unknown placeholders visible', async () => {
    function Odd() {
      const t = useT();
      return <p>{`${t('no.such.key' as never)} ${t('landing.footer')}`}</p>;
    }
    render(
      <I18nProvider language="en">
        <Odd />
      </I18nProvider>,
    );
    expect(
      await screen.findByText('no.such.key © {year} Kinko · read-only portfolio tracker'),
    ).toBeTruthy();
  });

  it('says plainly when a hook is used outside the provider (spec §8)', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Sample />)).toThrow('useT/useFormat must be used inside <I18nProvider>');
    jest.restoreAllMocks();
  });
});
