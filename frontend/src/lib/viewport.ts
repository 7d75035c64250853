/**
 * The window's inner size, read once at startup and again on every resize. Reading
 * `window.innerWidth` makes a phone's browser (the viewport meta tag in effect) bring style and
 * layout up to date first, so a read during a render costs a layout of the page being built
 * (36 ms on the video page on a 2-core machine).
 */
let current = read();

function read() {
  return { width: window.innerWidth, height: window.innerHeight };
}

window.addEventListener('resize', () => {
  current = read();
});

export function viewportSize(): { width: number; height: number } {
  return current;
}
