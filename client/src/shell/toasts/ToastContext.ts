import type { IconName, Intent } from '@blueprintjs/core';
import { createContext, useContext } from 'react';

export interface ToastMessage {
  message: string;
  intent?: Intent;
  icon?: IconName;
}

export type ShowToast = (toast: ToastMessage) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/** Shows a short-lived Blueprint toast at the top of the window. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (show === null) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
