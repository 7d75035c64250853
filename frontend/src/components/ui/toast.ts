import { createToaster } from '@chakra-ui/react';
import { ApiError } from '@/api/client';
import { HEADER_HEIGHT } from '../layout/chrome-sizes';

/** Toasts sit this far below the top of the page, so they never cover the header's buttons. */
export const TOAST_TOP_OFFSET = HEADER_HEIGHT + 12;

/** One toast at a time, shown 5 s, removed 5 s after dismissal; F8 focuses the toast region. */
export const toaster = createToaster({
  placement: 'top-end',
  offsets: { top: `${TOAST_TOP_OFFSET}px`, right: '16px', bottom: '16px', left: '16px' },
  max: 1,
  duration: 5000,
  removeDelay: 5000,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

type ToastType = 'success' | 'error' | 'info';

/** A button in the toast (e.g. 'Sign in'). */
export interface ToastAction {
  label: string;
  onClick(): void;
}

/** A new toast replaces the one showing, so the latest message is never queued behind an older one. */
function show(type: ToastType, title: string, description?: string, action?: ToastAction): void {
  toaster.remove();
  toaster.create({ type, title, description, action });
}

export function toastSuccess(title: string, description?: string): void {
  show('success', title, description);
}

export function toastError(title: string, description?: string, action?: ToastAction): void {
  show('error', title, description, action);
}

export function toastInfo(title: string, description?: string): void {
  show('info', title, description);
}

/**
 * A failed request: the server's 400 is a 'Validation error' with its first issue's message
 * (its `message`); any other failure is `title` with `message`.
 */
export function toastRequestError(error: unknown, title: string, message: string): void {
  if (error instanceof ApiError && error.status === 400) toastError('Validation error', error.message);
  else toastError(title, message);
}
