import { REPORT_REASONS, reportVideo } from '@/api/videos/report-video';
import { ReasonReportDialog } from '../moderation/reason-report-dialog';

interface Props {
  videoId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function ReportDialog({ videoId, open, onOpenChange }: Props) {
  return (
    <ReasonReportDialog
      title="Report video"
      reasons={REPORT_REASONS}
      placeholder="What is wrong with this video?"
      open={open}
      onOpenChange={onOpenChange}
      send={(report) => reportVideo(videoId, report)}
    />
  );
}
