import { Center, Spinner } from '@chakra-ui/react';

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center minHeight="50vh" role="status" aria-label={label}>
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}
