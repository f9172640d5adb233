import { Button, Callout, Intent } from '@blueprintjs/core';
import { useT } from '../../i18n/useT';
import { CalloutTitle } from './CalloutTitle';
import { errorMessages, isBadInput } from './errorMessages';

export interface ErrorCalloutProps {
  title: string;
  error: Error;
  /** Offered unless the error is bad input, which no retry can fix. */
  onRetry?: () => void;
}

/** A failed query: the gateway's own texts and, where it can help, a retry. */
export function ErrorCallout({ title, error, onRetry }: ErrorCalloutProps) {
  const t = useT();
  return (
    <Callout intent={Intent.DANGER} role="alert">
      <CalloutTitle>{title}</CalloutTitle>
      {errorMessages(error).map((message) => (
        <p key={message}>{message}</p>
      ))}
      {onRetry && !isBadInput(error) && <Button text={t('common.retry')} onClick={onRetry} />}
    </Callout>
  );
}
