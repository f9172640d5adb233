import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { ResolveNameDocument } from '../../graphql/generated/graphql';
import { useWallets } from '../../wallets/useWallets';
import { useT } from '../../i18n/useT';

/** Not an address but a dotted name such as vitalik.eth: looked up through the gateway's ENS resolver. */
const looksLikeName = (value: string) => !/^0x/i.test(value) && /\.[^.\s]+$/.test(value);

/**
 * Adds one wallet (spec §4, §5): the address is trimmed, an empty one does nothing, a duplicate is
 * ignored (and the user told so), an invalid one is refused with the spec's text. An ENS name is
 * resolved first and saved as its address, named after the name unless a name was typed.
 */
export function AddWalletForm() {
  const t = useT();
  const client = useApolloClient();
  const { wallets, add } = useWallets();
  const [address, setAddress] = useState('');
  const [name, setName] = useState('');
  const [resolving, setResolving] = useState(false);
  const [message, setMessage] = useState<{ intent: Intent; text: string } | null>(null);

  const save = (target: string, label: string) => {
    const existing = wallets.find((wallet) => wallet.address === target.toLowerCase());
    const result = add(target, label);
    if (!result.ok) {
      setMessage({ intent: Intent.DANGER, text: result.error });
      return;
    }
    setMessage(
      existing
        ? {
            intent: Intent.WARNING,
            text: t('manage.duplicate', { name: existing.name || t('wallets.unnamed') }),
          }
        : { intent: Intent.SUCCESS, text: t('manage.added') },
    );
    setAddress('');
    setName('');
  };

  const resolveAndSave = async (typed: string) => {
    setResolving(true);
    try {
      const { data, error } = await client.query({
        query: ResolveNameDocument,
        variables: { name: typed },
        fetchPolicy: 'network-only',
        errorPolicy: 'all',
      });
      if (data?.resolveName) save(data.resolveName.address, name.trim() || data.resolveName.name);
      else setMessage({ intent: Intent.DANGER, text: error?.message ?? t('manage.nameFailed') });
    } catch (error) {
      setMessage({
        intent: Intent.DANGER,
        text: error instanceof Error ? error.message : t('manage.nameFailed'),
      });
    } finally {
      setResolving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = address.trim();
    if (trimmed === '') return;
    if (looksLikeName(trimmed)) void resolveAndSave(trimmed);
    else save(trimmed, name);
  };

  const invalid = message?.intent === Intent.DANGER;
  return (
    <form className="kinko-add-form" onSubmit={submit} aria-label={t('manage.addTitle')}>
      <FormGroup
        label={t('manage.address')}
        labelFor="wallet-address"
        intent={invalid ? Intent.DANGER : Intent.NONE}
        helperText={message?.text}
        className="kinko-grow"
      >
        <InputGroup
          id="wallet-address"
          placeholder={t('manage.addressPlaceholder')}
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
        <InputGroup
          id="wallet-name"
          placeholder={t('manage.namePlaceholder')}
          value={name}
          onValueChange={setName}
        />
      </FormGroup>
      <Button
        type="submit"
        intent="primary"
        icon="add"
        text={t('manage.add')}
        disabled={address.trim() === '' || resolving}
        loading={resolving}
        className="kinko-form-button"
      />
    </form>
  );
}
