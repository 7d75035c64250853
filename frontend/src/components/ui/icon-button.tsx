import { IconButton as ChakraIconButton, type IconButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { TOOLTIP_ATTRIBUTE } from './tooltip-layer';

/** Chakra's IconButton with its aria-label also shown as a tooltip (spec: tooltips on icon buttons, 700 ms delay; see TooltipLayer). */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps & { 'aria-label': string }>(function IconButton(props, ref) {
  return <ChakraIconButton ref={ref} {...{ [TOOLTIP_ATTRIBUTE]: props['aria-label'] }} {...props} />;
});
