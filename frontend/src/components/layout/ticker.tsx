import { Box, Flex, Link, Text, chakra } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { Fragment, useEffect, useRef, type PointerEvent } from 'react';
import { TAB_BAR_HEIGHT, TICKER_HEIGHT } from './chrome-sizes';

export const SPONSORS = [
  { name: 'Luma AI', url: 'https://lumalabs.ai' },
  { name: 'Runway', url: 'https://runwayml.com' },
  { name: 'Pika', url: 'https://pika.art' },
];

const AUTO_SPEED = 40; // px per second
const DRAG_THRESHOLD = 5; // px
const FRICTION = 0.95; // velocity kept per frame of inertia
const MIN_VELOCITY = 0.1; // px per frame; below this inertia ends and scrolling resumes
/**
 * The strip stands still this long after it appears: each frame of its motion is drawn by the
 * compositor, which on a phone's CPU competes with the page still starting up (decision 0042).
 */
export const TICKER_START_DELAY_MS = 3000;

type Mode = 'auto' | 'drag' | 'inertia';

function TickerItems({ hidden }: { hidden?: boolean }) {
  return (
    <Flex as="span" align="center" gap="8" pr="8" flexShrink={0} aria-hidden={hidden || undefined}>
      <Text as="span">⚡ The GenAlpha alpha version launches, opening exclusively to the first 100 creators</Text>
      <Text as="span">✦ The MVP lets you view and share AI-generated video content</Text>
      <Text as="span">
        ✦ Sponsored by{' '}
        {SPONSORS.map((sponsor, index) => (
          <Fragment key={sponsor.name}>
            {index > 0 && ' · '}
            <Link
              display="inline"
              href={sponsor.url}
              target="_blank"
              rel="noopener noreferrer"
              color="brand.fg"
              fontWeight="semibold"
              tabIndex={hidden ? -1 : undefined}
            >
              {sponsor.name}
            </Link>
          </Fragment>
        ))}
      </Text>
    </Flex>
  );
}

/**
 * A continuously scrolling strip; drag it with mouse or touch, it keeps its momentum, then resumes.
 * 81 px above the bottom on phones and tablets (above the tab bar), along the bottom edge on desktop.
 * Its close button is a 44 px target that reaches above the 32 px strip; the visible circle stays small.
 */
