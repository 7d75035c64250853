import { Button, Dialog, Field, RadioGroup, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../ui/app-dialog';
import { toastError, toastSuccess } from '../ui/toast';
import { REPORT_OTHER_TEXT_MAX } from '@genalpha/shared/domain';

export const OTHER_TEXT_REQUIRED = "Please describe the issue when selecting 'Other'";

export interface ReasonOption<Reason extends string> {
  value: Reason;
  label: string;
}

interface Props<Reason extends string> {
  title: string;
  reasons: ReasonOption<Reason>[];
  /** What the other-text field asks, e.g. "What is wrong with this comment?". */
  placeholder: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Sends the report; the dialog shows the outcome. */
  send(report: { reason: Reason; otherText?: string }): Promise<unknown>;
}

/** A report with a reason (and the reporter's words for "Other"): for videos, comments and accounts. */
export function ReasonReportDialog<Reason extends string>({ title, reasons, placeholder, open, onOpenChange, send }: Props<Reason>) {
  const [reason, setReason] = useState<Reason>(reasons[0].value);
  const [otherText, setOtherText] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = () => {
    if (reason === 'other' && !otherText.trim()) return setError(OTHER_TEXT_REQUIRED);
    setPending(true);
    send(reason === 'other' ? { reason, otherText: otherText.trim() } : { reason })
      .then(() => {
        toastSuccess("Thanks, we've received your report.");
        onOpenChange(false);
        setReason(reasons[0].value);
        setOtherText('');
      })
      .catch(() => toastError('Error', 'Failed to submit report. Please try again.'))
      .finally(() => setPending(false));
  };

  return (
    <AppDialog title={title} open={open} onOpenChange={onOpenChange} closeButton>
      <Dialog.Body>
        <Stack gap="4">
          <RadioGroup.Root
            value={reason}
            onValueChange={(details) => setReason(details.value as Reason)}
            colorPalette="purple"
            aria-label="Reason"
            disabled={pending}
          >
            <Stack gap="3">
              {reasons.map((option) => (
                <RadioGroup.Item key={option.value} value={option.value} minH="11">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {reason === 'other' && (
            <Field.Root invalid={!!error} disabled={pending}>
              <Field.Label>Describe the issue</Field.Label>
              <Textarea
                value={otherText}
                onChange={(event) => {
                  setOtherText(event.target.value);
                  setError(undefined);
                }}
                placeholder={placeholder}
                maxLength={REPORT_OTHER_TEXT_MAX}
              />
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={pending}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button colorPalette="red" onClick={submit} loading={pending} loadingText="Submitting...">
          Submit Report
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
