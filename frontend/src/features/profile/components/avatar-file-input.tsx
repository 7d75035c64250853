import { forwardRef } from 'react';
import { checkAvatarFile } from '../api/update-avatar';

interface Props {
  onPick(file: File): void;
  onProblem(message: string): void;
}

/** A hidden image picker; problems are logged and handed back for display. */
export const AvatarFileInput = forwardRef<HTMLInputElement, Props>(function AvatarFileInput({ onPick, onProblem }, ref) {
  return (
    <input
      ref={ref}
      type="file"
      accept="image/*"
      aria-label="Avatar image"
      hidden
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (!file) return;
        const problem = checkAvatarFile(file);
        if (problem) {
          console.warn(problem);
          onProblem(problem);
        } else onPick(file);
      }}
    />
  );
});
