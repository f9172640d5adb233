import { Button, Callout, Intent } from '@blueprintjs/core';
import { useT } from '../../i18n/useT';
import { CalloutTitle } from './CalloutTitle';
import { ServerError } from '@apollo/client/errors';
import { isServerUnreachable } from '../../graphql/links/serverReachability';
import { errorMessages, isBadInput } from './errorMessages';

export interface ErrorCalloutProps {
  title: string;
  error: Error;
  /** Offered unless the error is bad input, which no retry can fix. */
  onRetry?: () => void;
}

/**
 * A failed query: the gateway's own texts and, where it can help, a retry. Nothing when the server
 * did not answer at all: the shell's one notice says so for every page (ServerNotice).
 */
export function ErrorCallout({ title, error, onRetry }: ErrorCalloutProps) {
  const t = useT();
  if (isServerUnreachable(error)) return null;
  const messages = errorMessages(error) ?? [
    t('server.failed', { status: ServerError.is(error) ? error.statusCode : '?' }),
  ];
  return (
    <Callout intent={Intent.DANGER} role="alert">
      <CalloutTitle>{title}</CalloutTitle>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
      {onRetry && !isBadInput(error) && <Button text={t('common.retry')} onClick={onRetry} />}
    </Callout>
  );
}
