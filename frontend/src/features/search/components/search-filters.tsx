import { Button, Flex } from '@chakra-ui/react';
import { TOOLS } from '@genalpha/shared/domain';
import { SelectField } from '@/components/ui/select-field';
import { ASPECT_RATIOS, UPLOAD_PERIODS, type SearchSelection } from '../api/search-params';

const ANY = 'any';

/** The videos tab's filters: tool, verified Content Credentials, aspect ratio, upload date. */
export function SearchFilters({ selection, onChange }: { selection: SearchSelection; onChange(next: SearchSelection): void }) {
  return (
    <Flex role="group" aria-label="Filters" gap="2" wrap="wrap" align="center">
      <SelectField
        size="sm"
        w="auto"
        minW="36"
        aria-label="Tool"
        value={selection.tool ?? ANY}
        options={[{ value: ANY, label: 'Any tool' }, ...TOOLS]}
        onChange={(tool) => onChange({ ...selection, tool: tool === ANY ? undefined : tool })}
      />
      <SelectField
        size="sm"
        w="auto"
        minW="32"
        aria-label="Aspect ratio"
        value={selection.aspectRatio ?? ANY}
        options={[{ value: ANY, label: 'Any shape' }, ...ASPECT_RATIOS.map((ratio) => ({ value: ratio, label: ratio }))]}
        onChange={(ratio) => onChange({ ...selection, aspectRatio: ratio === ANY ? undefined : ratio })}
      />
      <SelectField
        size="sm"
        w="auto"
        minW="32"
        aria-label="Upload date"
        value={selection.uploaded ?? ANY}
        options={[{ value: ANY, label: 'Any time' }, ...UPLOAD_PERIODS]}
        onChange={(period) => onChange({ ...selection, uploaded: period === ANY ? undefined : period })}
      />
      <Button
        size="sm"
        minH="11"
        rounded="full"
        variant={selection.verified ? 'solid' : 'outline'}
        colorPalette={selection.verified ? 'purple' : 'gray'}
        aria-pressed={!!selection.verified}
        onClick={() => onChange({ ...selection, verified: !selection.verified || undefined })}
      >
        Verified credentials
      </Button>
    </Flex>
  );
}
