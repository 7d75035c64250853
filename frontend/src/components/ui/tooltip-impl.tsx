import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import type { TooltipProps } from './tooltip';
import { TOOLTIP_OPEN_DELAY_MS } from './tooltip-delay';

/** Chakra's Tooltip, in its own chunk (see tooltip.tsx). */
export default function TooltipImpl({ content, children }: TooltipProps) {
  return (
    <ChakraTooltip.Root openDelay={TOOLTIP_OPEN_DELAY_MS} closeDelay={100} lazyMount unmountOnExit>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
