import { IconButton as ChakraIconButton, type IconButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { Tooltip } from './tooltip';

/** Chakra's IconButton with its aria-label also shown as a tooltip (spec: tooltips on icon buttons, 700 ms delay). */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps & { 'aria-label': string }>(function IconButton(props, ref) {
  return (
    <Tooltip content={props['aria-label']}>
      <ChakraIconButton ref={ref} {...props} />
    </Tooltip>
  );
});
