import { Text } from '@chakra-ui/react';

/** A form's message that belongs to no one field, above its button; nothing when there is none. */
export function FormProblem({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Text role="alert" color="fg.error" fontSize="sm">
      {message}
    </Text>
  );
}
