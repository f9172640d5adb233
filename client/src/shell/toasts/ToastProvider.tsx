import { OverlayToaster, Position, Toast } from '@blueprintjs/core';
import { useCallback, useState, type ReactNode } from 'react';
import { ToastContext, type ToastMessage } from './ToastContext';

interface ShownToast extends ToastMessage {
  key: number;
}

let nextKey = 0;

/**
 * Declarative toasts: the list is React state rendered inside Blueprint's OverlayToaster, so
 * toasts portal with the app's theme class (BlueprintProvider portalClassName) like every
 * other overlay.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const show = useCallback(
    (toast: ToastMessage) => setToasts((list) => [...list, { ...toast, key: nextKey++ }]),
    [],
  );
  const dismiss = (key: number) => setToasts((list) => list.filter((toast) => toast.key !== key));
  return (
    <ToastContext.Provider value={show}>
      {children}
      <OverlayToaster position={Position.TOP}>
        {toasts.map(({ key, message, intent, icon }) => (
          <Toast
            key={key}
            message={message}
            {...(intent ? { intent } : {})}
            {...(icon ? { icon } : {})}
            timeout={3000}
            onDismiss={() => dismiss(key)}
          />
        ))}
      </OverlayToaster>
    </ToastContext.Provider>
  );
}
