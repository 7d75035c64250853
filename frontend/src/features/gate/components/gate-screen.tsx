import { Box, Button, Center, Flex, Heading, IconButton, Input, Portal, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/api/client';
import { rememberGatePassed } from '@/lib/gate-pass';
import { useCheckGate } from '../api/check-gate';

export const GATE_REJECTED = 'REJECTED. the signal is not of the generation. RETRY.';
/** Any failure other than a wrong code (403, 5xx, no network): the code may be right, so it is kept. */
export const GATE_UNAVAILABLE = 'The gate could not check your code. Please try again.';
export const GATE_SUCCESS_DELAY_MS = 3000;
export const GATE_SHAKE_MS = 500;
export const GATE_ERROR_MS = 4000;
/** How long the keyhole waits before whispering what to do. */
export const GATE_HINT_DELAY_MS = 2500;
export const GATE_HINT = 'tap the keyhole';

type Step = 'keyhole' | 'password' | 'success';

/** Keyhole, then the code word, then a welcome; the pass is remembered as the visitor leaves for the feed. */
export function GateScreen({ onPassed }: { onPassed: () => void }) {
  const [step, setStep] = useState<Step>('keyhole');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [shaking, setShaking] = useState(false);
  const check = useCheckGate();
  const timers = useRef<number[]>([]);
  const errorTimer = useRef<number | undefined>(undefined);
  const [hint, setHint] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setHint(true), GATE_HINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // The gate covers the app: nothing under it can be focused or read, so Tab reaches the keyhole first.
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root) return;
    root.inert = true;
    return () => {
      root.inert = false;
    };
  }, []);

  useEffect(
    () => () => {
      timers.current.forEach((timer) => window.clearTimeout(timer));
      window.clearTimeout(errorTimer.current);
    },
    [],
  );
  const later = (callback: () => void, ms: number) => timers.current.push(window.setTimeout(callback, ms));

  /** Shows the error until 4 s after the latest failure: each failure restarts the one timer. */
  const showError = (message: string) => {
    setError(message);
    window.clearTimeout(errorTimer.current);
    errorTimer.current = window.setTimeout(() => setError(null), GATE_ERROR_MS);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (check.isPending) return;
    check.mutate(code, {
      onSuccess: () => {
        window.clearTimeout(errorTimer.current);
        setError(null);
        setStep('success');
        later(() => {
          rememberGatePassed();
          onPassed();
        }, GATE_SUCCESS_DELAY_MS);
      },
      onError: (failure) => {
        if (!(failure instanceof ApiError && failure.status === 401)) return showError(GATE_UNAVAILABLE);
        setCode('');
        showError(GATE_REJECTED);
        setShaking(true);
        later(() => setShaking(false), GATE_SHAKE_MS);
      },
    });
  };

  return (
    <Portal>
      <Center
        position="fixed"
        inset="0"
        zIndex="modal"
        overflowY="auto"
        px="6"
        bg="#05050a"
        color="gray.100"
        className="dark"
        bgImage="radial-gradient(circle at 50% 30%, rgba(168,85,247,0.18), transparent 60%)"
      >
        <Stack align="center" gap="8" maxW="md" w="full" textAlign="center">
          {step === 'keyhole' && (
            <>
              <IconButton
                aria-label="Open the gate"
                aria-describedby={hint ? 'gate-hint' : undefined}
                onClick={() => setStep('password')}
                variant="outline"
                rounded="full"
                boxSize="28"
                borderWidth="2px"
                borderColor="purple.400"
                color="purple.200"
                _hover={{ bg: 'purple.950', transform: 'scale(1.04)' }}
                transition="transform 0.2s"
              >
                <LockKeyhole style={{ width: 48, height: 48 }} />
              </IconButton>
              <Text
                id="gate-hint"
                fontFamily="mono"
                fontSize="sm"
                color="purple.200"
                letterSpacing="wider"
                minH="5"
                opacity={hint ? 0.85 : 0}
                transition="opacity 1.2s ease-in"
                aria-hidden={!hint}
              >
                {hint ? GATE_HINT : ''}
              </Text>
              <Text fontSize="sm" color="gray.400" letterSpacing="widest" textTransform="uppercase">
                GenAlpha
              </Text>
            </>
          )}

          {step === 'password' && (
            <chakra.form onSubmit={onSubmit} w="full" noValidate>
              <Stack gap="5">
                <Text id="gate-riddle" fontFamily="mono" fontSize={{ base: 'md', md: 'lg' }} color="gray.300" lineHeight="tall">
                  genesis, or echo? only the alpha knows the key to the next generation of sight.
                </Text>
                <Flex gap="2" animation={shaking ? `shake ${GATE_SHAKE_MS}ms ease-in-out` : undefined} data-shaking={shaking || undefined}>
                  <VisuallyHidden asChild>
                    <label htmlFor="gate-code">Code word</label>
                  </VisuallyHidden>
                  <Input
                    id="gate-code"
                    type="password"
                    value={code}
                    onChange={(event) => setCode(event.target.value)}
                    aria-describedby="gate-riddle"
                    aria-invalid={error === GATE_REJECTED ? true : undefined}
                    autoComplete="off"
                    autoFocus
                    fontFamily="mono"
                    bg="blackAlpha.600"
                    borderColor={error === GATE_REJECTED ? 'red.400' : 'purple.700'}
                    color="gray.100"
                    size="lg"
                  />
                  <Button type="submit" size="lg" colorPalette="purple" loading={check.isPending} fontFamily="mono" letterSpacing="widest">
                    ENTER
                  </Button>
                </Flex>
                <Box minH="6">
                  {error && (
                    <Text role="alert" color="red.300" fontFamily="mono" fontSize="sm">
                      {error}
                    </Text>
                  )}
                </Box>
              </Stack>
            </chakra.form>
          )}

          {step === 'success' && (
            <Heading as="p" role="status" size={{ base: 'xl', md: '2xl' }} fontFamily="mono" letterSpacing="wider" color="purple.200">
              WELCOME TO GENALPHA, ALPHA. THE NEXT GENERATION OF SIGHT IS YOURS.
            </Heading>
          )}
        </Stack>
      </Center>
    </Portal>
  );
}
