import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FileInput,
  Intent,
  TextArea,
} from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { downloadText, parseImport, toCsv, toJson } from '../../wallets/importExport';
import { useWallets } from '../../wallets/useWallets';
import { useT } from '../../i18n/useT';

/** Replace the whole list from pasted JSON or CSV (or a file), and export it to a file. */
export function ImportExport() {
  const t = useT();
  const { wallets, replace } = useWallets();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const parsed = useMemo(() => parseImport(text), [text]);

  const loadFile = (file: File | undefined) => {
    if (!file) return;
    file.text().then(setText, (error: unknown) => console.warn('Could not read the file', error));
  };
  const close = () => {
    setOpen(false);
    setText('');
  };

  return (
    <div className="kinko-actions">
      <Button icon="import" text={t('manage.import')} onClick={() => setOpen(true)} />
      <Button
        icon="export"
        text={t('manage.exportJson')}
        disabled={wallets.length === 0}
        onClick={() => downloadText('kinko-wallets.json', toJson(wallets), 'application/json')}
      />
      <Button
        icon="th"
        text={t('manage.exportCsv')}
        disabled={wallets.length === 0}
        onClick={() => downloadText('kinko-wallets.csv', toCsv(wallets), 'text/csv')}
      />

      <Dialog isOpen={open} onClose={close} title={t('manage.importTitle')} icon="import">
        <DialogBody>
          <p>{t('manage.importHint')}</p>
          <TextArea
            fill
            rows={8}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            aria-label={t('manage.importText')}
            placeholder={'address,name\n0x…,Savings'}
            className="kinko-mono"
          />
          <FileInput
            className="kinko-file-input"
            text={t('manage.importFile')}
            buttonText={t('manage.browse')}
            inputProps={{ accept: '.json,.csv,.txt,application/json,text/csv,text/plain' }}
            onInputChange={(event) => loadFile(event.currentTarget.files?.[0])}
          />
          {text.trim() !== '' && (
            <Callout
              intent={parsed.errors.length > 0 ? Intent.WARNING : Intent.PRIMARY}
              className="kinko-import-preview"
            >
              <p>
                {t('manage.importPreview', {
                  count: parsed.wallets.length,
                  current: wallets.length,
                })}
              </p>
              {parsed.errors.length > 0 && (
                <ul className="kinko-source-list">
                  {parsed.errors.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              )}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={close} />
              <Button
                intent="danger"
                text={t('manage.replace', { count: parsed.wallets.length })}
                disabled={parsed.wallets.length === 0}
                onClick={() => {
                  replace(parsed.wallets);
                  close();
                }}
              />
            </>
          }
        />
      </Dialog>
    </div>
  );
}
