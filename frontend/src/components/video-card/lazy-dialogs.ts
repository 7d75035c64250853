import { lazyNamed } from '@/lib/lazy-named';
// A video's dialogs come with their code (focus trap, scroll lock, the report's radio group) when
// first opened, not with every card: render them inside a Suspense.
export const ReportDialog = lazyNamed(() => import('./report-dialog'), 'ReportDialog');
export const EditVideoDialog = lazyNamed(() => import('./edit-video-dialog'), 'EditVideoDialog');
export const DeleteVideoDialog = lazyNamed(() => import('./delete-video-dialog'), 'DeleteVideoDialog');
export const WhyDialog = lazyNamed(() => import('./why-dialog'), 'WhyDialog');
