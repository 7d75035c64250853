import { apiClient, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
import { useAdminMutation } from './use-admin-mutation';

export type AppealOutcome = components['schemas']['AppealOutcome'];

export function decideAppeal({ appealId, outcome, note }: { appealId: string; outcome: AppealOutcome; note: string }) {
  return unwrap(apiClient.POST('/api/admin/appeals/{id}/decide', { params: { path: { id: appealId } }, body: { outcome, note } }));
}

export const useDecideAppeal = () => useAdminMutation(decideAppeal);
