/** A company's status as a chip: in its list and at the head of its page. */
import type { components } from '@permit-office/sdk';
import { useWords } from '../../i18n/words.js';
import { Tag } from '../../components/tag/Tag.js';

export type CompanyStatus = components['schemas']['CompanyStatus'];

const colour = { active: 'success', suspended: 'error', pending: 'warning' } as const;

export function CompanyStatusChip({ status }: { status: CompanyStatus }) {
  const t = useWords();
  return <Tag label={t(`app.company.status.${status}`)} colour={colour[status]} />;
}
