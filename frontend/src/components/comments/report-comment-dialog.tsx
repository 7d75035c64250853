import { COMMENT_REPORT_REASONS, reportComment } from '@/api/comments/report-comment';
import { ReasonReportDialog } from '../moderation/reason-report-dialog';

interface Props {
  commentId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function ReportCommentDialog({ commentId, open, onOpenChange }: Props) {
  return (
    <ReasonReportDialog
      title="Report comment"
      reasons={COMMENT_REPORT_REASONS}
      placeholder="What is wrong with this comment?"
      open={open}
      onOpenChange={onOpenChange}
      send={(report) => reportComment(commentId, report)}
    />
  );
}
