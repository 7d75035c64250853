import { createToaster } from '@chakra-ui/react';

/** One toast at a time, shown 5 s, removed 5 s after dismissal; F8 focuses the toast region. */
export const toaster = createToaster({
  placement: 'top-end',
  max: 1,
  duration: 5000,
  removeDelay: 5000,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

type ToastType = 'success' | 'error' | 'info';

/** A new toast replaces the one showing, so the latest message is never queued behind an older one. */
function show(type: ToastType, title: string, description?: string): void {
  toaster.remove();
  toaster.create({ type, title, description });
}

export function toastSuccess(title: string, description?: string): void {
  show('success', title, description);
}

export function toastError(title: string, description?: string): void {
  show('error', title, description);
}

export function toastInfo(title: string, description?: string): void {
  show('info', title, description);
}
