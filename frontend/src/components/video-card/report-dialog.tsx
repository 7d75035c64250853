import { Button, Dialog, Field, RadioGroup, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { REPORT_REASONS, useReportVideo, type ReportReason } from '@/api/videos/report-video';
import { AppDialog } from '../ui/app-dialog';
import { toastError, toastSuccess } from '../ui/toast';

export const OTHER_TEXT_REQUIRED = "Please describe the issue when selecting 'Other'";

interface Props {
  videoId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function ReportDialog({ videoId, open, onOpenChange }: Props) {
  const [reason, setReason] = useState<ReportReason>('real-video');
  const [otherText, setOtherText] = useState('');
  const [error, setError] = useState<string>();
  const report = useReportVideo();

  const reset = () => {
    setReason('real-video');
    setOtherText('');
    setError(undefined);
  };

  const submit = () => {
    if (reason === 'other' && !otherText.trim()) return setError(OTHER_TEXT_REQUIRED);
    report.mutate(
      { videoId, report: reason === 'other' ? { reason, otherText: otherText.trim() } : { reason } },
      {
        onSuccess: () => {
          toastSuccess("Thanks, we've received your report.");
          onOpenChange(false);
          reset();
        },
        onError: () => toastError('Error', 'Failed to submit report. Please try again.'),
      },
    );
  };

  return (
    <AppDialog title="Report video" open={open} onOpenChange={onOpenChange} closeButton>
      <Dialog.Body>
        <Stack gap="4">
          <RadioGroup.Root
            value={reason}
            onValueChange={(details) => setReason(details.value as ReportReason)}
            colorPalette="purple"
            aria-label="Reason"
            disabled={report.isPending}
          >
            <Stack gap="3">
              {REPORT_REASONS.map((option) => (
                <RadioGroup.Item key={option.value} value={option.value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {reason === 'other' && (
            <Field.Root invalid={!!error} disabled={report.isPending}>
              <Field.Label>Describe the issue</Field.Label>
              <Textarea
                value={otherText}
                onChange={(event) => {
                  setOtherText(event.target.value);
                  setError(undefined);
                }}
                placeholder="What is wrong with this video?"
                maxLength={1000}
              />
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={report.isPending}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button colorPalette="red" onClick={submit} loading={report.isPending} loadingText="Submitting...">
          Submit Report
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