export function Ticker({ onDismiss }: { onDismiss: () => void }) {
  const trackRef = useRef<HTMLDivElement>(null);
  const state = useRef({ offset: 0, velocity: 0, mode: 'auto' as Mode, startX: 0, lastX: 0, lastTime: 0, pointerId: -1, dragged: false });
  const motion = useRef({ hold: () => {}, move: () => {}, release: () => {} });

  // Scrolling by itself runs on the compositor (a transform animation, no script per frame, so the
  // page's main thread stays free while it loads); script moves the strip only while it is dragged
  // and while it coasts afterwards.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const s = state.current;
    let half = 0;
    let loop: Animation | undefined;
    let frame = 0;
    const place = () => {
      if (half > 0) s.offset = ((s.offset % half) - half) % half;
      track.style.transform = `translate3d(${s.offset}px, 0, 0)`;
    };
    const startLoop = () => {
      place();
      if (reducedMotion || half <= 0 || typeof track.animate !== 'function') return;
      const lap = (half / AUTO_SPEED) * 1000;
      loop = track.animate([{ transform: 'translate3d(0, 0, 0)' }, { transform: `translate3d(${-half}px, 0, 0)` }], { duration: lap, iterations: Infinity });
      loop.currentTime = (-s.offset / half) * lap;
    };
    const stopLoop = () => {
      if (!loop) return;
      const elapsed = Number(loop.currentTime ?? 0);
      loop.cancel();
      loop = undefined;
      s.offset = -((elapsed / 1000) * AUTO_SPEED);
      place();
    };
    const coast = () => {
      let previous = performance.now();
      const tick = (now: number) => {
        const frames = Math.min(4, (now - previous) / (1000 / 60));
        previous = now;
        s.offset += s.velocity * frames;
        s.velocity *= FRICTION ** frames;
        place();
        if (Math.abs(s.velocity) >= MIN_VELOCITY) frame = requestAnimationFrame(tick);
        else {
          s.mode = 'auto';
          startLoop();
        }
      };
      frame = requestAnimationFrame(tick);
    };
    motion.current = {
      hold: () => {
        cancelAnimationFrame(frame);
        stopLoop();
      },
      move: place,
      release: coast,
    };
    // The strip's width is read here, once layout is done (its first call comes with the first
    // frame): read in the effect itself, it forced a layout of the page being built.
    let started = false;
    const resized = new ResizeObserver(() => {
      const width = track.scrollWidth / 2;
      if (width === half) return;
      half = width;
      if (!started || s.mode !== 'auto') return;
      stopLoop();
      startLoop();
    });
    resized.observe(track);
    place();
    const start = setTimeout(() => {
      started = true;
      if (s.mode === 'auto' && !loop) startLoop();
    }, TICKER_START_DELAY_MS);
    return () => {
      clearTimeout(start);
      resized.disconnect();
      cancelAnimationFrame(frame);
      loop?.cancel();
    };
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const s = state.current;
    Object.assign(s, { startX: event.clientX, lastX: event.clientX, lastTime: performance.now(), pointerId: event.pointerId, dragged: false });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const s = state.current;
    if (s.pointerId !== event.pointerId) return;
    if (s.mode !== 'drag') {
      if (Math.abs(event.clientX - s.startX) <= DRAG_THRESHOLD) return;
      motion.current.hold();
      s.mode = 'drag';
      s.dragged = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    const now = performance.now();
    const dx = event.clientX - s.lastX;
    s.offset += dx;
    s.velocity = (dx / Math.max(1, now - s.lastTime)) * (1000 / 60);
    s.lastX = event.clientX;
    s.lastTime = now;
    motion.current.move();
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const s = state.current;
    if (s.pointerId !== event.pointerId) return;
    s.pointerId = -1;
    if (s.mode !== 'drag') return;
    s.mode = 'inertia';
    motion.current.release();
  };

  return (
    <Box
      role="region"
      aria-label="Announcements"
      position="fixed"
      insetX="0"
      bottom={{ base: `${TAB_BAR_HEIGHT}px`, lg: '0' }}
      h={`${TICKER_HEIGHT}px`}
      zIndex="docked"
      bg="bg.muted"
      borderTopWidth="1px"
      borderColor="border.muted"
      fontSize="xs"
      color="fg.muted"
      cursor="grab"
      userSelect="none"
      touchAction="pan-y"
      _active={{ cursor: 'grabbing' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onClickCapture={(event) => {
        // A drag that ends over a link is not a click on it.
        if (state.current.dragged) {
          event.preventDefault();
          event.stopPropagation();
          state.current.dragged = false;
        }
      }}
      onDragStart={(event) => event.preventDefault()}
    >
      <Box h="full" overflow="hidden" mr="11">
        <Flex ref={trackRef} h="full" align="center" whiteSpace="nowrap" width="max-content" willChange="transform">
          <TickerItems />
          <TickerItems hidden />
        </Flex>
      </Box>
      <chakra.button
        type="button"
        aria-label="Dismiss ticker"
        title="Dismiss ticker"
        onClick={onDismiss}
        onPointerDown={(event) => event.stopPropagation()}
        position="absolute"
        right="0"
        bottom="0"
        w="11"
        h="11"
        display="flex"
        alignItems="flex-end"
        justifyContent="center"
        pb="1"
        cursor="pointer"
        color="fg.muted"
        _hover={{ color: 'fg' }}
        css={{ '&:hover > span': { bg: 'bg.emphasized' } }}
      >
        <Flex as="span" boxSize="6" rounded="full" align="center" justify="center" bg="bg.subtle" borderWidth="1px" borderColor="border.muted">
          <X size={14} aria-hidden />
        </Flex>
      </chakra.button>
    </Box>
  );
}
