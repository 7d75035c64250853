import { TOOLS } from '@genalpha/shared/domain';

export function toolLabel(value: string | null | undefined): string {
  return TOOLS.find((tool) => tool.value === value)?.label ?? value ?? 'Other';
}
