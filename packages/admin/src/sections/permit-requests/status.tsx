/** A permit request's status, as a chip coloured by what it means for the member. */
import type { components } from '@permit-office/sdk';
import { Tag } from '../../components/tag/Tag.js';
import { useWords } from '../../i18n/words.js';

export type PermitStatus = components['schemas']['PermitStatus'];
export type PermitRequestRecord = components['schemas']['PermitRequest'] & { id: number };

const colour = {
  submitted: 'default',
  in_review: 'info',
  waiting_on_member: 'warning',
  approved: 'primary',
  rejected: 'error',
  issued: 'success',
  cancelled: 'default',
} as const satisfies Record<PermitStatus, string>;

export function PermitStatusChip({ status, size = 'small' }: { status: PermitStatus; size?: 'small' | 'medium' }) {
  const t = useWords();
  return (
    <Tag
      size={size}
      label={t(`app.permits.status.${status}`)}
      colour={colour[status]}
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
    />
  );
}
