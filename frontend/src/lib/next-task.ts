/**
 * Resolves in a later task, so the browser can paint and handle input in between: start-up's
 * steps each stay short instead of holding the main thread for all of them at once.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
