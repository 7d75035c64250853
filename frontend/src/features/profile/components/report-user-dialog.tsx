import { ReasonReportDialog } from '@/components/moderation/reason-report-dialog';
import { USER_REPORT_REASONS, reportUser } from '@/api/users/report-user';

interface Props {
  userId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function ReportUserDialog({ userId, open, onOpenChange }: Props) {
  return (
    <ReasonReportDialog
      title="Report account"
      reasons={USER_REPORT_REASONS}
      placeholder="What is wrong with this account?"
      open={open}
      onOpenChange={onOpenChange}
      send={(report) => reportUser(userId, report)}
    />
  );
}
