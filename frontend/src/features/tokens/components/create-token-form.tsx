import { Box, Button, Checkbox, CheckboxGroup, Field, Input, Stack, Text } from '@chakra-ui/react';
import { LIVE_TOKENS_MAX, TOKEN_NAME_MAX } from '@genalpha/shared/domain';
import { useId, useState, type FormEvent } from 'react';
import { FormProblem } from '@/components/ui/form-problem';
import { SelectField } from '@/components/ui/select-field';
import { useFormErrors } from '@/lib/use-form-errors';
import { useCreateAccessToken, type CreatedAccessToken } from '../api/create-access-token';
import type { TokenScope } from '../api/get-access-tokens';
import { EXPIRY_OPTIONS, SCOPE_OPTIONS, expiresInDaysOf, type ExpiryChoice } from './token-options';
import { validateToken, type TokenField } from './token-validation';

/** Name, scopes and expiry of a new token; hands the created token and its secret on. */
interface Props {
  /** The viewer has as many live tokens as allowed, and must revoke one first. */
  atLimit: boolean;
  /** Back from a new token's secret: keyboard focus resumes at the form. */
  focusName: boolean;
  onCreated(created: CreatedAccessToken): void;
}

export function CreateTokenForm({ atLimit, focusName, onCreated }: Props) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TokenScope[]>(['read']);
  const [expiry, setExpiry] = useState<ExpiryChoice>('30');
  const { errors, setErrors, problem, setProblem, showServerErrors } = useFormErrors<TokenField>(
    ['name', 'scopes'],
    'The token could not be created. Please try again.',
  );
  const create = useCreateAccessToken();
  const ids = useId();
  const scopesErrorId = `${ids}-scopes-error`;

  /** While a message shows, it follows what is typed or ticked. */
  const recheck = (next: { name: string; scopes: TokenScope[] }) => {
    if (errors.name || errors.scopes) setErrors(validateToken(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateToken({ name, scopes });
    setErrors(found);
    setProblem(undefined);
    if (found.name || found.scopes) return;
    create.mutate(
      { name: name.trim(), scopes, expiresInDays: expiresInDaysOf(expiry) },
      {
        onSuccess: (created) => {
          setName('');
          onCreated(created);
        },
        onError: showServerErrors,
      },
    );
  };

  return (
    <Stack asChild gap="5">
      <form onSubmit={submit} noValidate aria-label="Create token">
        <Field.Root invalid={!!errors.name} disabled={create.isPending}>
          <Field.Label>Name</Field.Label>
          <Input
            value={name}
            maxLength={TOKEN_NAME_MAX + 10}
            placeholder="e.g. Render pipeline"
            autoComplete="off"
            autoFocus={focusName}
            onChange={(event) => {
              setName(event.target.value);
              recheck({ name: event.target.value, scopes });
            }}
          />
          {errors.name ? (
            <Field.ErrorText>{errors.name}</Field.ErrorText>
          ) : (
            <Field.HelperText>What the token is for, so you can tell it apart later.</Field.HelperText>
          )}
        </Field.Root>

        <fieldset aria-describedby={errors.scopes ? scopesErrorId : undefined} disabled={create.isPending}>
          <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
            Scopes
          </Text>
          <CheckboxGroup
            value={scopes}
            onValueChange={(value) => {
              setScopes(value as TokenScope[]);
              recheck({ name, scopes: value as TokenScope[] });
            }}
          >
            <Stack gap="3">
              {SCOPE_OPTIONS.map((option) => (
                <Checkbox.Root key={option.scope} value={option.scope} colorPalette="purple" alignItems="flex-start" invalid={!!errors.scopes}>
                  <Checkbox.HiddenInput aria-describedby={`${ids}-${option.scope}`} />
                  <Checkbox.Control mt="0.5" />
                  <Box>
                    <Checkbox.Label>{option.label}</Checkbox.Label>
                    <Text id={`${ids}-${option.scope}`} fontSize="sm" color="fg.muted">
                      {option.description}
                    </Text>
                  </Box>
                </Checkbox.Root>
              ))}
            </Stack>
          </CheckboxGroup>
          {errors.scopes && (
            <Text id={scopesErrorId} fontSize="xs" color="fg.error" mt="2">
              {errors.scopes}
            </Text>
          )}
        </fieldset>

        <Field.Root disabled={create.isPending} maxW={{ md: '60' }}>
          <Field.Label>Expires after</Field.Label>
          <SelectField value={expiry} options={EXPIRY_OPTIONS} onChange={setExpiry} />
        </Field.Root>

        {atLimit && (
          <Text color="fg.warning" fontSize="sm">
            You have {LIVE_TOKENS_MAX} tokens, the most allowed: revoke one to create another.
          </Text>
        )}
        <FormProblem message={problem} />
        <Box>
          <Button type="submit" colorPalette="purple" loading={create.isPending} loadingText="Creating..." disabled={atLimit}>
            Create token
          </Button>
        </Box>
      </form>
    </Stack>
  );
}
