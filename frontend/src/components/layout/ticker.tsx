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

  useEffect(() => {
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    let frame = 0;
    let previous = performance.now();
    const tick = (now: number) => {
      const s = state.current;
      const track = trackRef.current;
      const frames = Math.min(4, (now - previous) / (1000 / 60));
      previous = now;
      if (s.mode === 'auto' && !reducedMotion) s.offset -= (AUTO_SPEED / 60) * frames;
      if (s.mode === 'inertia') {
        s.offset += s.velocity * frames;
        s.velocity *= FRICTION ** frames;
        if (Math.abs(s.velocity) < MIN_VELOCITY) s.mode = 'auto';
      }
      if (track) {
        const half = track.scrollWidth / 2;
        if (half > 0) s.offset = ((s.offset % half) - half) % half;
        track.style.transform = `translate3d(${s.offset}px, 0, 0)`;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
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
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const s = state.current;
    if (s.pointerId !== event.pointerId) return;
    s.pointerId = -1;
    if (s.mode === 'drag') s.mode = 'inertia';
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
