import { lazy } from 'react';

// A video's dialogs come with their code (focus trap, scroll lock, the report's radio group) when
// first opened, not with every card: render them inside a Suspense.
export const ReportDialog = lazy(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })));
export const EditVideoDialog = lazy(() => import('./edit-video-dialog').then((module) => ({ default: module.EditVideoDialog })));
export const DeleteVideoDialog = lazy(() => import('./delete-video-dialog').then((module) => ({ default: module.DeleteVideoDialog })));
export const WhyDialog = lazy(() => import('./why-dialog').then((module) => ({ default: module.WhyDialog })));
