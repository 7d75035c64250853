import { errorMessage } from '@/api/client';
import { toastError } from '@/components/ui/toast';

/** An onError handler: toasts the title with the server's message, or a generic one. */
export const toastFailure = (title: string) => (error: unknown) => toastError(title, errorMessage(error, 'Something went wrong. Please try again.'));
