import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useWallets } from '../../wallets/useWallets';
import { useT } from '../../i18n/useT';

/**
 * Adds one wallet (spec §4, §5): the address is trimmed, an empty one does nothing, a duplicate is
 * ignored (and the user told so), an invalid one is refused with the spec's text.
 */
export function AddWalletForm() {
  const t = useT();
  const { wallets, add } = useWallets();
  const [address, setAddress] = useState('');
  const [name, setName] = useState('');
  const [message, setMessage] = useState<{ intent: Intent; text: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = address.trim();
    if (trimmed === '') return;
    const existing = wallets.find((wallet) => wallet.address === trimmed.toLowerCase());
    const result = add(trimmed, name);
    if (!result.ok) {
      setMessage({ intent: Intent.DANGER, text: result.error });
      return;
    }
    setMessage(existing ? { intent: Intent.WARNING, text: t('manage.duplicate', { name: existing.name || t('wallets.unnamed') }) } : { intent: Intent.SUCCESS, text: t('manage.added') });
    setAddress('');
    setName('');
  };

  const invalid = message?.intent === Intent.DANGER;
  return (
    <form className="kinko-add-form" onSubmit={submit} aria-label={t('manage.addTitle')}>
      <FormGroup label={t('manage.address')} labelFor="wallet-address" intent={invalid ? Intent.DANGER : Intent.NONE} helperText={message?.text} className="kinko-grow">
        <InputGroup
          id="wallet-address"
          placeholder="0x…"
          value={address}
          intent={invalid ? Intent.DANGER : Intent.NONE}
          spellCheck={false}
          autoComplete="off"
          onValueChange={(value) => {
            setAddress(value);
            setMessage(null);
          }}
        />
      </FormGroup>
      <FormGroup label={t('manage.name')} labelFor="wallet-name">
        <InputGroup id="wallet-name" placeholder={t('manage.namePlaceholder')} value={name} onValueChange={setName} />
      </FormGroup>
      <Button type="submit" intent="primary" icon="add" text={t('manage.add')} disabled={address.trim() === ''} className="kinko-form-button" />
    </form>
  );
}
