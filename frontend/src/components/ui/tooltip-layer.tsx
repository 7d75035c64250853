import { Portal, chakra, useSlotRecipe } from '@chakra-ui/react';
import { type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { TOOLTIP_OPEN_DELAY_MS } from './tooltip-delay';

/** The attribute that gives an element its tooltip (IconButton puts its aria-label there). */
export const TOOLTIP_ATTRIBUTE = 'data-tooltip';

const CLOSE_DELAY_MS = 100;
/** Between the element and its tooltip, and between a tooltip and the window's edge (px). */
const GAP = 8;

type Size = { width: number; height: number };

/** Where a tooltip goes: centred under its element, above it when there is no room below, kept inside the window. */
export function placeTooltip(element: Pick<DOMRect, 'left' | 'top' | 'bottom' | 'width'>, tip: Size, window: Size): { left: number; top: number } {
  const centred = element.left + element.width / 2 - tip.width / 2;
  const left = Math.min(Math.max(GAP, centred), Math.max(GAP, window.width - tip.width - GAP));
  const below = element.bottom + GAP;
  const top = below + tip.height + GAP <= window.height ? below : Math.max(GAP, element.top - GAP - tip.height);
  return { left, top };
}

function withTooltip(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(`[${TOOLTIP_ATTRIBUTE}]`) : null;
}

/** Which element's tooltip shows: after the pointer rests on it for the spec's 700 ms, at once on keyboard focus. */
function useTooltipTarget(): HTMLElement | null {
  const [shown, setShown] = useState<HTMLElement | null>(null);
  useEffect(() => {
    let current: HTMLElement | null = null;
    let pending: HTMLElement | null = null;
    // Focus from the keyboard shows the tooltip; focus from a press or a script does not.
    let keyboard = false;
    let openTimer: ReturnType<typeof setTimeout> | undefined;
    let closeTimer: ReturnType<typeof setTimeout> | undefined;
    const show = (element: HTMLElement | null) => {
      clearTimeout(openTimer);
      clearTimeout(closeTimer);
      pending = null;
      current = element;
      setShown(element);
    };
    const hide = () => show(null);
    const onPointerOver = (event: PointerEvent) => {
      const element = withTooltip(event.target);
      if (event.pointerType === 'touch' || !element) return;
      clearTimeout(closeTimer);
      if (element === current || element === pending) return;
      clearTimeout(openTimer);
      pending = element;
      // From one tooltip to the next, as along a row of buttons, the next shows at once.
      if (current) show(element);
      else openTimer = setTimeout(() => show(element), TOOLTIP_OPEN_DELAY_MS);
    };
    const onPointerOut = (event: PointerEvent) => {
      const element = withTooltip(event.target);
      if (!element || element.contains(event.relatedTarget as Node | null)) return;
      if (element === pending) {
        clearTimeout(openTimer);
        pending = null;
      }
      if (element === current) closeTimer = setTimeout(hide, CLOSE_DELAY_MS);
    };
    const onFocusIn = (event: FocusEvent) => {
      const element = withTooltip(event.target);
      if (keyboard && element && element === event.target) show(element);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (current && event.target === current) hide();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      keyboard = !event.metaKey && !event.ctrlKey && !event.altKey;
      if (event.key === 'Escape' && current) hide();
    };
    const onPointerDown = () => {
      keyboard = false;
      hide();
    };
    const listeners: Array<[string, EventListener, boolean]> = [
      ['pointerover', onPointerOver as EventListener, false],
      ['pointerout', onPointerOut as EventListener, false],
      ['focusin', onFocusIn as EventListener, false],
      ['focusout', onFocusOut as EventListener, false],
      ['keydown', onKeyDown as EventListener, false],
      ['pointerdown', onPointerDown, true],
      ['scroll', hide, true],
    ];
    for (const [type, listener, capture] of listeners) document.addEventListener(type, listener, capture);
    return () => {
      clearTimeout(openTimer);
      clearTimeout(closeTimer);
      for (const [type, listener, capture] of listeners) document.removeEventListener(type, listener, capture);
    };
  }, []);
  return shown;
}

/**
 * The app's one tooltip, for every element with a `data-tooltip` (IconButton): shown 700 ms after
 * the pointer rests on the element or at once when the keyboard focuses it, never for touch, hidden
 * by Escape, a press or a scroll. One listener for the page instead of a tooltip state machine per
 * button: a feed card has four such buttons.
 */
export function TooltipLayer() {
  const element = useTooltipTarget();
  const id = useId();
  const tip = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<Place | null>(null);

  useLayoutEffect(() => {
    setPlace(null);
    if (!element || !tip.current) return;
    setPlace(placeTooltip(element.getBoundingClientRect(), tip.current.getBoundingClientRect(), { width: window.innerWidth, height: window.innerHeight }));
    const described = element.getAttribute('aria-describedby');
    element.setAttribute('aria-describedby', [described, id].filter(Boolean).join(' '));
    return () => {
      if (described === null) element.removeAttribute('aria-describedby');
      else element.setAttribute('aria-describedby', described);
    };
  }, [element, id]);

  const text = element?.isConnected ? element.getAttribute(TOOLTIP_ATTRIBUTE) : null;
  if (!text) return null;
  return <TooltipBubble tipRef={tip} id={id} place={place} text={text} />;
}

type Place = { left: number; top: number };

/** The tooltip itself: its recipe's styles are worked out once one is shown, not while the app starts. */
function TooltipBubble({ tipRef, id, place, text }: { tipRef: RefObject<HTMLDivElement | null>; id: string; place: Place | null; text: string }) {
  const styles = useSlotRecipe({ key: 'tooltip' })({});
  return (
    <Portal>
      <chakra.div
        ref={tipRef}
        id={id}
        role="tooltip"
        data-state="open"
        css={styles.content}
        position="fixed"
        pointerEvents="none"
        style={place ?? { left: 0, top: 0, visibility: 'hidden' }}
      >
        {text}
      </chakra.div>
    </Portal>
  );
}
