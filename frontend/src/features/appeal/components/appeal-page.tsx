import { Button, Card, Container, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '@/api/client';
import { useCreateAppeal, type AppealInput } from '../api/create-appeal';
import { APPEAL_EMPTY, APPEAL_TEXT_MAX } from '@genalpha/shared/domain';

export const APPEAL_SENT = 'Your appeal has been sent.';
export const APPEAL_LINK_INCOMPLETE = 'This link is incomplete. Open the link from the mail again.';

/** What is appealed: a removed video or comment of the signed-in person, or a suspension (the mailed token). */
export type AppealSubject = { kind: 'video' | 'comment'; id: string } | { kind: 'suspension'; token: string } | null;

const HEADINGS = {
  video: { title: 'Appeal the removal of your video', answer: "A moderator who did not make the decision reviews it; you'll be notified of the answer." },
  comment: { title: 'Appeal the removal of your comment', answer: "A moderator who did not make the decision reviews it; you'll be notified of the answer." },
  suspension: { title: 'Appeal your suspension', answer: 'A moderator who did not make the decision reviews it; we mail you the answer.' },
};

const bodyOf = (subject: NonNullable<AppealSubject>, text: string): AppealInput =>
  subject.kind === 'suspension' ? { token: subject.token, text } : { targetType: subject.kind, targetId: subject.id, text };

/** One appeal, once, of up to 1,000 characters. */
export function AppealPage({ subject }: { subject: AppealSubject }) {
  const appeal = useCreateAppeal();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const heading = HEADINGS[subject?.kind ?? 'suspension'];

  const submit = () => {
    if (!subject) return;
    if (!text.trim()) return setError(APPEAL_EMPTY);
    appeal.mutate(bodyOf(subject, text.trim()), { onError: (failure) => setError(errorMessage(failure, 'Failed to send the appeal. Please try again.')) });
  };

  return (
    <Container maxW="lg" py={{ base: '6', md: '12' }} px={{ base: '4', md: '6' }}>
      <Card.Root>
        <Card.Header>
          <Card.Title as="h1">{heading.title}</Card.Title>
          <Card.Description>You can appeal a decision once. {heading.answer}</Card.Description>
        </Card.Header>
        <Card.Body gap="4">
          {!subject ? (
            <Text role="alert">{APPEAL_LINK_INCOMPLETE}</Text>
          ) : appeal.isSuccess ? (
            <Stack gap="3">
              <Text role="status" fontWeight="semibold">
                {APPEAL_SENT}
              </Text>
              <Button asChild variant="outline" minH="11" alignSelf="flex-start">
                <RouterLink to="/">Back to GenAlpha</RouterLink>
              </Button>
            </Stack>
          ) : (
            <Stack gap="4">
              <Field.Root invalid={!!error} disabled={appeal.isPending}>
                <Field.Label>Why should the decision be reversed?</Field.Label>
                <Textarea
                  value={text}
                  onChange={(event) => {
                    setText(event.target.value);
                    setError(undefined);
                  }}
                  maxLength={APPEAL_TEXT_MAX}
                  rows={6}
                  placeholder="Explain what the moderator may have missed."
                />
                <Field.HelperText>
                  {text.length} / {APPEAL_TEXT_MAX}
                </Field.HelperText>
                <Field.ErrorText>{error}</Field.ErrorText>
              </Field.Root>
              <Button colorPalette="purple" minH="11" alignSelf="flex-start" onClick={submit} loading={appeal.isPending} loadingText="Sending...">
                Send appeal
              </Button>
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
